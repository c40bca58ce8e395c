/**
 * The accessibility statement cannot drift from the standards or from the test suite (decision
 * 063): every WCAG 2.2 A and AA criterion and every eMAG 3.1 recommendation listed once, every
 * cited test still there under its title, the axe rules of each WCAG criterion exactly the ones
 * the browser tests run for it, and the statement's words complete in the three languages.
 */
import { existsSync, readFileSync } from "node:fs";

import axe from "axe-core";
import { describe, expect, test } from "vitest";

import en from "../../locales/statement/en.json";
import es from "../../locales/statement/es.json";
import pt from "../../locales/statement/pt.json";
import { EMAG, NOTE_KEYS, WCAG, type Criterion } from "./criteria.ts";
import { statementGroups } from "./statement.ts";

const root = new URL("../../../", import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), "utf8");

/** WCAG 2.2's level A and AA success criteria (4.1.1 Parsing is obsolete in 2.2). */
const WCAG_22: Record<string, "A" | "AA"> = Object.fromEntries([
  ...[
    "1.1.1",
    "1.2.1",
    "1.2.2",
    "1.2.3",
    "1.3.1",
    "1.3.2",
    "1.3.3",
    "1.4.1",
    "1.4.2",
    "2.1.1",
    "2.1.2",
    "2.1.4",
    "2.2.1",
    "2.2.2",
    "2.3.1",
    "2.4.1",
    "2.4.2",
    "2.4.3",
    "2.4.4",
    "2.5.1",
    "2.5.2",
    "2.5.3",
    "2.5.4",
    "3.1.1",
    "3.2.1",
    "3.2.2",
    "3.2.6",
    "3.3.1",
    "3.3.2",
    "3.3.7",
    "4.1.2",
  ].map((id) => [id, "A"]),
  ...[
    "1.2.4",
    "1.2.5",
    "1.3.4",
    "1.3.5",
    "1.4.3",
    "1.4.4",
    "1.4.5",
    "1.4.10",
    "1.4.11",
    "1.4.12",
    "1.4.13",
    "2.4.5",
    "2.4.6",
    "2.4.7",
    "2.4.11",
    "2.5.7",
    "2.5.8",
    "3.1.2",
    "3.2.3",
    "3.2.4",
    "3.3.3",
    "3.3.4",
    "3.3.8",
    "4.1.3",
  ].map((id) => [id, "AA"]),
]);

/** eMAG 3.1: how many recommendations each of its six sections has. */
const EMAG_31 = { "1": 9, "2": 7, "3": 12, "4": 4, "5": 5, "6": 8 };
const emagIds = Object.entries(EMAG_31).flatMap(([section, n]) =>
  Array.from({ length: n }, (_, i) => `${section}.${i + 1}`),
);

const ids = (list: readonly Criterion[]) => list.map((c) => c.id);
const duplicates = (list: string[]) => list.filter((id, index) => list.indexOf(id) !== index);

/** The index after the parenthesis that closes the one opened just before `from`. */
function closing(source: string, from: number): number {
  let depth = 1;
  let quote: string | null = null;
  for (let i = from; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i + 1;
  }
  return source.length;
}

