/**
 * MARC-8 → Unicode, for ISO 2709 records whose leader/09 is blank.
 *
 * MARC-8 is an ISO 2022 style encoding: G0 (bytes 0x21–0x7E) starts as ASCII and G1
 * (0xA1–0xFE) as ANSEL; escape sequences switch either to another 94-character set.
 * Two things differ from what a reader expects of Unicode:
 *  - combining diacritics come BEFORE their base letter ("S" 0xE4 "ao" is "São"), so they
 *    are held back and emitted after the next base character;
 *  - the East Asian set (EACC) is multibyte and needs a 16,000-entry table we do not ship:
 *    each of its characters becomes U+FFFD and a warning, so the record is still imported.
 *
 * Tables follow the LC "MARC 21 Specifications, Character Sets" code tables. Sets are keyed
 * by their 7-bit code (0x21–0x7E) whether designated as G0 or G1.
 */

interface Charset {
  readonly name: string;
  /** 7-bit code → Unicode text. */
  readonly chars: ReadonlyMap<number, string>;
  /** 7-bit codes of the combining marks (which precede their base in MARC-8). */
  readonly combining: ReadonlySet<number>;
  /** Bytes per character: 3 for EACC. */
  readonly width: 1 | 3;
}

const REPLACEMENT = "\uFFFD";
const ESC = 0x1b;

type Entries = [code: number, codePoint: number][];

function charset(name: string, entries: Entries, combining: [from: number, to: number][] = []): Charset {
  const chars = new Map<number, string>();
  // Tables written with G1 positions (0xA1–0xFE, as the LC tables print ANSEL) are folded to 7 bits.
  for (const [code, cp] of entries) chars.set(code & 0x7f, String.fromCodePoint(cp));
  const marks = new Set<number>();
  for (const [from, to] of combining) for (let c = from & 0x7f; c <= (to & 0x7f); c++) marks.add(c);
  return { name, chars, combining: marks, width: 1 };
}

/** `count` consecutive codes mapped to consecutive code points. */
function run(code: number, codePoint: number, count: number): Entries {
  return Array.from({ length: count }, (_, i) => [code + i, codePoint + i] as [number, number]);
}

/** One entry per character of `text`, starting at `code`; a space marks an unassigned code. */
function row(code: number, text: string): Entries {
  return [...text].flatMap((ch, i) => (ch === " " ? [] : [[code + i, ch.codePointAt(0)!] as [number, number]]));
}

/** ASCII punctuation and digits 0x21–0x3F, which several script sets repeat, minus the overrides. */
function asciiPunctuation(overrides: Entries): Entries {
  const replaced = new Set(overrides.map(([code]) => code));
  return [...run(0x21, 0x21, 0x1f).filter(([code]) => !replaced.has(code)), ...overrides];
}

const ASCII = charset("ASCII", run(0x21, 0x21, 0x5e));

