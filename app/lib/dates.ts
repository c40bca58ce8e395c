/**
 * The one way the OPAC writes a date for people (decision 037): the day as dd/mm/yyyy in
 * Portuguese and Spanish, dd/mm/yyyy in English too (British order: the library's dates are
 * Brazilian days, and "12/02/2026" read as 2 December by one patron and 12 February by another
 * is worse than one order), always four digits of year. Instants (ISO with a time) are days in
 * the library's time zone, São Paulo. Anything that is not a date is returned as it came.
 */
import { fallbackLanguage, isLanguage, type Language } from "./i18n.ts";

export const LIBRARY_TIME_ZONE = "America/Sao_Paulo";

const TAG: Record<Language, string> = { pt: "pt-BR", en: "en-GB", es: "es" };

const tagOf = (locale: string) => TAG[isLanguage(locale) ? locale : fallbackLanguage];

function parse(value: string): { date: Date; day: boolean } | null {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = day ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, day };
}

/** "2026-11-22" (a day) or an ISO instant → "22/11/2026"; "" for nothing. */
export function formatDay(value: string | null | undefined, locale: string): string {
  if (!value) return "";
  const parsed = parse(value);
  if (!parsed) return value;
  return dayFormat(tagOf(locale), parsed.day ? "UTC" : LIBRARY_TIME_ZONE).format(parsed.date);
}

// Making a formatter costs about as much as a hundred uses of one; a results page formats dozens.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(tag: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${tag} ${timeZone}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: "2-digit", month: "2-digit", year: "numeric", timeZone });
    dayFormats.set(key, format);
  }
  return format;
}

/** An instant with its time, for what expires within the day (a loan token): "22/11/2026 14:05". */
export function formatDayTime(value: string | null | undefined, locale: string): string {
  if (!value) return "";
  const parsed = parse(value);
  if (!parsed) return value;
  const time = new Intl.DateTimeFormat(tagOf(locale), {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: LIBRARY_TIME_ZONE,
  }).format(parsed.date);
  return `${formatDay(value, locale)} ${time}`;
}
