import { describe, expect, it } from "vitest";

import { validMinutes, normaliseToken, TOKEN_PATTERN } from "../loan-token/loan-token.service.ts";
import { maskEmail, pendingItems } from "./clearance.service.ts";
import { formatReais } from "./gru-pdf.ts";
import { debtsForSlip, parseAmount } from "./gru.service.ts";
import { logoFile } from "./institution-header.ts";
import { CODE_PATTERN, newDeclarationCode, randomCode, signatureMatches, signDeclaration } from "./signature.ts";

const NONE = { loans: 0, reservations: 0, requests: 0, debts: 0, debt_cents: 0, suspensions: 0 };

describe("the clearance's pending items", () => {
  it("names each kind with its count, singular or plural, debts with their total", () => {
    expect(pendingItems("pt", NONE)).toEqual([]);
    expect(pendingItems("pt", { ...NONE, loans: 1, debts: 2, debt_cents: 123456 })).toEqual([
      "1 empréstimo em aberto",
      "2 débitos não pagos (R$ 1.234,56 no total)",
    ]);
    expect(
      pendingItems("en", { loans: 2, reservations: 1, requests: 2, debts: 1, debt_cents: 350, suspensions: 2 }),
    ).toEqual([
      "2 open loans",
      "1 open reservation",
      "2 pending loan requests",
      "1 unpaid debt (R$3.50)",
      "2 current or upcoming suspensions",
    ]);
  });
});

describe("the QR signature", () => {
  const d = { code: "ABCDEFGHJKMN", reason: 1, issuedAt: "2026-11-26T10:00:00.000Z" };
  it("matches only the same code, reason, instant and secret", () => {
    const sig = signDeclaration("s".repeat(32), d);
    expect(sig).toMatch(/^[\w-]{32}$/);
    expect(signatureMatches("s".repeat(32), d, sig)).toBe(true);
    expect(signatureMatches("t".repeat(32), d, sig)).toBe(false);
    expect(signatureMatches("s".repeat(32), { ...d, reason: 2 }, sig)).toBe(false);
    expect(signatureMatches("s".repeat(32), { ...d, code: "ABCDEFGHJKMP" }, sig)).toBe(false);
    expect(signatureMatches("s".repeat(32), { ...d, issuedAt: "2026-11-26T10:00:00.001Z" }, sig)).toBe(false);
    expect(signatureMatches("s".repeat(32), d, sig.slice(1))).toBe(false);
  });

  it("makes codes of the unambiguous alphabet", () => {
    for (let i = 0; i < 50; i++) expect(newDeclarationCode()).toMatch(CODE_PATTERN);
    expect(randomCode(8)).toMatch(TOKEN_PATTERN);
  });
});

describe("the GRU slip's amount", () => {
  it("reads reais the Brazilian and the plain way, and nothing else", () => {
    expect(parseAmount("12,50")).toBe(1250);
    expect(parseAmount("R$ 12,5")).toBe(1250);
    expect(parseAmount("12.50")).toBe(1250);
    expect(parseAmount("1.234,56")).toBe(123456);
    expect(parseAmount("12")).toBe(1200);
    expect(parseAmount(12.5)).toBe(1250);
    for (const bad of ["", "0", "0,00", "-1", "12,505", "1,234.56", "abc", 12.505, null, undefined]) {
      expect(parseAmount(bad), String(bad)).toBeUndefined();
    }
    expect(formatReais(123456)).toBe("R$ 1.234,56");
    expect(formatReais(5)).toBe("R$ 0,05");
  });

  const debts = [
    { id: 1, pending_cents: 1250, library_id: 1, library_name: "Central", title: null, description: "a" },
    { id: 2, pending_cents: 300, library_id: 1, library_name: "Central", title: "b", description: null },
    { id: 3, pending_cents: 1250, library_id: 2, library_name: "Humanas", title: "c", description: null },
  ];
  it("pays one debt, or all of one library's, and refuses any other amount", () => {
    expect(debtsForSlip(debts, { amountCents: 1250, libraryId: 1, debtId: null }).debts.map((d) => d.id)).toEqual([1]);
    expect(debtsForSlip(debts, { amountCents: 1550, libraryId: 1, debtId: null }).debts.map((d) => d.id)).toEqual([
      1, 2,
    ]);
    expect(debtsForSlip(debts, { amountCents: 1250, libraryId: null, debtId: 3 })).toMatchObject({ libraryId: 2 });
    expect(() => debtsForSlip(debts, { amountCents: 1500, libraryId: 1, debtId: null })).toThrow("gru_amount");
    expect(() => debtsForSlip(debts, { amountCents: 1250, libraryId: 3, debtId: null })).toThrow("gru_amount");
    expect(() => debtsForSlip(debts, { amountCents: 300, libraryId: 2, debtId: 2 })).toThrow("gru_amount");
    expect(() => debtsForSlip(debts, { amountCents: 300, libraryId: null, debtId: 9 })).toThrow("debt_not_found");
  });
});

describe("the small helpers", () => {
  it("masks an address, normalises a typed token, bounds the validity", () => {
    expect(maskEmail("nadaconsta@biblioteca.example")).toBe("n***@biblioteca.example");
    expect(normaliseToken(" ab2c-d3ef ")).toBe("AB2CD3EF");
    expect(validMinutes(undefined)).toBe(60);
    expect(validMinutes("15")).toBe(15);
    expect(validMinutes("0")).toBe(60);
    expect(validMinutes("99999")).toBe(60);
  });

  it("takes the logo only from public/logos, as PNG or JPEG", () => {
    expect(logoFile("logos/instituicao-demo.png")).toMatch(/public\/logos\/instituicao-demo\.png$/);
    expect(logoFile("instituicao-demo.png")).toMatch(/public\/logos\/instituicao-demo\.png$/);
    expect(logoFile("../favicon.svg")).toBeNull();
    expect(logoFile("../../package.json")).toBeNull();
    expect(logoFile("logos/missing.png")).toBeNull();
    expect(logoFile(undefined)).toBeNull();
  });
});
