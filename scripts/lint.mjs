// Checks the type system cannot: no focused or skipped tests, no stray debugging output in
// the product, and every locale file parses. Type checking itself is `npm run typecheck`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

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
for (const dir of ["app/locales", "api/locales"]) {
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".json"))) {
    try {
      JSON.parse(readFileSync(path.join(dir, name), "utf8"));
    } catch (error) {
      problems.push(`${dir}/${name}: ${error.message}`);
    }
  }
}

for (const p of problems) console.error(p);
console.log(problems.length ? `lint: ${problems.length} problem(s)` : "lint: clean");
process.exit(problems.length ? 1 : 0);
