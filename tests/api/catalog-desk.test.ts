/**
 * Staff write the kids and museum catalogues' home content (from the desk;
 * decision 040), on every engine: the sections and the highlighted records replaced whole
 * and in order, news created, changed and removed, one library's information tabs (or the
 * institution's), each shown by the public calls; a record outside the catalogue, a bad address,
 * another library's key, a missing key and a form body refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type {
  CatalogNews,
  CatalogSection,
  CatalogVisual,
  HighlightsResponse,
  InfoTab,
} from "../../api/catalogue/catalog/contract.ts";
import { catalogContentCalls } from "../../api/catalogue/catalog/catalog.calls.ts";
import { issueStaffKey } from "../../api/core/staff.ts";
import type { CallSpec } from "../../api/core/http/call.ts";
import { seedCatalogues } from "../../api/operations/demo/catalogues.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("the kids and museum homes written by staff on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let everyLibrary = "";
  let centralOnly = "";
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    await seedCatalogues(lib.db);
    everyLibrary = await issueStaffKey(lib.db, { login: "catalogos", name: "Catálogos", libraryId: null });
    centralOnly = await issueStaffKey(lib.db, { login: "central", name: "Central", libraryId: 1 });
  });
  afterAll(async () => {
    await lib?.close();
  });

  const send = (method: string, url: string, body: unknown, key = everyLibrary) =>
    lib.call(url, {
      method,
      headers: { "content-type": "application/json", "x-staff-key": key },
      body: JSON.stringify(body),
    });
  const get = async <T>(path: string) => {
    const res = await lib.call(`/api${path}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as T;
  };
  const refusal = async (res: Promise<{ status: number; body: unknown }>) => {
    const { status, body } = await res;
    return { status, message: (body as { error: { message: string } }).error.message };
  };

  it("replaces a catalogue's sections, in order, each kind once, with a desk of every library", async () => {
    const before = await get<CatalogSection[]>("/catalogo/secoes?catalogType=M");
    const sections = [
      { tipo_secao: "NOTICIAS", nome_secao: "O que há de novo no museu" },
      { tipo_secao: "DESTAQUE", nome_secao: "Peças em exposição" },
    ];
    try {
      expect(await send("PUT", "/api/balcao/catalogo/secoes", { tipo_catalogo: "M", secoes: sections })).toEqual({
        status: 200,
        body: { total: 2 },
      });
      expect(await get<CatalogSection[]>("/catalogo/secoes?catalogType=M")).toEqual(sections);
      // The other catalogues keep theirs.
      expect((await get<CatalogSection[]>("/catalogo/secoes?catalogType=K"))[0]!.nome_secao).toBe(
        "Destaques da biblioteca infantil",
      );
      const twice = { tipo_catalogo: "M", secoes: [sections[1], sections[1]] };
      expect(await refusal(send("PUT", "/api/balcao/catalogo/secoes", twice))).toEqual({
        status: 400,
        message: "Parâmetro inválido: secoes.",
      });
      const bound = send("PUT", "/api/balcao/catalogo/secoes", { tipo_catalogo: "M", secoes: [] }, centralOnly);
      expect((await bound).status).toBe(403);
      expect(await get<CatalogSection[]>("/catalogo/secoes?catalogType=M")).toEqual(sections);
      expect((await send("PUT", "/api/balcao/catalogo/secoes", { tipo_catalogo: "X", secoes: [] })).status).toBe(400);
    } finally {
      await send("PUT", "/api/balcao/catalogo/secoes", { tipo_catalogo: "M", secoes: before });
    }
    expect(await get<CatalogSection[]>("/catalogo/secoes?catalogType=M")).toEqual(before);
  });

  it("replaces the highlighted records, refusing one outside the catalogue, a repeat and too many", async () => {
    const demo = (
      await lib.db.query<{ record_id: number }>(
        `SELECT record_id FROM catalog_highlight WHERE catalog = 'K' ORDER BY position`,
      )
    ).map((r) => r.record_id);
    expect(demo.length).toBe(21);
    const museum = (await get<HighlightsResponse>("/catalogo/destaques?catalogType=M&perPage=1")).destaques[0]!;
    const put = (acervos: number[], key = everyLibrary) =>
      send("PUT", "/api/balcao/catalogo/destaques", { tipo_catalogo: "K", acervos }, key);
    try {
      const chosen = [demo[5]!, demo[0]!, demo[2]!];
      expect(await put(chosen)).toEqual({ status: 200, body: { total: 3 } });
      const shown = await get<HighlightsResponse>("/catalogo/destaques?catalogType=K&orderBy=cod_acervo");
      expect(shown.pagination.totalItems).toBe(3);
      expect(shown.destaques.map((r) => r.cod_acervo)).toEqual([...chosen].sort((a, b) => a - b));
      // A museum object is not a children's book: the kids home would leave it out, so it is refused.
      expect(await refusal(put([demo[0]!, museum.cod_acervo]))).toEqual({
        status: 400,
        message: `Parâmetro inválido: acervos (${museum.cod_acervo}).`,
      });
      expect(await refusal(put([demo[0]!, demo[0]!]))).toEqual({
        status: 400,
        message: "Parâmetro inválido: acervos.",
      });
      expect((await put(Array.from({ length: 501 }, (_, i) => i + 1))).status).toBe(400);
      expect((await put([demo[0]!], centralOnly)).status).toBe(403);
      expect((await get<HighlightsResponse>("/catalogo/destaques?catalogType=K")).pagination.totalItems).toBe(3);
      expect(await put([])).toEqual({ status: 200, body: { total: 0 } });
      expect((await get<HighlightsResponse>("/catalogo/destaques?catalogType=K")).destaques).toEqual([]);
    } finally {
      expect((await put(demo)).status).toBe(200);
    }
    expect((await get<HighlightsResponse>("/catalogo/destaques?catalogType=K")).pagination.totalItems).toBe(21);
  });

  it("creates, changes and removes news, shown as text with their address and image", async () => {
    const created = await send("POST", "/api/balcao/catalogo/noticias", {
      tipo_catalogo: "M",
      titulo: "Nova sala de exposição",
      conteudo: "<p>Aberta de <b>terça a domingo</b>.</p><script>alert(1)</script>",
      url: "www.example.org/museu/sala",
      nom_imagem: "/img/sala.jpg",
      posicao: 99,
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    const news = await get<CatalogNews[]>("/catalogo/noticias?catalogType=M");
    expect(news.at(-1)).toEqual({
      id_noticia: id,
      titulo: "Nova sala de exposição",
      conteudo: "Aberta de terça a domingo.",
      url: "www.example.org/museu/sala",
      nom_imagem: "/img/sala.jpg",
    });

    const changed = await send("PUT", `/api/balcao/catalogo/noticias/${id}`, {
      tipo_catalogo: "K",
      titulo: "Sala infantil reaberta",
      url: "",
      nom_imagem: "",
      posicao: 0,
    });
    expect(changed).toEqual({ status: 200, body: { id } });
    expect((await get<CatalogNews[]>("/catalogo/noticias?catalogType=M")).map((n) => n.id_noticia)).not.toContain(id);
    expect((await get<CatalogNews[]>("/catalogo/noticias?catalogType=K")).find((n) => n.id_noticia === id)).toEqual({
      id_noticia: id,
      titulo: "Sala infantil reaberta",
      conteudo: "",
      url: null,
      nom_imagem: null,
    });

    const bad = (body: Record<string, unknown>) =>
      refusal(send("POST", "/api/balcao/catalogo/noticias", { tipo_catalogo: "K", titulo: "t", ...body }));
    expect(await bad({ url: "javascript:alert(1)" })).toEqual({ status: 400, message: "Parâmetro inválido: url." });
    expect(await bad({ url: "https://example.org/a b" })).toEqual({ status: 400, message: "Parâmetro inválido: url." });
    expect(await bad({ nom_imagem: "//evil.example/x.png" })).toEqual({
      status: 400,
      message: "Parâmetro inválido: nom_imagem.",
    });
    expect(await bad({ titulo: "" })).toEqual({ status: 400, message: "Parâmetro inválido: titulo." });

    expect((await send("DELETE", `/api/balcao/catalogo/noticias/${id}`, {}, centralOnly)).status).toBe(403);
    expect(await send("DELETE", `/api/balcao/catalogo/noticias/${id}`, {})).toEqual({
      status: 200,
      body: { removido: true },
    });
    expect((await send("DELETE", `/api/balcao/catalogo/noticias/${id}`, {})).status).toBe(404);
    expect((await send("PUT", `/api/balcao/catalogo/noticias/${id}`, { tipo_catalogo: "K", titulo: "x" })).status).toBe(
      404,
    );
    expect((await get<CatalogNews[]>("/catalogo/noticias?catalogType=K")).map((n) => n.id_noticia)).not.toContain(id);
  });

  it("writes one library's information tabs (its own desk may), sanitised when shown, and falls back", async () => {
    const put = (cod_biblioteca: number, abas: unknown[], key = everyLibrary) =>
      send("PUT", "/api/balcao/catalogo/abas", { tipo_catalogo: "K", cod_biblioteca, abas }, key);
    const tabs = [
      {
        tipo: "HTML",
        titulo: "Horário da Central",
        icone: "relogio",
        conteudo: '<p onclick="x()">Das 8h às 22h.</p><script>alert(1)</script>',
      },
      { tipo: "TEXT", titulo: "Aviso", conteudo: "<b>Fechada</b> no feriado." },
      { tipo: "ATENDIMENTO", titulo: "Vazia", conteudo: "" },
    ];
    try {
      expect(await put(1, tabs, centralOnly)).toEqual({ status: 200, body: { total: 3 } });
      // The empty tab is kept for staff and not shown.
      expect(await get<InfoTab[]>("/parametros/secao_1?tipo_catalogo=K&cod_biblioteca=1")).toEqual([
        { tipo: "HTML", titulo: "Horário da Central", icone: "relogio", conteudo: "<p>Das 8h às 22h.</p>" },
        { tipo: "TEXT", titulo: "Aviso", icone: null, conteudo: "Fechada no feriado." },
      ]);
      // Library 2 still shows the institution's.
      expect((await get<InfoTab[]>("/parametros/secao_1?tipo_catalogo=K&cod_biblioteca=2")).length).toBe(4);
      expect((await put(2, tabs, centralOnly)).status).toBe(403);
      expect((await put(0, tabs, centralOnly)).status).toBe(403);
      expect(await refusal(put(999_999, tabs))).toEqual({
        status: 400,
        message: "Parâmetro inválido: cod_biblioteca.",
      });
      expect(await refusal(put(1, [{ tipo: "LINKS", titulo: "x" }]))).toEqual({
        status: 400,
        message: "Parâmetro inválido: abas.0.tipo.",
      });
      expect((await put(1, [{ tipo: "TEXT", titulo: "x", icone: "<svg>" }])).status).toBe(400);
    } finally {
      expect(await put(1, [])).toEqual({ status: 200, body: { total: 0 } });
    }
    expect((await get<InfoTab[]>("/parametros/secao_1?tipo_catalogo=K&cod_biblioteca=1")).length).toBe(4);
  });

  it("sets the visual settings and the catalogue switches as institution parameters", async () => {
    const put = (key: string, valor: string, staffKey = everyLibrary) =>
      send("PUT", `/api/parametros/instituicao/${key}`, { valor }, staffKey);
    const visual = async () => (await get<CatalogVisual>("/parametros/secao_2?tipo_catalogo=K")).cor_textura_kids;
    try {
      expect((await put("cor_textura_kids", "#123456")).status).toBe(200);
      expect(await visual()).toBe("#123456");
      expect(await refusal(put("cor_textura_kids", "red"))).toEqual({
        status: 400,
        message: "Parâmetro inválido: valor.",
      });
      expect((await put("perc_cor_textura", "101")).status).toBe(400);
      expect((await put("nom_logo_kids", "../logo.png")).status).toBe(400);
      expect((await put("cor_textura_kids", "#000000", centralOnly)).status).toBe(403);
      expect((await put("habilita_museu_catalogo", "N")).status).toBe(200);
      expect((await lib.call("/api/catalogo/secoes?catalogType=M")).status).toBe(404);
    } finally {
      await put("cor_textura_kids", "");
      await put("habilita_museu_catalogo", "S");
    }
    expect(await visual()).toBe("#1d4f91");
    expect((await lib.call("/api/catalogo/secoes?catalogType=M")).status).toBe(200);
  });

  it("answers as the OpenAPI document describes", async () => {
    const calls = catalogContentCalls;
    const declared: Record<string, CallSpec> = {
      "PUT /api/balcao/catalogo/secoes": calls.sections,
      "PUT /api/balcao/catalogo/abas": calls.tabs,
      "PUT /api/balcao/catalogo/destaques": calls.highlights,
      "POST /api/balcao/catalogo/noticias": calls.news.create,
      "PUT /api/balcao/catalogo/noticias/{id}": calls.news.replace,
      "DELETE /api/balcao/catalogo/noticias/{id}": calls.news.remove,
    };
    const shape = (call: string, res: { status: number; body: unknown }) => {
      const [status, answer] = Object.entries(declared[call]!.responses).find(([s]) => s.startsWith("2"))!;
      expect(answer.kind, call).toBe("json");
      expect(res.status, call).toBe(Number(status));
      expect(answer.kind === "json" && answer.schema.safeParse(res.body).success, call).toBe(true);
    };
    const sections = await get<CatalogSection[]>("/catalogo/secoes?catalogType=K");
    shape(
      "PUT /api/balcao/catalogo/secoes",
      await send("PUT", "/api/balcao/catalogo/secoes", { tipo_catalogo: "K", secoes: sections }),
    );
    shape(
      "PUT /api/balcao/catalogo/abas",
      await send("PUT", "/api/balcao/catalogo/abas", { tipo_catalogo: "M", cod_biblioteca: 2, abas: [] }),
    );
    shape(
      "PUT /api/balcao/catalogo/destaques",
      await send("PUT", "/api/balcao/catalogo/destaques", { tipo_catalogo: "C", acervos: [] }),
    );
    const made = await send("POST", "/api/balcao/catalogo/noticias", { tipo_catalogo: "C", titulo: "Aviso" });
    shape("POST /api/balcao/catalogo/noticias", made);
    const url = `/api/balcao/catalogo/noticias/${(made.body as { id: number }).id}`;
    shape("PUT /api/balcao/catalogo/noticias/{id}", await send("PUT", url, { tipo_catalogo: "C", titulo: "Aviso!" }));
    shape("DELETE /api/balcao/catalogo/noticias/{id}", await send("DELETE", url, {}));
  });

  it("refuses a missing or wrong key and a form body", async () => {
    const body = JSON.stringify({ tipo_catalogo: "K", secoes: [] });
    const bare = await lib.call("/api/balcao/catalogo/secoes", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body,
    });
    expect(bare.status).toBe(401);
    expect(
      (await send("PUT", "/api/balcao/catalogo/secoes", { tipo_catalogo: "K", secoes: [] }, "stf_wrong")).status,
    ).toBe(401);
    const form = await lib.call("/api/balcao/catalogo/noticias", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-staff-key": everyLibrary },
      body: "tipo_catalogo=K&titulo=t",
    });
    expect(form.status).toBe(400);
  });
});
