import jsQR from "jsqr";
import { describe, expect, it } from "vitest";

import { qrSymbol } from "./qr-code.server.ts";

/** The path's runs painted black on white, with the quiet zone, `scale` pixels a module. */
function paint(size: number, path: string, scale = 4): { data: Uint8ClampedArray; side: number } {
  const side = (size + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y, n] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
    for (let py = (Number(y) + 4) * scale; py < (Number(y) + 5) * scale; py++)
      for (let px = (Number(x) + 4) * scale; px < (Number(x) + 4 + Number(n)) * scale; px++)
        data.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
  return { data, side };
}

describe("the QR code drawn on the server", () => {
  it("draws a symbol a phone's reader decodes to the address", () => {
    const address = "https://biblioteca.example.edu/acervo/3661";
    const { size, path } = qrSymbol(address);
    expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    const { data, side } = paint(size, path);
    expect(jsQR(data, side, side)?.data).toBe(address);
  });
});
