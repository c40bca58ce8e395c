import { describe, expect, it } from "vitest";
import { marc } from "../../../tests/fixtures/records/load.ts";
import type { DataField } from "../marc/record.ts";
import { headingDisplay, indexAuthority } from "./authority-fields.ts";
import { authorityType } from "./authority-type.ts";
import { authorityFields, authorityLinks } from "./authority-view.ts";
import { authorityIdentifiers, mod112CheckCharacter } from "./identifiers.ts";

const AUTH = "00000nz  a2200000n  4500";
const first = (line: string) => marc(AUTH, line).fields[0] as DataField;

describe("authority headings", () => {
  it("types the heading by its 1XX, a name with a title being a uniform title", () => {
    expect(authorityType(first("100 1_ $a Shakespeare, William, $d 1564-1616"))).toBe("pessoa");
    expect(authorityType(first("100 1_ $a Shakespeare, William, $d 1564-1616. $t Macbeth"))).toBe("titulo_uniforme");
    expect(authorityType(first("110 2_ $a Universidade de São Paulo"))).toBe("entidade");
    expect(authorityType(first("111 2_ $a Congresso Brasileiro de Biblioteconomia"))).toBe("evento");
    expect(authorityType(first("130 _0 $a Bible"))).toBe("titulo_uniforme");
    expect(authorityType(first("148 __ $a 1900-1999"))).toBe("termo_cronologico");
    expect(authorityType(first("150 __ $a Dogs"))).toBe("assunto");
    expect(authorityType(first("151 __ $a Brazil"))).toBe("assunto_geografico");
    expect(authorityType(first("155 __ $a Graphic novels"))).toBe("genero_forma");
    expect(authorityType(first("180 __ $x History"))).toBe("subdivisao_geral");
    expect(authorityType(first("181 __ $z Brazil"))).toBe("subdivisao_geografica");
    expect(authorityType(first("182 __ $y 20th century"))).toBe("subdivisao_cronologica");
    expect(authorityType(first("185 __ $v Periodicals"))).toBe("subdivisao_forma");
  });

  it("shows the heading as readers see it", () => {
    expect(headingDisplay(first("100 1_ $a Shakespeare, William, $d 1564-1616. $t Macbeth"))).toBe(
      "Shakespeare, William, 1564-1616. Macbeth",
    );
    expect(headingDisplay(first("150 __ $a Acidosis $x diagnosis"))).toBe("Acidosis -- diagnosis");
    expect(headingDisplay(first("100 1_ $a Goethe, Johann Wolfgang \u0098von\u009c $d 1749-1832"))).toBe(
      "Goethe, Johann Wolfgang von, 1749-1832",
    );
  });

  it("keys a record by 001 and 003 and refuses a record without a heading", () => {
    const row = indexAuthority(marc(AUTH, "001 sh85100886", "003 DLC", "150 _0 $a Philosophy, Chinese"));
    expect(row).toMatchObject({
      sourceKey: "sh85100886|DLC",
      tag: "150",
      type: "assunto",
      heading: "Philosophy, Chinese",
    });
    expect(() => indexAuthority(marc(AUTH, "001 x", "670 __ $a Source"))).toThrow(/without a heading/);
  });
});

