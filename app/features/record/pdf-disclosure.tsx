/**
 * A public PDF of the service in the links block: with JavaScript, a button opens the embedded
 * viewer under the link (the first frame goes through the link's counting path, so opening it
 * counts one access); without JavaScript, nothing here and the link itself opens the PDF. The
 * page count comes from the file, read once when the viewer opens.
 */
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";

import { useHydrated } from "../../lib/use-hydrated.ts";
import { PdfViewer } from "./pdf-viewer.tsx";
import { countPdfPages } from "./pdf.ts";

export function PdfDisclosure({ url, countingUrl, title }: { url: string; countingUrl: string; title: string }) {
  const { t } = useTranslation();
  const enhanced = useHydrated();
  const [open, setOpen] = useState(false);
  const [pages, setPages] = useState<number | null>(null);
  const id = useId();

  useEffect(() => {
    if (!open || pages !== null) return;
    let current = true;
    fetch(url)
      .then((response) => (response.ok ? response.arrayBuffer() : null))
      .then((buffer) => {
        if (current && buffer) setPages(countPdfPages(new Uint8Array(buffer)));
      })
      // Without a count the viewer takes any page from 1; nothing else to do.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [open, pages, url]);

  if (!enhanced) return null;
  return (
    <div className="pdf-disclosure">
      <button
        type="button"
        className="button button--secondary pdf-disclosure__toggle"
        aria-expanded={open}
        aria-controls={`${id}-viewer`}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t("recordPages.viewer.close", { title }) : t("recordPages.viewer.open", { title })}
      </button>
      <div id={`${id}-viewer`} hidden={!open}>
        {open ? <PdfViewer url={url} firstUrl={countingUrl} title={title} pages={pages} /> : null}
      </div>
    </div>
  );
}
