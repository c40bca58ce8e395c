/**
 * The kids and museum catalogues' calls (decision 040, docs/api.md "Kids and museum catalogues")
 * over the demo's real records, on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CatalogNews,
  CatalogRecord,
  CatalogSection,
  CatalogVisual,
  HighlightsResponse,
  InfoTab,
  SelfService,
} from "../../api/catalogue/catalog/contract.ts";
import { seedCatalogues } from "../../api/operations/demo/catalogues.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("kids and museum catalogues on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    await seedCatalogues(lib.db);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const get = async <T>(path: string, status = 200, headers: Record<string, string> = {}) => {
    const res = await lib.call(`/api${path}`, { headers });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body as T;
  };

  it("lists each catalogue's home sections, and 404s a catalogue the institution has not enabled", async () => {
    expect(await get<CatalogSection[]>("/catalogo/secoes?guia=catalogos/kids")).toEqual([
      { tipo_secao: "DESTAQUE", nome_secao: "Destaques da biblioteca infantil" },
      { tipo_secao: "NOTICIAS", nome_secao: "Notícias" },
    ]);
    expect((await get<CatalogSection[]>("/catalogo/secoes?catalogType=M")).map((s) => s.nome_secao)).toEqual([
      "Objetos do acervo",
      "Notícias do museu",
    ]);
    expect((await get<CatalogSection[]>("/catalogo/secoes")).length).toBe(2);
    await lib.db.query(`UPDATE institution_param SET value = 'N' WHERE key = 'habilita_museu_catalogo'`);
    try {
      const off = await get<{ error: { code: string } }>("/catalogo/destaques?catalogType=M", 404);
      expect(off.error.code).toBe("not_found");
      await get("/parametros/secao_1?tipo_catalogo=M", 404);
    } finally {
      await lib.db.query(`UPDATE institution_param SET value = 'S' WHERE key = 'habilita_museu_catalogo'`);
    }
    expect((await get<{ error: { code: string } }>("/catalogo/secoes?guia=pesquisa_geral", 400)).error.code).toBe(
      "invalid_parameter",
    );
  });

  it("pages and sorts the highlights by the eight keys, numeric keys as numbers, D descending", async () => {
    const first = await get<HighlightsResponse>("/catalogo/destaques?catalogType=K&perPage=7");
    expect(first.pagination).toEqual({ currentPage: 1, perPage: 7, totalItems: 21, lastPage: 3 });
    expect(first.destaques.length).toBe(7);
    const all = (await get<HighlightsResponse>("/catalogo/destaques?catalogType=K&perPage=49")).destaques;
    expect(all.length).toBe(21);
    const titles = all.map((r) => r.obra);
    expect([...titles].sort((a, b) => a.localeCompare(b, "pt", { sensitivity: "base" }))).toEqual(titles);
    const ids = (
      await get<HighlightsResponse>("/catalogo/destaques?catalogType=K&perPage=49&orderBy=cod_acervo&direction=D")
    ).destaques.map((r) => r.cod_acervo);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const orderBy of ["ano_publicacao", "cod_tipo_obra", "idioma", "desc_fisica", "classificacao", "referencia"]) {
      const page = await get<HighlightsResponse>(`/catalogo/destaques?catalogType=K&perPage=49&orderBy=${orderBy}`);
      expect(page.destaques.length).toBe(21);
    }
    const years = (
      await get<HighlightsResponse>("/catalogo/destaques?catalogType=K&perPage=49&orderBy=ano_publicacao&direction=D")
    ).destaques.map((r) => r.ano_publicacao ?? 0);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const last = await get<HighlightsResponse>("/catalogo/destaques?catalogType=K&perPage=7&page=3");
    expect(last.destaques.length).toBe(7);
    expect((await get<HighlightsResponse>("/catalogo/destaques?catalogType=K&perPage=7&page=4")).destaques).toEqual([]);
    for (const bad of ["orderBy=titulo", "perPage=0", "perPage=101", "page=0", "direction=X", "catalogType=Z"]) {
      const refused = await get<{ error: { code: string } }>(`/catalogo/destaques?${bad}`, 400);
      expect(refused.error.code).toBe("invalid_parameter");
    }
  });

  it("holds the museum objects: realia, pictures and filmstrips, not films or books", async () => {
    const objects = (await get<HighlightsResponse>("/catalogo/destaques?catalogType=M&perPage=49")).destaques;
    expect(objects.length).toBe(19);
    expect(objects.map((o) => o.obra).slice(0, 2)).toEqual([
      "1-bit symphony",
      "Accelerating mathematical biological linkages",
    ]);
    const orihon = objects.find((o) => o.obra === "Orihon")!;
    expect(orihon).toMatchObject({
      autor: "Burtonwood, Tom",
      tipo_obra: "Objeto tridimensional",
      ano_publicacao: 2014,
      desc_fisica: "1 object : plastic ; 13 x 20 x 20 cm + 1 USB flash drive.",
      classificacao: "N7433.3 .B87 2014",
    });
    expect((await get<CatalogRecord>(`/catalogo/acervo/${orihon.cod_acervo}?guia=catalogos/museus`)).obra).toBe(
      "Orihon",
    );
    // A children's book is not a museum object, and an object is not a children's book.
    const kid = (await get<HighlightsResponse>("/catalogo/destaques?catalogType=K&perPage=1")).destaques[0];
    expect(
      (await get<{ error: { code: string } }>(`/catalogo/acervo/${kid.cod_acervo}?catalogType=M`, 404)).error.code,
    ).toBe("record_not_found");
    await get(`/catalogo/acervo/${orihon.cod_acervo}?catalogType=K`, 404);
    expect(
      (await get<CatalogRecord>(`/catalogo/acervo/${kid.cod_acervo}?catalogType=K`, 200, { lang: "5" })).tipo_obra,
    ).toBe("Book");
  });

  it("gives the news as written, and the information tabs sanitised, empty ones left out", async () => {
    const news = await get<CatalogNews[]>("/catalogo/noticias?catalogType=K");
    expect(news.map((n) => n.url)).toEqual([
      "www.example.org/hora-do-conto",
      "https://www.example.org/clube-de-leitura",
      null,
      "example.org/ferias",
    ]);
    const tabs = await get<InfoTab[]>("/parametros/secao_1?tipo_catalogo=K&cod_biblioteca=0");
    expect(tabs.map((t) => t.tipo)).toEqual(["INFORMACOES_GERAIS", "ATENDIMENTO", "EVENTOS", "TEXT"]);
    const events = tabs.find((t) => t.tipo === "EVENTOS")!.conteudo;
    expect(events).toBe(
      '<p>Eventos inventados para a demonstração: <strong>hora do conto</strong> aos sábados e <a href="https://www.example.org/eventos" rel="noopener noreferrer">agenda completa</a>.</p>',
    );
    // A library without tabs of its own gets the institution's.
    expect((await get<InfoTab[]>("/parametros/secao_1?tipo_catalogo=K&cod_biblioteca=2")).length).toBe(4);
    expect((await get<InfoTab[]>("/parametros/secao_1?tipo_catalogo=M")).map((t) => t.titulo)).toEqual([
      "Sobre o museu",
      "Visitação",
    ]);
  });

  it("gives the visual settings with fallbacks, and the self-service check", async () => {
    expect(await get<CatalogVisual>("/parametros/secao_2?tipo_catalogo=K")).toEqual({
      opc_catalogo: "UI",
      nom_textura_kids: null,
      nom_logo_kids: null,
      cor_logo_kids_fundo: "#ffffff",
      cor_textura_kids: "#1d4f91",
      perc_cor_textura: 85,
      capa_padrao_kids: null,
      capa_cor_fonte_padrao_kids: "#000000",
    });
    expect(await get<SelfService>("/parametros/autoatendimento", 200, { lang: "5" })).toEqual({
      showAuto: true,
      urlAuto: "https://autoatendimento.example.org/login",
      codBibAuto: 1,
      authAuto: "SENHA",
      idiomaAuto: "en_US",
      empresa: "525",
    });
    await lib.db.query(`UPDATE institution_param SET value = 'javascript:alert(1)' WHERE key = 'autoatendimento_url'`);
    try {
      expect((await get<SelfService>("/parametros/autoatendimento")).showAuto).toBe(false);
    } finally {
      await lib.db.query(
        `UPDATE institution_param SET value = 'https://autoatendimento.example.org/login' WHERE key = 'autoatendimento_url'`,
      );
    }
  });
});
