import { describe, expect, it } from "vitest";

import {
  editableFields,
  isPastDay,
  normaliseCep,
  normaliseCpf,
  normalisePhone,
  personalDataSchema,
  todayInSaoPaulo,
} from "./personal-data.rules.ts";

describe("personal data rules", () => {
  it("reduces a phone to digits, hyphen, parentheses and spaces, cut to 16", () => {
    expect(normalisePhone("+55 (48) 9.8765-4321 ramal 12")).toBe("55 (48) 98765-43");
    expect(normalisePhone("(48) 3000-1001")).toBe("(48) 3000-1001");
    expect(normalisePhone("abc")).toBe("");
  });

  it("takes a CEP of 8 digits, with or without the hyphen", () => {
    expect([
      normaliseCep("88010000"),
      normaliseCep(" 88010-000 "),
      normaliseCep("8801-0000"),
      normaliseCep("8801000"),
    ]).toEqual(["88010-000", "88010-000", null, null]);
  });

  it("checks a CPF's two check digits and refuses repeated digits", () => {
    expect(normaliseCpf("529.982.247-25")).toBe("52998224725");
    expect(normaliseCpf("16899535009")).toBe("16899535009");
    expect(normaliseCpf("111.444.777-35")).toBe("11144477735");
    expect(normaliseCpf("529.982.247-24")).toBeNull();
    expect(normaliseCpf("529.982.247-15")).toBeNull();
    expect(normaliseCpf("000.000.000-00")).toBeNull();
    expect(normaliseCpf("5299822472")).toBeNull();
    expect(normaliseCpf("529-982-247.25")).toBeNull();
  });

  it("takes a birth date in the past, not before 1900", () => {
    expect([
      isPastDay("2026-11-25", "2026-11-26"),
      isPastDay("2026-11-26", "2026-11-26"),
      isPastDay("1899-12-31", "2026-11-26"),
    ]).toEqual([true, false, false]);
    expect(todayInSaoPaulo(new Date("2026-11-27T02:00:00Z"))).toBe("2026-11-26");
  });

  it("reads the institution's list of editable fields, known names only, in page order", () => {
    expect(editableFields("telefone, endereco,nome,xyz")).toEqual(["endereco", "telefone"]);
    expect(editableFields("nenhum")).toEqual([]);
    expect(editableFields(undefined)).toContain("email");
    expect(editableFields(undefined)).not.toContain("cpf");
  });

  it("builds the change: absent unchanged, empty cleared, values normalised, each broken rule named", () => {
    const schema = personalDataSchema((rule, values) => `${rule}${values ? `:${values.max}` : ""}`, "2026-11-26");
    expect(schema.parse({ endereco: " Rua A ", complemento: "", cep: "88010000", recebe_email: "on" })).toEqual({
      endereco: "Rua A",
      complemento: null,
      cep: "88010-000",
      recebe_email: true,
    });
    const issue = (body: Record<string, unknown>) => schema.safeParse(body).error?.issues[0]?.message;
    expect(issue({ email: "a@b" })).toBe("email");
    expect(issue({ cep: "1" })).toBe("cep");
    expect(issue({ cpf: "123" })).toBe("cpf");
    expect(issue({ data_nascimento: "2001-02-29" })).toBe("date");
    expect(issue({ data_nascimento: "2026-11-26" })).toBe("pastDate");
    expect(issue({ cidade: "x".repeat(101) })).toBe("tooLong:100");
    expect(issue({ recebe_email: "talvez" })).toBe("flag");
  });
});
