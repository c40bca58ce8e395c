#!/usr/bin/env node
/**
 * Copies the call list of section 7 of both specification documents into
 * tests/fixtures/calls/document-{1,2}.json, each call with the section reference it comes from
 * and the text it was read from (decision 045). The contract test reads these files.
 *
 *   node scripts/extract-spec-calls.mjs [spec folder, default /work/shared/spec]
 *
 * Section 7 is prose (document 1) and tables and lists (document 2): paths are often relative
 * ("/marc" after "/acervo/{id}/referencia", "opcoes-indice" after "/consulta/…"), several share one
 * method or one parameter list, and some calls are named without a path ("paths not shown"). The
 * rules below read them as a person would; the few that need a hint are in BASES and NAMED.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const specDir = process.argv[2] ?? "/work/shared/spec";
const METHOD = /^(GET|POST|PUT|DELETE|PATCH)\b/;
/** Paths whose first segment is one of these are absolute even when written "/x" after another call. */
const ROOTS = new Set([
  "consulta",
  "v2",
  "accessibility",
  "acervo",
  "plano-ensino",
  "kardex",
  "sumario",
  "statistics",
  "rede-pergamum",
  "oauth",
  "pessoas",
  "oidc",
  "saml",
  "perfil-interesse",
  "emprestimo",
  "reserva",
  "solicitacoes",
  "meupergamum",
  "solicitacao-emprestimo",
  "aquisicao",
  "unidade-informacao",
  "comentarios",
  "biblioteca",
  "campus",
  "nada-consta",
  "bibliographic-alert",
  "resources",
  "cesta",
  "catalogo",
  "parametros",
  "vinculos",
  "autoridade",
]);
/** A label that sets where relative names of its clauses sit. */
const BASES = {
  "Advanced options": "/consulta",
  "Catalogue sheet": "/solicitacoes/ficha-catalografica",
  "Helper lookups": "/solicitacao-emprestimo",
};
/** Calls named without a path: their words, as the spec writes them. */
const NAMED = [
  "authority combo details",
  "restricted-link access",
  "self-service check",
  "search submission path",
  "initial data",
  "queue validation",
  "save",
  "user libraries",
  "item links",
  "images",
  "list campuses",
  "libraries of a campus",
  "post general comment",
  "Restricted-link statistics",
  "standards links",
  "Public credentials: get token",
];

/** Splits on `sep` outside (), {} and []. */
function splitTop(text, seps) {
  const out = [];
  let depth = 0;
  let cur = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if ("({[".includes(ch)) depth++;
    if (")}]".includes(ch)) depth--;
    const sep = depth === 0 && seps.find((s) => text.startsWith(s, i));
    if (sep) {
      out.push(cur);
      cur = "";
      i += sep.length - 1;
    } else cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter(Boolean);
}

const norm = (p) => p.replace(/^\/api(?=\/)/, "");
const parentOf = (p) => (/\}$/.test(p) || p.split("/").length <= 2 ? p : p.replace(/\/[^/]+$/, ""));

