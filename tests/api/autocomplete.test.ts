import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Suggestion } from "../../api/catalogue/search/autocomplete.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("auto-complete on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const suggest = async (term: string, searchBy: string, extra = "") => {
    const res = await lib.call(
      `/api/consulta/auto-complete?term=${encodeURIComponent(term)}&searchBy=${searchBy}${extra}`,
    );
    expect(res.status).toBe(200);
    return res.body as Suggestion[];
  };

  it("completes a title from the catalogue's real titles, best match first", async () => {
    const list = await suggest("shakesp", "TITULO");
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toEqual({ termo: "Shakespeare's wide and universal stage", tipo: "TITULO" });
    for (const s of list) {
      expect(s.tipo).toBe("TITULO");
      expect(s.termo.toLowerCase()).toContain("shakespeare");
    }
  });

  it("maps the index names: INDICE_1 is TITULO, INDICE_3 AUTOR, INDICE_2 ASSUNTO", async () => {
    expect(await suggest("shakesp", "INDICE_1")).toEqual(await suggest("shakesp", "TITULO"));
    expect(await suggest("shakesp", "INDICE_3")).toEqual(await suggest("shakesp", "AUTOR"));
    expect(await suggest("shakesp", "INDICE_2")).toEqual(await suggest("shakesp", "ASSUNTO"));
    expect((await suggest("shakesp", "AUTOR"))[0]).toEqual({ termo: "Shakespeare, William", tipo: "AUTOR" });
    const subjects = await suggest("shakesp", "ASSUNTO");
    expect(subjects.map((s) => s.termo)).toContain("Shakespeare, William, 1564-1616");
    expect(new Set(subjects.map((s) => s.tipo))).toEqual(new Set(["ASSUNTO"]));
  });

  it("LIVRE suggests titles, names and subjects, each heading once", async () => {
    const list = await suggest("shakesp", "LIVRE", "&limit=20");
    expect(new Set(list.map((s) => s.tipo))).toEqual(new Set(["TITULO", "AUTOR", "ASSUNTO"]));
    const texts = list.map((s) => s.termo.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
    // A heading that starts with the typed text ranks before one that only contains it.
    expect(list[0].termo.toLowerCase().startsWith("shakesp")).toBe(true);
  });

  it("ignores accents and case, and completes a word inside the heading", async () => {
    const plain = await suggest("litteratur", "ASSUNTO");
    const accented = await suggest("LITTÉRATUR", "ASSUNTO");
    expect(accented).toEqual(plain);
    expect(plain[0]).toEqual({ termo: "litteratur", tipo: "ASSUNTO" });
    const inside = await suggest("brasil", "ASSUNTO");
    expect(inside.map((s) => s.termo)).toContain("CÓDIGO CIVIL -- BRASIL");
  });

  it("corrects a typo by trigram similarity when nothing completes it", async () => {
    const list = await suggest("shakspeare", "AUTOR");
    expect(list[0]).toEqual({ termo: "Shakespeare, William", tipo: "AUTOR" });
  });

  it("answers an empty list when nothing is similar, and honours limit", async () => {
    expect(await suggest("xqzvw", "LIVRE")).toEqual([]);
    expect(await suggest("%_", "LIVRE")).toEqual([]);
    expect(await suggest("hist", "ASSUNTO", "&limit=3")).toHaveLength(3);
  });

  it("offers the headings of a record imported later", async () => {
    const before = await suggest("Zzyzx tribology", "TITULO");
    expect(before).toEqual([]);
    const { upsertRecords } = await import("../../api/catalogue/records/record-write.repository.ts");
    const { indexFields } = await import("../../api/catalogue/records/index-fields.ts");
    const record = {
      leader: "00000nam a2200000 a 4500",
      fields: [
        { tag: "001", value: "autocomplete-test-1" },
        { tag: "245", ind1: "1", ind2: "0", subfields: [{ code: "a", value: "Zzyzx tribology handbook" }] },
      ],
    };
    await lib.db.transaction((tx) => upsertRecords(tx, [indexFields(record as never)]));
    expect(await suggest("Zzyzx tribology", "TITULO")).toEqual([{ termo: "Zzyzx tribology handbook", tipo: "TITULO" }]);
  });

  it.each([
    ["term=&searchBy=LIVRE", "pt", "Informe um termo para receber sugestões."],
    ["term=%20%20&searchBy=TITULO", "en", "Enter a term to get suggestions."],
    ["searchBy=TITULO", "es", "Escriba un término para recibir sugerencias."],
    [
      "term=hist&searchBy=EDITORA",
      "pt",
      "Opção de pesquisa inválida para sugestões: use TITULO, AUTOR, ASSUNTO, LIVRE, INDICE_1, INDICE_2 ou INDICE_3.",
    ],
    [
      "term=hist",
      "en",
      "Invalid search option for suggestions: use TITULO, AUTOR, ASSUNTO, LIVRE, INDICE_1, INDICE_2 or INDICE_3.",
    ],
    [`term=${"a".repeat(201)}&searchBy=LIVRE`, "pt", "O termo das sugestões pode ter no máximo 200 caracteres."],
    ["term=hist&searchBy=LIVRE&limit=0", "pt", "Parâmetro inválido: limit."],
  ])("refuses %s with a 400 in the caller's language", async (query, lang, message) => {
    const header = { pt: "1", en: "5", es: "3" }[lang]!;
    const res = await lib.call(`/api/consulta/auto-complete?${query}`, { headers: { lang: header } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "invalid_parameter", message } });
  });
});
