import { createInstance } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";

import { SUGGESTION_SITUATIONS } from "../../../api/community/acquisition/contract.ts";
import { situationWords } from "../../../api/community/acquisition/acquisition.service.ts";
import { translateMessage } from "../../lib/forms.ts";
import i18nConfig from "../../lib/i18n.ts";
import {
  SuggestionFilterSchema,
  suggestionFieldIds,
  suggestionFormSchema,
  suggestionPayload,
} from "./suggestion-form.ts";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({ ...i18nConfig, lng: "pt" });
});

describe("the acquisition suggestion form", () => {
  it("names each missing field, in page order, with the field's words", () => {
    const issues = suggestionFormSchema(false).safeParse({ biblioteca: "-1", titulo: " ", editor: "" }).error?.issues;
    const messages = issues?.map((i) => translateMessage(i18n.t, i.message));
    expect(messages).toEqual([
      "Campo obrigatório não preenchido: Biblioteca.",
      "Campo obrigatório não preenchido: Título.",
      "Campo obrigatório não preenchido: Editora.",
    ]);
    const wrong = suggestionFormSchema(false).safeParse({
      biblioteca: "1",
      titulo: "T",
      editor: "E",
      isbn_issn: "0378-5956",
    });
    expect(translateMessage(i18n.t, wrong.error!.issues[0].message)).toBe(
      "ISBN/ISSN: o ISSN informado não é válido (confira os dígitos).",
    );
  });

  it("asks a teacher for the quantity and links the teacher's fields only for them", () => {
    const issues = suggestionFormSchema(true).safeParse({ biblioteca: "1", titulo: "T", editor: "E", quantidade: "" })
      .error?.issues;
    expect(issues?.map((i) => translateMessage(i18n.t, i.message))).toEqual([
      "Campo obrigatório não preenchido: Quantidade.",
    ]);
    expect(Object.keys(suggestionFieldIds(false))).not.toContain("quantidade");
    expect(suggestionFieldIds(true)).toMatchObject({
      quantidade: "sugestao-quantidade",
      outras_inf: "sugestao-outras-inf",
    });
  });

  it("sends the form's fields as typed, a ticked periodical as S, and no teacher's field for a student", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      campus: "1",
      biblioteca: "2",
      titulo: " T ",
      editor: "E",
      quantidade: "3",
      periodico: "on",
      intent: "send",
    }))
      form.set(k, v);
    expect(suggestionPayload(form, false)).toEqual({
      campus: "1",
      biblioteca: "2",
      titulo: " T ",
      editor: "E",
      periodico: "S",
    });
    expect(suggestionPayload(form, true)).toMatchObject({ quantidade: "3" });
  });

  it("takes both dates or neither, in order, and a known situation", () => {
    const message = (v: Record<string, string>) =>
      SuggestionFilterSchema.safeParse(v).error?.issues.map((i) => i.message);
    expect(SuggestionFilterSchema.safeParse({ situacao: "", dataIni: "", dataFim: "" }).success).toBe(true);
    expect(message({ dataIni: "2026-01-02" })).toEqual(["acquisition.list.errors.toRequired"]);
    expect(message({ dataFim: "2026-01-02" })).toEqual(["acquisition.list.errors.fromRequired"]);
    expect(message({ dataIni: "2026-01-03", dataFim: "2026-01-02" })).toEqual(["acquisition.list.errors.order"]);
    expect(message({ dataIni: "2026-02-30", dataFim: "2026-03-02" })).toEqual(["acquisition.list.errors.invalid"]);
    expect(SuggestionFilterSchema.safeParse({ situacao: "comprada" }).success).toBe(false);
  });

  it("has the service's words for every situation, in every language, and puts an answered alert into words", async () => {
    for (const lang of ["pt", "en", "es"] as const) {
      await i18n.changeLanguage(lang);
      for (const code of SUGGESTION_SITUATIONS)
        expect(i18n.t(`acquisition.situations.${code}`)).toBe(situationWords(lang, code));
    }
    await i18n.changeLanguage("pt");
    expect(i18n.t("alerts.kind.suggestion_answered", { title: "Atlas <b>", situation: "in_quote" })).toBe(
      "Sua sugestão de aquisição “Atlas <b>” mudou de situação: Em cotação.",
    );
    await i18n.changeLanguage("en");
    expect(i18n.t("alerts.kind.suggestion_catalogued", { title: "Atlas" })).toBe(
      "The title you suggested, “Atlas”, has been catalogued and is now in the collection.",
    );
  });
});
