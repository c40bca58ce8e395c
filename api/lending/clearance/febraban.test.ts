import { validarBoleto } from "@mrmgomes/boleto-utils";
import { describe, expect, it } from "vitest";

import { barcodeChecks, collectionBarcode, interleaved2of5, modulo10, modulo11, typableLine } from "./febraban.ts";

describe("the FEBRABAN collection barcode", () => {
  // The demo's slip: R$ 12,50 to UG 999999, gestão 99999, code 28830-6, due 16 Dec 2026.
  const code = {
    segment: "5",
    valueIndicator: "6" as const,
    amountCents: 1250,
    body: "0001",
    freeField: "9999999999928830620261216",
  };

  it("puts each field where the layout says, with the general digit in position 4", () => {
    const barcode = collectionBarcode(code);
    expect(barcode).toHaveLength(44);
    expect(barcode.slice(0, 3)).toBe("856");
    expect(barcode.slice(4, 15)).toBe("00000001250");
    expect(barcode.slice(15, 19)).toBe("0001");
    expect(barcode.slice(19)).toBe(code.freeField);
    expect(barcodeChecks(barcode)).toBe(true);
  });

  it("agrees with an independent validator on the barcode, the typable line and the amount", () => {
    for (const [valueIndicator, amountCents] of [
      ["6", 1250],
      ["7", 99],
      ["8", 123_456_78],
      ["9", 5],
    ] as const) {
      const barcode = collectionBarcode({ ...code, valueIndicator, amountCents });
      const line = typableLine(barcode);
      expect(line).toMatch(/^\d{11}-\d \d{11}-\d \d{11}-\d \d{11}-\d$/);
      for (const input of [barcode, line]) {
        const checked = validarBoleto(input);
        expect(checked, `${input}: ${checked.mensagem}`).toMatchObject({
          sucesso: true,
          tipoBoleto: "ARRECADACAO_ORGAOS_GOVERNAMENTAIS",
          codigoBarras: barcode,
          linhaDigitavel: line.replace(/\D/g, ""),
        });
        if (valueIndicator === "6" || valueIndicator === "8") expect(checked.valor).toBe(amountCents / 100);
      }
    }
  });

  it("catches one wrong digit anywhere", () => {
    const barcode = collectionBarcode(code);
    for (let i = 0; i < 44; i++) {
      if (i === 0 || i === 2) continue;
      const wrong = barcode.slice(0, i) + ((Number(barcode[i]) + 1) % 10) + barcode.slice(i + 1);
      expect(barcodeChecks(wrong), `position ${i + 1}`).toBe(false);
    }
  });

  it("computes moduli 10 and 11 as the layout's rules say", () => {
    // 0 + 1×2 → 2; 10 − 2 = 8.
    expect(modulo10("01")).toBe(8);
    // 7×2 = 14 → 1 + 4 = 5; 10 − 5 = 5.
    expect(modulo10("7")).toBe(5);
    expect(modulo10("0000")).toBe(0);
    // 1×2 = 2: rest 2, 11 − 2 = 9.
    expect(modulo11("1")).toBe(9);
    // A rest of 0 or 1 gives 0, of 10 gives 1: 5×2 = 10; 6×2 = 12 → rest 1; 0 → rest 0.
    expect(modulo11("5")).toBe(1);
    expect(modulo11("6")).toBe(0);
    expect(modulo11("0")).toBe(0);
  });

  it("refuses what does not fit", () => {
    expect(() => collectionBarcode({ ...code, freeField: "123" })).toThrow(RangeError);
    expect(() => collectionBarcode({ ...code, amountCents: 100_000_000_000 })).toThrow(RangeError);
    expect(() => collectionBarcode({ ...code, amountCents: 12.5 })).toThrow(RangeError);
  });
});

describe("Interleaved 2 of 5", () => {
  it("draws start, pairs of digits (bars then spaces) and stop in narrow and wide modules", () => {
    // Start 1111; "12": 1 = wide narrow narrow narrow wide (bars), 2 = narrow wide narrow narrow wide (spaces).
    expect(interleaved2of5("12")).toEqual([1, 1, 1, 1, 3, 1, 1, 3, 1, 1, 1, 1, 3, 3, 3, 1, 1]);
    // 44 digits: 4 + 22 × 10 + 3 elements, 405 narrow modules (103 mm at 0.254 mm).
    const widths = interleaved2of5("8".repeat(44));
    expect(widths).toHaveLength(227);
    expect(widths.reduce((a, b) => a + b, 0)).toBe(405);
    expect(() => interleaved2of5("123")).toThrow(RangeError);
  });
});
