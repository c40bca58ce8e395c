import { describe, expect, it } from "vitest";
import { balanceBrackets, clean, isUnknownDate, isUnknownPlace, isUnknownPublisher, joinIsbd } from "./isbd.ts";
import { parseImprintText } from "./imprint.ts";

describe("clean", () => {
  it.each([
    ["Introdução à indexação :", "Introdução à indexação"],
    ["Ten easy piano pieces : ", "Ten easy piano pieces"],
    ["Essays in corporate finance /", "Essays in corporate finance"],
    ["Acta cytologica.", "Acta cytologica"],
    ["Mankato, Minn. :", "Mankato, Minn."],
    ["Honesdale, Pa. :", "Honesdale, Pa."],
    ["Hill, Walter,", "Hill, Walter"],
    ["Título paralelo =", "Título paralelo"],
    ["Coleção Leitura ;", "Coleção Leitura"],
    ["1953.", "1953"],
    ["23 cm.", "23 cm"],
  ])("strips the closing ISBD punctuation of %j", (raw, expected) => {
    expect(clean(raw)).toBe(expected);
  });

  it.each([
    "Ada, G. L.",
    "3. ed. rev.",
    "Editora Exemplo Ltda.",
    "Thesis (Ph.D.",
    "son., color.",
    "Min.",
    "A saga continua...",
  ])("keeps the period of an abbreviation, an initial or an ellipsis: %j", (value) => {
    expect(clean(value)).toBe(value);
  });

  it("does not take the period after a number for an abbreviation", () => {
    expect(clean("Apelação Cível nº 0000000-00.2021.8.21.0001.")).toBe("Apelação Cível nº 0000000-00.2021.8.21.0001");
  });
});

describe("unknown place, publisher, date", () => {
  it("closes the brackets ISBD splits across subfields", () => {
    expect(balanceBrackets("[S.l.")).toBe("[S.l.]");
    expect(balanceBrackets("s.n.]")).toBe("[s.n.]");
    expect(balanceBrackets("[Venice]")).toBe("[Venice]");
  });

  it.each([
    "[S.l.]",
    "S.l.",
    "[s. l.]",
    "[Place of publication not identified]",
    "[Local não identificado]",
    "[Sine loco]",
  ])("recognises %j as an unknown place", (value) => {
    expect(isUnknownPlace(value)).toBe(true);
  });

  it.each(["[s.n.]", "[publisher not identified]", "[editora não identificada]", "[Sine nomine]"])(
    "recognises %j as an unknown publisher",
    (value) => {
      expect(isUnknownPublisher(value)).toBe(true);
    },
  );

  it("recognises unknown dates and leaves real ones", () => {
    expect(isUnknownDate("[date of distribution not given]")).toBe(true);
    expect(isUnknownDate("[s.d.]")).toBe(true);
    expect(isUnknownDate("[2019?]")).toBe(false);
    expect(isUnknownPlace("São Paulo")).toBe(false);
  });
});

describe("joinIsbd", () => {
  const sf = (...pairs: [string, string][]) => pairs.map(([code, value]) => ({ code, value }));

  it("keeps the separators the cataloguer typed", () => {
    expect(
      joinIsbd(sf(["a", "Zhongguo wai jiao ="], ["b", "Sixty years /"], ["c", "Wang."]), { b: " : ", c: " / " }),
    ).toBe("Zhongguo wai jiao = Sixty years / Wang");
  });

  it("supplies separators a record without ISBD punctuation lacks", () => {
    expect(joinIsbd(sf(["a", "São Paulo"], ["b", "Saraiva"], ["c", "2019"]), { b: " : ", c: ", " })).toBe(
      "São Paulo : Saraiva, 2019",
    );
  });

  it("does not take an abbreviation's period for a separator", () => {
    expect(joinIsbd(sf(["b", "M.A."], ["c", "University of Florida"]), { c: " – " })).toBe(
      "M.A. – University of Florida",
    );
  });
});

describe("parseImprintText (773 $d)", () => {
  it.each([
    [
      "Rio de Janeiro : Editora Modelo, 2018",
      { place: "Rio de Janeiro", publisher: "Editora Modelo", issued: { year: 2018, literal: "2018" } },
    ],
    [
      "Alexandria, VA : Alexander Street Press, [2000]",
      { place: "Alexandria, VA", publisher: "Alexander Street Press", issued: { year: 2000, literal: "[2000]" } },
    ],
    ["Stuttgart, 1971", { place: "Stuttgart", issued: { year: 1971, literal: "1971" } }],
    ["Brasília, DF", { place: "Brasília, DF", issued: undefined }],
    ["São Paulo : Associação Exemplo", { place: "São Paulo", publisher: "Associação Exemplo", issued: undefined }],
  ])("%s", (text, expected) => {
    expect(parseImprintText(text)).toEqual(expected);
  });
});
