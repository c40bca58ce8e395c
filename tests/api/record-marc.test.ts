/**
 * The MARC tab's two views (GET /acervo/{id}/marc and ?liberacao=1, docs/decisions/015) on real
 * demo records, on every engine.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordMarcResponse } from "../../api/contract.ts";
import { DEMO_RESTRICTED_FILE, seedRecordPages } from "../../api/operations/demo/seed.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("MARC views on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let local: number;
  let restricted: number;
  const marc = async (path: string) => {
    const res = await lib.call(path);
    expect(res.status, path).toBe(200);
    return res.body as RecordMarcResponse;
  };

  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    await seedRecordPages(lib.db);
    // A real record with the source library's local fields (999 holdings data).
    [{ id: local }] = await lib.db.query<{ id: number }>(
      `SELECT id FROM record WHERE jsonb_path_exists(marc, '$.fields[*] ? (@.tag == "999")') ORDER BY id LIMIT 1`,
    );
    [{ id: restricted }] = await lib.db.query<{ id: number }>("SELECT id FROM record WHERE marc::text LIKE $1", [
      `%${DEMO_RESTRICTED_FILE}%`,
    ]);
  });
  afterAll(async () => {
    await lib?.close();
  });

  it("gives the public view by default: no local fields, but says how many there are", async () => {
    const view = await marc(`/api/acervo/${local}/marc`);
    expect(view).toMatchObject({ liberacao: false, liberacao_permitida: true });
    expect(view.campos_locais).toBeGreaterThan(0);
    expect(view.campos.some((f) => f.tag.startsWith("9"))).toBe(false);
    expect(view.campos.find((f) => f.tag === "245")?.subcampos?.length).toBeGreaterThan(0);
    expect(await marc(`/api/acervo/${local}/marc?liberacao=0`)).toEqual(view);
  });

  it("adds the local fields with liberacao=1, the rest unchanged", async () => {
    const pub = await marc(`/api/acervo/${local}/marc`);
    const full = await marc(`/api/acervo/${local}/marc?liberacao=1`);
    expect(full.liberacao).toBe(true);
    expect(full.lider).toBe(pub.lider);
    const locals = full.campos.filter((f) => f.tag.startsWith("9"));
    expect(locals.length).toBe(full.campos_locais);
    expect(locals.some((f) => f.tag === "999")).toBe(true);
    expect(full.campos.filter((f) => !f.tag.startsWith("9") && f.tag !== "856")).toEqual(
      pub.campos.filter((f) => !f.tag.startsWith("9") && f.tag !== "856"),
    );
  });

  it("never shows the address of a restricted link, in either view", async () => {
    for (const query of ["", "?liberacao=1"]) {
      const view = await marc(`/api/acervo/${restricted}/marc${query}`);
      const link = view.campos.filter((f) => f.tag === "856").at(-1)!;
      expect(link.subcampos?.find((s) => s.codigo === "y")?.valor).toBe("Acesso restrito");
      expect(JSON.stringify(view)).not.toContain("/vinculos/");
      // The AR mark ($x, a nonpublic note) only in the complete view.
      expect(
        link.subcampos?.some((s) => s.codigo === "x"),
        query,
      ).toBe(query !== "");
    }
  });

  it("refuses a bad liberacao and, when the institution turns the complete view off, answers 403 in the caller's language", async () => {
    const bad = await lib.call(`/api/acervo/${local}/marc?liberacao=sim`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("invalid_parameter");
    await lib.db.query(
      "INSERT INTO institution_param (key, value) VALUES ('permite_marc_liberacao', 'N') ON CONFLICT (key) DO UPDATE SET value = 'N'",
    );
    try {
      const off = await lib.call(`/api/acervo/${local}/marc?liberacao=1`, { headers: { lang: "5" } });
      expect(off.status).toBe(403);
      expect(off.body.error.message).toBe("This institution does not offer the complete MARC record.");
      expect((await marc(`/api/acervo/${local}/marc`)).liberacao_permitida).toBe(false);
    } finally {
      await lib.db.query("DELETE FROM institution_param WHERE key = 'permite_marc_liberacao'");
    }
    expect((await lib.call("/api/acervo/99999999/marc?liberacao=1")).status).toBe(404);
  });
});
