/**
 * Paying what is owed with PIX (decision 054): the static BR Code the service makes for the
 * total, as a QR code for a banking app and as the "copia e cola" text in a read-only field the
 * patron selects and copies (no script needed: the debts page does not hydrate).
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";

import { QrCode, type QrSymbol } from "../../ui/qr-code.tsx";

export function PixPayment({ code, qr, amount }: { code: string; qr: QrSymbol; amount: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="clearance-box pix-payment" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("clearance.pix.title", { amount })}</h2>
      <p>{t("clearance.pix.intro")}</p>
      <div className="pix-payment__body">
        <QrCode qr={qr} title={t("clearance.pix.qrTitle", { amount })} className="pix-payment__qr" />
        <div className="pix-payment__code">
          <label htmlFor={`${id}-code`}>{t("clearance.pix.codeLabel")}</label>
          <textarea id={`${id}-code`} readOnly rows={4} spellCheck={false} value={code} />
        </div>
      </div>
      <p>{t("clearance.pix.after")}</p>
    </section>
  );
}
