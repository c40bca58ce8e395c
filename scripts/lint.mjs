// Checks the type system cannot: no focused or skipped tests, no stray debugging output in
// the product, every locale file parses, the library service's SQL stays in its repositories
// (decision 003) and a feature's repository and routes stay its own (decision 047), row locks
// take a transaction, the OPAC's routes stay declarations whose forms follow the form pattern
// (decision 011), and no comment cites an issue or a work session. Type checking itself is
// `npm run typecheck`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { historyProblems } from "./lint-history.mjs";
import { importProblems } from "./lint-imports.mjs";
import { lockProblems } from "./lint-locks.mjs";
import { lintOpac } from "./lint-opac.mjs";

const problems = [];
function walk(dir, visit) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, visit);
    else visit(full);
  }
}

for (const root of ["app", "api", "tests", "server"]) {
  walk(root, (file) => {
    if (!/\.(ts|tsx)$/.test(file)) return;
    const text = readFileSync(file, "utf8");
    if (/\b(test|it|describe)\.(only|skip|fixme|todo)\(/.test(text))
      problems.push(`${file}: focused, skipped or todo test`);
    if (!/\.test\.tsx?$/.test(file) && root === "app" && /console\.log\(/.test(text)) {
      problems.push(`${file}: console.log in the OPAC`);
    }
  });
}
// SQL belongs in *.repository.ts (and migrations, the demo seed, the database module); elsewhere
// a statement is a literal that opens with an SQL keyword (upper case, as the repositories
// write it) or a call of the database's query/exec.
const SQL_ALLOWED = [
  /\.repository\.ts$/,
  /\.test\.ts$/,
  /^api\/core\/db\/(db|migrate)\.ts$/,
  /^api\/core\/db\/migrations\//,
  /^api\/operations\/demo\//,
];
const SQL_LITERAL =
  /["'`]\s*(SELECT|INSERT\s+INTO|UPDATE|DELETE\s+FROM|WITH|CREATE|ALTER|DROP|TRUNCATE|SET|BEGIN|COMMIT|ROLLBACK)\b/g;
const DB_CALL =
  /(\b(db|tx|pg|pool|client|conn\w*|\w+Db|\w+Tx)|\.get\(["']db["']\))\s*\.\s*(query|exec)\s*(<[^()]*>)?\s*\(/g;
// Comments are blanked, not removed, so that line numbers still point at the code.
const withoutComments = (text) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, " ")).replace(/^\s*\/\/.*$/gm, "");

walk("api", (file) => {
  const name = file.split(path.sep).join("/");
  if (!/\.ts$/.test(name) || SQL_ALLOWED.some((re) => re.test(name))) return;
  const text = withoutComments(readFileSync(file, "utf8"));
  const lineOf = (index) => text.slice(0, index).split("\n").length;
  const hits = [...text.matchAll(SQL_LITERAL), ...text.matchAll(DB_CALL)].map((m) => lineOf(m.index));
  if (hits.length) {
    const lines = [...new Set(hits)].sort((a, b) => a - b).join(", ");
    problems.push(
      `${name}: SQL outside a repository (line ${lines}); move it into a *.repository.ts function (decision 003)`,
    );
  }
});

// Decision 045: routes validate through api/core/http/input.ts (validQuery, validParam, validBody),
// which record their schemas for the OpenAPI document; a direct zValidator or a body parsed in
// the handler would be missing from it (scripts/codemod-valid-body.mjs rewrites the latter).
walk("api", (file) => {
  const name = file.split(path.sep).join("/");
  if (!/\.ts$/.test(name) || /\.test\.ts$/.test(name)) return;
  const text = withoutComments(readFileSync(file, "utf8"));
  if (name !== "api/core/http/input.ts" && /from\s+["']@hono\/zod-validator["']/.test(text))
    problems.push(
      `${name}: imports @hono/zod-validator; use validQuery/validParam/validBody of api/core/http/input.ts`,
    );
  if (/routes\.ts$/.test(name) && /\bparse\(\s*\w+\s*,\s*await\s+readBody\(/.test(text))
    problems.push(
      `${name}: a handler parses its body itself; run node scripts/codemod-valid-body.mjs (validBody + bodyOf)`,
    );
});

problems.push(...importProblems());

for (const dir of ["app/locales", "api/locales"]) {
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".json"))) {
    try {
      JSON.parse(readFileSync(path.join(dir, name), "utf8"));
    } catch (error) {
      problems.push(`${dir}/${name}: ${error.message}`);
    }
  }
}

problems.push(...lockProblems());
problems.push(...lintOpac());
problems.push(...historyProblems());
for (const p of problems) console.error(p);
console.log(problems.length ? `lint: ${problems.length} problem(s)` : "lint: clean");
process.exit(problems.length ? 1 : 0);
