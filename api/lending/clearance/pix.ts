/**
 * A static PIX "BR Code": the EMV merchant-presented QR payload of the Banco Central's manual
 * (docs/decisions/054-payable-gru-and-pix.md), which every Brazilian banking app reads, and whose
 * text is the "copia e cola" a patron pastes. Fields, each as ID, two-digit length, value:
 *
 *   00 "01" · 26 merchant account (00 "br.gov.bcb.pix", 01 the key) · 52 "0000" · 53 "986" (real)
 *   · 54 amount · 58 "BR" · 59 receiver's name (≤ 25) · 60 city (≤ 15) · 62 (05 the reference,
 *   ≤ 25 letters and digits) · 63 CRC16/CCITT-FALSE of everything before it, "6304" included.
 */

export interface PixPayment {
  /** The receiver's PIX key: an e-mail, a CPF/CNPJ, a phone (+55…) or a random key. */
  key: string;
  name: string;
  city: string;
  amountCents: number;
  /** What the receiver's statement shows to match the payment (the slip's reference). */
  reference: string;
}

function field(id: string, value: string): string {
  const length = new TextEncoder().encode(value).length;
  if (length > 99) throw new RangeError(`PIX field ${id} is longer than 99 bytes`);
  return `${id}${String(length).padStart(2, "0")}${value}`;
}

/**
 * The manual asks for names and cities without accents (the payload is read as bytes by some
 * readers) and within their lengths.
 */
function plain(value: string, max: number): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "")
    .trim()
    .slice(0, max)
    .trim();
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), four upper-case hexadecimal digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

export function pixBrCode(payment: PixPayment): string {
  const reference = payment.reference.replace(/[^A-Za-z0-9]/g, "").slice(0, 25) || "***";
  const body =
    field("00", "01") +
    field("26", field("00", "br.gov.bcb.pix") + field("01", payment.key.trim())) +
    field("52", "0000") +
    field("53", "986") +
    field("54", (payment.amountCents / 100).toFixed(2)) +
    field("58", "BR") +
    field("59", plain(payment.name, 25)) +
    field("60", plain(payment.city, 15)) +
    field("62", field("05", reference)) +
    "6304";
  return body + crc16(body);
}

/** The key kinds the PIX directory has: e-mail, CPF, CNPJ, phone (+55…) and random (a UUID). */
export function isPixKey(value: string): boolean {
  const key = value.trim();
  return (
    (key.length <= 77 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(key)) ||
    /^\d{11}$/.test(key) ||
    /^\d{14}$/.test(key) ||
    /^\+55\d{10,11}$/.test(key) ||
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)
  );
}
