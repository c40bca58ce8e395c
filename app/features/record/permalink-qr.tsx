/**
 * The QR code of a record's permanent address, for a patron at a shelf or a poster to open the
 * record on a phone: an inline SVG drawn on the server (it needs no JavaScript and prints as it
 * shows), named for assistive technology by its title, with the address written beside it.
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";

/** The symbol as the server drew it: its side in modules and one path of its dark modules. */
export interface QrSymbol {
  size: number;
  path: string;
}

/** The quiet zone the QR standard asks for around the symbol, in modules. */
const QUIET = 4;

export function PermalinkQr({ qr, permalink }: { qr: QrSymbol; permalink: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const side = qr.size + 2 * QUIET;
  return (
    <figure className="permalink-qr">
      <svg
        className="permalink-qr__code"
        role="img"
        aria-labelledby={titleId}
        viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
        shapeRendering="crispEdges"
      >
        <title id={titleId}>{t("recordPages.qr.title")}</title>
        <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <figcaption>
        {t("recordPages.qr.caption")} <span className="permalink">{permalink}</span>
      </figcaption>
    </figure>
  );
}
