/**
 * The block the institution writes under every record's data (code 85, document 1 §3: "details
 * view, links block, block for permission 85"; decision 065): its title and its HTML, sanitised
 * by the service, in the institution's language.
 */
import { useTranslation } from "react-i18next";

import { useCatalogueExtras } from "../../ui/extra-links.tsx";

export function RecordBlock() {
  const { t } = useTranslation();
  const extras = useCatalogueExtras();
  const block = extras?.bloco_acervo;
  const lang = extras?.textLang;
  if (!block) return null;
  return (
    <section className="record-block" aria-labelledby="record-block-title">
      <h2 id="record-block-title" lang={block.titulo ? lang : undefined}>
        {block.titulo ?? t("recordPages.block.title")}
      </h2>
      {/* Sanitised by the service (api/community/information/sanitize.ts): staff HTML, no script or style. */}
      <div className="info-html" lang={lang} dangerouslySetInnerHTML={{ __html: block.conteudo }} />
    </section>
  );
}
