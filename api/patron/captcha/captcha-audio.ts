/**
 * The captcha's spoken alternative to its picture (decision 053): the same six characters, said in
 * the visitor's language, for a person who cannot see the picture and has no JavaScript. Mixed for
 * each request from the clips of captcha-voices.ts: an instruction, then each character with its
 * word, each clip sped up or slowed down (and so higher or lower) by its own random amount, at its
 * own loudness, after its own pause, over a murmur of other clips played backwards and a hiss. No
 * two hearings of one challenge are alike, and the file holds no text: what it says is only in the
 * sound, as the picture's is only in its shapes.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { randomInt } from "node:crypto";

import type { Lang } from "../../core/i18n.ts";
import { CAPTCHA_ALPHABET } from "./captcha-image.ts";
import { VOICE_RATE } from "./captcha-voices.ts";

// Beside this module from the sources; scripts/build-server.mjs copies them beside the bundle.
const folder = existsSync(path.join(import.meta.dirname, "voices"))
  ? path.join(import.meta.dirname, "voices")
  : path.join(import.meta.dirname, "captcha-voices");

/** G.711 μ-law to -1..1. */
function fromMuLaw(bytes: Buffer): Float32Array {
  const out = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const u = ~bytes[i]! & 0xff;
    const magnitude = ((((u & 0x0f) << 3) + 0x84) << ((u & 0x70) >> 4)) - 0x84;
    out[i] = (u & 0x80 ? -magnitude : magnitude) / 32768;
  }
  return out;
}

const clips = new Map<string, Float32Array>();
function clip(lang: Lang, key: string): Float32Array {
  const id = `${lang}/${key}`;
  let samples = clips.get(id);
  if (!samples) {
    samples = fromMuLaw(readFileSync(path.join(folder, lang, `${key}.ulaw`)));
    clips.set(id, samples);
  }
  return samples;
}

/** A uniform random number in [low, high), from the system's generator. */
const between = (low: number, high: number) => low + (randomInt(0, 1_000_000) / 1_000_000) * (high - low);

/** Played `speed` times as fast (and as high): linear interpolation. */
function stretched(samples: Float32Array, speed: number): Float32Array {
  const out = new Float32Array(Math.floor(samples.length / speed));
  for (let i = 0; i < out.length; i++) {
    const x = i * speed;
    const j = Math.floor(x);
    const next = samples[Math.min(j + 1, samples.length - 1)]!;
    out[i] = samples[j]! + (next - samples[j]!) * (x - j);
  }
  return out;
}

const seconds = (s: number) => Math.round(s * VOICE_RATE);

/** How one hearing varies: drawn anew for each request. */
export interface Variation {
  /** How much faster a clip plays (and so higher). */
  speed(): number;
  gain(): number;
  /** Seconds of pause after a character. */
  pause(): number;
  /** The murmur's and the hiss's loudness (0: none). */
  murmur: number;
  hiss: number;
}

const randomVariation: Variation = {
  speed: () => between(0.88, 1.12),
  gain: () => between(0.75, 1),
  pause: () => between(0.6, 1.1),
  murmur: 0.12,
  hiss: 0.04,
};

/** Where the instruction ends and the first character begins, in samples. */
export const introLength = (lang: Lang) => seconds(0.3) + clip(lang, "intro").length + seconds(0.8);

/** The clips of a character, decoded: for tests that check what a hearing says. */
export const characterClip = (lang: Lang, char: string) => clip(lang, char);

/**
 * The WAV (8 kHz, 16-bit, mono) saying `characters` in `lang`. `vary` is only ever the random
 * one in the product; a test passes a steady one to find each character's clip where it belongs.
 */
export function captchaWav(characters: string, lang: Lang, vary: Variation = randomVariation): Buffer {
  const parts: { at: number; samples: Float32Array; gain: number }[] = [];
  parts.push({ at: seconds(0.3), samples: clip(lang, "intro"), gain: 0.9 });
  const start = introLength(lang);
  let at = start;
  for (const char of characters) {
    const samples = stretched(clip(lang, char), vary.speed());
    parts.push({ at, samples, gain: vary.gain() });
    at += samples.length + seconds(vary.pause());
  }
  const length = at + seconds(0.3);
  // The murmur: other characters' clips, backwards, quiet, anywhere after the instruction.
  for (let n = 0; vary.murmur > 0 && n < characters.length + 2; n++) {
    const other = clip(lang, CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)]!);
    const samples = stretched(other, between(0.8, 1.25)).reverse();
    const offset = start + randomInt(0, Math.max(1, length - start - samples.length));
    parts.push({ at: offset, samples, gain: vary.murmur });
  }
  const mix = new Float32Array(length);
  for (const part of parts)
    for (let i = 0; i < part.samples.length && part.at + i < length; i++)
      mix[part.at + i]! += part.samples[i]! * part.gain;
  // The hiss: white noise through a one-pole low-pass, soft beside the voice (its randomness
  // needs no secrecy: the variations above are what differ unpredictably).
  let hiss = 0;
  for (let i = 0; vary.hiss > 0 && i < length; i++) {
    hiss = 0.7 * hiss + 0.3 * (Math.random() * 2 - 1);
    mix[i]! += hiss * vary.hiss;
  }
  return wav(mix);
}

function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++)
    data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(samples[i]! * 32767))), i * 2);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(VOICE_RATE, 24);
  header.writeUInt32LE(VOICE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
