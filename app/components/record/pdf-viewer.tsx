/**
 * The embedded PDF viewer, an enhancement: it renders only once JavaScript runs (the server and
 * the first client render give nothing, so hydration matches), and the plain link to the document
 * next to it is the no-JS way. The browser's own PDF viewer shows the file in an <iframe>, driven
 * by the PDF open parameters; the controls follow document 1: the page input takes digits only,
 * 1..total, applied 500 ms after typing stops; zoom in steps of 0.5, at least 0.5.
 * (A full PDF.js viewer is not bundled: no such package in this project.)
 */
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import {
  digitsOnly,
  PAGE_DEBOUNCE_MS,
  parsePage,
  viewerSrc,
  ZOOM_MAX,
  ZOOM_MIN,
  zoomIn,
  zoomOut,
} from "../../records/pdf.ts";

export function PdfViewer({ url, title, pages }: { url: string; title: string; pages: number | null }) {
  const { t } = useTranslation();
  const [enhanced, setEnhanced] = useState(false);
  const [typed, setTyped] = useState("1");
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  useEffect(() => setEnhanced(true), []);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!enhanced) return null;

  const invalid = typed !== "" && parsePage(typed, pages) === null;
  const onPage = (raw: string) => {
    const digits = digitsOnly(raw);
    setTyped(digits);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const next = parsePage(digits, pages);
      if (next !== null) setPage(next);
    }, PAGE_DEBOUNCE_MS);
  };

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
            aria-describedby={`${id}-total`}
            onChange={(event) => onPage(event.target.value)}
          />{" "}
          <span id={`${id}-total`}>
            {pages !== null ? t("recordPages.viewer.ofTotal", { total: pages }) : t("recordPages.viewer.anyPage")}
          </span>
        </div>
        <div className="pdf-viewer__zoom">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setZoom(zoomOut)}
            disabled={zoom <= ZOOM_MIN}
          >
            {t("recordPages.viewer.zoomOut")}
          </button>{" "}
          <output aria-live="polite" className="pdf-viewer__zoom-value">
            {t("recordPages.viewer.zoom", { percent: Math.round(zoom * 100) })}
          </output>{" "}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setZoom(zoomIn)}
            disabled={zoom >= ZOOM_MAX}
          >
            {t("recordPages.viewer.zoomIn")}
          </button>
        </div>
      </div>
      <iframe
        key={`${page}-${zoom}`}
        className="pdf-viewer__frame"
        title={t("recordPages.viewer.frame", { title })}
        src={viewerSrc(url, page, zoom)}
      />
    </div>
  );
}
