import { describe, expect, test } from "vitest";

import type { RecordActivity } from "../../../api/contract.ts";
import { currentSlug, DEFAULT_ACTIVITIES, isRefusedTab, presentTabs } from "./activities.ts";

// GET /api/acervo/203/permissoes of docs/api.md.
const SERIAL: RecordActivity[] = [
  { cod_atividade: -1, slug: "capas", descricao: "Capas" },
  { cod_atividade: 0, slug: "", descricao: "Dados do acervo" },
  { cod_atividade: 18, slug: "reserva", descricao: "Reserva" },
  { cod_atividade: 30, slug: "exemplares", descricao: "Exemplares" },
  { cod_atividade: 32, slug: "colecao-kardex", descricao: "Coleção (kardex)" },
  { cod_atividade: 33, slug: "referencia", descricao: "Referência" },
  { cod_atividade: 36, slug: "marc", descricao: "MARC" },
  { cod_atividade: 74, slug: "dados-estatisticos", descricao: "Dados estatísticos" },
  { cod_atividade: 75, slug: "solicitacao-emprestimo", descricao: "Solicitação de empréstimo" },
  { cod_atividade: 115, slug: "dublin-core", descricao: "Dublin Core" },
  { cod_atividade: 128, slug: "solicitacao-emprestimo-delivery", descricao: "Solicitação de empréstimo com entrega" },
];

describe("presentTabs", () => {
  test("keeps the service's order after the data tab, the covers first, links every slug under the record", () => {
    const tabs = presentTabs(SERIAL, 203);
    expect(tabs.map((t) => t.slug)).toEqual([
      "",
      "capas",
      "reserva",
      "exemplares",
      "colecao-kardex",
      "referencia",
      "marc",
      "dados-estatisticos",
      "solicitacao-emprestimo",
      "dublin-core",
      "solicitacao-emprestimo-delivery",
    ]);
    expect(tabs[0]).toEqual({ slug: "", href: "/acervo/203", label: "record.tabs.dados", translate: true });
    expect(tabs.find((t) => t.slug === "solicitacao-emprestimo-delivery")?.href).toBe(
      "/acervo/203/solicitacao-emprestimo-delivery",
    );
    expect(tabs.every((t) => t.translate)).toBe(true);
  });

  test("an unknown slug keeps the service's label; an unsafe slug is dropped; the data tab is always first", () => {
    const tabs = presentTabs(
      [
        { cod_atividade: 31, slug: "localizacao-nova", descricao: "Nova aba" },
        { cod_atividade: 99, slug: "../admin", descricao: "x" },
        { cod_atividade: 98, slug: "javascript:alert(1)", descricao: "x" },
      ],
      5,
    );
    expect(tabs.map((t) => [t.slug, t.label, t.translate])).toEqual([
      ["", "record.tabs.dados", true],
      ["localizacao-nova", "Nova aba", false],
    ]);
  });

  test("the defaults are the spec's (33, 36, 115 and the data)", () => {
    expect(presentTabs(DEFAULT_ACTIVITIES, 1).map((t) => t.slug)).toEqual(["", "referencia", "marc", "dublin-core"]);
  });
});

describe("tab guard", () => {
  test("currentSlug reads the segment after the id", () => {
    expect(currentSlug("/acervo/12")).toBe("");
    expect(currentSlug("/acervo/12/")).toBe("");
    expect(currentSlug("/acervo/12/colecao-kardex")).toBe("colecao-kardex");
    expect(currentSlug("/acervo/12/restrito")).toBe("restrito");
  });

  test("a tab of this OPAC the record lacks is refused; other paths are left to their routes", () => {
    expect(isRefusedTab("colecao-kardex", DEFAULT_ACTIVITIES)).toBe(true);
    expect(isRefusedTab("exemplares", DEFAULT_ACTIVITIES)).toBe(true);
    expect(isRefusedTab("referencia", DEFAULT_ACTIVITIES)).toBe(false);
    expect(isRefusedTab("", DEFAULT_ACTIVITIES)).toBe(false);
    expect(isRefusedTab("restrito", DEFAULT_ACTIVITIES)).toBe(false);
    expect(isRefusedTab("reserva", DEFAULT_ACTIVITIES)).toBe(false);
  });
});
