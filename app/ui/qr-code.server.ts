/**
 * A QR symbol drawn as the path QrCode renders: one run of dark modules per
 * "M x y h n v 1 h -n z", so the symbol is data, never markup from a library.
 */
import QRCode from "qrcode";

import type { QrSymbol } from "./qr-code.tsx";

export function qrSymbol(text: string): QrSymbol {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: "M" }).modules;
  let path = "";
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!data[y * size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && data[y * size + x]) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  }
  return { size, path };
}
