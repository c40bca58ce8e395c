import { describe, expect, it } from "vitest";

import { changeOf, editableFieldIds, fieldId, personalFormSchema } from "./personal-form.ts";

describe("the personal data form", () => {
  it("names each broken rule with a translation key, lengths with their maximum", () => {
    const schema = personalFormSchema("2026-11-26");
    const message = (body: Record<string, unknown>) => schema.safeParse(body).error?.issues[0]?.message;
    expect(message({ email: "x@" })).toBe("personal.errors.email");
    expect(message({ cep: "123" })).toBe("personal.errors.cep");
    expect(message({ bairro: "x".repeat(101) })).toBe('personal.errors.tooLong{"max":100}');
    expect(message({ data_nascimento: "2030-01-01" })).toBe("personal.errors.pastDate");
  });

  it("changes every editable field and only those, an unticked box as no", () => {
    expect(
      changeOf({ endereco: "Rua A", telefone: null, cpf: "52998224725" }, ["endereco", "telefone", "recebe_email"]),
    ).toEqual({ endereco: "Rua A", telefone: null, recebe_email: false });
    expect(changeOf({ recebe_email: true }, ["recebe_email"])).toEqual({ recebe_email: true });
  });

  it("links the summary to the editable fields in page order", () => {
    expect(editableFieldIds(["telefone", "endereco", "data_nascimento"])).toEqual({
      endereco: "personal-endereco",
      telefone: "personal-telefone",
      data_nascimento: "personal-data-nascimento",
    });
    expect(fieldId("recebe_email")).toBe("personal-recebe-email");
  });
});
