import { describe, expect, it } from "vitest";
import { loadRecord, marc } from "../../tests/fixtures/records/load.ts";
import { toMarcView } from "./marc-view.ts";

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
        { tag: "650", ind1: " ", ind2: "7", subcampos: [{ codigo: "a", valor: "PESQUISA JURÍDICA" }, { codigo: "2", valor: "larpcal" }] },
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
