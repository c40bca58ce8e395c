/**
 * Wording the locale files must keep across languages: the patron area has one name in each
 * language, the one the service's messages use too (decision 037), and counts are said with
 * i18next's plural forms rather than "dia(s)".
 */
import { readFileSync } from "node:fs";

import i18next from "i18next";
import { beforeAll, describe, expect, test } from "vitest";

import { resources, supportedLanguages, type Language } from "../lib/i18n.ts";

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ resources, fallbackLng: false, interpolation: { escapeValue: false } }));

const AREA: Record<Language, string> = { pt: "Meu Pergamum", en: "My Pergamum", es: "Mi Pergamum" };
/** The service's messages in that language (they name the area when they send the patron there). */
const apiText = (lng: Language) => readFileSync(new URL(`../../api/locales/${lng}.json`, import.meta.url), "utf8");

describe("the patron area's name", () => {
  test.each(supportedLanguages)("%s names it the same everywhere", (lng) => {
    const t = i18n.getFixedT(lng);
    const name = AREA[lng];
    expect([t("nav.patronArea"), t("patron.title"), t("login.destination.M"), t("kids.layout.myAccount")]).toEqual(
      Array(4).fill(name),
    );
    expect(t("personal.app.continue")).toContain(name);
    expect(t("comments.record.sent")).toContain(name);
    expect(apiText(lng)).toContain(name);
  });
});

describe("counts in words", () => {
  test.each([
    ["pt", 1, "Em atraso há 1 dia; multa até hoje: R$ 1,00"],
    ["pt", 3, "Em atraso há 3 dias; multa até hoje: R$ 1,00"],
    ["en", 1, "1 day late; fine so far: R$ 1,00"],
    ["en", 2, "2 days late; fine so far: R$ 1,00"],
    ["es", 1, "Con 1 día de atraso; multa hasta hoy: R$ 1,00"],
    ["es", 5, "Con 5 días de atraso; multa hasta hoy: R$ 1,00"],
  ] as const)("%s: %i day(s) late", (lng, count, text) => {
    expect(i18n.getFixedT(lng)("circulation.account.loans.late", { count, fine: "R$ 1,00" })).toBe(text);
  });

  test.each([
    ["pt", 1, "Sérvio (1 título)"],
    ["pt", 2, "Sérvio (2 títulos)"],
    ["en", 1, "Sérvio (1 title)"],
    ["es", 1, "Sérvio (1 título)"],
  ] as const)("%s: a language with %i title(s) in the interest profile", (lng, count, text) => {
    expect(i18n.getFixedT(lng)("interest.preferences.language", { name: "Sérvio", count })).toBe(text);
  });
});
