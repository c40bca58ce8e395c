import { expect, test } from "vitest";

import type { AuthorityDetails } from "../../../api/contract.ts";
import {
  fieldInWords,
  foldValues,
  groupFields,
  parsePage,
  presentAuthorityLinks,
  presentIdentifier,
} from "./authority.ts";

const field = (paragrafo: string, label: string, texto: string) => ({
  paragrafo,
  seq_paragrafo: 1,
  ordem: 1,
  rotulo: "x",
  descricao_paragrafo: label,
  ind1: " ",
  ind2: " ",
  texto,
  campos: [],
});

const details: AuthorityDetails = {
  cod_autoridade: 30,
  cabecalho: "Goethe, Johann Wolfgang von, 1749-1832",
  tipo: "pessoa",
  desc_tipo: "Pessoa",
  paragrafo: "100",
  campos: [
    field("024", "Identificador", "wikidata: Q5879"),
    field("100", "Forma autorizada", "Goethe, Johann Wolfgang von, 1749-1832"),
    field("400", "Remissiva (ver)", "Goethe, J. W."),
    field("400", "Remissiva (ver)", "Gete, Iogann"),
    field("678", "Dados biográficos", "Poeta alemão."),
  ],
  identificadores: [],
  links: [
    { paragrafo: "678", url: "https://example.org/bio", descricao: "" },
    { paragrafo: "670", url: "javascript:alert(1)", descricao: "x" },
  ],
  total_acervos: 3,
};

test("fields are grouped by label, without 024 and the heading", () => {
  expect(groupFields(details)).toEqual([
    { label: "Remissiva (ver)", tag: "400", values: ["Goethe, J. W.", "Gete, Iogann"] },
    { label: "Dados biográficos", tag: "678", values: ["Poeta alemão."] },
  ]);
});

test("the seven sources get their logo; others and addressless ones are text", () => {
  expect(
    presentIdentifier({
      fonte: "wikidata",
      codigo: "Q5879",
      url: "https://www.wikidata.org/wiki/Q5879",
      logo: true,
      seq_paragrafo: 1,
    }),
  ).toEqual({
    source: "wikidata",
    name: "Wikidata",
    code: "Q5879",
    url: "https://www.wikidata.org/wiki/Q5879",
    logo: "/logos/wikidata.svg",
  });
  expect(
    presentIdentifier({ fonte: "gnd", codigo: "1", url: "https://d-nb.info/gnd/1", logo: false, seq_paragrafo: 2 })
      .logo,
  ).toBeNull();
  expect(presentIdentifier({ fonte: "orcid", codigo: "x", url: null, logo: true, seq_paragrafo: 3 }).logo).toBeNull();
  expect(
    presentIdentifier({ fonte: "viaf", codigo: "1", url: "javascript:x", logo: true, seq_paragrafo: 4 }).url,
  ).toBeNull();
});

test("678 $u and other links: web addresses only, the address as label when there is none", () => {
  expect(presentAuthorityLinks(details)).toEqual([
    { url: "https://example.org/bio", label: "https://example.org/bio", tag: "678" },
  ]);
});

test("page numbers", () => {
  expect(parsePage("3")).toBe(3);
  expect(parsePage("0")).toBe(1);
  expect(parsePage("x")).toBe(1);
  expect(parsePage(null)).toBe(1);
});

test("a long list of values keeps five open and folds the rest; two or fewer left over stay open", () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => `Nome ${i + 1}`);
  expect(foldValues(names(7))).toEqual({ shown: names(7), folded: [] });
  expect(foldValues(names(8))).toEqual({ shown: names(5), folded: ["Nome 6", "Nome 7", "Nome 8"] });
  const hundred = foldValues(names(100));
  expect(hundred.shown).toEqual(names(5));
  expect(hundred.folded).toHaveLength(95);
  expect(hundred.folded[0]).toBe("Nome 6");
  expect(foldValues([])).toEqual({ shown: [], folded: [] });
});

// Words, not codes (decision 037): no "Gênero 1" or "Idioma ger" on an authority page.
const coded = (paragrafo: string, texto: string, campos: [string, string][]) => ({
  ...field(paragrafo, "x", texto),
  campos: campos.map(([secao, descricao]) => ({ secao, descricao, pontuacao: "" })),
});
const say = (key: string) => `<${key}>`;

test("375 in words: ISO 5218 codes and English terms, anything else as written", () => {
  expect(
    fieldInWords(
      coded("375", "1", [
        ["a", "1"],
        ["2", "iso5218"],
      ]),
      "pt",
      say,
    ),
  ).toBe("<ui.authorityGender.male>");
  expect(fieldInWords(coded("375", "2", [["a", "2"]]), "pt", say)).toBe("<ui.authorityGender.female>");
  expect(fieldInWords(coded("375", "male", [["a", "male"]]), "en", say)).toBe("<ui.authorityGender.male>");
  expect(fieldInWords(coded("375", "9", [["a", "9"]]), "es", say)).toBe("<ui.authorityGender.notApplicable>");
  expect(fieldInWords(coded("375", "Homem trans", [["a", "Homem trans"]]), "pt", say)).toBe("Homem trans");
});

test("377 in words: each MARC code named in the page's language, once; a language term kept", () => {
  const german = coded("377", "ger", [["a", "ger"]]);
  expect(fieldInWords(german, "pt", say)).toBe("Alemão");
  expect(fieldInWords(german, "en", say)).toBe("German");
  expect(fieldInWords(german, "es", say)).toBe("Alemán");
  const several = coded("377", "ger lat grc eng", [
    ["a", "ger"],
    ["a", "lat"],
    ["a", "grc"],
    ["a", "eng"],
  ]);
  expect(fieldInWords(several, "pt", say)).toBe("Alemão, Latim, Grego, Arcaico (até 1453), Inglês");
  expect(fieldInWords(coded("377", "xyz", [["a", "xyz"]]), "pt", say)).toBe("xyz");
  expect(
    fieldInWords(
      coded("377", "por Português", [
        ["a", "por"],
        ["l", "Português"],
      ]),
      "pt",
      say,
    ),
  ).toBe("Português");
});

test("other fields keep the service's text, and groupFields uses the words it is given", () => {
  expect(fieldInWords(coded("678", "Poeta alemão.", [["a", "Poeta alemão."]]), "pt", say)).toBe("Poeta alemão.");
  const withCodes: AuthorityDetails = { ...details, campos: [...details.campos, coded("377", "ger", [["a", "ger"]])] };
  expect(groupFields(withCodes, (f) => fieldInWords(f, "en", say)).at(-1)).toEqual({
    label: "x",
    tag: "377",
    values: ["German"],
  });
});
