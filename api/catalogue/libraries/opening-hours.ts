/**
 * A library's opening hours as staff write them ("Segunda a sexta, 8h às 22h; sábado, 8h às
 * 12h"), read into the hours of each day of the week, so that the home page can say whether the
 * library is open today (docs/decisions/062-home-page.md). The text stays the truth: what this
 * reader does not understand gives `null`, and the OPAC then shows the text alone.
 *
 * Understood: parts separated by ";" or a new line, each "<days>[,:] <hours>", where the days are
 * a day ("sábado", "segunda-feira"), a range ("segunda a sexta"), a list ("sábados e
 * domingos", "terça, quinta") or "todos os dias", and the hours are intervals "8h às 22h",
 * "das 7h30 às 12h e das 14h às 18h", "8:00-12:00", or "fechado". A day no part names is closed.
 */

/** One interval a library is open, "HH:MM" to "HH:MM". */
export interface OpenInterval {
  abre: string;
  fecha: string;
}

/** The intervals of each day of the week, 0 Sunday … 6 Saturday ([] closed). */
export type WeekHours = OpenInterval[][];

const DAYS: [RegExp, number][] = [
  [/^domingos?$/, 0],
  [/^segundas?(-feiras?)?$/, 1],
  [/^ter[cç]as?(-feiras?)?$/, 2],
  [/^quartas?(-feiras?)?$/, 3],
  [/^quintas?(-feiras?)?$/, 4],
  [/^sextas?(-feiras?)?$/, 5],
  [/^s[aá]bados?$/, 6],
];

function dayOf(word: string): number | null {
  const found = DAYS.find(([pattern]) => pattern.test(word));
  return found ? found[1] : null;
}

/** "segunda a sexta", "sábado e domingo", "terça, quinta", "todos os dias" → the days named. */
function readDays(text: string): number[] | null {
  const words = text.trim().toLowerCase();
  if (/^(todos os dias|diariamente)$/.test(words)) return [0, 1, 2, 3, 4, 5, 6];
  const days: number[] = [];
  for (const piece of words.split(/\s*,\s*|\s+e\s+/)) {
    const range = /^(\S+)\s+(?:a|até)\s+(\S+)$/.exec(piece);
    if (range) {
      const from = dayOf(range[1]);
      const to = dayOf(range[2]);
      if (from === null || to === null) return null;
      for (let day = from; ; day = (day + 1) % 7) {
        days.push(day);
        if (day === to) break;
      }
      continue;
    }
    const day = dayOf(piece);
    if (day === null) return null;
    days.push(day);
  }
  return days.length ? days : null;
}

/** "8h", "7h30", "08:00", "22h00" → "HH:MM". */
function readTime(text: string): string | null {
  const match = /^(\d{1,2})(?:h|:)(\d{2})?h?$/.exec(text.trim().toLowerCase());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? "0");
  if (hours > 24 || minutes > 59) return null;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/** "8h às 22h", "das 8h às 12h e das 14h às 18h", "8:00-12:00", "fechado" → the intervals. */
function readIntervals(text: string): OpenInterval[] | null {
  const words = text.trim().toLowerCase();
  if (/^fechad[oa]$/.test(words)) return [];
  const intervals: OpenInterval[] = [];
  for (const piece of words.split(/\s*(?:,|\se\s)\s*/)) {
    const match = /^(?:das?\s+)?(\S+)\s*(?:às|as|a|até|-|–)\s*(\S+)$/.exec(piece.trim());
    if (!match) return null;
    const abre = readTime(match[1]);
    const fecha = readTime(match[2]);
    if (!abre || !fecha || fecha <= abre) return null;
    intervals.push({ abre, fecha });
  }
  return intervals;
}

/** The week's hours of the text, or null when some part of it is not understood. */
export function readOpeningHours(text: string | null): WeekHours | null {
  if (!text?.trim()) return null;
  const week: WeekHours = [[], [], [], [], [], [], []];
  for (const part of text.split(/[;\n]/)) {
    if (!part.trim()) continue;
    // The days end at the first ":" or "," that is followed by hours or "fechado".
    const split = /^(.*?)(?:\s*[:,]\s*|\s+)((?:das?\s+)?\d.*|fechad[oa])$/i.exec(part.trim().replace(/\.$/, ""));
    if (!split) return null;
    const days = readDays(split[1]);
    const intervals = readIntervals(split[2]);
    if (!days || !intervals) return null;
    for (const day of days) week[day] = intervals;
  }
  return week;
}
