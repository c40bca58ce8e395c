// Makes the captcha's spoken characters (docs/decisions/053-login-limits-and-captcha.md): for each
// language, each character of the captcha's alphabet said with a word that starts with it ("C, de
// casa"; digits alone), and a spoken instruction, by eSpeak NG (Debian's `espeak-ng`, run here
// once; the product never runs it). Stored as 8 kHz μ-law, the telephone's sound, trimmed of
// silence: api/patron/captcha/voices/<lang>/<character>.ulaw. Run after changing the alphabet,
// the words or the instruction:
//   apt-get install espeak-ng && npx tsx scripts/make-captcha-voices.mjs
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";

import { CAPTCHA_ALPHABET } from "../api/patron/captcha/captcha-image.ts";
import { VOICE_FOLDER, VOICE_RATE, VOICES } from "../api/patron/captcha/captcha-voices.ts";

/** WAV (espeak-ng --stdout: 16-bit mono) to samples in -1..1 and the rate. */
function readWav(buffer) {
  let offset = 12;
  let rate = 22050;
  while (offset < buffer.length) {
    const id = buffer.toString("ascii", offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    if (id === "fmt ") rate = buffer.readUInt32LE(offset + 12);
    // espeak-ng writes an unknown length (0x7fffffff) when writing to a pipe: the rest is data.
    if (id === "data") {
      const data = buffer.subarray(offset + 8, Math.min(buffer.length, offset + 8 + size));
      const samples = new Float32Array(data.length >> 1);
      for (let i = 0; i < samples.length; i++) samples[i] = data.readInt16LE(i * 2) / 32768;
      return { samples, rate };
    }
    offset += 8 + size;
  }
  throw new Error("no data in the WAV");
}

/** To VOICE_RATE: a moving average below the new Nyquist frequency, then linear interpolation. */
function resample(samples, rate) {
  const width = Math.max(1, Math.round(rate / VOICE_RATE));
  const smooth = new Float32Array(samples.length);
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    sum += samples[i] - (i >= width ? samples[i - width] : 0);
    smooth[i] = sum / width;
  }
  const out = new Float32Array(Math.floor((samples.length * VOICE_RATE) / rate));
  for (let i = 0; i < out.length; i++) {
    const x = (i * rate) / VOICE_RATE;
    const j = Math.floor(x);
    out[i] = smooth[j] + (smooth[Math.min(j + 1, smooth.length - 1)] - smooth[j]) * (x - j);
  }
  return out;
}

/** Without the silence before and after (below 1 % of full scale), keeping 30 ms either side. */
function trim(samples) {
  const loud = (s) => Math.abs(s) > 0.01;
  const pad = Math.round(VOICE_RATE * 0.03);
  const first = samples.findIndex(loud);
  const last = samples.findLastIndex(loud);
  return first < 0 ? samples : samples.subarray(Math.max(0, first - pad), Math.min(samples.length, last + pad));
}

/** G.711 μ-law, one byte a sample. */
function muLaw(samples) {
  const out = Buffer.alloc(samples.length);
  for (let i = 0; i < samples.length; i++) {
    let s = Math.max(-32635, Math.min(32635, Math.round(samples[i] * 32768)));
    const sign = s < 0 ? 0x80 : 0;
    if (sign) s = -s;
    s += 0x84;
    let exponent = 7;
    for (let mask = 0x4000; (s & mask) === 0 && exponent > 0; mask >>= 1) exponent--;
    const mantissa = (s >> (exponent + 3)) & 0x0f;
    out[i] = ~(sign | (exponent << 4) | mantissa) & 0xff;
  }
  return out;
}

const say = (voice, text) =>
  execFileSync("espeak-ng", ["-m", "-v", voice, "-s", "150", "--stdout", text], { maxBuffer: 1 << 26 });
const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

for (const [lang, voice] of Object.entries(VOICES)) {
  const folder = `${VOICE_FOLDER}/${lang}`;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const texts = { intro: escape(voice.intro) };
  for (const char of CAPTCHA_ALPHABET) {
    const word = voice.words[char];
    // A digit alone is read as its number in the voice's language.
    texts[char] = /\d/.test(char)
      ? char
      : `<speak><say-as interpret-as="characters">${char}</say-as>, ${escape(voice.as(word))}</speak>`;
  }
  for (const [key, text] of Object.entries(texts)) {
    const { samples, rate } = readWav(say(voice.espeak, text));
    writeFileSync(`${folder}/${key}.ulaw`, muLaw(trim(resample(samples, rate))));
  }
  console.log(`${folder}: ${Object.keys(texts).length} clips`);
}
