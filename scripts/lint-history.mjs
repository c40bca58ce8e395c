// Comments say why the code is as it is, in the code's own terms, or cite a decision record
// (docs/decisions/NNN-…). The issues are not in the repository and the work sessions are not
// part of the code, so a comment that cites an issue by number or a session by number points
// nowhere; nor does one that cites a section appended to a record, since each record reads as
// one current decision. This finds them in the comments of the product, its tests, scripts and benchmarks
// (TypeScript, JavaScript and CSS); strings are not comments and are left alone.
//   node scripts/lint-history.mjs   prints what it finds and exits 1 if anything was found
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const HISTORY_ROOTS = ["app", "api", "tests", "server", "scripts", "bench"];
const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const CSS = /\.css$/;
const SKIP_DIRS = new Set(["node_modules", "build", ".cache", "dist", "coverage"]);

// "issue", "issues" or "issue's" then a number, with or without "#"; a bare "(#n)" as a pull
// request or issue reference; "session" or "sessions" then a number; a section appended to a
// decision record. Whitespace may be a line break: the comment's lines are joined before matching.
const CITATIONS = [
  { re: /\bissues?(?:'s)?\s*#?\s*\d+/gi, what: "cites an issue" },
  { re: /\(#\d+\)/g, what: "cites an issue" },
  { re: /\bsessions?\s+\d+/gi, what: "cites a work session" },
  { re: /\baddend(?:um|a)\b/gi, what: "cites a decision record's addendum (cite the record)" },
];

/**
 * The comments of a source file with the line each starts on. Strings, template literals and
 * regular expression literals are skipped, so `"http://…"` or `/\/\//` is not a comment; CSS has
 * block comments only.
 */
export function commentsOf(text, css = false) {
  const out = [];
  let i = 0;
  let line = 1;
  // Whether a `/` here would start a regular expression (after an operator or a keyword) rather
  // than divide (after a value).
  let regexAllowed = true;
  const n = text.length;
  const advance = (to) => {
    for (let k = i; k < to && k < n; k++) if (text[k] === "\n") line++;
    i = to;
  };
  while (i < n) {
    const c = text[i];
    const next = text[i + 1];
    if (c === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end < 0 ? n : end + 2;
      out.push({ line, text: text.slice(i, stop) });
      advance(stop);
      continue;
    }
    if (!css && c === "/" && next === "/") {
      const end = text.indexOf("\n", i);
      const stop = end < 0 ? n : end;
      out.push({ line, text: text.slice(i, stop) });
      advance(stop);
      continue;
    }
    if (c === '"' || c === "'" || (!css && c === "`")) {
      let k = i + 1;
      while (k < n && text[k] !== c) {
        if (text[k] === "\\") k++;
        else if (c === "`" && text[k] === "$" && text[k + 1] === "{") {
          // A template's expression: skip to its matching brace, over nested strings.
          let depth = 1;
          k += 2;
          while (k < n && depth > 0) {
            const d = text[k];
            if (d === "{") depth++;
            else if (d === "}") depth--;
            else if (d === '"' || d === "'" || d === "`") {
              const q = d;
              k++;
              while (k < n && text[k] !== q) k += text[k] === "\\" ? 2 : 1;
            }
            if (depth > 0) k++;
          }
        } else if (c !== "`" && text[k] === "\n") break;
        k++;
      }
      advance(k + 1);
      regexAllowed = false;
      continue;
    }
    if (!css && c === "/" && regexAllowed) {
      let k = i + 1;
      let inClass = false;
      while (k < n && text[k] !== "\n") {
        const d = text[k];
        if (d === "\\") k++;
        else if (d === "[") inClass = true;
        else if (d === "]") inClass = false;
        else if (d === "/" && !inClass) break;
        k++;
      }
      advance(k + 1);
      regexAllowed = false;
      continue;
    }
    if (/\s/.test(c)) {
      advance(i + 1);
      continue;
    }
    if (/[\w$]/.test(c)) {
      let k = i;
      while (k < n && /[\w$]/.test(text[k])) k++;
      const word = text.slice(i, k);
      regexAllowed = /^(return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$/.test(word);
      advance(k);
      continue;
    }
    regexAllowed = !/[)\]}]/.test(c);
    advance(i + 1);
  }
  return out;
}

/** A comment's words on one line: the comment marks and each line's leading `*` dropped. */
const prose = (comment) =>
  comment
    .replace(/^\/\*+|\*+\/$|^\/\/+/g, "")
    .split("\n")
    .map((l) => l.replace(/^\s*(\*(?!\/)|\/\/+)?/, ""))
    .join(" ")
    .replace(/\s+/g, " ");

/** What one file's comments cite, as problem strings (`file:line: …`). */
export function historyProblemsIn(file, text) {
  const name = file.split(path.sep).join("/");
  const problems = [];
  for (const comment of commentsOf(text, CSS.test(name))) {
    const words = prose(comment.text);
    for (const { re, what } of CITATIONS) {
      for (const m of words.matchAll(re)) {
        problems.push(
          `${name}:${comment.line}: comment ${what} ("${m[0]}"); say why in the code's terms or cite docs/decisions/NNN`,
        );
      }
    }
  }
  return problems;
}

/** Every such comment under the roots of `cwd` (the repository by default). */
export function historyProblems(cwd = process.cwd(), roots = HISTORY_ROOTS) {
  const problems = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      if (SKIP_DIRS.has(entry)) continue;
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (CODE.test(entry) || CSS.test(entry))
        problems.push(...historyProblemsIn(path.relative(cwd, full), readFileSync(full, "utf8")));
    }
  };
  for (const root of roots) {
    const dir = path.join(cwd, root);
    try {
      if (statSync(dir).isDirectory()) walk(dir);
    } catch {
      // A checkout without this folder has nothing in it to check.
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = historyProblems();
  for (const p of problems) console.error(p);
  console.log(
    problems.length
      ? `${problems.length} comment(s) cite issues, work sessions or addenda`
      : "no comment cites an issue, a work session or an addendum",
  );
  process.exit(problems.length ? 1 : 0);
}
