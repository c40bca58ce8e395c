/**
 * Prepares one benchmark database without measuring it, e.g. ahead of a long run:
 *   npx tsx bench/prepare-cli.ts postgres 1000000 postgres://opac:opac@127.0.0.1:5432/postgres
 *   npx tsx bench/prepare-cli.ts pglite 100000
 * Run it under `nice -n 19 ionice -c3` on a shared machine.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseSize, preparePglite, preparePostgres } from "./prepare.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DEMO_FILE = path.join(ROOT, "data/marc/demo-bib.mrc");

async function main() {
  const [engine, sizeText, adminUrl] = process.argv.slice(2);
  const size = parseSize(sizeText ?? "");
  const log = (line: string) => console.error(`[prepare ${new Date().toISOString()}] ${line}`);
  const prepared =
    engine === "pglite"
      ? await preparePglite(size, DEMO_FILE, path.join(ROOT, "var/bench"), log)
      : await preparePostgres(size, DEMO_FILE, adminUrl ?? process.env.BENCH_DATABASE_URL ?? "", log);
  console.log(JSON.stringify(prepared));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
