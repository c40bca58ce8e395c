/**
 * Reads back the PDFs the service makes, as a reader would: the text (pdfjs-dist's text content),
 * the QR codes of its images (each image painted on a page, decoded with jsQR), and the
 * Interleaved 2 of 5 barcodes printed on a page (the page rendered by pdfjs-dist onto a canvas at
 * a printer's resolution, read by ZXing as a bank's scanner reads the paper). For the clearance
 * declaration, the GRU slip and the catalogue card tests (API and browser).
 */
import { createCanvas } from "@napi-rs/canvas";
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  ITFReader,
  NotFoundException,
  RGBLuminanceSource,
} from "@zxing/library";
import jsQR from "jsqr";

// pdfjs-dist 6 calls Promise.withResolvers, which Node has from 22 only.
if (!("withResolvers" in Promise)) {
  Object.assign(Promise, {
    withResolvers<T>() {
      let resolve!: (value: T) => void;
      let reject!: (reason: unknown) => void;
      const promise = new Promise<T>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      return { promise, resolve, reject };
    },
  });
}
// …and ArrayBuffer.prototype.transferToFixedLength (Node 21) when it decodes images.
const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };
if (!proto.transferToFixedLength) {
  Object.defineProperty(ArrayBuffer.prototype, "transferToFixedLength", {
    value(this: ArrayBuffer, length = this.byteLength) {
      const out = new ArrayBuffer(length);
      new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return out;
    },
  });
}
const { getDocument, OPS } = await import("pdfjs-dist/legacy/build/pdf.mjs");

interface PdfImage {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
  /** 1: 1 bit grey, 2: RGB 24 bit, 3: RGBA 32 bit (pdfjs ImageKind). */
  kind?: number;
}

async function open(bytes: Uint8Array) {
  // pdfjs takes ownership of the buffer it is given: hand it a copy.
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const doc = await task.promise;
  return Object.assign(doc, { close: () => task.destroy() });
}

/** The lines of the first page, top to bottom: pieces printed at the same height make one line. */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const doc = await open(bytes);
  try {
    const content = await (await doc.getPage(1)).getTextContent();
    const lines = new Map<number, string[]>();
    for (const item of content.items) {
      if (!("str" in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5]);
      lines.set(y, [...(lines.get(y) ?? []), item.str.trim()]);
    }
    return [...lines.entries()].sort((a, b) => b[0] - a[0]).map(([, parts]) => parts.join(" "));
  } finally {
    await doc.close();
  }
}

/** Every page's text, pages separated by a blank line; runs on one line joined with spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await open(bytes);
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(
        content.items
          .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
          .join("")
          .replace(/[ \t]+\n/g, "\n"),
      );
    }
    return pages.join("\n\n");
  } finally {
    await doc.close();
  }
}

function toRgba(image: PdfImage): Uint8ClampedArray {
  const { width, height, data } = image;
  const pixels = width * height;
  if (data.length === pixels * 4) return new Uint8ClampedArray(data);
  const out = new Uint8ClampedArray(pixels * 4);
  if (data.length === pixels * 3) {
    for (let i = 0; i < pixels; i++) {
      out[i * 4] = data[i * 3];
      out[i * 4 + 1] = data[i * 3 + 1];
      out[i * 4 + 2] = data[i * 3 + 2];
      out[i * 4 + 3] = 255;
    }
    return out;
  }
  if (data.length === pixels) {
    for (let i = 0; i < pixels; i++) {
      out.fill(data[i], i * 4, i * 4 + 3);
      out[i * 4 + 3] = 255;
    }
    return out;
  }
  // 1 bit per pixel, rows padded to whole bytes.
  const rowBytes = Math.ceil(width / 8);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bit = (data[y * rowBytes + (x >> 3)] >> (7 - (x & 7))) & 1;
      const v = bit ? 255 : 0;
      const i = (y * width + x) * 4;
      out[i] = out[i + 1] = out[i + 2] = v;
      out[i + 3] = 255;
    }
  }
  return out;
}

/** The text of every QR code found in the PDF's images, in page order. */
export async function pdfQrCodes(bytes: Uint8Array): Promise<string[]> {
  const doc = await open(bytes);
  try {
    const found: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const ops = await page.getOperatorList();
      for (const [i, fn] of ops.fnArray.entries()) {
        if (fn !== OPS.paintImageXObject) continue;
        const name = ops.argsArray[i][0] as string;
        const image = await new Promise<PdfImage>((resolve) => {
          const objs = name.startsWith("g_") ? page.commonObjs : page.objs;
          objs.get(name, resolve);
        });
        const code = jsQR(toRgba(image), image.width, image.height);
        if (code) found.push(code.data);
      }
    }
    return found;
  } finally {
    await doc.close();
  }
}

/** 300 dpi: a page as a desk scanner reads it, three dots to the narrowest bar of a collection barcode. */
const PRINT_SCALE = 300 / 72;

/**
 * The digits of the Interleaved 2 of 5 barcode on each page that has one, in page order: the page
 * rendered at 300 dpi, every row scanned (ZXing's "try harder").
 */
export async function pdfInterleaved2of5(bytes: Uint8Array): Promise<string[]> {
  const doc = await open(bytes);
  try {
    const found: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: PRINT_SCALE });
      const width = Math.ceil(viewport.width);
      const height = Math.ceil(viewport.height);
      const canvas = createCanvas(width, height);
      const context = canvas.getContext("2d");
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, width, height);
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as never, viewport })
        .promise;
      const rgba = context.getImageData(0, 0, width, height).data;
      const luminance = new Uint8ClampedArray(width * height);
      for (let i = 0; i < luminance.length; i++) {
        luminance[i] = (rgba[i * 4] * 299 + rgba[i * 4 + 1] * 587 + rgba[i * 4 + 2] * 114) / 1000;
      }
      const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
      const hints = new Map<DecodeHintType, unknown>([
        [DecodeHintType.TRY_HARDER, true],
        [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.ITF]],
      ]);
      try {
        found.push(new ITFReader().decode(bitmap, hints).getText());
      } catch (error) {
        if (!(error instanceof NotFoundException)) throw error;
      }
    }
    return found;
  } finally {
    await doc.close();
  }
}
