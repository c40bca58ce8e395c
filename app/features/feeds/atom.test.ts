import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";

import type { BasketRecord } from "../../../api/catalogue/basket/contract.ts";
import { atomFeed, openSearchDescription, xmlEscape } from "./atom.ts";

/** Element names in document order; throws on XML that is not well formed. */
function elements(xml: string): string[] {
  const names: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on("opentag", (tag) => names.push(`${tag.uri}#${tag.local}`));
  parser.write(xml).close();
  return names;
}

const record = (id: number, over: Partial<BasketRecord> = {}): BasketRecord => ({
  cod_acervo: id,
  titulo: `Título <${id}> & "cia"`,
  autor: null,
  autores: [],
  publicacao: null,
  ano_publicacao: 2020,
  cod_tipo_obra: 1,
  desc_tipo_obra: "Livro",
  referencia: `REFERÊNCIA ${id}.`,
  partes: [],
  criado_em: "2026-01-02T03:04:05.000Z",
  atualizado_em: "2026-01-02T03:04:05.000Z",
  ...over,
});

const base = {
  self: "https://opac.example.org/feed?q=x",
  alternate: "https://opac.example.org/?q=x",
  title: "Resultados",
  siteName: "Catálogo",
  language: "pt-BR",
  origin: "https://opac.example.org",
  now: new Date("2026-11-22T00:00:00Z"),
  workTypeLabel: () => "Livro",
};

describe("Atom feeds", () => {
  it("escapes text and drops characters XML cannot hold", () => {
    expect(xmlEscape(`a<b>&"c'\u0001`)).toBe("a&lt;b&gt;&amp;&quot;c&apos;");
  });

  it("writes a well-formed feed whose updated is the newest entry's", () => {
    const xml = atomFeed({
      ...base,
      records: [
        record(1, { autores: ["Silva, Ana", "Souza, Bia"] }),
        record(2, { atualizado_em: "2026-03-01T00:00:00.000Z" }),
      ],
    });
    const names = elements(xml);
    const atom = "http://www.w3.org/2005/Atom#";
    expect(names[0]).toBe(`${atom}feed`);
    expect(names.filter((n) => n === `${atom}entry`)).toHaveLength(2);
    expect(names.filter((n) => n === `${atom}author`)).toHaveLength(3);
    expect(xml).toContain("<updated>2026-03-01T00:00:00.000Z</updated>\n  <link");
    expect(xml).toContain("<id>https://opac.example.org/acervo/1</id>");
    expect(xml).toContain("<title>Título &lt;1&gt; &amp; &quot;cia&quot;</title>");
  });

  it("gives an empty feed the current instant as updated", () => {
    const xml = atomFeed({ ...base, records: [] });
    expect(elements(xml)).not.toContain("http://www.w3.org/2005/Atom#entry");
    expect(xml).toContain("<updated>2026-11-22T00:00:00.000Z</updated>");
  });

  it("describes the search for OpenSearch, with a short name of at most 16 characters", () => {
    const xml = openSearchDescription({
      origin: "https://opac.example.org",
      shortName: "Catálogo da Biblioteca Central",
      description: "d",
      language: "pt-BR",
    });
    expect(elements(xml)[0]).toBe("http://a9.com/-/spec/opensearch/1.1/#OpenSearchDescription");
    expect(xml).toContain("<ShortName>Catálogo da Bibl</ShortName>");
    expect(xml).toContain('template="https://opac.example.org/?q={searchTerms}&amp;page={startPage?}"');
  });
});
