import { hasError, parsePix, PixElementType } from "pix-utils";
import { describe, expect, it } from "vitest";

import { crc16, isPixKey, pixBrCode } from "./pix.ts";

describe("the static PIX BR Code", () => {
  const payment = {
    key: "pix@biblioteca.example",
    name: "Univ. de Demonstração",
    city: "Brasília",
    amountCents: 1250,
    reference: "20261206-1-1132-45",
  };

  it("is read by an independent parser with its CRC, key, amount, names and reference", () => {
    const code = pixBrCode(payment);
    const parsed = parsePix(code);
    if (hasError(parsed)) throw new Error(`${code}: ${parsed.message}`);
    expect(parsed).toMatchObject({
      type: PixElementType.STATIC,
      pixKey: "pix@biblioteca.example",
      transactionAmount: 12.5,
      merchantName: "Univ. de Demonstracao",
      merchantCity: "Brasilia",
      merchantCategoryCode: "0000",
      transactionCurrency: "986",
      countryCode: "BR",
      txid: "202612061113245",
    });
  });

  it("ends with the CRC16 of everything before it, field 63 included", () => {
    const code = pixBrCode(payment);
    expect(code.slice(-8, -4)).toBe("6304");
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    // CRC-16/CCITT-FALSE's check value.
    expect(crc16("123456789")).toBe("29B1");
  });

  it("keeps names and cities within their lengths, and a reference of letters and digits", () => {
    const code = pixBrCode({
      ...payment,
      name: "Universidade Federal de Exemplo do Norte",
      city: "São José dos Campos",
    });
    const parsed = parsePix(code);
    if (hasError(parsed)) throw new Error(parsed.message);
    expect(parsed).toMatchObject({ merchantName: "Universidade Federal de E", merchantCity: "Sao Jose dos Ca" });
    expect(parsePix(pixBrCode({ ...payment, reference: "--" }))).toMatchObject({ txid: "***" });
  });

  it("knows the key kinds of the PIX directory", () => {
    for (const key of ["pix@biblioteca.example", "12345678901", "12345678000199", "+5561912345678"]) {
      expect(isPixKey(key), key).toBe(true);
    }
    expect(isPixKey("123e4567-e89b-12d3-a456-426614174000")).toBe(true);
    for (const key of ["", "biblioteca", "1234", "+1 555 1234", "a@b"]) expect(isPixKey(key), key).toBe(false);
  });
});
