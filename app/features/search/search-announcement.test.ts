import i18next from "i18next";
import { beforeAll, expect, test } from "vitest";

import i18nConfig from "../../lib/i18n.ts";
import { liveText, resultsAnnouncement } from "./search-announcement.ts";

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ ...i18nConfig, lng: "pt" }));

const say = (total: number, page: number, pages: number) =>
  resultsAnnouncement(i18n.t, { total, grouped: false, page, pages, formatted: String(total) });

test("the count, and the page past the first", () => {
  expect(say(0, 1, 0)).toBe("Nenhum registro encontrado");
  expect(say(1, 1, 1)).toBe("1 registro encontrado");
  expect(say(180, 1, 9)).toBe("180 registros encontrados");
  expect(say(180, 2, 9)).toBe("180 registros encontrados. Página 2 de 9");
});

test("the same words twice in a row are two different texts, so the live region says both", () => {
  expect(liveText("180 registros encontrados", 1)).not.toBe(liveText("180 registros encontrados", 2));
  expect(liveText("180 registros encontrados", 2).trim()).toBe("180 registros encontrados");
});
