/**
 * The special search tabs beyond the first ones (docs/search.md): new acquisitions, against the
 * real demo records on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchGuide, SearchResponse } from "../../api/contract.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("special search tabs on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const search = async (query: string) => {
    const res = await lib.call(`/api/consulta?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as SearchResponse;
  };
  const ids = async (query: string) => (await search(query)).registros.map((r) => r.cod_acervo);

  describe("novas_aquisicoes", () => {
    it("is a tab, after the archive", async () => {
      const guides = (await lib.call("/api/consulta/guias")).body as SearchGuide[];
      const codes = guides.map((g) => g.codigo);
      expect(codes.indexOf("novas_aquisicoes")).toBe(codes.indexOf("arquivo") + 1);
      expect(guides.find((g) => g.codigo === "novas_aquisicoes")).toMatchObject({ titulo: "Novas aquisições" });
    });

    it("for=TODOS lists every record without a term, the most recently added first", async () => {
      const all = await search("guia=novas_aquisicoes&for=TODOS&q=&perPage=100");
      const rows = await lib.db.query<{ id: number }>(`SELECT id FROM record ORDER BY created_at DESC, id DESC LIMIT 100`);
      const [{ total }] = await lib.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM record`);
      expect(all.totalRegistros).toBe(total);
      expect(all.registros.map((r) => r.cod_acervo)).toEqual(rows.map((r) => r.id));
      // A term typed with TODOS is not a search: the listing is the same.
      expect(await ids("guia=novas_aquisicoes&for=TODOS&q=history&perPage=100")).toEqual(rows.map((r) => r.id));

      // A record acquired later (its created_at moved on) comes first, whatever the order asked.
      const oldest = rows[rows.length - 1].id;
      await lib.db.query(`UPDATE record SET created_at = now() + interval '1 day' WHERE id = $1`, [oldest]);
      try {
        expect((await ids("guia=novas_aquisicoes&for=TODOS&q="))[0]).toBe(oldest);
        expect((await ids("guia=novas_aquisicoes&for=TODOS&q=&order=titulo"))[0]).toBe(oldest);
        expect((await ids("guia=novas_aquisicoes&for=TODOS&q=&page=2&perPage=10"))).not.toContain(oldest);
      } finally {
        await lib.db.query(`UPDATE record SET created_at = created_at - interval '1 day' WHERE id = $1`, [oldest]);
      }
    });

    it("with a term searches by title, subject or author and lists the newest first", async () => {
      for (const field of ["TITULO", "ASSUNTO", "AUTOR"]) {
        const general = await search(`q=history&for=${field}&perPage=100`);
        const found = await search(`guia=novas_aquisicoes&q=history&for=${field}&perPage=100`);
        expect(found.totalRegistros, field).toBe(general.totalRegistros);
        expect(found.totalRegistros, field).toBeGreaterThan(1);
        const recent = found.registros.map((r) => r.cod_acervo);
        if (found.totalRegistros <= 100) expect(new Set(recent), field).toEqual(new Set(general.registros.map((r) => r.cod_acervo)));
        const rows = await lib.db.query<{ id: number }>(
          `SELECT id FROM record WHERE id = ANY($1::int[]) ORDER BY created_at DESC, id DESC`,
          [recent],
        );
        expect(recent, field).toEqual(rows.map((r) => r.id));
      }
    });

    it("takes only its options, and TODOS only here", async () => {
      for (const bad of [
        "guia=novas_aquisicoes&q=history&for=LIVRE",
        "guia=novas_aquisicoes&q=history&for=obra",
        "q=history&for=TODOS",
        "guia=arquivo&q=history&for=TODOS",
        "guia=pesquisa_avancada&keyword_type=P&q=history&for=TITULO&condition=AND&q2=united&for2=TODOS",
      ]) {
        const res = await lib.call(`/api/consulta?${bad}`);
        expect(res.status, bad).toBe(400);
        expect((res.body as { error: { code: string } }).error.code, bad).toBe("invalid_parameter");
      }
    });
  });
});
