/**
 * Import beside a running server (decision 036): the embedded database folder
 * is locked by the process that opens it, `npm run import` refuses beside it with a message
 * saying what to do, and the staff call `POST /api/balcao/importacao` (and the command's
 * `--server` mode, which posts to it) imports records that the very next search finds.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResponse } from "../../api/contract.ts";
import { issueStaffKey } from "../../api/core/staff.ts";
import { openDb } from "../../api/core/db/db.ts";
import { LOCK_FILE, LockedError } from "../../api/core/db/folder-lock.ts";
import type { ImportReport } from "../../api/operations/import/contract.ts";
import { engines, seedMigratedDataDir } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const root = path.resolve(import.meta.dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const run = promisify(execFile);
const tmp = mkdtempSync(path.join(tmpdir(), "import-server-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const NS = "http://www.loc.gov/MARC21/slim";
/** A record no demo record resembles: its title word is found in no other. */
function recordXml(id: string, title: string, extra = ""): string {
  return (
    `<record><leader>00000nam a2200000 a 4500</leader><controlfield tag="001">${id}</controlfield>` +
    `<controlfield tag="003">TEST</controlfield>` +
    `<datafield tag="245" ind1="1" ind2="0"><subfield code="a">${title}</subfield></datafield>${extra}</record>`
  );
}
const collection = (...records: string[]) =>
  `<?xml version="1.0"?><collection xmlns="${NS}">${records.join("")}</collection>`;

async function cli(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(tsx, ["api/operations/cli/import.ts", ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: "", ...env },
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { status: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe("the embedded database folder lock", () => {
  it("refuses a second opener, in this process or the import command, and takes over a stale lock", async () => {
    const dir = path.join(tmp, "locked");
    // A copy of the migrated template rather than a new cluster: PGlite's initdb is ~15 s of CPU.
    seedMigratedDataDir(dir);
    const db = await openDb({ dataDir: dir });
    try {
      const holder = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), "utf8")) as { pid: number };
      expect(holder.pid).toBe(process.pid);
      await expect(openDb({ dataDir: dir })).rejects.toBeInstanceOf(LockedError);
      const file = path.join(tmp, "one.xml");
      writeFileSync(file, collection(recordXml("lock-1", "Lockedout")));
      const refused = await cli([file], { DATA_DIR: dir });
      expect(refused.status).toBe(1);
      expect(refused.stdout).toBe("");
      expect(refused.stderr).toContain(
        `import: the database folder ${dir} is in use by process ${process.pid} (since `,
      );
      expect(refused.stderr).toContain(
        "A catalogue server is running on it; import through that server instead:\n" +
          "  npm run import -- --server http://localhost:3000 --key STAFF_KEY FILE...\n",
      );
      expect(refused.stderr).not.toMatch(/\bat .*\.ts:\d+/);
    } finally {
      await db.close();
    }
    expect(() => readFileSync(path.join(dir, LOCK_FILE))).toThrow(/ENOENT/);
    // A lock left by a process that died (no such process id) is taken over.
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: 2 ** 22 + 17, host: (await import("node:os")).hostname(), since: "2026-01-01T00:00:00Z" }),
    );
    const again = await openDb({ dataDir: dir });
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), "utf8")).pid).toBe(process.pid);
    await again.close();
  }, 300_000);
});

