/**
 * The captcha's picture for browsers without JavaScript (decision 053): the characters drawn as
 * SVG paths, each glyph turned, stretched and trembling, crossed by strokes of the same pen, the
 * paths in random order. There is no text node, font or glyph name to read: what the picture says
 * is only in the shapes, which a person reads at a glance and a script reading the page as text
 * does not.
 */
import { randomInt } from "node:crypto";

/** Letters and digits no one confuses when distorted (no O/0, I/1, B/8, S/5, G, Q, Z/2). */
export const CAPTCHA_ALPHABET = "ACDEFHJKLMNPRTUVWXY34679";

type Stroke = [number, number][];

// A pen font on a 4 × 6 grid, y downwards: the strokes a hand would draw.
const P: Stroke[] = [
  [
    [0, 6],
    [0, 0],
    [3, 0],
    [4, 1],
    [4, 2.5],
    [3, 3.5],
    [0, 3.5],
  ],
];
const GLYPHS: Record<string, Stroke[]> = {
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [0.9, 3.8],
      [3.1, 3.8],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1.5],
      [0, 4.5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [2.5, 6],
      [4, 4.5],
      [4, 1.5],
      [2.5, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 4.5],
      [3, 6],
      [1, 6],
      [0, 4.5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.5],
    ],
    [
      [1.3, 2.4],
      [4, 6],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3.5],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P,
  R: [
    ...P,
    [
      [2, 3.5],
      [4, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 4.5],
      [1, 6],
      [3, 6],
      [4, 4.5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2.5],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
    ],
    [
      [4, 0],
      [2, 3],
      [2, 6],
    ],
  ],
  "3": [
    [
      [0, 0.5],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1.5, 3],
    ],
    [
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5.5],
    ],
  ],
  "4": [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  "6": [
    [
      [3.5, 0],
      [1.5, 0],
      [0, 2],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [1, 3],
      [0, 4],
    ],
  ],
  "7": [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  "9": [
    [
      [4, 2],
      [3, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 4],
      [2.5, 6],
      [0.5, 6],
    ],
  ],
};

export const CAPTCHA_IMAGE_WIDTH = 260;
export const CAPTCHA_IMAGE_HEIGHT = 90;

/** A random number in [min, max), from the system's cryptographic source. */
const between = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);
const fixed = (n: number) => n.toFixed(1);
// Dark inks on a light ground: the contrast a reader with low vision needs (WCAG 1.4.11).
const INKS = ["#1d2b53", "#3b1f4a", "#123d2a", "#4a2511", "#222222"];

/** A stroke through `points`, each segment bowed a little, as a hand draws it. */
function pathOf(points: [number, number][], ink: string, width: number): string {
  let d = `M${fixed(points[0][0])} ${fixed(points[0][1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    const cx = (x0 + x1) / 2 + between(-3, 3);
    const cy = (y0 + y1) / 2 + between(-3, 3);
    d += `Q${fixed(cx)} ${fixed(cy)} ${fixed(x1)} ${fixed(y1)}`;
  }
  return `<path d="${d}" stroke="${ink}" stroke-width="${width.toFixed(2)}"/>`;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** The SVG document of `text` (characters of CAPTCHA_ALPHABET), drawn afresh each call. */
export function captchaSvg(text: string): string {
  const paths: string[] = [];
  const cell = (CAPTCHA_IMAGE_WIDTH - 20) / text.length;
  [...text].forEach((char, index) => {
    const strokes = GLYPHS[char];
    if (!strokes) throw new Error(`no glyph for ${char}`);
    const angle = between(-0.35, 0.35);
    const sx = between(6.5, 8.5);
    const sy = between(8.5, 10.5);
    const skew = between(-0.25, 0.25);
    const ox = 10 + index * cell + cell / 2 + between(-3, 3);
    const oy = CAPTCHA_IMAGE_HEIGHT / 2 + between(-8, 8);
    const ink = INKS[randomInt(INKS.length)];
    const width = between(2.6, 3.6);
    const place = ([gx, gy]: [number, number]): [number, number] => {
      // Centred on the cell, trembling, slanted, turned.
      const x = (gx - 2 + between(-0.2, 0.2)) * sx + (gy - 3) * skew * sy;
      const y = (gy - 3 + between(-0.2, 0.2)) * sy;
      return [ox + x * Math.cos(angle) - y * Math.sin(angle), oy + x * Math.sin(angle) + y * Math.cos(angle)];
    };
    for (const stroke of strokes) paths.push(pathOf(stroke.map(place), ink, width));
  });
  // Strokes of the same pen across the picture: no path tells itself apart by its style.
  for (let i = 0; i < 5; i++) {
    const count = 3 + randomInt(3);
    const points: [number, number][] = Array.from({ length: count }, (_, k) => [
      ((k + between(0, 1)) * CAPTCHA_IMAGE_WIDTH) / count,
      between(8, CAPTCHA_IMAGE_HEIGHT - 8),
    ]);
    paths.push(pathOf(points, INKS[randomInt(INKS.length)], between(1.2, 2.6)));
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CAPTCHA_IMAGE_WIDTH} ${CAPTCHA_IMAGE_HEIGHT}" ` +
    `width="${CAPTCHA_IMAGE_WIDTH}" height="${CAPTCHA_IMAGE_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#f7f4ea"/>` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${shuffle(paths).join("")}</g></svg>`
  );
}
