#!/usr/bin/env node
/**
 * Codemod (decision 045): in api/**\/*routes.ts, a handler that reads its body with
 * `parse(Schema, await readBody(c.req.raw[, accepts]))` gets `validBody(Schema[, accepts])` as
 * middleware just before it, and reads `bodyOf(c)` instead, so the OpenAPI document lists the
 * body's schema. Idempotent: re-run it after a merge (`node scripts/codemod-valid-body.mjs`),
 * then `npx prettier --write` the files it names. What it cannot rewrite safely (the schema
 * built from the handler's own variables, a body read in a helper or mixed with the query) it
 * lists and leaves alone; scripts/lint.mjs then names the direct pattern it refuses.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

const METHODS = new Set(["get", "post", "put", "delete", "patch"]);

function routeFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return routeFiles(path);
    return /routes\.ts$/.test(name) ? [path] : [];
  });
}

/** `parse(X, await readBody(c.req.raw[, a]))` → { schema, accepts, contextName } or null. */
function directBodyParse(node) {
  if (!ts.isCallExpression(node) || node.expression.getText() !== "parse" || node.arguments.length !== 2) return null;
  const [schema, second] = node.arguments;
  if (!ts.isAwaitExpression(second) || !ts.isCallExpression(second.expression)) return null;
  const read = second.expression;
  if (read.expression.getText() !== "readBody") return null;
  const raw = read.arguments[0]?.getText() ?? "";
  const m = /^(\w+)\.req\.raw$/.exec(raw);
  if (!m) return null;
  return { schema, accepts: read.arguments[1]?.getText(), contextName: m[1] };
}

function enclosingHandler(node) {
  for (let n = node.parent; n; n = n.parent) {
    if (ts.isArrowFunction(n) || ts.isFunctionExpression(n) || ts.isFunctionDeclaration(n)) return n;
  }
  return null;
}

/** The handler is an argument of `.get/.post/…(path, …, handler)` on a Hono chain. */
function isRouteHandler(fn) {
  const call = fn.parent;
  if (!call || !ts.isCallExpression(call) || !call.arguments.includes(fn)) return false;
  return ts.isPropertyAccessExpression(call.expression) && METHODS.has(call.expression.name.text);
}

/** Names declared inside the handler: a schema using one cannot move out of it. */
function localNames(fn) {
  const names = new Set();
  const visit = (n) => {
    if ((ts.isVariableDeclaration(n) || ts.isParameter(n)) && ts.isIdentifier(n.name)) names.add(n.name.text);
    if (ts.isBindingElement(n) && ts.isIdentifier(n.name)) names.add(n.name.text);
    ts.forEachChild(n, visit);
  };
  visit(fn);
  return names;
}

function usesAny(node, names) {
  let found = false;
  const visit = (n) => {
    if (ts.isIdentifier(n) && names.has(n.text)) {
      const p = n.parent;
      if (!(ts.isPropertyAccessExpression(p) && p.name === n) && !(ts.isPropertyAssignment(p) && p.name === n))
        found = true;
    }
    if (!found) ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

const changed = [];
const skipped = [];
for (const file of routeFiles("api")) {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edits = [];
  const perHandler = new Map();
  const visit = (node) => {
    const found = directBodyParse(node);
    if (found) {
      const fn = enclosingHandler(node);
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      if (!fn || !isRouteHandler(fn)) skipped.push(`${file}:${line} body read outside a route handler`);
      else if (usesAny(found.schema, localNames(fn)))
        skipped.push(`${file}:${line} schema uses the handler's own variables`);
      else perHandler.set(fn, [...(perHandler.get(fn) ?? []), { node, ...found }]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const [fn, reads] of perHandler) {
    if (reads.length > 1) {
      const line = source.getLineAndCharacterOfPosition(fn.getStart()).line + 1;
      skipped.push(`${file}:${line} handler reads its body twice`);
      continue;
    }
    const { node, schema, accepts, contextName } = reads[0];
    if ((fn.getText().match(/\.req\.raw\b|\.req\.(json|formData|parseBody|text|arrayBuffer)\(/g) ?? []).length > 1) {
      const line = source.getLineAndCharacterOfPosition(fn.getStart()).line + 1;
      skipped.push(`${file}:${line} handler reads the request body another way too`);
      continue;
    }
    const args = accepts ? `${schema.getText()}, ${accepts}` : schema.getText();
    edits.push({ start: fn.getStart(), end: fn.getStart(), text: `validBody(${args}), ` });
    edits.push({ start: node.getStart(), end: node.getEnd(), text: `bodyOf(${contextName})` });
  }
  if (edits.length === 0) continue;
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  out = fixImports(out);
  writeFileSync(file, out);
  changed.push(file);
}

/** Adds validBody and bodyOf to the import from http/input.ts; drops parse/readBody if now unused. */
function fixImports(text) {
  return text.replace(/import \{([^}]*)\} from "((?:\.\.\/)+http\/input\.ts|\.\/input\.ts)";/, (_all, names, from) => {
    const body = text.replace(_all, "");
    const list = names
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean);
    const wanted = new Set(list);
    wanted.add("validBody");
    wanted.add("bodyOf");
    for (const name of ["parse", "readBody"]) {
      if (!new RegExp(`\\b${name}\\(`).test(body)) wanted.delete(name);
    }
    return `import { ${[...wanted].sort((a, b) => a.localeCompare(b)).join(", ")} } from "${from}";`;
  });
}

console.log(`rewritten: ${changed.length} file(s)${changed.length ? "\n  " + changed.join("\n  ") : ""}`);
if (skipped.length) console.log(`left as they are (${skipped.length}):\n  ${skipped.join("\n  ")}`);
