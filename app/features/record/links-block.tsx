/**
 * The links of a record on its "Dados do acervo" tab (see app/features/record/links.ts for where each
 * kind of link goes). Public audio and video play in native media elements whose source is the
 * counting path (preload="none": the access is counted when played, not when the page loads);
 * a public PDF of the service opens in the embedded viewer when JavaScript runs.
 */
import { useTranslation } from "react-i18next";

import { FileIcon } from "./file-icon.tsx";
import { fileFamily, type LinkView } from "./links.ts";
import { MediaPlayer } from "./media-player.tsx";
import { PdfDisclosure } from "./pdf-disclosure.tsx";

function LinkNote({ link }: { link: LinkView }) {
  const { t } = useTranslation();
  const notes = [
    link.kind === "restricted" ? t("recordPages.links.restrictedNote") : null,
    link.kind === "accessible" ? t("recordPages.links.accessibleNote") : null,
    link.isPdf ? "PDF" : null,
    link.media === "video" ? t("recordPages.links.video") : null,
    link.media === "audio" ? t("recordPages.links.audio") : null,
    // The icon's type in words, where the notes above have not said it already.
    link.extension && !link.isPdf && !link.media
      ? t(`recordPages.links.formats.${fileFamily(link.extension)}`, { extension: link.extension.toUpperCase() })
      : null,
  ].filter(Boolean);
  return notes.length ? <span className="record-link__note"> ({notes.join(", ")})</span> : null;
}

export function LinksBlock({ links }: { links: LinkView[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <section className="record-links" aria-labelledby="links-heading">
      <h3 id="links-heading">{t("recordPages.links.heading")}</h3>
      <ul className="record-links__list">
        {links.map((link) => (
          <li key={link.seq} className={`record-link record-link--${link.kind}`}>
            {link.extension ? <FileIcon extension={link.extension} /> : null}
            <a href={link.href} rel={link.kind === "public" ? "nofollow" : undefined}>
              {link.label}
            </a>
            <LinkNote link={link} />
            {link.viewerUrl ? <PdfDisclosure url={link.viewerUrl} countingUrl={link.href} title={link.label} /> : null}
            {link.kind === "public" && link.media ? (
              <MediaPlayer kind={link.media} src={link.href} label={link.label} preload="none" />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