const ANSEL = charset(
  "ANSEL (Extended Latin)",
  [
    [0xa1, 0x0141], // Ł
    [0xa2, 0x00d8], // Ø
    [0xa3, 0x0110], // Đ
    [0xa4, 0x00de], // Þ
    [0xa5, 0x00c6], // Æ
    [0xa6, 0x0152], // Œ
    [0xa7, 0x02b9], // soft sign, prime
    [0xa8, 0x00b7], // middle dot
    [0xa9, 0x266d], // music flat
    [0xaa, 0x00ae], // registered sign
    [0xab, 0x00b1], // plus-minus
    [0xac, 0x01a0], // Ơ
    [0xad, 0x01af], // Ư
    [0xae, 0x02be], // alif
    [0xb0, 0x02bb], // ayn
    [0xb1, 0x0142], // ł
    [0xb2, 0x00f8], // ø
    [0xb3, 0x0111], // đ
    [0xb4, 0x00fe], // þ
    [0xb5, 0x00e6], // æ
    [0xb6, 0x0153], // œ
    [0xb7, 0x02ba], // hard sign, double prime
    [0xb8, 0x0131], // dotless i
    [0xb9, 0x00a3], // pound sign
    [0xba, 0x00f0], // ð
    [0xbc, 0x01a1], // ơ
    [0xbd, 0x01b0], // ư
    [0xc0, 0x00b0], // degree sign
    [0xc1, 0x2113], // script small l
    [0xc2, 0x2117], // sound recording copyright
    [0xc3, 0x00a9], // copyright sign
    [0xc4, 0x266f], // music sharp
    [0xc5, 0x00bf], // inverted question mark
    [0xc6, 0x00a1], // inverted exclamation mark
    [0xc7, 0x00df], // ß (added to ANSEL in 2004)
    [0xc8, 0x20ac], // euro sign (added in 2004)
    [0xe0, 0x0309], // hook above (pseudo question mark)
    [0xe1, 0x0300], // grave
    [0xe2, 0x0301], // acute
    [0xe3, 0x0302], // circumflex
    [0xe4, 0x0303], // tilde
    [0xe5, 0x0304], // macron
    [0xe6, 0x0306], // breve
    [0xe7, 0x0307], // dot above
    [0xe8, 0x0308], // diaeresis (umlaut)
    [0xe9, 0x030c], // caron (hacek)
    [0xea, 0x030a], // ring above
    [0xeb, 0xfe20], // ligature, first half
    [0xec, 0xfe21], // ligature, second half
    [0xed, 0x0315], // comma above right (high comma, off centre)
    [0xee, 0x030b], // double acute
    [0xef, 0x0310], // candrabindu
    [0xf0, 0x0327], // cedilla
    [0xf1, 0x0328], // ogonek (right hook)
    [0xf2, 0x0323], // dot below
    [0xf3, 0x0324], // diaeresis below (double dot below)
    [0xf4, 0x0325], // ring below
    [0xf5, 0x0333], // double low line
    [0xf6, 0x0332], // low line (underscore)
    [0xf7, 0x0326], // comma below (left hook)
    [0xf8, 0x031c], // left half ring below (right cedilla)
    [0xf9, 0x032e], // breve below (upadhmaniya)
    [0xfa, 0xfe22], // double tilde, first half
    [0xfb, 0xfe23], // double tilde, second half
    [0xfe, 0x0313], // comma above (high comma, centred)
  ],
  [[0xe0, 0xfe]],
);

const GREEK_SYMBOLS = charset("Greek symbols", row(0x61, "αβγ"));

const SUBSCRIPTS = charset("Subscripts", [
  [0x28, 0x208d],
  [0x29, 0x208e],
  [0x2b, 0x208a],
  [0x2d, 0x208b],
  ...run(0x30, 0x2080, 10),
]);

const SUPERSCRIPTS = charset("Superscripts", [
  [0x28, 0x207d],
  [0x29, 0x207e],
  [0x2b, 0x207a],
  [0x2d, 0x207b],
  [0x30, 0x2070],
  [0x31, 0x00b9],
  [0x32, 0x00b2],
  [0x33, 0x00b3],
  ...run(0x34, 0x2074, 6),
]);

const BASIC_GREEK = charset(
  "Basic Greek",
  [
    // grave, acute, diaeresis, perispomeni, smooth and rough breathing, iota subscript
    [0x21, 0x0300],
    [0x22, 0x0301],
    [0x23, 0x0308],
    [0x24, 0x0342],
    [0x25, 0x0313],
    [0x26, 0x0314],
    [0x27, 0x0345],
    ...row(0x30, "«»“”"),
    [0x34, 0x0374], // numeral sign (NFC turns it into U+02B9)
    [0x35, 0x0375], // lower numeral sign
    [0x3b, 0x0387], // ano teleia
    [0x3f, 0x037e], // Greek question mark
    ...row(0x41, "ΑΒ ΓΔΕϚϜΖΗΘΙΚΛΜΝΞΟΠϞΡΣ ΤΥΦΧΨΩϠ"),
    ...row(0x61, "αβϐγδεϛϝζηθικλμνξοπϟρσςτυφχψωϡ"),
  ],
  [[0x21, 0x27]],
);

