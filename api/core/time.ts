/**
 * Calendar days of circulation. Due dates, pick-up deadlines and suspensions are whole days
 * in the institution's time zone (document 1 §9: America/Sao_Paulo), written "YYYY-MM-DD".
 * Computed here rather than with the database's current_date, whose zone is the server's.
 */
export const TIME_ZONE = "America/Sao_Paulo";

/** A calendar day, "YYYY-MM-DD". */
export type Day = string;

const dayFormat = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone. */
export function localDay(now: Date, timeZone = TIME_ZONE): Day {
  let format = dayFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormat.set(timeZone, format);
  }
  return format.format(now);
}

const clockFormat = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading of an instant in a time zone, each part as digits ("2026", "03", "09"…). */
export function wallClock(
  date: Date,
  timeZone = TIME_ZONE,
): Record<"year" | "month" | "day" | "hour" | "minute" | "second", string> {
  let format = clockFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    clockFormat.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(date).map((x) => [x.type, x.value]));
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
}

/** "YYYY-MM-DDTHH:MM" of an instant in a time zone: what a date-and-time field shows. */
export function localDateTime(date: Date, timeZone = TIME_ZONE): string {
  const c = wallClock(date, timeZone);
  return `${c.year}-${c.month}-${c.day}T${c.hour}:${c.minute}`;
}

function toUtc(day: Day): number {
  const [y, m, d] = day.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
}

function fromUtc(ms: number): Day {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: Day, days: number): Day {
  return fromUtc(toUtc(day) + days * 86_400_000);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: Day): number {
  return new Date(toUtc(day)).getUTCDay();
}

/** "YYYY-MM-DD" or "DD/MM/YYYY" to a Day; undefined when it is not a real date. */
export function parseDay(input: string): Day | undefined {
  const text = input.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (br) [y, m, d] = [Number(br[3]), Number(br[2]), Number(br[1])];
  else return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return fromUtc(date.getTime());
}

/** Database values of date columns: PGlite gives Date objects, node-postgres strings. */
export function dayOf(value: unknown): Day {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

/** Database timestamps as ISO strings (both engines give Date objects; strings pass through). */
export function instantOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(String(value)).toISOString();
}
