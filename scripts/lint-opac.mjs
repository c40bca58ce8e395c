// The OPAC's shape, which ESLint cannot check file by file: route modules stay declarations
// (docs/architecture.md, "app/routes/"), every action parses its form with the form helper, and
// every form a person fills in follows the one form pattern (decision 011).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** A route module longer than this is a page that belongs in its feature. */
export const ROUTE_MAX_LINES = 200;

/**
 * Actions that take no form a person fills in, so have nothing for the form helper to parse.
 * Each reason says what is posted instead.
 */
const ACTIONS_WITHOUT_FORM = {
  // The identity provider posts its signed SAML response, which the SSO module verifies.
  "app/routes/saml-response.tsx": "a SAML response, verified by the sso feature",
};

/**
 * Forms whose controls only restate the search's state, which the search loader normalises and
 * never refuses (decision 011: the URL is the whole state): nothing to report, so no Conform.
 */
const SEARCH_STATE_FORMS = {
  "app/features/search/filter-panel.tsx": "the result filters: checkboxes of the current search",
  "app/features/search/sort-form.tsx": "the sort select of the current search",
  "app/features/search/search-tabs.tsx": "the mobile view's tab select",
  "app/ui/header-search.tsx": "the header's search box, sent to the search page as it is",
  "app/features/record/reference-style-form.tsx": "the reference tab's style select, a view of the record",
  "app/features/teaching-plan/teaching-plan-form.tsx":
    "the teaching plan tab's look-ups: its rule is the loader's (search-validation.ts), nothing to check in the browser",
  "app/features/kids/catalogue-sections.tsx":
    "the highlights grid's sort and page size, read by the loader with a schema that never refuses",
  "app/features/browse/browse-page.tsx": "the browse's kind and starting point: any value is a page, nothing to refuse",
};

function walk(dir, visit) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, visit);
    else visit(full);
  }
}

