import { createInstance } from "i18next";
import { beforeAll, expect, test } from "vitest";

import { keyWith, serverText, translateMessage } from "./forms.ts";
import i18nConfig from "./i18n.ts";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({ ...i18nConfig, lng: "pt" });
});

test("a message with labels: the key and its values, each label a key translated with it", () => {
  const message = keyWith(
    "search.validation.notLessThan",
    {},
    { field: "search.extra.yearFinal", other: "search.extra.year" },
  );
  expect(message).toBe(
    'search.validation.notLessThan{"field":{"key":"search.extra.yearFinal"},"other":{"key":"search.extra.year"}}',
  );
  expect(translateMessage(i18n.t, message)).toBe("O campo Ano final não pode ser menor que Ano de publicação");
  expect(translateMessage(i18n.getFixedT("en"), message)).toBe(
    i18n.getFixedT("en")("search.validation.notLessThan", {
      field: i18n.getFixedT("en")("search.extra.yearFinal"),
      other: i18n.getFixedT("en")("search.extra.year"),
    }),
  );
});

test("a message with literal values keeps them as they are", () => {
  const message = keyWith("basket.errors.tooManyRecipients", { max: 5 });
  expect(translateMessage(i18n.t, message)).toBe(i18n.t("basket.errors.tooManyRecipients", { max: 5 }));
  expect(translateMessage(i18n.t, message)).toContain("5");
});

test("plain keys and server texts read as before", () => {
  expect(translateMessage(i18n.t, "search.validation.rowRequired")).toBe("Campo de busca obrigatório.");
  expect(translateMessage(i18n.t, serverText("Exemplar indisponível? Sim."))).toBe("Exemplar indisponível? Sim.");
});
