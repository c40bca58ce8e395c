// The library service's import rule (docs/architecture.md, "Areas and the core"): a feature's
// repository is its own, and so are its routes. Another feature reaches it through its calls
// (`*.calls.ts`), contract, services or pure modules; the area's route module and api/app.ts
// mount routes. The core (api/core/) and the root modules (api/*.ts) serve everyone.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const AREAS = new Set(["catalogue", "patron", "lending", "community", "network", "operations"]);
/**
 * Who may import another feature's repository: the demo seed and the operator's commands write
 * what no call of the service writes (a whole demo library, a staff key), straight to the tables.
 */
const MAY_REACH_REPOSITORIES = [/^api\/operations\/(demo|cli)\//];
const CORE = new Set(["api/core"]);

/** The feature a file belongs to: api/<area>/<feature>, api/core, or the root. */
function featureOf(file) {
  const parts = file.split("/");
  if (parts[0] !== "api" || parts.length < 3) return "api";
  if (AREAS.has(parts[1])) return parts.length > 3 ? parts.slice(0, 3).join("/") : parts.slice(0, 2).join("/");
  return parts.slice(0, 2).join("/");
}

function walk(dir, visit) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, visit);
    else visit(full.split(path.sep).join("/"));
  }
}

export function importProblems(root = "api") {
  const problems = [];
  walk(root, (file) => {
    if (!/\.ts$/.test(file) || /\.test\.ts$/.test(file)) return;
    const text = readFileSync(file, "utf8");
    const mine = featureOf(file);
    for (const m of text.matchAll(/\bfrom\s+["'](\.{1,2}\/[^"']+)["']/g)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]));
      const theirs = featureOf(target);
      if (theirs === mine || CORE.has(theirs) || theirs === "api") continue;
      const name = path.posix.basename(target);
      const isArea = /^api\/[a-z-]+$/.test(theirs) && AREAS.has(theirs.split("/")[1]);
      if (isArea) continue; // an area's own modules (its route mounting) are the area's to share
      if (/\.repository\.ts$/.test(name) && !MAY_REACH_REPOSITORIES.some((re) => re.test(file)))
        problems.push(`${file}: imports ${target}, another feature's repository; call its service`);
      if (
        /(^|\.)routes\.ts$/.test(name) &&
        !/^api\/([a-z-]+\/)?(routes|app)\.ts$/.test(file) &&
        !/^api\/[a-z-]+\/routes\.ts$/.test(file)
      )
        problems.push(`${file}: imports ${target}, another feature's routes; only the area's routes.ts mounts them`);
    }
  });
  return problems;
}