/** The titles of a spec or test file's tests and groups, as written (a template's `${…}` kept). */
function testTitles(source: string): string[] {
  const titles: string[] = [];
  const call = /\b(?:test|it|describe)(?:\.(?:describe|only|skip|fixme|concurrent|serial))*(\.each)?\s*\(/g;
  for (const match of source.matchAll(call)) {
    let at = match.index + match[0].length;
    // test.each(table)("title %s", …): the title is the second call's first argument.
    if (match[1]) at = source.indexOf("(", closing(source, at)) + 1;
    const literal = /^\s*(["'`])((?:\\.|(?!\1)[^\\])*)\1/.exec(source.slice(at));
    if (literal) titles.push(literal[2].replace(/\\(.)/g, "$1"));
  }
  return titles;
}

/** axe's rules as tests/e2e/fixtures.ts runs them: by its tags, without experimental or deprecated ones. */
function axeRulesByCriterion(): Map<string, string[]> {
  const tags = /const AXE_TAGS = (\[[^\]]*\])/.exec(read("tests/e2e/fixtures.ts"));
  expect(tags, "tests/e2e/fixtures.ts declares AXE_TAGS").not.toBeNull();
  const byCriterion = new Map<string, string[]>();
  for (const rule of axe.getRules(JSON.parse(tags![1]) as string[])) {
    if (rule.tags.some((tag) => tag === "experimental" || tag === "deprecated")) continue;
    for (const tag of rule.tags) {
      const criterion = /^wcag(\d)(\d)(\d+)$/.exec(tag);
      if (!criterion) continue;
      const id = criterion.slice(1).join(".");
      byCriterion.set(id, [...(byCriterion.get(id) ?? []), rule.ruleId]);
    }
  }
  return byCriterion;
}

describe("the statement's list", () => {
  test("every WCAG 2.2 A and AA criterion, once, at its level", () => {
    expect(duplicates(ids(WCAG))).toEqual([]);
    expect([...ids(WCAG)].sort()).toEqual(Object.keys(WCAG_22).sort());
    expect(WCAG.filter((c) => c.level !== WCAG_22[c.id]).map((c) => c.id)).toEqual([]);
  });

  test("every eMAG 3.1 recommendation, once", () => {
    expect(duplicates(ids(EMAG))).toEqual([]);
    expect(ids(EMAG)).toEqual(emagIds);
  });

  test("every cited test exists under its title", () => {
    const titles = new Map<string, string[]>();
    const missing: string[] = [];
    for (const { file, title } of [...WCAG, ...EMAG].flatMap((c) => c.tests)) {
      if (!titles.has(file)) titles.set(file, existsSync(new URL(file, root)) ? testTitles(read(file)) : []);
      if (!titles.get(file)!.some((written) => written.includes(title))) missing.push(`${file}: ${title}`);
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  test("the title reader finds plain, parametrised and multi-line titles", () => {
    const source = `test("plain", () => {});
      test.describe("a group", () => {});
      it.each(["a", "b"].map((x) => x))("each %s", () => {});
      test(
        \`\${name}: a template\`,
        async () => {},
      );
      // not a test: contest("x") nor it is ("y")`;
    expect(testTitles(source)).toEqual(["plain", "a group", "each %s", "${name}: a template"]);
  });

  test("each WCAG criterion names exactly the axe rules the browser tests run for it", () => {
    const axeRules = axeRulesByCriterion();
    const wrong = WCAG.filter(
      (c) => [...c.axe].sort().join() !== [...new Set(axeRules.get(c.id) ?? [])].sort().join(),
    ).map((c) => `${c.id}: listed ${c.axe.join(" ")}; axe runs ${(axeRules.get(c.id) ?? []).join(" ")}`);
    expect(wrong).toEqual([]);
  });

  test("each eMAG recommendation's axe rules are rules the browser tests run", () => {
    const run = new Set([...axeRulesByCriterion().values()].flat());
    expect(EMAG.flatMap((c) => c.axe).filter((rule) => !run.has(rule))).toEqual([]);
  });

  test("what is not met, or not tested automatically, says why", () => {
    const unexplained = [...WCAG, ...EMAG].filter(
      (c) => !c.note && (c.status !== "meets" || (!c.axe.length && !c.tests.length)),
    );
    expect(unexplained.map((c) => c.id)).toEqual([]);
    const used = new Set([...WCAG, ...EMAG].map((c) => c.note).filter(Boolean));
    expect(NOTE_KEYS.filter((key) => !used.has(key))).toEqual([]);
  });
});

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

describe("the statement's words", () => {
  const languages = { pt, en, es } as Record<string, Tree>;
  const variables = (text: string) =>
    [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
      .map((m) => m[1])
      .sort()
      .join();

  test.each(Object.keys(languages))(
    "%s has the keys and {{variables}} of pt, none empty, a note for each key",
    (lng) => {
      const reference = new Map(flatten(languages.pt));
      const words = new Map(flatten(languages[lng]));
      expect([...words.keys()].sort()).toEqual([...reference.keys()].sort());
      expect([...words].filter(([, value]) => !value.trim()).map(([key]) => key)).toEqual([]);
      expect([...words].filter(([key, value]) => variables(value) !== variables(reference.get(key) ?? ""))).toEqual([]);
      expect(Object.keys(languages[lng].notes).sort()).toEqual([...NOTE_KEYS].sort());
    },
  );

  test("the page's groups hold every criterion once, in tables by principle and section", () => {
    const { wcag, emag } = statementGroups(en);
    expect(wcag.map((g) => g.caption.split(":")[0])).toEqual([
      "1. Perceivable",
      "2. Operable",
      "3. Understandable",
      "4. Robust",
    ]);
    expect(wcag.flatMap((g) => g.rows).length).toBe(55);
    expect(emag.map((g) => g.rows.length)).toEqual(Object.values(EMAG_31));
    const contrast = wcag[0].rows.find((r) => r.id === "1.4.3");
    expect(contrast).toMatchObject({
      name: "Contrast (Minimum)",
      level: "AA",
      statusLabel: "Meets",
      axe: ["color-contrast"],
    });
  });
});