describe.each(engines)("import through the running server on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let key: string;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    key = await issueStaffKey(lib.db, { login: "importacao", name: "Catalogação (teste)", libraryId: null });
  });
  afterAll(async () => {
    await lib?.db.query("DELETE FROM record WHERE source_key LIKE '%|TEST'");
    await lib?.close();
  });

  const post = async (body: string, headers: Record<string, string> = { "x-staff-key": key }) => {
    const res = await lib.app.request("/api/balcao/importacao", {
      method: "POST",
      body,
      headers: { lang: "5", ...headers },
    });
    return {
      status: res.status,
      body: (await res.json()) as ImportReport & { error?: { code: string; message: string } },
    };
  };
  const titles = async (q: string) => {
    const res = await lib.call(`/api/consulta?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return (res.body as SearchResponse).registros.map((r) => r.titulo);
  };

  it("needs a desk key", async () => {
    expect((await post(collection(recordXml("k-1", "Keyless")), {})).status).toBe(401);
    expect(
      (await post(collection(recordXml("k-1", "Keyless")), { "x-staff-key": "stf_wrong-wrong-wrong" })).status,
    ).toBe(401);
  });

  it("imports a file whose records the very next search finds, keeping a record with odd local tags", async () => {
    expect(await titles("Quixadaglossia")).toEqual([]);
    const answer = await post(
      collection(
        recordXml("srv-1", "Quixadaglossia primeira"),
        recordXml(
          "srv-2",
          "Quixadaglossia segunda",
          '<datafield tag="SYSNO" ind1=" " ind2=" "><subfield code="a">000042</subfield></datafield>',
        ),
        "<record><controlfield tag='001'>no leader</controlfield></record>",
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      importados: 2,
      atualizados: 0,
      ignorados: 1,
      autoridades: { importados: 0, atualizados: 0 },
      ignorados_detalhe: [{ posicao: 3, motivo: "record has no leader" }],
      avisos: [{ posicao: 2, mensagem: 'datafield has an invalid tag "SYSNO" (not three letters or digits); dropped' }],
    });
    expect((await titles("Quixadaglossia")).sort()).toEqual(["Quixadaglossia primeira", "Quixadaglossia segunda"]);
  });

  it("refuses empty, non-MARC and hostile files with a 422 that says why, fast", async () => {
    const refused = async (body: string) => {
      const res = await post(body);
      expect(res.status).toBe(422);
      expect(res.body.error!.code).toBe("import_rejected");
      return res.body.error!.message;
    };
    expect(await refused("")).toBe("The file could not be imported: the file is empty");
    expect(await refused("Title;Author\n")).toBe(
      "The file could not be imported: not a MARC file: it starts with neither a MARC record length (five digits) nor XML",
    );
    const started = performance.now();
    expect(await refused("<a>".repeat(100_000) + "</a>".repeat(100_000))).toBe(
      "The file could not be imported: not a MARCXML file: XML is nested more than 32 elements deep, reading stopped",
    );
    expect(performance.now() - started).toBeLessThan(3000);
    const big = await post("<a>".repeat(400_000));
    expect(big.status).toBe(413);
  });
});

describe.each(engines)("npm run import -- --server on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let server: ReturnType<typeof serve>;
  let url: string;
  let key: string;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    key = await issueStaffKey(lib.db, { login: "importacao", name: "Catalogação (teste)", libraryId: null });
    server = serve({
      fetch: (request: Request) => lib.app.fetch(request, { clientAddress: "127.0.0.1" }),
      port: 0,
      hostname: "127.0.0.1",
    });
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await lib?.db.query("DELETE FROM record WHERE source_key LIKE '%|TEST'");
    await lib?.close();
  });

  it("posts a file larger than one request in pieces, reports by position in the file, and rejects a non-MARC file", async () => {
    // 600 records of about 2 KB: more than one post of 900 KB (the first ends by size, before
    // 500 records). The malformed one comes after the first post, so that a run with a wrong key
    // stops at that post's 401 before reaching it.
    const filler = "x".repeat(1800);
    const records = Array.from({ length: 600 }, (_, i) =>
      recordXml(
        `cli-${i + 1}`,
        `Zanzibarquia ${i + 1}`,
        `<datafield tag="500" ind1=" " ind2=" "><subfield code="a">${filler}</subfield></datafield>`,
      ),
    );
    records[550] = "<record><leader>short</leader></record>";
    const file = path.join(tmp, "many.xml");
    writeFileSync(file, collection(...records));
    const notMarc = path.join(tmp, "notes.txt");
    writeFileSync(notMarc, "not a catalogue\n");
    const out = await cli(["--server", url, file, notMarc], { STAFF_KEY: key });
    expect(out.stdout).toBe("imported 599, updated 0, skipped 1\n");
    expect(out.stderr).toBe(
      `skipped record 551 (${file}): leader is 5 characters, not 24\n` +
        `rejected file ${notMarc}: not a MARC file: it starts with neither a MARC record length (five digits) nor XML\n`,
    );
    expect(out.status).toBe(1);
    const [{ n }] = await lib.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM record WHERE source_key LIKE 'cli-%|TEST'",
    );
    expect(n).toBe(599);
    const again = await cli(["--server", url, "--key", key, file]);
    expect(again).toMatchObject({ status: 0, stdout: "imported 0, updated 599, skipped 1\n" });
    const wrongKey = await cli(["--server", url, "--key", "stf_not-a-real-key-at-all", file]);
    expect(wrongKey.status).toBe(1);
    expect(wrongKey.stderr).toBe("import failed: the server answered 401: Missing or invalid desk credential.\n");
  }, 300_000);
});
