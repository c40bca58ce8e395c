/**
 * The barcode and typable line of a collection slip in FEBRABAN's "Layout Padrão de
 * Arrecadação/Recebimento com Utilização do Código de Barras", which the GRU follows
 * (docs/decisions/054-payable-gru-and-pix.md):
 *
 *   1 "8" (collection) · 2 segment · 3 how the value is given and checked · 4 general check digit
 *   5–15 the value in cents · 16–19 the body's code · 20–44 free field (25 digits)
 *
 * The value indicator says the modulus: 6 and 7 check with modulus 10, 8 and 9 with modulus 11;
 * the general digit and each block's digit of the typable line use the same one. The typable line
 * is the barcode in four blocks of eleven digits, each followed by its digit.
 */

export type ValueIndicator = "6" | "7" | "8" | "9";

export interface CollectionCode {
  /** 1 prefectures … 5 government bodies … 9 bank's own use. */
  segment: string;
  valueIndicator: ValueIndicator;
  amountCents: number;
  /** Four digits the FEBRABAN assigns (or, in segment 6, eight of the CNPJ: not used here). */
  body: string;
  freeField: string;
}

const digits = (value: string, length: number, name: string): string => {
  if (!new RegExp(`^\\d{${length}}$`).test(value)) throw new RangeError(`${name} must be ${length} digits`);
  return value;
};

/** Modulus 10: weights 2, 1, 2, 1… from the right, a product's digits summed. */
export function modulo10(value: string): number {
  let sum = 0;
  for (let i = value.length - 1, weight = 2; i >= 0; i--, weight = weight === 2 ? 1 : 2) {
    const product = Number(value[i]) * weight;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Modulus 11 as the collection layout has it: weights 2 to 9 from the right; a rest of 0 or 1 gives 0, of 10 gives 1. */
export function modulo11(value: string): number {
  let sum = 0;
  for (let i = value.length - 1, weight = 2; i >= 0; i--, weight = weight === 9 ? 2 : weight + 1) {
    sum += Number(value[i]) * weight;
  }
  const rest = sum % 11;
  if (rest === 0 || rest === 1) return 0;
  if (rest === 10) return 1;
  return 11 - rest;
}

function checkDigit(indicator: string, value: string): number {
  return indicator === "6" || indicator === "7" ? modulo10(value) : modulo11(value);
}

/** The 44 digits of the barcode. */
export function collectionBarcode(code: CollectionCode): string {
  if (!Number.isInteger(code.amountCents) || code.amountCents < 0 || code.amountCents > 99_999_999_999) {
    throw new RangeError("the amount does not fit in eleven digits");
  }
  const head = `8${digits(code.segment, 1, "segment")}${code.valueIndicator}`;
  const rest =
    String(code.amountCents).padStart(11, "0") +
    digits(code.body, 4, "body") +
    digits(code.freeField, 25, "free field");
  return `${head}${checkDigit(code.valueIndicator, head + rest)}${rest}`;
}

/** The typable line: four blocks of eleven digits, each with its digit ("85890000001-4 …"). */
export function typableLine(barcode: string): string {
  digits(barcode, 44, "barcode");
  const blocks: string[] = [];
  for (let i = 0; i < 44; i += 11) {
    const block = barcode.slice(i, i + 11);
    blocks.push(`${block}-${checkDigit(barcode[2], block)}`);
  }
  return blocks.join(" ");
}

/** Whether a barcode's general digit holds (what a bank's reader checks first). */
export function barcodeChecks(barcode: string): boolean {
  if (!/^8\d{43}$/.test(barcode) || !"6789".includes(barcode[2])) return false;
  return Number(barcode[3]) === checkDigit(barcode[2], barcode.slice(0, 3) + barcode.slice(4));
}

/**
 * Interleaved 2 of 5, the symbology of the collection barcode: the bars and spaces from the
 * start pattern to the stop pattern, as widths in narrow modules (1 narrow, 3 wide), starting
 * with a bar. An odd number of digits cannot be interleaved.
 */
export function interleaved2of5(value: string): number[] {
  if (!/^\d*$/.test(value) || value.length % 2 !== 0) throw new RangeError("an even number of digits is needed");
  const PATTERNS = ["00110", "10001", "01001", "11000", "00101", "10100", "01100", "00011", "10010", "01010"];
  const widths = [1, 1, 1, 1];
  for (let i = 0; i < value.length; i += 2) {
    const bars = PATTERNS[Number(value[i])];
    const spaces = PATTERNS[Number(value[i + 1])];
    for (let k = 0; k < 5; k++) widths.push(bars[k] === "1" ? 3 : 1, spaces[k] === "1" ? 3 : 1);
  }
  widths.push(3, 1, 1);
  return widths;
}
