/**
 * The locale files must agree: every key in every language, none empty, the same {{variables}},
 * and every key the code uses present. Keys used with a literal — t("a.b") or tk("a.b") — are
 * found by scanning app/; keys built at run time (work types, copy statuses, record fields…) are
 * listed from the modules that define them.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, test } from "vitest";

import { WORK_TYPE_CODES } from "../../api/catalogue/records/work-type.ts";
import { EXPORT_LINKS } from "../features/basket/exports.ts";
import { MAIL_FORMATS } from "../features/basket/mail-formats.ts";
import { COPY_STATUSES, RECORD_FIELD_KEYS, RECORD_TABS } from "../features/record/record-tabs.ts";
import { searchConfig } from "../features/search/search-config.ts";
import { resources, supportedLanguages } from "../lib/i18n.ts";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const flat = Object.fromEntries(
  supportedLanguages.map((lng) => [lng, flatten(resources[lng].translation as unknown as Tree)]),
) as Record<(typeof supportedLanguages)[number], Map<string, string>>;

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const appDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function literalKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  const call = /\b(?:t|tk)\(\s*(["'])([^"'`$\s]+?)\1/g;
  for (const file of sourceFiles(appDir)) {
    for (const match of readFileSync(file, "utf8").matchAll(call)) {
      keys.set(match[2], path.relative(appDir, file));
    }
  }
  return keys;
}

/** Keys composed at run time, from the definitions they are composed from. */
const dynamicKeys = [
  ...WORK_TYPE_CODES.map((code) => `workType.${code}`),
  ...COPY_STATUSES.map((status) => `copyStatus.${status}`),
  ...RECORD_FIELD_KEYS.map((key) => `record.field.${key}`),
  ...RECORD_TABS.map((tab) => tab.label),
  ...supportedLanguages.map((lng) => `language.${lng}`),
  ...searchConfig.fields.map((f) => f.label),
  ...searchConfig.sorts.map((s) => s.label),
  ...searchConfig.filters.map((f) => f.label),
  ...["volume", "tomo", "parte"].map((part) => `record.copies.${part}`),
  // The basket's exports and e-mail formats.
  ...EXPORT_LINKS.map((format) => `basket.exports.${format}`),
  ...MAIL_FORMATS.map((format) => `basket.mail.formats.${format}`),
  // The login error catalogue's "other: status as key", and its fallback.
  ...["400", "403", "422", "500", "503"].map((status) => `login.errors.status.${status}`),
];

describe("locale files", () => {
  const reference = flat.pt;

  test.each(supportedLanguages.filter((l) => l !== "pt"))("%s has exactly the keys of pt", (lng) => {
    const keys = [...flat[lng].keys()].sort();
    expect(keys).toEqual([...reference.keys()].sort());
  });

  test.each(supportedLanguages)("%s has no empty value", (lng) => {
    const empty = [...flat[lng]].filter(([, value]) => value.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });

  test.each(supportedLanguages.filter((l) => l !== "pt"))("%s uses the same {{variables}} as pt", (lng) => {
    const mismatched = [...reference]
      .filter(([key, value]) => flat[lng].has(key) && variables(value).join() !== variables(flat[lng].get(key)!).join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});

describe("keys used by the code", () => {
  test("the scan finds the keys (guards against a broken pattern)", () => {
    expect(literalKeys().size).toBeGreaterThan(50);
  });

  test("every t()/tk() literal key exists in pt", () => {
    // A key said with a count is found by i18next as its plural forms (key_one, key_other).
    const has = (key: string) => flat.pt.has(key) || (flat.pt.has(`${key}_one`) && flat.pt.has(`${key}_other`));
    const missing = [...literalKeys()].filter(([key]) => !has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  test("every key composed at run time exists in pt", () => {
    expect(dynamicKeys.filter((key) => !flat.pt.has(key))).toEqual([]);
  });

  test("work types 1–18 all have labels", () => {
    expect(WORK_TYPE_CODES).toHaveLength(18);
  });
});
