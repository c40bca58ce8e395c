/**
 * The accessible search's calls (/api/accessibility, decision 038) on the real demo records,
 * on both engines: title search sorted Z to A ten a page, the TT/TA filter, libraries and work
 * types as filters, a record's details (with one library's copies) and its libraries.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AccessibleDetails,
  AccessibleFilters,
  AccessibleLibrary,
  AccessibleSearchResponse,
} from "../../api/catalogue/accessibility/contract.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

/** "Civil disobedience" read by Archibald MacLeish: a spoken-word recording, so accessible (decision 020). */
const THOREAU = 601;

describe.each(engines)("accessible search on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const get = async <T>(path: string) => {
    const res = await lib.call(path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as T;
  };

  it("finds titles, ten a page, sorted by description descending", async () => {
    const first = await get<AccessibleSearchResponse>("/api/accessibility/search?search_text=civil");
    expect(first).toMatchObject({ totalRegistros: 14, page: 1, perPage: 10, ordenacao: "descricao_desc" });
    expect(first.registros).toHaveLength(10);
    expect(first.registros.slice(0, 3).map((r) => r.descricao)).toEqual([
      "Women and conflict in the Nigerian civil war",
      "The United States Civil Service Commission Announces An Examination For Correctional Officer (Male) : Correctional Officer (Female) : $3,410 a Year (Grades GS-5)",
      // Sorted without its leading article, as every title sort of the catalogue.
      "A treatise on the civil and criminal jurisdiction of justices of the peace, and the powers and duties of constables in executing process in the state of Wisconsin",
    ]);
    const second = await get<AccessibleSearchResponse>("/api/accessibility/search?search_text=civil&page=2");
    expect(second.registros.map((r) => r.descricao)).toEqual([
      "Civil Service Injury Benefits Scheme (Northern Ireland) (Amendment no. 2) Scheme 2005",
      "Civil Service Injury Benefits (Amendment) Scheme (Northern Ireland) 2005",
      "Civil procedure at common law",
      "Civil disobedience",
    ]);
    expect(second.registros[3]).toEqual({
      cod_acervo: THOREAU,
      descricao: "Civil disobedience",
      autor: "Thoreau, Henry David",
      ano_publicacao: 1968,
      cod_tipo_obra: 9,
      desc_tipo_obra: "Gravação de som",
      possui_acessibilidade: "S",
      dados_adicionais: {
        B: [
          { codigo: "2", descricao: "Biblioteca de Ciências Humanas" },
          { codigo: "3", descricao: "Biblioteca do Campus Norte" },
        ],
      },
    });
  });

  it("keeps only titles with an accessible version with TA", async () => {
    const only = await get<AccessibleSearchResponse>(
      "/api/accessibility/search?search_text=civil&accessibleTitleSearch=TA",
    );
    expect(only.totalRegistros).toBe(1);
    expect(only.registros.map((r) => r.cod_acervo)).toEqual([THOREAU]);
  });

  it("offers the libraries and work types as filters, and applies them", async () => {
    const filters = await get<AccessibleFilters>("/api/accessibility/filters?search_text=civil");
    expect(filters.map((f) => f.codigo)).toEqual(["B", "T"]);
    expect(filters[1].contagem.map((c) => [c.codigo, c.descricao, c.total])).toEqual([
      ["9", "Gravação de som", 1],
      ["1", "Livro", 13],
    ]);
    expect(filters[0].contagem.map((c) => [c.codigo, c.total])).toEqual([
      ["1", 8],
      ["2", 9],
      ["3", 9],
    ]);
    const sound = await get<AccessibleSearchResponse>("/api/accessibility/search?search_text=civil&T=9");
    expect(sound.registros.map((r) => r.cod_acervo)).toEqual([THOREAU]);
    const central = await get<AccessibleSearchResponse>("/api/accessibility/search?search_text=civil&B=1");
    expect(central.totalRegistros).toBe(8);
  });

  it("gives a record's details, with one library's copies when asked", async () => {
    const details = await get<AccessibleDetails>(`/api/accessibility/collection/${THOREAU}/details`);
    expect(details).toMatchObject({
      cod_acervo: THOREAU,
      titulo: "Civil disobedience",
      autor: "Thoreau, Henry David",
      ano_publicacao: 1968,
      desc_tipo_obra: "Gravação de som",
      idioma_desc: "Inglês",
      possui_acessibilidade: "S",
      links: [],
      biblioteca: null,
    });
    expect(details.campos.find((c) => c.rotulo === "notes")?.valores[0]).toBe("Read by Archibald MacLeish");
    const atLibrary = await get<AccessibleDetails>(`/api/accessibility/collection/${THOREAU}/details?codBiblioteca=2`);
    expect(atLibrary.biblioteca).toMatchObject({
      cod_biblioteca: 2,
      desc_biblioteca: "Biblioteca de Ciências Humanas",
      total: 1,
      disponiveis: 1,
    });
    expect(atLibrary.biblioteca?.exemplares).toHaveLength(1);
  });

  it("lists the libraries holding a record, with how many copies are available", async () => {
    expect(await get<AccessibleLibrary[]>(`/api/accessibility/collection/${THOREAU}/libraries`)).toEqual([
      {
        cod_biblioteca: 2,
        desc_biblioteca: "Biblioteca de Ciências Humanas",
        nome_campus: "Campus Centro",
        total: 1,
        disponiveis: 1,
      },
      {
        cod_biblioteca: 3,
        desc_biblioteca: "Biblioteca do Campus Norte",
        nome_campus: "Campus Norte",
        total: 1,
        disponiveis: 0,
      },
    ]);
  });

  it("refuses bad input with 400 naming the parameter, and answers 404 for what does not exist", async () => {
    const cases: [string, number, string][] = [
      ["/api/accessibility/search", 400, "search_text"],
      ["/api/accessibility/search?search_text=%20%20", 400, "search_text"],
      ["/api/accessibility/search?search_text=civil&accessibleTitleSearch=XX", 400, "accessibleTitleSearch"],
      ["/api/accessibility/search?search_text=civil&page=0", 400, "page"],
      ["/api/accessibility/filters?search_text=civil&B=abc", 400, "B"],
      ["/api/accessibility/collection/abc/details", 400, "id"],
      ["/api/accessibility/collection/601/details?codBiblioteca=-1", 400, "codBiblioteca"],
    ];
    for (const [path, status, name] of cases) {
      const res = await lib.call(path);
      expect(res.status, path).toBe(status);
      expect((res.body as { error: { code: string; message: string } }).error.code, path).toBe("invalid_parameter");
      expect((res.body as { error: { message: string } }).error.message, path).toContain(name);
    }
    const missing = await lib.call("/api/accessibility/collection/999999/libraries");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: "record_not_found", message: "Acervo 999999 não encontrado." } });
    // A library that holds no copy of it.
    const elsewhere = await lib.call(`/api/accessibility/collection/${THOREAU}/details?codBiblioteca=1`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toEqual({ error: { code: "library_not_found", message: "Biblioteca não encontrada." } });
  });
});