describe("authority identifiers (024 $a $1 $2)", () => {
  it("computes the ISO 7064 MOD 11-2 check character of ISNI and ORCID", () => {
    expect(mod112CheckCharacter("000000012099910")).toBe("4");
    expect(mod112CheckCharacter("000000021825009")).toBe("7");
    expect(mod112CheckCharacter("000000021694233")).toBe("X");
  });

  it("links each source: $1 first, else an address built from $a when $a has the source's form", () => {
    const record = marc(
      AUTH,
      "024 7_ $a Q5879 $2 wikidata",
      "024 7_ $a 0000 0001 2099 9104 $2 isni",
      "024 7_ $a 9849550 $2 viaf",
      "024 7_ $a 0000-0002-1825-0097 $2 orcid",
      "024 7_ $a 1234567890123456 $2 cl",
      "024 7_ $a AAR-2324-2021 $2 webofscience",
      "024 7_ $a 12345 $1 https://id.oclc.org/worldcat/entity/E39PBJ $2 oclc",
      "024 7_ $a 0000 0001 2099 9105 $2 isni",
      "024 7_ $a 118540238 $0 http://d-nb.info/gnd/118540238 $2 gnd",
      "024 7_ $a n79003362 $2 lccn",
      "024 8_ $z cancelled",
      "024 7_ $a 123 $1 https://orcid.org/0000-0002-1694-233X $2 orcid",
    );
    expect(authorityIdentifiers(record).map(({ fonte, url, logo }) => [fonte, url, logo])).toEqual([
      ["wikidata", "https://www.wikidata.org/wiki/Q5879", true],
      ["isni", "https://isni.org/isni/0000000120999104", true],
      ["viaf", "https://viaf.org/viaf/9849550", true],
      ["orcid", "https://orcid.org/0000-0002-1825-0097", true],
      ["lattes", "http://lattes.cnpq.br/1234567890123456", true],
      ["webofscience", "https://www.webofscience.com/wos/author/record/AAR-2324-2021", true],
      ["oclc", "https://id.oclc.org/worldcat/entity/E39PBJ", true],
      ["isni", null, true],
      ["gnd", "https://d-nb.info/gnd/118540238", false],
      ["lccn", "https://id.loc.gov/authorities/names/n79003362", false],
      ["orcid", "https://orcid.org/0000-0002-1694-233X", true],
    ]);
    expect(authorityIdentifiers(record)[3].seq_paragrafo).toBe(4);
  });
});

describe("authority page fields", () => {
  const record = marc(
    AUTH,
    "001 n1",
    "040 __ $a DLC $c DLC",
    "024 7_ $a Q1 $1 http://www.wikidata.org/entity/Q1 $2 wikidata",
    "100 1_ $a Silva, Ana, $d 1950-",
    "400 1_ $a Silva, Ana Maria, $d 1950- $w nnaa",
    "667 __ $a Nota interna.",
    "670 __ $a Currículo Lattes, consultado em 2024 $u http://lattes.cnpq.br/1234567890123456",
    "678 0_ $a Bibliotecária e professora. $u https://pt.wikipedia.org/wiki/Exemplo",
  );
  const fields = authorityFields(record, (key) => `label:${key}`);

  it("lists the shown fields in Pergamum's shape: texto, ordem, campos (descricao, pontuacao, secao), paragrafo, seq_paragrafo", () => {
    expect(fields.map((f) => [f.paragrafo, f.seq_paragrafo, f.ordem, f.rotulo])).toEqual([
      ["024", 1, 1, "identifier"],
      ["100", 1, 2, "heading"],
      ["400", 1, 3, "see_from"],
      ["670", 1, 4, "source"],
      ["678", 1, 5, "biographical"],
    ]);
    expect(fields[1]).toMatchObject({
      texto: "Silva, Ana, 1950-",
      descricao_paragrafo: "label:heading",
      campos: [
        { secao: "a", descricao: "Silva, Ana", pontuacao: "," },
        { secao: "d", descricao: "1950-", pontuacao: "" },
      ],
    });
    // Sections 1 and 2 of 024 are kept: they make the identifier's logo link.
    expect(fields[0].campos.map((c) => c.secao)).toEqual(["a", "1", "2"]);
    expect(fields[2].campos.map((c) => c.secao)).toEqual(["a", "d"]);
  });

  it("gives the $u of 670 and 678 as links", () => {
    expect(authorityLinks(record, (key) => key)).toEqual([
      {
        paragrafo: "670",
        url: "http://lattes.cnpq.br/1234567890123456",
        descricao: "Currículo Lattes, consultado em 2024",
      },
      { paragrafo: "678", url: "https://pt.wikipedia.org/wiki/Exemplo", descricao: "Bibliotecária e professora" },
    ]);
  });
});
