/**
 * The QR code of a record's permanent address, for a patron at a shelf or a poster to open the
 * record on a phone, with the address written beside it.
 */
import { useTranslation } from "react-i18next";

import { QrCode, type QrSymbol } from "../../ui/qr-code.tsx";

export function PermalinkQr({ qr, permalink }: { qr: QrSymbol; permalink: string }) {
  const { t } = useTranslation();
  return (
    <figure className="permalink-qr">
      <QrCode qr={qr} title={t("recordPages.qr.title")} className="permalink-qr__code" />
      <figcaption>
        {t("recordPages.qr.caption")} <span className="permalink">{permalink}</span>
      </figcaption>
    </figure>
  );
}
