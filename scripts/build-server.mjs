// Bundles server/index.ts and the library service into build/server.js; packages stay external.
// The CSL styles and locales citeproc reads at run time are copied beside it (build/csl), where
// api/catalogue/records/citation/csl/csl.ts looks for them when bundled; so are the captcha's spoken
// characters (build/captcha-voices, for api/patron/captcha/captcha-audio.ts).
import { cpSync } from "node:fs";

import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

for (const folder of ["styles", "locales"])
  cpSync(`api/catalogue/records/citation/csl/${folder}`, `build/csl/${folder}`, { recursive: true });
cpSync("api/patron/captcha/voices", "build/captcha-voices", { recursive: true });
