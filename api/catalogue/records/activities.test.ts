import { describe, expect, it } from "vitest";
import { parseActivities, recordActivities, type RecordFacts } from "./activities.ts";

const none: RecordFacts = { copies: 0, closedStackCopies: 0, kardex: false, summaries: false, bookContents: false };
const codes = (enabled: Set<number>, facts: Partial<RecordFacts> = {}) =>
  recordActivities(enabled, { ...none, ...facts }, "pt").map((a) => a.cod_atividade);

describe("record page activities", () => {
  it("shows 33, 36 and 115 by default, with 'Dados do acervo' and 'Capas' always, sorted by code", () => {
    expect(codes(parseActivities(undefined))).toEqual([-1, 0, 33, 36, 115]);
    expect(codes(parseActivities(""))).toEqual([-1, 0]);
  });

  it("ignores codes that are not configurable and malformed entries", () => {
    expect([...parseActivities("33, 999,abc,36")]).toEqual([33, 36]);
  });

  it("shows copies only when there are copies, and reserve and loan requests only with 33 and copies", () => {
    const all = parseActivities("30,33,36,115,18,75,128,32,74");
    expect(codes(all)).toEqual([-1, 0, 33, 36, 74, 115]);
    expect(codes(all, { copies: 2 })).toEqual([-1, 0, 18, 30, 31, 33, 36, 74, 75, 115, 128]);
    expect(codes(parseActivities("30,18,75"), { copies: 2 })).toEqual([-1, 0, 30, 31]);
    // Where the copies stand goes with the reservation too, and with neither it has no place.
    expect(codes(parseActivities("18,33"), { copies: 2 })).toEqual([-1, 0, 18, 31, 33]);
    expect(codes(parseActivities("33,36"), { copies: 2 })).toEqual([-1, 0, 33, 36]);
  });

  it("shows the kardex for serials with issues, summaries, book contents and closed stacks when the record has them", () => {
    const enabled = parseActivities("32,33");
    expect(
      codes(enabled, { kardex: true, summaries: true, bookContents: true, closedStackCopies: 1, copies: 1 }),
    ).toEqual([-1, 0, 32, 33, "summary", "sumario_livro", "acervo_fechado"]);
    expect(codes(parseActivities("33"), { kardex: true })).toEqual([-1, 0, 33]);
  });

  it("gives each activity its slug and a translated label", () => {
    const activities = recordActivities(
      parseActivities("30,32,33"),
      { ...none, copies: 1, kardex: true, summaries: true },
      "en",
    );
    expect(activities.map((a) => [a.cod_atividade, a.slug, a.descricao])).toEqual([
      [-1, "capas", "Covers"],
      [0, "", "Record data"],
      [30, "exemplares", "Copies"],
      [31, "localizacao", "Location"],
      [32, "colecao-kardex", "Holdings (kardex)"],
      [33, "referencia", "Reference"],
      ["summary", "sumarios", "Contents"],
    ]);
  });
});
