/**
 * The embedded PDF viewer, an enhancement: it renders only once JavaScript runs (the server and
 * the first client render give nothing, so hydration matches), and the plain link to the document
 * next to it is the no-JS way. The browser's own PDF viewer shows the file in an <iframe>, driven
 * by the PDF open parameters; the controls follow document 1: the page input takes digits only,
 * 1..total, applied 500 ms after typing stops; zoom in steps of 0.5, at least 0.5.
 * From the keyboard: Enter applies the typed page at once, the up and down arrows step through
 * the pages; a zoom button at its limit stays focusable (aria-disabled) so focus is never lost.
 * An <iframe> with the open parameters rather than PDF.js: the browser's viewer already renders,
 * searches and prints, and nothing of a PDF engine has to be shipped (docs/decisions/015).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";

import { useHydrated } from "../../lib/use-hydrated.ts";
import {
  digitsOnly,
  PAGE_DEBOUNCE_MS,
  parsePage,
  stepPage,
  viewerSrc,
  ZOOM_MAX,
  ZOOM_MIN,
  zoomIn,
  zoomOut,
} from "./pdf.ts";

/**
 * `firstUrl`: where the first frame loads the document from (a counting path that redirects to
 * `url`, so that opening the viewer counts one access and turning pages counts none).
 */
export function PdfViewer({
  url,
  title,
  pages,
  firstUrl,
}: {
  url: string;
  title: string;
  pages: number | null;
  firstUrl?: string;
}) {
  const { t } = useTranslation();
  const enhanced = useHydrated();
  const [typed, setTyped] = useState("1");
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [moved, setMoved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  if (!enhanced) return null;

  const invalid = typed !== "" && parsePage(typed, pages) === null;
  const show = (next: number) => {
    setMoved(true);
    setPage(next);
  };
  const goTo = (next: number) => {
    clearTimeout(timer.current);
    setTyped(String(next));
    show(next);
  };
  const onPage = (raw: string) => {
    const digits = digitsOnly(raw);
    setTyped(digits);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const next = parsePage(digits, pages);
      if (next !== null) show(next);
    }, PAGE_DEBOUNCE_MS);
  };
  const onPageKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      const next = parsePage(typed, pages);
      if (next !== null) goTo(next);
    } else if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      goTo(stepPage(parsePage(typed, pages) ?? page, event.key === "ArrowUp" ? 1 : -1, pages));
    }
  };
  const canZoomOut = zoom > ZOOM_MIN;
  const canZoomIn = zoom < ZOOM_MAX;

  return (
    <div className="pdf-viewer">
      <div className="pdf-viewer__controls" role="group" aria-label={t("recordPages.viewer.controls")}>
        <div className="pdf-viewer__page">
          <label htmlFor={`${id}-page`}>{t("recordPages.viewer.page")}</label>{" "}
          <input
            id={`${id}-page`}
            className="input pdf-viewer__page-input"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            value={typed}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-total ${id}-error ${id}-keys` : `${id}-total ${id}-keys`}
            onChange={(event) => onPage(event.target.value)}
            onKeyDown={onPageKey}
          />{" "}
          <span id={`${id}-total`}>
            {pages !== null ? t("recordPages.viewer.ofTotal", { total: pages }) : t("recordPages.viewer.anyPage")}
          </span>
          <span id={`${id}-keys`} className="visually-hidden">
            {t("recordPages.viewer.keys")}
          </span>
          {invalid ? (
            <span id={`${id}-error`} className="field-error pdf-viewer__error">
              {pages !== null ? t("recordPages.viewer.pageRange", { total: pages }) : t("recordPages.viewer.pageMin")}
            </span>
          ) : null}
        </div>
        <div className="pdf-viewer__zoom">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              if (!canZoomOut) return;
              setMoved(true);
              setZoom(zoomOut);
            }}
            aria-disabled={!canZoomOut || undefined}
          >
            {t("recordPages.viewer.zoomOut")}
          </button>{" "}
          <output aria-live="polite" className="pdf-viewer__zoom-value">
            {t("recordPages.viewer.zoom", { percent: Math.round(zoom * 100) })}
          </output>{" "}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              if (!canZoomIn) return;
              setMoved(true);
              setZoom(zoomIn);
            }}
            aria-disabled={!canZoomIn || undefined}
          >
            {t("recordPages.viewer.zoomIn")}
          </button>
        </div>
      </div>
      <iframe
        key={`${page}-${zoom}`}
        className="pdf-viewer__frame"
        title={t("recordPages.viewer.frame", { title })}
        src={viewerSrc(moved || !firstUrl ? url : firstUrl, page, zoom)}
      />
    </div>
  );
}
