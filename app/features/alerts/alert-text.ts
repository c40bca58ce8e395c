/**
 * An alert in words (decision 028): `alerts.kind.<tipo>` in the reader's language, filled with
 * its parameters, days written as the locale writes them. A kind this OPAC has no words for
 * (a feature not deployed, a newer service) falls back to a generic sentence: a patron never
 * reads a code. Parameters are text: React escapes them, and i18next's own escaping is off.
 */
import type { AlertOut } from "../../../api/patron/alerts/contract.ts";
import type { Language } from "../../lib/i18n.ts";
import { formatDay } from "../account/account.ts";

/** The alerts page (/meupergamum/alertas). */
export const ALERTS_PATH = "/meupergamum/alertas";

type T = (key: string, options?: Record<string, unknown>) => string;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function alertParams(alert: Pick<AlertOut, "parametros">, locale: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(alert.parametros).map(([key, value]) => {
      const text = value === null ? "" : String(value);
      return [key, DAY.test(text) ? formatDay(text, locale) : text];
    }),
  );
}

export function alertSentence(
  alert: Pick<AlertOut, "tipo" | "parametros">,
  locale: Language,
  t: T,
  exists: (key: string) => boolean,
): string {
  const key = `alerts.kind.${alert.tipo}`;
  if (!/^[a-z][a-z0-9_]*$/.test(alert.tipo) || !exists(key)) return t("services.alerts.generic");
  return t(key, { ...alertParams(alert, locale), interpolation: { escapeValue: false } });
}