function parseClauses(clauses, section, doc, initialBase = "") {
  const calls = [];
  let methods = ["GET"];
  let parent = initialBase;
  for (let clause of clauses) {
    const original = clause;
    let label = null;
    const labelled = /^([A-Z][\w -]*?)(?: \(([^)]*)\))?: (.*)$/s.exec(clause);
    if (labelled && !METHOD.test(clause)) {
      label = labelled[1];
      clause = labelled[3];
      if (BASES[label]) parent = BASES[label];
      if (/\bGET\b/.test(labelled[2] ?? "")) methods = ["GET"];
    }
    if (/^paths? not shown/.test(clause) || /^Response\b/.test(original)) continue;
    const names = splitTop(clause, [", "]).map(
      (part) => NAMED.find((n) => part.startsWith(n)) ?? NAMED.find((n) => original.startsWith(n)),
    );
    if (names[0] && !/\//.test(clause.split(" (")[0])) {
      for (const name of new Set(names.filter(Boolean)))
        calls.push({ ref: `document ${doc} §7 ${section}`, method: null, path: null, name, text: original });
      continue;
    }
    const m = /^((?:(?:GET|POST|PUT|DELETE|PATCH)(?:, | and )?)+)\s*/.exec(clause);
    if (m) {
      methods = m[1]
        .split(/, | and /)
        .map((s) => s.trim())
        .filter(Boolean);
      clause = clause.slice(m[0].length);
    }
    // One or more names, each maybe with its own method and parameters: "a, b (x), POST c".
    const found = [];
    for (const part of splitTop(clause, [", "])) {
      const pm = /^(GET|POST|PUT|DELETE|PATCH) /.exec(part);
      const rest = pm ? part.slice(pm[0].length) : part;
      const one = /^(\/?[a-z0-9{][\w{}\-/.]*(?:\?[\w&=]+)?)((?: [({][^)}]*[)}])*)(?: with [\w ]+)?$/i.exec(rest);
      if (!one) break;
      found.push({ methods: pm ? [pm[1]] : methods, head: one[1], tail: one[2].trim() });
      if (pm) methods = [pm[1]];
    }
    if (found.length === 0 || /^(and|or|the|all|each|paths?|response|also|none|emails)$/i.test(found[0].head)) continue;
    // Document 1 writes "cursos, professores, campus (search_text, page)": the list shares the parameters.
    if (doc === 1) for (let i = found.length - 2; i >= 0; i--) if (!found[i].tail) found[i].tail = found[i + 1].tail;
    for (const { methods: ms, head, tail } of found) {
      const [rawPath, query] = head.replace(/\.$/, "").split("?");
      let path;
      const first = norm(rawPath).replace(/^\//, "").split("/")[0];
      if (rawPath.startsWith("/") && (ROOTS.has(first) || !parent)) {
        path = norm(rawPath);
        parent = parentOf(path);
      } else path = `${parent}/${norm(rawPath).replace(/^\//, "")}`;
      const params = [
        ...(query ? query.split("&") : []),
        ...(/\(([^)]*)\)/.exec(tail)?.[1] ?? "")
          .split(",")
          .map((s) => s.trim())
          .filter((s) => s && !/not shown|^response /.test(s)),
      ];
      const body = /\{([^}]*)\}/.exec(tail)?.[1];
      for (const method of ms)
        calls.push({
          ref: `document ${doc} §7 ${section}`,
          method,
          path,
          ...(params.length ? { params } : {}),
          ...(body ? { body: body.split(",").map((s) => s.trim()) } : {}),
          ...(/not shown/.test(clause) ? { note: "the path beyond the name is not shown in the spec" } : {}),
          text: original,
        });
    }
  }
  return calls;
}

function section7(text) {
  const start = text.search(/^## 7\./m);
  const end = text.slice(start + 5).search(/^## 8\./m) + start + 5;
  return text.slice(start, end);
}

function documentOne(text) {
  const calls = [];
  for (const paragraph of section7(text).split(/\n\n+/).slice(1)) {
    let section = "Calls";
    const sentences = splitTop(paragraph.replace(/^All under an API base\. /, ""), [". "]);
    for (const sentence of sentences) {
      if (/detailed in document 2|are in document 2/.test(sentence)) continue;
      const head =
        /^(Search|Record|Reservation|Statistics|Comments form|Network|Accessibility|Advanced options|Also)\b/.exec(
          sentence,
        );
      if (head) section = head[1];
      calls.push(
        ...parseClauses(
          splitTop(sentence.replace(/\.$/, ""), ["; "]),
          section,
          1,
          head?.[1] === "Search" ? "/consulta" : "",
        ),
      );
    }
  }
  return calls;
}

function documentTwo(text) {
  const calls = [];
  let section = "";
  let base = "";
  for (const line of section7(text).split("\n")) {
    const h = /^### (.*)$/.exec(line);
    if (h) {
      section = h[1].replace(/ \(.*\)$/, "");
      base = /under (\/api\/[\w-]+)/.exec(h[1])?.[1].replace(/^\/api/, "") ?? "";
      continue;
    }
    const row = /^\|\s*((?:GET|POST|PUT|DELETE)[^|]*?)\s*\|\s*([^|]*?)\s*\|\s*([^|]*?)\s*\|$/.exec(line);
    if (row) {
      const [method, path] = row[1].trim().split(/\s+/);
      const payload = row[2].trim();
      calls.push({
        ref: `document 2 §7 ${section}`,
        method,
        path: norm(path),
        ...(payload && payload !== "none" ? { payload } : {}),
        text: line,
      });
      continue;
    }
    const item = /^- (.*)$/.exec(line);
    if (item) calls.push(...parseClauses(splitTop(item[1].replace(/\.$/, ""), ["; ", ". "]), section, 2, base));
  }
  return calls;
}

const files = readdirSync(specDir)
  .filter((f) => f.endsWith(".txt"))
  .sort();
const [one, two] = files.map((f) => readFileSync(join(specDir, f), "utf8"));
for (const [n, calls, file] of [
  [1, documentOne(one), files[0]],
  [2, documentTwo(two), files[1]],
]) {
  const out = join("tests/fixtures/calls", `document-${n}.json`);
  writeFileSync(out, JSON.stringify({ source: file, section: "7", calls }, null, 2) + "\n");
  console.log(`${out}: ${calls.length} calls (${calls.filter((c) => !c.path).length} named without a path)`);
}
