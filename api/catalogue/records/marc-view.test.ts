import { describe, expect, it } from "vitest";
import { loadRecord, marc } from "../../../tests/fixtures/records/load.ts";
import { toMarcView, toRecordMarcView } from "./marc-view.ts";

describe("toMarcView", () => {
  it("keeps the leader, control values, indicators (blanks included) and subfields in order", () => {
    const record = marc(
      "00000nam a2200000 i 4500",
      "001 002928322",
      "008 190219s2019    bl     f      000 0 por d",
      "245 10 $a Metodologia da pesquisa jurídica $b teoria e prática",
      "650 _7 $a PESQUISA JURÍDICA $2 larpcal",
    );
    expect(toMarcView(record)).toEqual({
      lider: "00000nam a2200000 i 4500",
      campos: [
        { tag: "001", valor: "002928322" },
        { tag: "008", valor: "190219s2019    bl     f      000 0 por d" },
        {
          tag: "245",
          ind1: "1",
          ind2: "0",
          subcampos: [
            { codigo: "a", valor: "Metodologia da pesquisa jurídica" },
            { codigo: "b", valor: "teoria e prática" },
          ],
        },
        {
          tag: "650",
          ind1: " ",
          ind2: "7",
          subcampos: [
            { codigo: "a", valor: "PESQUISA JURÍDICA" },
            { codigo: "2", valor: "larpcal" },
          ],
        },
      ],
    });
  });

  it("keeps 880 fields and their linkage as catalogued", () => {
    const view = toMarcView(loadRecord("real-book-880-11863531"));
    expect(view.campos.find((f) => f.tag === "880" && f.subcampos?.[0].valor.startsWith("245"))).toEqual({
      tag: "880",
      ind1: "1",
      ind2: "0",
      subcampos: [
        { codigo: "6", valor: "245-02/$1" },
        { codigo: "a", valor: "中国国际战略导论 /" },
        { codigo: "c", valor: "门洪华著." },
      ],
    });
  });
});

describe("toRecordMarcView", () => {
  const record = marc(
    "00000nam a2200000 i 4500",
    "001 123",
    "245 10 $a Título",
    "541 0_ $a Doação de Fulano $h R$ 10,00",
    "541 1_ $a Compra",
    "650 _0 $a Dogs $x Juvenile fiction",
    "856 40 $u https://example.org/a.pdf $x nota interna $y Texto",
    "856 40 $u /vinculos/demo/x.pdf $x AR $y Acesso restrito",
    "856 41 $u https://example.org/acessivel $x AC",
    "970 __ $a Processamento técnico local",
    "999 __ $a 001234 $b Chamada local",
  );
  const tags = (view: { campos: { tag: string }[] }) => view.campos.map((f) => f.tag);

  it("leaves local fields (9XX) and nonpublic notes out of the public view, and counts the local fields", () => {
    const view = toRecordMarcView(record, false);
    expect(view.liberacao).toBe(false);
    expect(view.campos_locais).toBe(2);
    expect(tags(view)).toEqual(["001", "245", "541", "650", "856", "856"]);
    const [web, restricted] = view.campos.filter((f) => f.tag === "856");
    expect(web.subcampos).toEqual([
      { codigo: "u", valor: "https://example.org/a.pdf" },
      { codigo: "y", valor: "Texto" },
    ]);
    expect(restricted.subcampos).toEqual([{ codigo: "y", valor: "Acesso restrito" }]);
    // The AC link had only its address and its mark: nothing of it is left to show.
    // $x of a subject is a subdivision, not a note: it stays.
    expect(view.campos.find((f) => f.tag === "650")?.subcampos?.map((s) => s.codigo)).toEqual(["a", "x"]);
  });

  it("shows local fields and notes in the complete view, never restricted addresses or private fields", () => {
    const view = toRecordMarcView(record, true);
    expect(view.liberacao).toBe(true);
    expect(tags(view)).toEqual(["001", "245", "541", "650", "856", "856", "856", "970", "999"]);
    expect(view.campos.find((f) => f.tag === "541")?.subcampos?.[0].valor).toBe("Compra");
    const json = JSON.stringify(view);
    expect(json).not.toContain("Doação de Fulano");
    expect(json).not.toContain("/vinculos/");
    expect(json).not.toContain("example.org/acessivel");
    expect(view.campos.filter((f) => f.tag === "856").map((f) => f.subcampos?.map((s) => s.codigo))).toEqual([
      ["u", "x", "y"],
      ["x", "y"],
      ["x"],
    ]);
    expect(view.campos.find((f) => f.tag === "999")?.subcampos).toEqual([
      { codigo: "a", valor: "001234" },
      { codigo: "b", valor: "Chamada local" },
    ]);
  });
});
