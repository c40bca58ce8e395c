/**
 * The accessibility statement as the page shows it (decision 063): the criteria of criteria.ts
 * grouped by WCAG principle and eMAG section, with the words of one language of the statement's
 * locale files. Kept apart from the page so the unit test can read it as the page does.
 */
import type enText from "../../locales/statement/en.json";
import { EMAG, EMAG_SECTIONS, WCAG, type Criterion, type Status } from "./criteria.ts";

export type StatementText = typeof enText;

export interface StatementRow {
  id: string;
  name: string;
  level?: string;
  status: Status;
  statusLabel: string;
  axe: readonly string[];
  /** The test's file name (without its folder) and its title as cited. */
  tests: { file: string; title: string }[];
  note?: string;
}

export interface StatementGroup {
  /** The table's caption id. */
  id: string;
  caption: string;
  rows: StatementRow[];
}

/** `{{name}}` of a statement text, filled. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

function row(criterion: Criterion, text: StatementText, level?: string): StatementRow {
  return {
    id: criterion.id,
    name: criterion.name,
    level,
    status: criterion.status,
    statusLabel: text.status[criterion.status],
    axe: criterion.axe,
    tests: criterion.tests.map((test) => ({ file: test.file.split("/").pop()!, title: test.title })),
    note: criterion.note ? text.notes[criterion.note] : undefined,
  };
}

const principle = (id: string) => id.split(".")[0];
const count = (list: readonly Criterion[], status: Status) => list.filter((c) => c.status === status).length;

export function statementGroups(text: StatementText): { wcag: StatementGroup[]; emag: StatementGroup[] } {
  const principles = text.principles as Record<string, string>;
  const sections = text.sections as Record<string, string>;
  return {
    wcag: Object.keys(principles).map((p) => ({
      id: `wcag-${p}`,
      caption: fill(text.caption, { group: `${p}. ${principles[p]}` }),
      rows: WCAG.filter((c) => principle(c.id) === p)
        .sort((a, b) => a.id.localeCompare(b.id, "en", { numeric: true }))
        .map((c) => row(c, text, c.level)),
    })),
    emag: EMAG_SECTIONS.map((s) => ({
      id: `emag-${s}`,
      caption: fill(text.emagCaption, { group: `${s}. ${sections[s]}` }),
      rows: EMAG.filter((c) => principle(c.id) === s).map((c) => row(c, text)),
    })),
  };
}

/** The summary sentence: how many criteria meet, partly meet, or do not apply. */
export function conformance(text: StatementText): string {
  return fill(text.conformance, {
    total: WCAG.length,
    meets: count(WCAG, "meets"),
    partial: count(WCAG, "partial"),
    notApplicable: count(WCAG, "notApplicable"),
    emagMeets: count(EMAG, "meets"),
    emagTotal: EMAG.length,
  });
}
