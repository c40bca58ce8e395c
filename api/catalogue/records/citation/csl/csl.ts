/**
 * References in CSL styles, rendered by citeproc-js from the record's CSL-JSON. The style and
 * locale files are copies of the Citation Style Language project's (CC BY-SA 3.0, see README.md
 * here), read once from this folder; nothing is fetched at run time.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import CSL, { type EngineInstance } from "citeproc";
import type { Lang } from "../../../../core/i18n.ts";
import type { ReferenceSegment } from "../../records.calls.ts";
import type { CslItem } from "./csl-json.ts";
import { CSL_STYLES, type CslStyle } from "./styles.ts";

const LOCALES: Record<Lang, string> = { pt: "pt-BR", en: "en-US", es: "es-ES" };
/**
 * This folder when run from the sources; the server bundle (build/server.js) runs from build/, so
 * scripts/build-server.mjs copies the styles and locales to build/csl beside it.
 */
const dir = existsSync(path.join(import.meta.dirname, "styles"))
  ? import.meta.dirname
  : path.join(import.meta.dirname, "csl");
const files = new Map<string, string>();
function file(name: string): string {
  let text = files.get(name);
  if (text === undefined) {
    text = readFileSync(path.join(dir, name), "utf8");
    files.set(name, text);
  }
  return text;
}

/** A locale citeproc asks for: ours when it is one of the three, else none (it falls back to en-US). */
function retrieveLocale(locale: string): string | false {
  const known = Object.values(LOCALES).find((l) => l === locale || l.split("-")[0] === locale);
  return known ? file(`locales/locales-${known}.xml`) : false;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code[0] === "#")
      return String.fromCodePoint(
        code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1)),
      );
    return ENTITIES[code] ?? whole;
  });
}

/**
 * citeproc's HTML entry as the segments the reference tab renders: `<i>` is italic, `<b>` bold,
 * other markup (small capitals, the entry's divs) is dropped; text is unescaped once.
 */
export function segmentsOfHtml(html: string): ReferenceSegment[] {
  const out: ReferenceSegment[] = [];
  let italic = 0;
  let bold = 0;
  for (const token of html.split(/(<[^>]+>)/)) {
    if (token.startsWith("<")) {
      const tag = /^<(\/?)(\w+)/.exec(token);
      const delta = tag?.[1] ? -1 : 1;
      if (tag?.[2] === "i") italic += delta;
      else if (tag?.[2] === "b") bold += delta;
      continue;
    }
    const texto = decode(token).replace(/\s+/g, " ");
    if (!texto) continue;
    const destaque = bold > 0 ? "negrito" : italic > 0 ? "italico" : undefined;
    const last = out.at(-1);
    if (last && last.destaque === destaque) last.texto += texto;
    else out.push(destaque ? { texto, destaque } : { texto });
  }
  if (out.length) {
    out[0].texto = out[0].texto.trimStart();
    out[out.length - 1].texto = out[out.length - 1].texto.trimEnd();
  }
  return out;
}

/**
 * One engine per style and language, built on first use and kept: building one parses the style
 * and locale XML, about half a second of CPU here, while rendering an entry with a built engine
 * takes a few milliseconds. Each entry is registered under an id of its own and the registry is
 * emptied after it, so an engine never answers with an item it met before (citeproc keeps a
 * registered item's data for as long as its id stays in the list).
 */
const engines = new Map<string, EngineInstance>();
const current = new Map<string, CslItem>();
let serial = 0;

function engineFor(style: CslStyle, lang: Lang): EngineInstance {
  const key = `${style}/${lang}`;
  let engine = engines.get(key);
  if (!engine) {
    const sys = { retrieveLocale, retrieveItem: (id: string) => current.get(id) };
    engine = new CSL.Engine(sys, file(`styles/${CSL_STYLES[style]}.csl`), LOCALES[lang], true);
    engines.set(key, engine);
  }
  return engine;
}

/** The bibliography entry of one item in a CSL style, in the request's language. */
export function renderCsl(item: CslItem, style: CslStyle, lang: Lang): ReferenceSegment[] {
  const engine = engineFor(style, lang);
  const id = `entry-${++serial}`;
  current.set(id, { ...item, id });
  try {
    engine.updateItems([id]);
    const result = engine.makeBibliography();
    // An entry the style renders nothing for is not reported through CSL.debug like citeproc's
    // other warnings, only in the answer's bibliography_errors: it is said the same way here.
    for (const error of result ? result[0].bibliography_errors : [])
      CSL.debug(`no rendered form for ${style} (error ${error.error_code})`);
    const html = result ? result[1].join("") : "";
    return segmentsOfHtml(html.replace(/<div class="csl-left-margin">[^<]*<\/div>/, ""));
  } finally {
    engine.updateItems([]);
    current.delete(id);
  }
}
