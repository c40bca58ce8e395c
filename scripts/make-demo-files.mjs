#!/usr/bin/env node
/**
 * Makes demonstration files of data/vinculos/demo (docs/decisions/015):
 * - documento-publico-demonstracao.pdf: a three-page PDF written here object by object
 *   (Helvetica, no embedded font), saying on each page that it is a demonstration file;
 * - demonstracao-audio.wav: written here, sample by sample: three short beeps (440, 660 and
 *   880 Hz) with silence between them, 4 s, 8 kHz mono 16-bit PCM. No recording of anyone.
 * - demonstracao-video.mp4: ffmpeg's built-in test pattern (testsrc) with a 440 Hz tone, 4 s,
 *   160x120, H.264 and AAC; made only when ffmpeg is installed (`apt-get install ffmpeg`).
 * All are made by this project and carry no one else's work. Run: node scripts/make-demo-files.mjs
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "data", "vinculos", "demo");

/** A PDF of one page per entry of `pages` (lines of Latin-1 text), with a correct xref table. */
function pdf(title, pages) {
  const escape = (text) =>
    [...text]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (ch === "(" || ch === ")" || ch === "\\") return `\\${ch}`;
        return code > 126 ? `\\${code.toString(8).padStart(3, "0")}` : ch;
      })
      .join("");
  const objects = [];
  const add = (body) => objects.push(body);
  add("<< /Type /Catalog /Pages 2 0 R >>");
  const kids = pages.map((_, i) => `${3 + i * 2} 0 R`).join(" ");
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  const font = 3 + pages.length * 2;
  pages.forEach((lines) => {
    const own = objects.length + 1;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${own + 1} 0 R >>`,
    );
    const text = lines
      .map((line, i) => `/F1 ${i === 0 ? 20 : 12} Tf 1 0 0 1 72 ${760 - i * 24} Tm (${escape(line)}) Tj`)
      .join("\n");
    const stream = `BT\n${text}\nET`;
    add(`<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`);
  });
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  add(`<< /Title (${escape(title)}) /Producer (acervo-opac demo) >>`);
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(out, "latin1");
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

const PDF_NOTE = [
  "Catálogo de demonstração do OPAC: vínculo público em PDF.",
  "Este arquivo existe apenas para mostrar o visualizador de PDF",
  "(número da página e zoom). Não é o conteúdo da obra catalogada.",
  "",
  "Demonstration file: it only shows the PDF viewer and is not the",
  "content of the catalogued work it is attached to.",
];
writeFileSync(
  path.join(dir, "documento-publico-demonstracao.pdf"),
  pdf(
    "Documento público de demonstração",
    [1, 2, 3].map((n) => [`Página ${n} de 3`, ...PDF_NOTE]),
  ),
);
console.log("documento-publico-demonstracao.pdf written");

function wav(samples, rate) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8);
  header.write("fmt ", 12);
  header.writeUInt32LE(16, 16); // PCM format chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // bytes per frame
  header.writeUInt16LE(16, 34); // bits per sample
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const RATE = 8000;
const samples = new Float32Array(RATE * 4);
[440, 660, 880].forEach((frequency, beep) => {
  const start = Math.round((0.5 + beep * 1.1) * RATE);
  const length = Math.round(0.6 * RATE);
  for (let i = 0; i < length; i++) {
    // A short fade in and out, so the beeps do not click.
    const envelope = Math.min(1, i / 400, (length - i) / 400);
    samples[start + i] = 0.4 * envelope * Math.sin((2 * Math.PI * frequency * i) / RATE);
  }
});
writeFileSync(path.join(dir, "demonstracao-audio.wav"), wav(samples, RATE));
console.log("demonstracao-audio.wav written");

const ffmpeg = spawnSync(
  "ffmpeg",
  [
    "-y",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    "testsrc=duration=4:size=160x120:rate=10",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=440:duration=4",
    "-c:v",
    "libx264",
    "-profile:v",
    "baseline",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-b:a",
    "32k",
    "-movflags",
    "+faststart",
    "-map_metadata",
    "-1",
    "-fflags",
    "+bitexact",
    path.join(dir, "demonstracao-video.mp4"),
  ],
  { stdio: "inherit" },
);
if (ffmpeg.error) console.log("ffmpeg not found: demonstracao-video.mp4 left as it is");
else if (ffmpeg.status !== 0) process.exit(ffmpeg.status ?? 1);
else console.log("demonstracao-video.mp4 written");
