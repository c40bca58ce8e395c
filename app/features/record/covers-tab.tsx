/**
 * The "Capas" tab (activity -1): the record's cover at a size one can read, from the service's
 * cover address (the library's own picture, an outside cover by ISBN, or the drawn cover with the
 * title); the data tab shows it small beside the record.
 */
import { useTranslation } from "react-i18next";

import { useRecord } from "./record-route.ts";

export function CoversTab() {
  const record = useRecord();
  const { t } = useTranslation();
  return (
    <section className="record-tab" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("recordPages.tabs.capas")}</h2>
      <img
        className="record-cover-large"
        src={`/api/acervo/${record.cod_acervo}/capa`}
        alt={t("recordPages.covers.alt", { title: record.titulo })}
        width={300}
      />
    </section>
  );
}