const BASIC_CYRILLIC = charset("Basic Cyrillic", [
  ...asciiPunctuation([]),
  ...row(0x40, "юабцдефгхийклмнопярстужвьызшэщчъ"),
  ...row(0x60, "ЮАБЦДЕФГХИЙКЛМНОПЯРСТУЖВЬЫЗШЭЩЧ"),
]);

const EXTENDED_CYRILLIC = charset("Extended Cyrillic", [
  ...row(0xc0, "ґђѓєёѕіїјљњћќўџ"),
  ...row(0xd0, "ѣѳѵѫ"),
  [0xdb, 0x5b],
  [0xdd, 0x5d],
  [0xdf, 0x5f],
  ...row(0xe0, "ҐЂЃЄЁЅІЇЈЉЊЋЌЎЏЪѢѲѴѪ"),
]);

const BASIC_HEBREW = charset(
  "Basic Hebrew",
  [
    ...asciiPunctuation([
      [0x22, 0x05f4], // gershayim
      [0x27, 0x05f3], // geresh
      [0x2d, 0x05be], // maqaf
    ]),
    // Points: patah, qamats, segol, tsere, hiriq, holam, qubuts, sheva, hataf patah,
    // hataf qamats, hataf segol, dagesh, rafe, shin dot, varika.
    ...[
      0x05b7, 0x05b8, 0x05b6, 0x05b5, 0x05b4, 0x05b9, 0x05bb, 0x05b0, 0x05b2, 0x05b3, 0x05b1, 0x05bc, 0x05bf, 0x05c1,
      0xfb1e,
    ].map((cp, i) => [0x40 + i, cp] as [number, number]),
    [0x5b, 0x5b],
    [0x5d, 0x5d],
    ...run(0x60, 0x05d0, 27), // alef … tav
    ...run(0x7b, 0x05f0, 3), // Yiddish ligatures
  ],
  [[0x40, 0x4e]],
);

const BASIC_ARABIC = charset(
  "Basic Arabic",
  [
    ...asciiPunctuation([
      [0x25, 0x066a], // percent
      [0x2a, 0x066d], // five-pointed star
      [0x2c, 0x060c], // comma
      ...run(0x30, 0x0660, 10), // Arabic-Indic digits
      [0x3b, 0x061b], // semicolon
      [0x3f, 0x061f], // question mark
    ]),
    ...run(0x41, 0x0621, 26), // hamza … ghain
    [0x5b, 0x5b],
    [0x5d, 0x5d],
    [0x60, 0x0640], // tatweel
    ...run(0x61, 0x0641, 10), // feh … yeh
    ...run(0x6b, 0x064b, 8), // fathatan … sukun
    [0x73, 0x0671], // alef wasla
    [0x74, 0x0670], // superscript alef (not combining in the LC table)
    [0x78, 0x066c], // thousands separator
    [0x79, 0x201d],
    [0x7a, 0x201c],
  ],
  [[0x6b, 0x72]],
);

/** Sets we recognise but do not decode: their characters become U+FFFD with a warning. */
function undecodable(name: string, width: 1 | 3): Charset {
  return { name, chars: new Map(), combining: new Set(), width };
}
const EACC = undecodable("East Asian (EACC)", 3);
const EXTENDED_ARABIC = undecodable("Extended Arabic", 1);

/** Final bytes of the ISO 2022 designations ESC ( F, ESC ) F, ESC $ F … */
const BY_FINAL = new Map<number, Charset>([
  [0x42, ASCII],
  [0x45, ANSEL], // "!E"; the 0x21 intermediate is skipped by the parser
  [0x32, BASIC_HEBREW],
  [0x33, BASIC_ARABIC],
  [0x34, EXTENDED_ARABIC],
  [0x4e, BASIC_CYRILLIC],
  [0x51, EXTENDED_CYRILLIC],
  [0x53, BASIC_GREEK],
  [0x31, EACC],
]);

/** MARC-8 "technique 2" locking escapes, ESC followed by one byte, which replace G0. */
const BY_SHORT_ESCAPE = new Map<number, Charset>([
  [0x67, GREEK_SYMBOLS], // ESC g
  [0x62, SUBSCRIPTS], // ESC b
  [0x70, SUPERSCRIPTS], // ESC p
  [0x73, ASCII], // ESC s
]);

