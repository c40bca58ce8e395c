// Bundles server/index.ts and the library service into build/server.js; packages stay external.
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
