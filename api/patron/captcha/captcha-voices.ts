/**
 * What the captcha's spoken alternative says, per language (decision 053): each letter with a word
 * it begins ("C, de casa"), so that letters that sound alike (cê, dê, pê, tê, vê; "cee", "dee")
 * are told apart by ear; digits alone. scripts/make-captcha-voices.mjs has eSpeak NG say them
 * once into voices/<lang>/<character>.ulaw (8 kHz μ-law); captcha-audio.ts mixes the six of a
 * challenge from those clips.
 */
import type { Lang } from "../../core/i18n.ts";

export const VOICE_RATE = 8000;
/** Where the script writes the clips, from the repository's root. */
export const VOICE_FOLDER = "api/patron/captcha/voices";

interface Voice {
  /** eSpeak NG's voice. */
  espeak: string;
  /** Said first: what to do with what follows. */
  intro: string;
  /** The phrase after a letter's name that gives its word. */
  as: (word: string) => string;
  /** A word for each letter of the alphabet (captcha-image.ts), beginning with it. */
  words: Record<string, string>;
}

export const VOICES: Record<Lang, Voice> = {
  pt: {
    espeak: "pt-br",
    intro: "Digite os seis caracteres que você vai ouvir.",
    as: (word) => `de ${word}`,
    words: {
      A: "abelha",
      C: "casa",
      D: "dado",
      E: "escola",
      F: "faca",
      H: "hotel",
      J: "janela",
      K: "kiwi",
      L: "livro",
      M: "mala",
      N: "navio",
      P: "pato",
      R: "rato",
      T: "tatu",
      U: "uva",
      V: "vaca",
      W: "Washington",
      X: "xícara",
      Y: "yoga",
    },
  },
  en: {
    espeak: "en-us",
    intro: "Type the six characters you will hear.",
    as: (word) => `as in ${word}`,
    words: {
      A: "apple",
      C: "cat",
      D: "dog",
      E: "egg",
      F: "fish",
      H: "house",
      J: "jam",
      K: "kite",
      L: "lion",
      M: "moon",
      N: "nose",
      P: "pen",
      R: "red",
      T: "table",
      U: "umbrella",
      V: "van",
      W: "water",
      X: "x-ray",
      Y: "yellow",
    },
  },
  es: {
    espeak: "es-419",
    intro: "Escriba los seis caracteres que va a oír.",
    as: (word) => `de ${word}`,
    words: {
      A: "árbol",
      C: "casa",
      D: "dedo",
      E: "escuela",
      F: "foca",
      H: "hotel",
      J: "jamón",
      K: "kilo",
      L: "luna",
      M: "mesa",
      N: "nube",
      P: "pato",
      R: "ratón",
      T: "taza",
      U: "uva",
      V: "vaca",
      W: "Washington",
      X: "xilófono",
      Y: "yate",
    },
  },
};
