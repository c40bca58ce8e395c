import { describe, expect, test } from "vitest";

import { parseForm } from "../../lib/forms.ts";
import { localDateTime } from "../../../api/core/time.ts";
import { defaultWindow, loanRequestPayload, loanRequestSchema } from "./loan-request.ts";

const NOW = "2026-11-22T10:00";
const base = {
  biblioteca: "1",
  volume: "99999",
  tomo: "99999",
  parte: "99999",
  material: "0",
  recebimento: "b:2",
  telefone: "(41) 3333-4444",
  email: "ana@example.org",
  pessoa_autorizada: "",
  retirada_inicio: "2026-11-23T09:00",
  retirada_fim: "2026-11-25T18:00",
};
const schema = (o: Partial<Parameters<typeof loanRequestSchema>[0]> = {}) =>
  loanRequestSchema({ phoneRequired: true, emailRequired: true, delivery: false, now: NOW, ...o });
/** The first message per field, as the form pattern reports them (a submission's strings). */
const errorsOf = (s: ReturnType<typeof schema>, value: Record<string, string>) => {
  const parsed = parseForm(new URLSearchParams(value), s, { autoCoercion: false });
  return Object.fromEntries(
    Object.entries(parsed.result?.error ?? {}).map(([field, messages]) => [field, messages?.[0]]),
  );
};

describe("loan request schema", () => {
  test("a complete pick-up request passes and becomes the service's payload", () => {
    const r = schema().safeParse(base);
    expect(r.success).toBe(true);
    expect(loanRequestPayload(r.data!, false)).toMatchObject({
      biblioteca_origem: "1",
      biblioteca_recebimento: "2",
      cod_local_recebimento: "",
      material_adicional: "0",
      domicilio: "N",
      recebimento_textual: "",
    });
    const unit = schema().safeParse({ ...base, recebimento: "u:1" });
    expect(loanRequestPayload(unit.data!, false)).toMatchObject({
      biblioteca_recebimento: "",
      cod_local_recebimento: "1",
    });
  });

  test("the phone is reduced to digits, hyphen, parentheses and spaces, 16 at most", () => {
    const r = schema().safeParse({ ...base, telefone: "tel: (41) 3333-4444 ramal 9" });
    expect(r.data?.telefone).toBe("(41) 3333-4444");
    expect(errorsOf(schema(), { ...base, telefone: "abc" })).toEqual({
      telefone: "circulation.loanRequest.errors.phoneRequired",
    });
    expect(errorsOf(schema({ phoneRequired: false }), { ...base, telefone: "" })).toEqual({});
    expect(errorsOf(schema({ phoneRequired: false }), { ...base, telefone: "--" })).toEqual({
      telefone: "circulation.loanRequest.errors.phone",
    });
  });

  test("e-mails separated by ';', each valid; required when the institution says so", () => {
    expect(schema().safeParse({ ...base, email: " a@x.org ;b@y.com.br; " }).data?.email).toBe("a@x.org; b@y.com.br");
    expect(errorsOf(schema(), { ...base, email: "a@x.org; nope" })).toEqual({
      email: "circulation.loanRequest.errors.email",
    });
    expect(errorsOf(schema(), { ...base, email: "" })).toEqual({
      email: "circulation.loanRequest.errors.emailRequired",
    });
    expect(errorsOf(schema({ emailRequired: false }), { ...base, email: "" })).toEqual({});
  });

  test("pick-up start and end: both required, start not after end, end not past", () => {
    expect(errorsOf(schema(), { ...base, retirada_inicio: "", retirada_fim: "" })).toEqual({
      retirada_inicio: "circulation.loanRequest.errors.start",
      retirada_fim: "circulation.loanRequest.errors.end",
    });
    expect(errorsOf(schema(), { ...base, retirada_inicio: "2026-11-26T09:00" })).toEqual({
      retirada_fim: "circulation.loanRequest.errors.window",
    });
    expect(
      errorsOf(schema(), { ...base, retirada_inicio: "2026-11-20T09:00", retirada_fim: "2026-11-21T09:00" }),
    ).toEqual({
      retirada_fim: "circulation.loanRequest.errors.endPast",
    });
  });

  test("place on the pick-up tab, address on the delivery tab", () => {
    expect(errorsOf(schema(), { ...base, recebimento: "" })).toEqual({
      recebimento: "circulation.loanRequest.errors.place",
    });
    expect(errorsOf(schema(), { ...base, recebimento: "x:1" })).toEqual({
      recebimento: "circulation.loanRequest.errors.place",
    });
    const delivery = schema({ delivery: true });
    expect(errorsOf(delivery, { ...base, recebimento_textual: "  " })).toEqual({
      recebimento_textual: "circulation.loanRequest.errors.address",
    });
    const r = delivery.safeParse({ ...base, recebimento_textual: "Rua A, 1" });
    expect(loanRequestPayload(r.data!, true)).toMatchObject({
      domicilio: "S",
      recebimento_textual: "Rua A, 1",
      biblioteca_recebimento: "",
    });
  });

  test("errors come in page order, one per field", () => {
    expect(Object.keys(errorsOf(schema(), {}))).toEqual([
      "biblioteca",
      "volume",
      "tomo",
      "parte",
      "material",
      "recebimento",
      "telefone",
      "email",
      "retirada_inicio",
      "retirada_fim",
    ]);
  });

  test("local date-times in São Paulo and the proposed window", () => {
    expect(localDateTime(new Date("2026-11-22T13:05:00Z"))).toBe("2026-11-22T10:05");
    expect(defaultWindow(new Date("2026-11-22T13:05:00Z"))).toEqual({
      start: "2026-11-22T11:00",
      end: "2026-11-24T11:00",
    });
  });
});
