import { createInstance } from "i18next";
import { beforeAll, expect, test } from "vitest";

import { messageWith, serverText, translateMessage } from "./forms.ts";
import i18nConfig from "./i18n.ts";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({ ...i18nConfig, lng: "pt" });
});

test("a message with values: the key and its values, each a key translated with it", () => {
  const message = messageWith("search.validation.notLessThan", {
    field: "search.extra.yearFinal",
    other: "search.extra.year",
  });
  expect(message).toBe("search.validation.notLessThan?field=search.extra.yearFinal&other=search.extra.year");
  expect(translateMessage(i18n.t, message)).toBe("O campo Ano final não pode ser menor que Ano de publicação");
  expect(translateMessage(i18n.getFixedT("en"), message)).toBe(
    i18n.getFixedT("en")("search.validation.notLessThan", {
      field: i18n.getFixedT("en")("search.extra.yearFinal"),
      other: i18n.getFixedT("en")("search.extra.year"),
    }),
  );
});

test("plain keys and server texts read as before", () => {
  expect(translateMessage(i18n.t, "search.validation.rowRequired")).toBe("Campo de busca obrigatório.");
  expect(translateMessage(i18n.t, serverText("Exemplar indisponível? Sim."))).toBe("Exemplar indisponível? Sim.");
});
