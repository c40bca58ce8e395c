/**
 * The case-law, accessibility and kids-catalogue tabs (docs/search.md, decision 020) against the
 * real demo records, on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KidsOptions, SearchGuide, SearchResponse } from "../../api/contract.ts";
import { loadKidsCatalogue } from "../../app/features/kids/kids-catalogue.server.ts";
import { KIDS_ERROR_FIELDS } from "../../app/features/kids/kids-config.ts";
import { formErrors, translateMessage, type FormResult } from "../../app/lib/forms.ts";
import { getT } from "../../app/lib/i18n.server.ts";
import { DEMO_GUIDE_CODES } from "../support/demo-guides.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const GENERAL_DIGEST =
  "General digest of the decisions of the principal courts in the United States, England and Canada";
const COMMON_PLEAS = "Cases decided in the courts of comon pleas in the fifth circuit of the state of Ohio";

describe.each(engines)("case law, accessibility and kids tabs on $name", (engine) => {
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
  const titles = async (query: string) => (await search(`${query}&perPage=100`)).registros.map((r) => r.titulo);
  const setKidsFlag = (value: string) =>
    lib.db.query(
      `INSERT INTO institution_param (key, value) VALUES ('habilita_kids_pesq_catalogo', $1)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [value],
    );

  describe("guides", () => {
    it("lists the kids catalogue only when the institution enables it", async () => {
      await setKidsFlag("S");
      const on = (await lib.call("/api/consulta/guias", { headers: { lang: "5" } })).body as SearchGuide[];
      expect(on.map((g) => g.codigo)).toEqual(DEMO_GUIDE_CODES);
      expect(on.find((g) => g.codigo === "catalogos/kids")).toMatchObject({ titulo: "Kids catalogue", ordem: 11 });
      expect(on.find((g) => g.codigo === "jurisprudencia")).toMatchObject({ titulo: "Case law" });
      expect((await lib.call("/api/consulta/kids/opcoes")).status).toBe(200);

      await setKidsFlag("N");
      const off = (await lib.call("/api/consulta/guias")).body as SearchGuide[];
      expect(off.map((g) => g.codigo)).not.toContain("catalogos/kids");
      expect(off.map((g) => g.codigo)).toContain("acessibilidade");
      const options = await lib.call("/api/consulta/kids/opcoes");
      expect(options.status).toBe(404);
      expect(options.body).toMatchObject({ error: { code: "not_found" } });

      // Chosen in guias_consulta, it still needs the flag.
      await lib.db.query(
        `INSERT INTO institution_param (key, value) VALUES ('guias_consulta', 'catalogos/kids,pesquisa_geral')`,
      );
      try {
        expect(((await lib.call("/api/consulta/guias")).body as SearchGuide[]).map((g) => g.codigo)).toEqual([
          "pesquisa_geral",
        ]);
      } finally {
        await lib.db.query(`DELETE FROM institution_param WHERE key = 'guias_consulta'`);
        await setKidsFlag("S");
      }
    });
  });

  describe("jurisprudencia", () => {
    it("searches the law reports, work type 15", async () => {
      const all = await search("guia=jurisprudencia&q=law reports&for=ASSUNTO");
      expect(all.totalRegistros).toBe(2);
      expect(all.registros.every((r) => r.cod_tipo_obra === 15 && r.desc_tipo_obra === "Jurisprudência")).toBe(true);
      const found = await titles("guia=jurisprudencia&q=courts&for=TITULO");
      expect(found).toHaveLength(2);
      expect(found.some((t) => t.startsWith(GENERAL_DIGEST))).toBe(true);
      expect(found.some((t) => t.startsWith(COMMON_PLEAS))).toBe(true);
      // The general search still finds them, now as case law.
      const general = await search("q=comon pleas fifth circuit&for=TITULO");
      expect(general.registros[0]).toMatchObject({ cod_tipo_obra: 15 });
    });

    it("compares the publication year with =, >, < and entre", async () => {
      const years = (await search("guia=jurisprudencia&q=courts&for=TITULO")).registros.map((r) => r.ano_publicacao);
      expect(years.every((y) => typeof y === "number")).toBe(true);
      const [older, newer] = [...(years as number[])].sort((a, b) => a - b);
      expect(older).toBeLessThan(newer);
      const count = async (extra: string) =>
        (await search(`guia=jurisprudencia&q=courts&for=TITULO&${extra}`)).totalRegistros;
      expect(await count(`comp_ano=igual&ano=${older}`)).toBe(1);
      expect(await count(`comp_ano=maior&ano=${older}`)).toBe(1);
      expect(await count(`comp_ano=menor&ano=${older}`)).toBe(0);
      expect(await count(`comp_ano=menor&ano=${newer}`)).toBe(1);
      expect(await count(`comp_ano=entre&ano=${older}&ano_final=${newer}`)).toBe(2);
      expect(await count(`comp_ano=entre&ano=${older + 1}&ano_final=${newer}`)).toBe(1);
      const bad = await lib.call(
        `/api/consulta?guia=jurisprudencia&q=courts&for=TITULO&comp_ano=entre&ano=${newer}&ano_final=${older}`,
      );
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ error: { code: "invalid_parameter" } });
    });
  });

  describe("acessibilidade", () => {
    it("marks the titles with an accessible version and TA keeps only those", async () => {
      // "Civil disobedience" is a spoken-word recording (leader/06 i); the other "civil" titles are print.
      const all = await search("guia=acessibilidade&q=civil&for=TITULO&accessibleTitleSearch=TT&perPage=100");
      const marks = new Map(all.registros.map((r) => [r.titulo, r.possui_acessibilidade]));
      expect(marks.get("Civil disobedience")).toBe("S");
      expect([...marks.values()]).toContain("N");
      const only = await search("guia=acessibilidade&q=civil&for=TITULO&accessibleTitleSearch=TA&perPage=100");
      expect(only.totalRegistros).toBeGreaterThan(0);
      expect(only.totalRegistros).toBeLessThan(all.totalRegistros);
      expect(only.registros.every((r) => r.possui_acessibilidade === "S")).toBe(true);
      // Large print (008/23 d) is accessible too.
      expect(await titles("guia=acessibilidade&q=eighth day thriller&for=TITULO&accessibleTitleSearch=TA")).toContain(
        "The eighth day : a thriller",
      );
    });

    it("has one definition of accessible: the X=A filter finds the same titles as TA", async () => {
      const ta = await search("guia=acessibilidade&q=the&for=TITULO&accessibleTitleSearch=TA");
      const xa = await search("q=the&for=TITULO&X=A");
      expect(ta.totalRegistros).toBe(xa.totalRegistros);
      const [{ total }] = await lib.db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM record WHERE accessible`,
      );
      // Large-print books, braille, the spoken-word recordings and the demo's AC link.
      expect(total).toBeGreaterThan(30);
      const filters = (await lib.call("/api/consulta/filtros?q=the&for=TITULO")).body as {
        codigo: string;
        contagem: { codigo: string; total: number }[];
      }[];
      expect(filters.find((f) => f.codigo === "X")!.contagem.find((c) => c.codigo === "A")!.total).toBe(
        xa.totalRegistros,
      );
    });

    it("takes accessibleTitleSearch on the accessibility tab only", async () => {
      expect((await lib.call("/api/consulta?q=civil&accessibleTitleSearch=TA")).status).toBe(400);
      expect(
        (await lib.call("/api/consulta?guia=acessibilidade&q=civil&for=TITULO&accessibleTitleSearch=XX")).status,
      ).toBe(400);
    });
  });

  describe("catalogos/kids", () => {
    it("lists the children's books (008/22 a, b, c, j) without a term", async () => {
      const all = await search("guia=catalogos/kids&q=&for=TODOS&perPage=100");
      const [{ total }] = await lib.db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM record WHERE target_audience IN ('a', 'b', 'c', 'j')`,
      );
      expect(all.totalRegistros).toBe(total);
      expect(total).toBeGreaterThan(100);
      const secondPage = await search("guia=catalogos/kids&q=&for=TODOS&perPage=100&page=2");
      expect(secondPage.registros).toHaveLength(total - 100);
      expect(await titles("guia=catalogos/kids&q=jim crow&for=TITULO")).toEqual([
        'Little "Jim Crow", and other stories of children',
      ]);
      const dustBowl = await titles("guia=catalogos/kids&q=dust bowl&for=LIVRE");
      expect(dustBowl.sort()).toEqual([
        "The Dust Bowl : an interactive history adventure",
        "Years of dust : the story of the Dust Bowl",
      ]);
      // Every children's book has its level; a general search finds adult books the kids catalogue does not.
      expect((await search("q=history&for=TITULO")).totalRegistros).toBeGreaterThan(
        (await search("guia=catalogos/kids&q=history&for=TITULO")).totalRegistros,
      );
    });

    it("narrows by category (target-audience level) and by library", async () => {
      expect(await titles("guia=catalogos/kids&q=&for=TODOS&categoria=b")).toEqual(
        expect.arrayContaining(["Lucretia Mott : a photo-illustrated biography"]),
      );
      expect((await search("guia=catalogos/kids&q=&for=TODOS&categoria=b")).totalRegistros).toBe(2);
      expect((await search("guia=catalogos/kids&q=&for=TODOS&categoria=c")).totalRegistros).toBe(3);
      expect((await search("guia=catalogos/kids&q=&for=TODOS&categoria=*")).totalRegistros).toBeGreaterThan(100);
      for (const bad of ["e", "z", "ab"]) {
        expect((await lib.call(`/api/consulta?guia=catalogos/kids&q=&for=TODOS&categoria=${bad}`)).status, bad).toBe(
          400,
        );
      }
      expect((await lib.call("/api/consulta?q=history&categoria=j")).status).toBe(400);

      const options = (await lib.call("/api/consulta/kids/opcoes", { headers: { lang: "5" } })).body as KidsOptions;
      expect(options.categorias).toEqual([
        { cod: "a", description: "Preschool", total: 1 },
        { cod: "b", description: "Primary (ages 6-8)", total: 2 },
        { cod: "c", description: "Pre-adolescent (ages 9-13)", total: 3 },
        { cod: "j", description: "Juvenile", total: expect.any(Number) },
      ]);
      expect(options.bibliotecas.length).toBeGreaterThan(0);
      const library = options.bibliotecas[0];
      const inLibrary = await search(`guia=catalogos/kids&q=&for=TODOS&id_biblioteca=${library.cod}&perPage=100`);
      expect(inLibrary.totalRegistros).toBe(library.total);
      expect(inLibrary.registros.every((r) => r.dados_adicionais.B.some((b) => b.codigo === library.cod))).toBe(true);
    });
  });

  describe("the kids catalogue page's loader, over this service", () => {
    const load = async (path: string) => {
      const request = new Request(`http://opac.test${path}`);
      const [, prefix, codBiblioteca, codCategoria] = new URL(request.url).pathname.split("/").slice(1);
      try {
        const answer = await loadKidsCatalogue(
          { request, context: { apiFetch: async (r: Request) => lib.app.fetch(r) } },
          { prefix, codBiblioteca, codCategoria },
        );
        return { status: answer.init?.status ?? 200, data: answer.data, location: null };
      } catch (thrown) {
        if (!(thrown instanceof Response)) throw thrown;
        return { status: thrown.status, data: null, location: thrown.headers.get("location") };
      }
    };

    it("lists the children's books, and sends every visitor home when the institution has not enabled it", async () => {
      const on = await load("/catalogos/kids/*/b");
      expect(on.status).toBe(200);
      expect(on.data?.results?.items.map((i) => i.title)).toContain("Lucretia Mott : a photo-illustrated biography");
      expect(on.data?.results?.total).toBe(2);
      expect(await load("/catalogos/museus")).toMatchObject({ status: 302, location: "/" });

      await setKidsFlag("N");
      try {
        expect(await load("/catalogos/kids")).toMatchObject({ status: 302, location: "/" });
        expect(await load("/catalogos/kids/1/j")).toMatchObject({ status: 302, location: "/" });
      } finally {
        await setKidsFlag("S");
      }
    });

    it("answers an unknown library or category with its message (404), and the form with path segments", async () => {
      // The page's error summary: the result's messages, in Portuguese, about their fields.
      const t = await getT(new Request("http://opac.test/"));
      const summary = (result: FormResult | null | undefined) =>
        formErrors(result, KIDS_ERROR_FIELDS, (message) => translateMessage(t, message));
      const library = await load("/catalogos/kids/999");
      expect(library.status).toBe(404);
      expect(summary(library.data?.result)).toEqual([{ fieldId: "kids-biblioteca", message: "Biblioteca inválida." }]);
      const category = await load("/catalogos/kids/*/e");
      expect(category.status).toBe(404);
      expect(summary(category.data?.result)).toEqual([{ fieldId: "kids-categoria", message: "Categoria inválida." }]);
      expect(await load("/catalogos/kids?q=jim+crow&for=TITULO&biblioteca=*&categoria=j")).toMatchObject({
        status: 302,
        location: "/catalogos/kids/*/j?q=jim+crow&for=TITULO",
      });
    });
  });
});
