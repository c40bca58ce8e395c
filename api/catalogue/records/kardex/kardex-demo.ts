/**
 * Demonstration kardex: issues held of the demo serials. The real records say when a serial
 * started and how often it appears (008/07-14, 008/18, 310, 362), not which issues a library
 * received, so for each library with copies of a serial this makes up a plausible run of its
 * last three years (the last three before it ceased, for a closed one): one row per issue, a
 * few of them missing. Deterministic: seeded per record, like the demo copies.
 */
import { createHash } from "node:crypto";
import type { Db } from "../../../core/db/db.ts";
import { controlField, dataFields, fixedSlice, subfield, type MarcRecord } from "../../marc/record.ts";
import { WORK_TYPES } from "../work-type.ts";
import { insertKardexIssues, serialsWithoutKardex, type KardexIssueInsert } from "./kardex.repository.ts";

const MONTHS = ["jan.", "fev.", "mar.", "abr.", "maio", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez."];

function rng(seed: string): () => number {
  let a = createHash("sha1").update(`kardex:${seed}`).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Issues per year from 310 (words in English, Portuguese, Spanish, German) or 008/18. Serials
 * appearing more often than monthly are represented by one issue a month in the demo.
 */
export function issuesPerYear(record: MarcRecord): number {
  const text = (subfield(dataFields(record, "310")[0], "a") ?? "").toLowerCase();
  const code = fixedSlice(controlField(record, "008"), 18);
  const rules: [RegExp, string, number][] = [
    [/semi-?annual|semestral|twice a year|halbj/, "f", 2],
    [/three times a year|quadrimestral|3 (?:times|no)/, "t", 3],
    [/bimonthly|bimestral|zweimonat/, "b", 6],
    [/quarterly|trimestral|vierteljähr|viertelj/, "q", 4],
    [/annual|anual|yearly|jährlich|jahrbuch/, "a", 1],
    [/biennial|bienal/, "g", 1],
    [/monthly|mensal|mensual|monatlich/, "m", 12],
    [/weekly|semanal|wöchentlich|daily|diário|diario|täglich|semimonthly|quinzenal|biweekly/, "wdse", 12],
  ];
  for (const [pattern, codes, perYear] of rules) {
    if (pattern.test(text) || (code.trim() && codes.includes(code))) return perYear;
  }
  return 4;
}

/** Volume and year of the first issue as 362 states them: "Vol. 1, no. 1 (Jan. 1990)-". */
export function firstIssue(record: MarcRecord): { volume?: number; year?: number } {
  const text = subfield(dataFields(record, "362")[0], "a") ?? "";
  const volume = text.match(/(?:^|\b)(?:v|vol|ano|t|bd|jahrg|año)\.?\s*(\d{1,4})\b/i)?.[1];
  const year = text.match(/\b(1[5-9]\d\d|20\d\d)\b/)?.[1];
  return { volume: volume ? Number(volume) : undefined, year: year ? Number(year) : undefined };
}

function designation(year: number, month: number | null, span: number): string {
  if (month === null) return String(year);
  if (span <= 1) return `${MONTHS[month - 1]} ${year}`;
  return `${MONTHS[month - 1]}/${MONTHS[Math.min(12, month + span - 1) - 1]} ${year}`;
}

export interface DemoIssue {
  year: number;
  month: number | null;
  volume: string | null;
  number: string;
  designation: string;
  status: "received" | "missing";
  receivedOn: string | null;
}

/** The issues of one serial at one library. `lastYear` is the year an open run is shown up to. */
export function demoIssues(record: MarcRecord, seed: string, lastYear: number): DemoIssue[] {
  const f008 = controlField(record, "008");
  const date1 = Number(fixedSlice(f008, 7, 10)) || undefined;
  const date2 = fixedSlice(f008, 11, 14);
  const closed = fixedSlice(f008, 6) === "d" && /^\d{4}$/.test(date2) && date2 !== "9999";
  const end = closed ? Math.min(Number(date2), lastYear) : lastYear;
  const first = firstIssue(record);
  const startYear = first.year ?? date1;
  const from = Math.max(end - 2, startYear ?? end - 2);
  const perYear = issuesPerYear(record);
  const span = 12 / perYear;
  const random = rng(seed);
  const issues: DemoIssue[] = [];
  for (let year = from; year <= end; year++) {
    const volumeNumber = startYear !== undefined ? (first.volume ?? 1) + (year - startYear) : undefined;
    for (let n = 1; n <= perYear; n++) {
      const month = perYear === 1 ? null : 1 + Math.round((n - 1) * span);
      const missing = random() < 0.05;
      const day = 10 + Math.floor(random() * 30);
      const received = new Date(Date.UTC(year, (month ?? 3) - 1, 1 + day));
      issues.push({
        year,
        month,
        volume: volumeNumber !== undefined && volumeNumber > 0 ? String(volumeNumber) : null,
        number: String(n),
        designation: designation(year, month, Math.round(span)),
        status: missing ? "missing" : "received",
        receivedOn: missing ? null : received.toISOString().slice(0, 10),
      });
    }
  }
  return issues;
}

/** Fills the kardex of every serial with copies and no kardex yet. Returns the issues created. */
export async function seedKardex(db: Db, today = new Date()): Promise<number> {
  const serials = await serialsWithoutKardex(db, WORK_TYPES.SERIAL);
  const lastYear = today.getFullYear() - 1;
  let created = 0;
  for (let start = 0; start < serials.length; start += 50) {
    const rows: KardexIssueInsert[] = [];
    for (const serial of serials.slice(start, start + 50)) {
      for (const library of serial.libraries) {
        for (const issue of demoIssues(serial.marc, `${serial.source_key}:${library}`, lastYear)) {
          rows.push({ recordId: serial.id, libraryId: library, ...issue });
        }
      }
    }
    if (rows.length === 0) continue;
    await insertKardexIssues(db, rows);
    created += rows.length;
  }
  return created;
}