const posix = (file) => file.split(path.sep).join("/");
const isRouteModule = (file) => /^app\/routes\/[^/]+\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);
const blankComments = (text) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " "))
    .replace(/(^|[^:"'`])\/\/.*$/gm, (c, before) => before + " ".repeat(c.length - before.length));

/** The relative imports of a module: imported name → resolved file. */
function importsOf(file, text) {
  const names = new Map();
  for (const m of text.matchAll(/import\s+(?!type\b)([^;]*?)\s+from\s+["'](\.[^"']+)["']/g)) {
    const target = posix(path.normalize(path.join(path.dirname(file), m[2])));
    const named = m[1].match(/\{([^}]*)\}/)?.[1] ?? "";
    for (const part of named.split(",")) {
      const name = part
        .replace(/^\s*type\s+/, "")
        .split(/\s+as\s+/)
        .pop()
        .trim();
      if (name) names.set(name, target);
    }
    const fallback = m[1]
      .replace(/\{[^}]*\}/, "")
      .replace(/,/g, "")
      .trim();
    if (fallback && !fallback.startsWith("*")) names.set(fallback, target);
  }
  return names;
}

/** The text of a module's top-level function or arrow `name`: its body or its expression. */
function functionText(text, name) {
  const fn = new RegExp(`^(export\\s+)?(async\\s+)?function\\s+${name}\\s*[<(]`, "m").exec(text);
  if (fn) {
    const end = text.indexOf("\n}", fn.index);
    return text.slice(fn.index, end < 0 ? undefined : end + 2);
  }
  const arrow = new RegExp(`^(export\\s+)?const\\s+${name}\\b[^\\n]*(\\n {2,}[^\\n]*)*`, "m").exec(text);
  return arrow ? arrow[0] : null;
}

const FORM_HELPER = /\b(parseForm|rejectQuery)\s*\(/;
const READS_FORM = /\.formData\(\)/;

/**
 * The bodies of function `name` of `file` and of the functions it calls, of its own module or
 * imported, a few calls deep: what runs when it runs.
 */
function reachable(file, name, depth = 4, seen = new Set()) {
  const key = `${file}#${name}`;
  if (seen.has(key) || !existsSync(file)) return [];
  seen.add(key);
  const text = blankComments(readFileSync(file, "utf8"));
  const body = functionText(text, name);
  if (!body) return [];
  if (depth === 0) return [body];
  const imports = importsOf(file, text);
  const called = new Set([...body.matchAll(/\b([A-Za-z_$][\w$]*)\s*[(<]/g)].map((m) => m[1]));
  called.delete(name);
  return [body, ...[...called].flatMap((callee) => reachable(imports.get(callee) ?? file, callee, depth - 1, seen))];
}

/** Each <Form>/<form> element of a module: its opening tag and its content. */
function formsOf(text) {
  const forms = [];
  for (const m of text.matchAll(/<(Form|form)\b/g)) {
    const tag = m[1];
    const openEnd = tagEnd(text, m.index);
    if (text[openEnd - 2] === "/") continue;
    let depth = 1;
    const re = new RegExp(`<(/?)${tag}\\b`, "g");
    re.lastIndex = openEnd;
    let close = text.length;
    for (let n; (n = re.exec(text));) {
      depth += n[1] ? -1 : 1;
      if (depth === 0) {
        close = n.index;
        break;
      }
    }
    forms.push({ index: m.index, opening: text.slice(m.index, openEnd), body: text.slice(openEnd, close) });
  }
  return forms;
}

/** The index after a JSX opening tag's ">", skipping braces (attribute expressions). */
function tagEnd(text, from) {
  let braces = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === "{") braces++;
    else if (c === "}") braces--;
    else if (c === ">" && braces === 0 && text[i - 1] !== "=") return i + 1;
  }
  return text.length;
}

/** A control a person sees: a select, a textarea, an input of any type but hidden. */
function hasVisibleControl(body) {
  if (/<(select|textarea)\b/.test(body)) return true;
  for (const m of body.matchAll(/<input\b/g)) {
    const input = body.slice(m.index, tagEnd(body, m.index));
    if (!/\btype=["']hidden["']/.test(input)) return true;
  }
  return false;
}

/** The problems found, one line each; run from the project's root. */
export function lintOpac() {
  const problems = [];
  const files = [];
  walk("app", (full) => {
    const file = posix(full);
    if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)) files.push(file);
  });

  for (const file of files.filter(isRouteModule)) {
    const raw = readFileSync(file, "utf8");
    const lines = raw.split("\n").length - (raw.endsWith("\n") ? 1 : 0);
    if (lines > ROUTE_MAX_LINES)
      problems.push(
        `${file}: ${lines} lines; a route module declares (loader, action, meta, links, the page) and its feature does the rest (at most ${ROUTE_MAX_LINES})`,
      );
    const exportsAction = /^export\s+((async\s+)?function|const)\s+action\b/m.test(raw);
    const runs = exportsAction && !ACTIONS_WITHOUT_FORM[file] ? reachable(file, "action") : [];
    // An action that reads the posted form parses it with the form helper (a button alone posts nothing to parse).
    if (runs.some((body) => READS_FORM.test(body)) && !runs.some((body) => FORM_HELPER.test(body)))
      problems.push(
        `${file}: its action reads the form without parseForm (app/lib/forms.ts), itself or through the feature it calls (decision 011)`,
      );
  }

  for (const file of files.filter((f) => f.endsWith(".tsx"))) {
    const text = blankComments(readFileSync(file, "utf8"));
    for (const form of formsOf(text)) {
      if (!hasVisibleControl(form.body)) continue;
      if (/\{\s*\.\.\.\s*[\w.]*formProps\b/i.test(form.opening)) continue;
      const line = text.slice(0, form.index).split("\n").length;
      if (SEARCH_STATE_FORMS[file]) continue;
      problems.push(
        `${file}:${line}: a form with fields and no {...formProps} of useSchemaForm (app/ui/use-schema-form.ts, decision 011)`,
      );
    }
  }
  return problems;
}
