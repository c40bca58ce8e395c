// The JavaScript each page type ships, from the build's manifest (decision 037): the entry, the
// root and the route modules matched by the page, with every chunk they import, each file counted
// once, raw and as gzip (level 9) and brotli (quality 11) would send it: what the server's
// compression (server/compression.ts) sends for /build/. The manifest file (manifest-*.js) is
// counted only without lazy route discovery: with it, Remix writes the page's routes into the
// HTML and never imports that file.
//
//   npm run build && node scripts/js-weight.mjs [--json]
//
// The goal for the search pages (home and results): at most GOAL_GZIP_KB of gzip in at most
// GOAL_FILES files; each row says whether it is met, and `npm run bench` prints the table.
//
// A page that hydrates also fetches its language's strings, one chunk imported by app/lib/i18n.ts
// before hydration (the build's metafile names it); counted here in Portuguese, the default (the
// English and Spanish chunks are within a few KB of it).
//
// A page without script (a route whose handle says hydrate: false) ships none of it; the figures
// are what a page that hydrates loads before it is interactive.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import remixConfig from "../remix.config.js";

const GOAL_GZIP_KB = 100;
const GOAL_FILES = 12;
const GOAL_PAGES = new Set(["home (general search, no term)", "results (general search)"]);
const manifestImported = !remixConfig.future?.v3_lazyRouteDiscovery;

const buildDir = process.env.PUBLIC_BUILD ?? "public/build";
const manifestFile = readdirSync(buildDir).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) {
  console.error(`no manifest in ${buildDir}: run npm run build first`);
  process.exit(1);
}
const manifestSource = readFileSync(path.join(buildDir, manifestFile), "utf8");
const manifest = JSON.parse(manifestSource.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));

// Page types: the route ids a page of that type matches below root.
const PAGE_TYPES = {
  "home (general search, no term)": ["routes/_index"],
  "results (general search)": ["routes/_index"],
  "search tab (/pesquisa_avancada)": ["routes/$guia"],
  "record (/acervo/{id})": ["routes/acervo.$id", "routes/acervo.$id._index"],
  "patron home (/meupergamum)": ["routes/meupergamum", "routes/meupergamum._index"],
  "loans (/meupergamum/emprestimos)": ["routes/meupergamum", "routes/meupergamum.emprestimos"],
  "login (/login)": ["routes/login"],
};

const sizes = new Map();
function weigh(url) {
  if (!sizes.has(url)) {
    const body = url === "manifest" ? Buffer.from(manifestSource) : readFileSync(path.join("public", url));
    sizes.set(url, {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizes.get(url);
}

// The output chunk built from the Portuguese bundle and the chunks it imports, as /build/ URLs.
function languageChunk() {
  const metafile = JSON.parse(readFileSync(process.env.METAFILE ?? "build/metafile.js.json", "utf8"));
  const urlOf = (out) => "/" + path.relative("public", out).split(path.sep).join("/");
  const entry = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === "app/lib/i18n-bundles/pt.ts");
  if (!entry) throw new Error("no language chunk in the metafile (app/lib/i18n-bundles/pt.ts)");
  return [urlOf(entry[0]), ...entry[1].imports.filter((i) => i.kind === "import-statement").map((i) => urlOf(i.path))];
}
const languageFiles = languageChunk();

function filesOf(routeIds) {
  const files = new Set([
    ...(manifestImported ? ["manifest"] : []),
    manifest.entry.module,
    ...manifest.entry.imports,
    ...languageFiles,
  ]);
  for (const id of ["root", ...routeIds]) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the manifest`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

const rows = Object.entries(PAGE_TYPES).map(([page, routeIds]) => {
  const files = filesOf(routeIds);
  const total = files
    .map(weigh)
    .reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, br: sum.br + s.br }), {
      raw: 0,
      gzip: 0,
      br: 0,
    });
  const goal = GOAL_PAGES.has(page)
    ? { met: total.gzip <= GOAL_GZIP_KB * 1024 && files.length <= GOAL_FILES }
    : undefined;
  return { page, files: files.length, ...total, ...(goal ? { goal } : {}) };
});

if (process.argv.includes("--json")) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`JavaScript per page type (${manifestFile}; each file once)`);
  console.log(
    ["page type".padEnd(36), "files", "raw".padStart(10), "gzip".padStart(10), "brotli".padStart(10), "goal"].join(" "),
  );
  for (const r of rows)
    console.log(
      [
        r.page.padEnd(36),
        String(r.files).padStart(5),
        kb(r.raw).padStart(10),
        kb(r.gzip).padStart(10),
        kb(r.br).padStart(10),
        r.goal ? (r.goal.met ? "met" : "not met") : "",
      ].join(" "),
    );
  console.log(`Goal for home and results: at most ${GOAL_GZIP_KB} KB gzip in at most ${GOAL_FILES} files.`);
}
