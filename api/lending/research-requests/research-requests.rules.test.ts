import { describe, expect, it } from "vitest";

import { cardText, directOrder, invertedOrder } from "./catalogue-card.ts";
import { keywordsOf, relevantValues, requestSchema, type RequestRule } from "./research-requests.rules.ts";

const code = (rule: RequestRule, field: string, values?: { max: number }) =>
  `${field}:${rule}${values ? `:${values.max}` : ""}`;
const problems = (type: Parameters<typeof requestSchema>[0], input: Record<string, unknown>, checkFile = false) => {
  const parsed = requestSchema(type, code, { today: "2026-11-26", checkFile }).safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe("research request rules", () => {
  it("reports every problem at once, in field order", () => {
    expect(
      problems("comutacao-bibliografica", {
        tipo_documento: "parte",
        titulo: "  ",
        ano: "1",
        pagina_inicial: "9",
        pagina_final: "3",
      }),
    ).toEqual(["titulo:required", "titulo_documento:required", "ano:year", "pagina_final:pagesOrder"]);
  });

  it("needs each switching document's own fields", () => {
    expect(problems("comutacao-bibliografica", { tipo_documento: "artigo", titulo: "T" })).toEqual([
      "periodico:required",
      "ano:required",
      "pagina_inicial:required",
      "pagina_final:required",
    ]);
    expect(problems("comutacao-bibliografica", { tipo_documento: "tese", titulo: "T" })).toEqual([
      "autor:required",
      "instituicao:required",
      "ano:required",
    ]);
  });

  it("compares pages and years only when both are valid", () => {
    expect(
      problems("comutacao-bibliografica", {
        tipo_documento: "parte",
        titulo: "T",
        titulo_documento: "D",
        pagina_inicial: "x",
        pagina_final: "3",
      }),
    ).toEqual(["pagina_inicial:integer:99999"]);
    expect(problems("levantamento-bibliografico", { assunto: "A", ano_inicial: "2001", ano_final: "2000" })).toEqual([
      "ano_final:yearsOrder",
    ]);
    expect(problems("levantamento-bibliografico", { assunto: "A", ano_inicial: "2000", ano_final: "2000" })).toEqual(
      [],
    );
  });

  it("takes a deadline from today on", () => {
    expect(problems("pesquisa-especializada", { tema: "T", objetivo: "O", prazo: "2026-11-25" })).toEqual([
      "prazo:pastDate",
    ]);
    expect(problems("pesquisa-especializada", { tema: "T", objetivo: "O", prazo: "2026-11-26" })).toEqual([]);
  });

  it("checks the thesis file by name and size when asked", () => {
    const base = {
      autor: "A, B",
      titulo: "T",
      ano: "2026",
      folhas: "10",
      tipo_trabalho: "tcc",
      curso: "C",
      instituicao: "I",
      cidade: "X",
      orientador: "O P",
      palavras_chave: "a; b",
    };
    expect(problems("ficha-catalografica", base, true)).toEqual(["arquivo:required"]);
    const doc = new File(["x"], "tese.docx", { type: "application/msword" });
    expect(problems("ficha-catalografica", { ...base, arquivo: doc }, true)).toEqual(["arquivo:fileType"]);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "tese.pdf", { type: "application/pdf" });
    expect(problems("ficha-catalografica", { ...base, arquivo: big }, true)).toEqual(["arquivo:fileSize:10"]);
    expect(problems("ficha-catalografica", base, false)).toEqual([]);
  });

  it("normalises values: numbers, the yes/no, keywords; drops what a document does not use", () => {
    const out = requestSchema("ficha-catalografica", code, { today: "2026-11-26", checkFile: false }).parse({
      autor: "A, B",
      titulo: "T",
      ano: "2026",
      folhas: "10",
      tipo_trabalho: "tcc",
      curso: "C",
      instituicao: "I",
      cidade: "X",
      orientador: "O P",
      palavras_chave: " a ;; b\nc ",
    });
    expect(out).toEqual({
      autor: "A, B",
      titulo: "T",
      ano: 2026,
      folhas: 10,
      ilustracoes: false,
      tipo_trabalho: "tcc",
      curso: "C",
      instituicao: "I",
      cidade: "X",
      orientador: "O P",
      palavras_chave: "a; b; c",
    });
    expect(keywordsOf("x; ;y")).toEqual(["x", "y"]);
    expect(
      relevantValues("comutacao-bibliografica", { tipo_documento: "tese", titulo: "T", periodico: "P", volume: "1" }),
    ).toEqual({ tipo_documento: "tese", titulo: "T" });
  });
});

describe("the catalogue card", () => {
  it("turns names around for the entries", () => {
    expect(directOrder("Silva, Maria da")).toBe("Maria da Silva");
    expect(directOrder("Platão")).toBe("Platão");
    expect(invertedOrder("Marta Ribeiro")).toBe("Ribeiro, Marta");
    expect(invertedOrder("Ribeiro, Marta")).toBe("Ribeiro, Marta");
  });

  it("writes a thesis card with its advisors, note and tracings", () => {
    expect(
      cardText(
        {
          autor: "Lima, Ana",
          titulo: "Título",
          ano: 2025,
          folhas: 200,
          ilustracoes: false,
          tipo_trabalho: "tese",
          curso: "Educação",
          instituicao: "Universidade X",
          cidade: "Recife",
          orientador: "Paulo Freire Neto",
          coorientador: "Rosa Maria",
          palavras_chave: "Ensino; Leitura",
        },
        { classificacao: "CDD 370", cutter: "L732t", assuntos: [], bibliotecario: null },
      ),
    ).toEqual({
      cutter: "L732t",
      heading: "Lima, Ana.",
      body: [
        "Título / Ana Lima ; orientador, Paulo Freire Neto ; coorientador, Rosa Maria. – Recife, 2025.",
        "200 f.",
        "Tese (Doutorado em Educação) – Universidade X, Recife, 2025.",
        "1. Ensino. 2. Leitura. I. Neto, Paulo Freire. II. Maria, Rosa. III. Universidade X. IV. Título.",
      ],
      classification: "CDD 370",
    });
  });
});
