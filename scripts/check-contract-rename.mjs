// Shows that the OPAC reads each answer's type from the call's declaration: on a scratch copy of
// the tree, renames one field in the answer schemas of a few calls, and expects the type check
// to fail in app/ at the places that read that field (and nowhere to pass silently). Run by
// .ci/run beside the lint; `node scripts/check-contract-rename.mjs` by hand.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The field renamed in each declaration, and an app/ file that must stop compiling. */
const RENAMES = [
  {
    file: "api/catalogue/history/history.calls.ts",
    from: "  registros: z.number().int(),",
    to: "  registros_renamed: z.number().int(),",
    breaks: "app/features/history/history.ts",
  },
  {
    file: "api/catalogue/records/records.calls.ts",
    from: "export const RecordSummaryFields = {\n  cod_acervo: z.number().int(),\n  titulo: z.string(),",
    to: "export const RecordSummaryFields = {\n  cod_acervo: z.number().int(),\n  titulo_renamed: z.string(),",
    breaks: "app/routes/acervo.$id.tsx",
  },
  {
    file: "api/lending/circulation/contract.ts",
    from: "  existeFila: z.boolean()",
    to: "  existeFila_renamed: z.boolean()",
    breaks: "app/features/circulation/reservation.server.ts",
  },
  {
    file: "api/catalogue/libraries/libraries.calls.ts",
    from: "  endereco: z.string().nullable(),",
    to: "  endereco_renamed: z.string().nullable(),",
    breaks: "app/routes/biblioteca.$id.tsx",
  },
  {
    file: "api/patron/personal/contract.ts",
    from: "  mensagem: z.string()",
    to: "  mensagem_renamed: z.string()",
    breaks: "app/features/personal/renewal-prompt.server.ts",
  },
];

const root = process.cwd();
const scratch = mkdtempSync(path.join(tmpdir(), "contract-rename-"));
try {
  const files = execFileSync("git", ["ls-files", "app", "api", "remix.env.d.ts", "tsconfig.json"], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
  for (const file of files) cpSync(path.join(root, file), path.join(scratch, file), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(scratch, "node_modules"));
  for (const r of RENAMES) {
    const full = path.join(scratch, r.file);
    const text = readFileSync(full, "utf8");
    if (!text.includes(r.from)) throw new Error(`${r.file} no longer declares ${r.from.trim()}: update this check`);
    writeFileSync(full, text.replace(r.from, r.to));
  }
  // The OPAC's program alone (app/ and what it imports of api/): the renamed fields must break it,
  // and leaving out the tests and the service's own modules halves the check's time.
  writeFileSync(
    path.join(scratch, "tsconfig.app.json"),
    JSON.stringify({ extends: "./tsconfig.json", include: ["app/**/*.ts", "app/**/*.tsx", "remix.env.d.ts"] }),
  );
  // The same compiler as `npm run typecheck` (TypeScript's native one, decision 022).
  const tsc = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/typescript-native/bin/tsc"),
      "--noEmit",
      "--checkers",
      "1",
      "--pretty",
      "false",
      "-p",
      "tsconfig.app.json",
    ],
    { cwd: scratch, encoding: "utf8" },
  );
  const errors = tsc.stdout.split("\n").filter((l) => /error TS/.test(l));
  const missing = RENAMES.filter((r) => !errors.some((l) => l.startsWith(r.breaks)));
  console.log(
    `contract rename: ${RENAMES.length} fields renamed, ${errors.length} type errors, in ${new Set(errors.map((l) => l.split("(")[0])).size} files`,
  );
  for (const l of errors.filter((l) => l.startsWith("app/")).slice(0, 10)) console.log(`  ${l}`);
  if (tsc.status === 0 || missing.length) {
    console.error(
      `contract rename: the type check did not fail in ${missing.map((r) => r.breaks).join(", ") || "app/"}`,
    );
    process.exitCode = 1;
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
