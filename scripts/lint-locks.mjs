// Decision 003: a row lock (FOR UPDATE, FOR NO KEY UPDATE, FOR [KEY] SHARE, an advisory lock,
// LOCK TABLE) and SET LOCAL last only until the transaction ends, so a repository function whose
// SQL takes one must ask for a `Tx`, which only `db.transaction` hands out. The type checker
// enforces that for the callers; this finds a function that takes the lock with a `Queryable`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const LOCK =
  /\bFOR\s+(NO\s+KEY\s+)?UPDATE\b|\bFOR\s+(KEY\s+)?SHARE\b|\bpg_(try_)?advisory_(xact_)?lock(_shared)?\b|\bLOCK\s+TABLE\b|\bSET\s+LOCAL\b/g;

function repositories(dir, found = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) repositories(full, found);
    else if (name.endsWith(".repository.ts")) found.push(full);
  }
  return found;
}

/**
 * The source with comments and the text of strings blanked (same length, line breaks kept), and
 * the code inside template substitutions kept: brackets can then be matched on the code alone.
 * `literals` keeps the opposite, the text of strings and templates, where the SQL is.
 */
function split(text) {
  const code = [...text];
  const literals = [...text].map((c) => (c === "\n" ? "\n" : " "));
  const blank = (from, to) => {
    for (let k = from; k < to; k++) if (code[k] !== "\n") code[k] = " ";
  };
  const keep = (from, to) => {
    for (let k = from; k < to; k++) literals[k] = text[k];
  };
  // Each open template waits for the `}` that ends its current substitution at brace depth 0.
  const templates = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "/" && text[i + 1] === "/") {
      const end = text.indexOf("\n", i);
      blank(i, end < 0 ? text.length : end);
      i = end < 0 ? text.length : end;
    } else if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2) + 2;
      blank(i, end);
      i = end;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== "\n") j += text[j] === "\\" ? 2 : 1;
      keep(i + 1, j);
      blank(i + 1, j);
      i = j + 1;
    } else if (c === "`" || (c === "}" && templates.length && templates.at(-1) === 0)) {
      if (c === "}") templates.pop();
      // Inside a template's text, up to its end or the next substitution.
      let j = i + 1;
      while (j < text.length && text[j] !== "`" && !(text[j] === "$" && text[j + 1] === "{"))
        j += text[j] === "\\" ? 2 : 1;
      keep(i + 1, j);
      blank(i + 1, j);
      if (text[j] === "$") {
        templates.push(0);
        i = j + 2;
      } else i = j + 1;
    } else {
      if (templates.length && c === "{") templates[templates.length - 1]++;
      if (templates.length && c === "}") templates[templates.length - 1]--;
      i++;
    }
  }
  return { code: code.join(""), literals: literals.join("") };
}

/** The index just past the bracket that closes the one at `open` (in blanked code). */
function closing(code, open) {
  const pairs = { "(": ")", "{": "}", "[": "]" };
  const stack = [];
  for (let k = open; k < code.length; k++) {
    const c = code[k];
    if (c in pairs) stack.push(pairs[c]);
    else if (c === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return k + 1;
    }
  }
  return code.length;
}

/**
 * The `{` opening a declared function's body, past its return type: a `{` inside angle brackets,
 * or after a token that expects a type (`: | & , (` or `=>`), is an object type, not the body.
 */
function bodyBrace(code, from) {
  let angles = 0;
  for (let k = from; k < code.length; k++) {
    const c = code[k];
    if (c === "=" && code[k + 1] === ">") k++;
    else if (c === "<") angles++;
    else if (c === ">") angles--;
    else if (c === "(" || c === "[") k = closing(code, k) - 1;
    else if (c === "{") {
      const before = code.slice(from, k).trimEnd();
      if (angles === 0 && !/([:|&,(]|=>)$/.test(before)) return k;
      k = closing(code, k) - 1;
    }
  }
  return code.length;
}

/** Functions of a file: name, parameter list and body range (declarations and arrow constants). */
function functions(code) {
  const found = [];
  const starts = /\bfunction\s+(\w+)\s*(<[^(]*>)?\s*\(|\bconst\s+(\w+)\s*(:[^=]+)?=\s*(async\s*)?\(/g;
  for (const m of code.matchAll(starts)) {
    const paramsOpen = m.index + m[0].length - 1;
    const paramsEnd = closing(code, paramsOpen);
    const arrow = m[3] !== undefined;
    const rest = code.slice(paramsEnd);
    // An arrow constant only counts when what follows its parameters is `=>` (after a return type).
    if (arrow && !/^\s*(:[^=;{]+)?=>/.test(rest)) continue;
    const bodyStart = arrow ? code.indexOf("=>", paramsEnd) : bodyBrace(code, paramsEnd);
    const bodyOpen = arrow ? bodyStart + 2 : bodyStart;
    const afterArrow = code.slice(bodyOpen).search(/\S/) + bodyOpen;
    const bodyEnd =
      arrow && code[afterArrow] !== "{" ? code.indexOf(";", afterArrow) : closing(code, arrow ? afterArrow : bodyOpen);
    found.push({ name: m[1] ?? m[3], params: code.slice(paramsOpen, paramsEnd), from: bodyOpen, to: bodyEnd });
  }
  return found;
}

/** One line per repository function that takes a lock without a `Tx` parameter. */
export function lockProblems(root = "api") {
  const problems = [];
  for (const file of repositories(root)) {
    const name = file.split(path.sep).join("/");
    const text = readFileSync(file, "utf8");
    const { code, literals } = split(text);
    const lineOf = (index) => text.slice(0, index).split("\n").length;
    const fns = functions(code);
    for (const lock of literals.matchAll(LOCK)) {
      const inner = fns.filter((f) => f.from <= lock.index && lock.index < f.to);
      const where = `${name}:${lineOf(lock.index)}`;
      if (inner.length === 0)
        problems.push(
          `${where}: ${lock[0]} outside a function; write it in the function that takes the Tx (decision 003)`,
        );
      // The innermost function holding the SQL is the one that must ask for the transaction.
      else {
        const fn = inner.reduce((a, b) => (b.from > a.from ? b : a));
        if (!/:\s*Tx\b/.test(fn.params))
          problems.push(
            `${where}: ${fn.name} takes ${lock[0].replace(/\s+/g, " ")} without a Tx parameter (decision 003)`,
          );
      }
    }
  }
  return [...new Set(problems)];
}