const hex = (byte: number) => `0x${byte.toString(16).toUpperCase().padStart(2, "0")}`;

/**
 * Decodes the text of one field. G0/G1 designations persist across calls on the same
 * instance, so the caller uses one decoder per field and feeds it subfield by subfield
 * (delimiters are ASCII controls that no escape sequence changes).
 */
export class Marc8Decoder {
  private g0: Charset = ASCII;
  private g1: Charset = ANSEL;

  /** Warnings are appended once each to `warnings`. */
  constructor(private readonly warnings: string[] = []) {}

  decode(bytes: Uint8Array): string {
    let out = "";
    let marks = "";
    const emit = (text: string) => {
      out += text + marks;
      marks = "";
    };
    let i = 0;
    while (i < bytes.length) {
      const b = bytes[i];
      if (b === ESC) {
        i = this.escape(bytes, i);
        continue;
      }
      if (b === 0x20) {
        emit(" ");
        i++;
        continue;
      }
      if (b < 0x20 || b === 0x7f) {
        // A control character cannot carry a diacritic: flush any pending marks before it.
        out += marks + String.fromCharCode(b);
        marks = "";
        i++;
        continue;
      }
      if ((b >= 0x80 && b <= 0xa0) || b === 0xff) {
        emit(this.c1(b));
        i++;
        continue;
      }
      const set = b < 0x80 ? this.g0 : this.g1;
      if (set.width === 3) {
        this.warn(`MARC-8: ${set.name} characters are not supported; each was replaced by U+FFFD`);
        emit(REPLACEMENT);
        i += 3;
        continue;
      }
      const code = b & 0x7f;
      const text = set.chars.get(code);
      if (text === undefined) {
        this.warn(
          set.chars.size === 0
            ? `MARC-8: the ${set.name} character set is not supported; its characters were replaced by U+FFFD`
            : `MARC-8: byte ${hex(b)} is not defined in ${set.name}; replaced by U+FFFD`,
        );
        emit(REPLACEMENT);
      } else if (set.combining.has(code)) {
        marks += text;
      } else {
        emit(text);
      }
      i++;
    }
    // A diacritic with no following base: keep it rather than lose data.
    return (out + marks).normalize("NFC");
  }

  /** ANSEL's C1 controls; everything else in 0x80–0xA0 and 0xFF is unassigned. */
  private c1(b: number): string {
    switch (b) {
      case 0x88: // non-sort begin / end: filing is driven by indicators, the markers would only pollute text
      case 0x89:
        return "";
      case 0x8d:
        return "\u200D";
      case 0x8e:
        return "\u200C";
      default:
        this.warn(`MARC-8: byte ${hex(b)} is not a MARC-8 character; replaced by U+FFFD`);
        return REPLACEMENT;
    }
  }

  /** Applies the escape sequence at `start`; returns the index after it. */
  private escape(bytes: Uint8Array, start: number): number {
    let i = start + 1;
    const short = BY_SHORT_ESCAPE.get(bytes[i]);
    if (short) {
      this.g0 = short;
      return i + 1;
    }
    if (bytes[i] === 0x24) i++; // "$": multibyte set; with no G0/G1 intermediate it means G0
    let target: "g0" | "g1" = "g0";
    if (bytes[i] === 0x28 || bytes[i] === 0x2c) i++;
    else if (bytes[i] === 0x29 || bytes[i] === 0x2d) {
      target = "g1";
      i++;
    }
    if (bytes[i] === 0x21) i++; // "!" intermediate of ANSEL's "!E"
    const set = BY_FINAL.get(bytes[i]);
    if (!set || i === start + 1) {
      this.warn(`MARC-8: unknown escape sequence at byte ${start}; ignored`);
      return start + 1;
    }
    this[target] = set;
    return i + 1;
  }

  private warn(message: string) {
    if (!this.warnings.includes(message)) this.warnings.push(message);
  }
}

/** Decodes one run of MARC-8 text starting in the default sets (ASCII, ANSEL). */
export function marc8ToUnicode(bytes: Uint8Array, warnings?: string[]): string {
  return new Marc8Decoder(warnings).decode(bytes);
}
