import { describe, expect, it } from "vitest";
import type { ReferenceSegment } from "../../../contract.ts";
import { loadRecord, marc } from "../../../../tests/fixtures/records/load.ts";
import { abntText, formatAbnt, nameText, scaleText, titleEntry } from "./abnt.ts";
import { toCitation } from "./model.ts";

/** The reference of a fixture, generated on `today` (the access date of online documents). */
function reference(fixture: string, today = new Date(2024, 2, 5)): ReferenceSegment[] {
  return formatAbnt(toCitation(loadRecord(fixture)), { today });
}

const text = (fixture: string, today?: Date) => abntText(reference(fixture, today));

/**
 * The fictional examples of standards §1.3, each catalogued as a MARC fixture. The expected
 * strings are the guide's, character for character; only the access date is the test's.
 */
describe("ABNT examples of the guide (standards §1.3)", () => {
  it.each([
    [
      "abnt-book-moreira",
      "MOREIRA, Helena Cristina. Introdução à indexação: princípios e práticas. 3. ed. rev. Recife: Editora Capibaribe, 2017. 210 p.",
    ],
    [
      "abnt-book-alves",
      "ALVES, Rui; BARROS, Tânia; COSTA, Ivo. Bibliotecas escolares. Curitiba: Editora Araucária, 2015. (Coleção Leitura, 4).",
    ],
    ["abnt-book-lima", "LIMA, Paulo et al. Gestão de acervos. Porto Alegre: Editora Pampa, 2021."],
    ["abnt-book-fundacao", "FUNDAÇÃO EXEMPLO DE CULTURA. Relatório anual 2022. [S. l.: s. n.], 2023."],
    [
      "abnt-chapter-teixeira",
      "TEIXEIRA, Marcos. Catálogos em linha e descoberta. In: LIMA, Beatriz (org.). Bibliotecas universitárias: desafios contemporâneos. Rio de Janeiro: Editora Modelo, 2018. p. 45-67.",
    ],
    [
      "abnt-chapter-nunes",
      "NUNES, Sara. Fontes de informação jurídica. In: NUNES, Sara. Pesquisa jurídica aplicada. 2. ed. Salvador: Editora Bahia, 2020. cap. 3, p. 77-102.",
    ],
    [
      "abnt-thesis-souza",
      "SOUZA, Ana Lúcia de. Metadados em repositórios institucionais: um estudo de caso. 2020. 180 f. Tese (Doutorado em Ciência da Informação) – Escola de Ciência da Informação, Universidade Federal de Minas Gerais, Belo Horizonte, 2020.",
    ],
    [
      "abnt-thesis-rocha",
      "ROCHA, Bianca. Leitura e mediação em bibliotecas públicas. 2019. Trabalho de Conclusão de Curso (Graduação em Biblioteconomia) – Centro de Ciências Humanas, Universidade Estadual Exemplo, Londrina, 2019.",
    ],
    [
      "abnt-periodical-rbc",
      "REVISTA BRASILEIRA DE CATALOGAÇÃO. São Paulo: Associação Exemplo de Bibliotecários, 1998- . ISSN 0000-0000.",
    ],
    ["abnt-periodical-boletim", "BOLETIM DA BIBLIOTECA CENTRAL. Manaus: Universidade Exemplo, 1975-1989."],
    [
      "abnt-article-costa",
      "COSTA, Renata; ALMEIDA, Paulo Henrique. Interoperabilidade de metadados em bibliotecas. Revista Brasileira de Catalogação, São Paulo, v. 12, n. 3, p. 101-120, set./dez. 2022.",
    ],
    [
      "abnt-video-biblioteca",
      "A BIBLIOTECA invisível. Direção: Pedro Ramos. Recife: Produtora Exemplo, 2017. 1 DVD (95 min), son., color.",
    ],
    [
      "abnt-map-rodoviario",
      "INSTITUTO GEOGRÁFICO EXEMPLO. Mapa rodoviário do estado. Curitiba: IGE, 2015. 1 mapa, color., 60 x 90 cm. Escala 1:500.000.",
    ],
    ["abnt-map-atlas", "ATLAS escolar da região Norte. Belém: Editora Marajó, 2012. 1 atlas (64 p.). Escalas variam."],
    [
      "abnt-score-nogueira",
      "NOGUEIRA, Heitor. Suíte para violão. São Paulo: Edições Musicais Exemplo, 2010. 1 partitura (12 p.). Violão.",
    ],
    [
      "abnt-score-paiva",
      "PAIVA, Rosa; CORRÊA, Davi. Canções para coro infantil. Salvador: Editora Musical Baiana, 2018. 1 partitura (40 p.). Coro.",
    ],
    [
      "abnt-law-lei",
      "BRASIL. Lei nº 99.999, de 10 de março de 2021. Dispõe sobre a criação de bibliotecas comunitárias. Diário Oficial da União: seção 1, Brasília, DF, ano 159, n. 47, p. 1, 11 mar. 2021.",
    ],
    [
      "abnt-law-portaria",
      "SÃO PAULO (Município). Portaria nº 100, de 2 de janeiro de 2020. Aprova o regulamento das bibliotecas municipais. Diário Oficial da Cidade de São Paulo, São Paulo, ano 65, n. 1, p. 12, 3 jan. 2020.",
    ],
    [
      "abnt-case-stj",
      "BRASIL. Superior Tribunal de Justiça (3. Turma). Recurso Especial nº 0.000.000/SP. Direito autoral. Reprodução de obras em acervo digital de biblioteca. Recorrente: Editora Alfa. Recorrido: Universidade Beta. Relator: Min. Nome Fictício, 14 de maio de 2019. Diário da Justiça Eletrônico, Brasília, DF, 20 maio 2019.",
    ],
  ])("%s", (fixture, expected) => {
    expect(text(fixture)).toBe(expected);
  });

  it.each([
    [
      "abnt-thesis-prado",
      new Date(2024, 1, 3),
      "PRADO, Luís Henrique. Controle de autoridades em bibliotecas jurídicas. Orientadora: Marta Ribeiro. 2022. 95 f. Dissertação (Mestrado em Ciência da Informação) – Faculdade de Informação e Comunicação, Universidade Federal de Goiás, Goiânia, 2022. Disponível em: https://repositorio.exemplo.br/handle/123/456. Acesso em: 3 fev. 2024.",
    ],
    [
      "abnt-article-mendes",
      new Date(2024, 5, 20),
      "MENDES, Júlia. Descoberta em catálogos abertos. Informação em Pauta, Fortaleza, v. 8, e2024010, 2024. DOI: https://doi.org/10.0000/exemplo.2024.010. Disponível em: https://periodicos.exemplo.br/artigo/10. Acesso em: 20 jun. 2024.",
    ],
    [
      "abnt-ebook-ferreira",
      new Date(2024, 4, 2),
      "FERREIRA, Lúcia. Introdução à catalogação. Brasília, DF: Editora Digital, 2021. E-book. Disponível em: https://exemplo.org.br/livro.epub. Acesso em: 2 maio 2024.",
    ],
    [
      "abnt-online-ibict",
      new Date(2024, 2, 5),
      "INSTITUTO BRASILEIRO DE INFORMAÇÃO EM CIÊNCIA E TECNOLOGIA. Manual do catálogo coletivo nacional. Brasília, DF: IBICT, 2021. Disponível em: https://exemplo.org.br/manual-ccn.pdf. Acesso em: 5 mar. 2024.",
    ],
    [
      "abnt-webpage-pereira",
      new Date(2023, 8, 1),
      "PEREIRA, Caio. Como usar o catálogo da biblioteca. Portal da Biblioteca Exemplo, Recife, 12 ago. 2023. Disponível em: https://biblioteca.exemplo.br/ajuda/catalogo. Acesso em: 1 set. 2023.",
    ],
    [
      "abnt-video-como-pesquisar",
      new Date(2023, 9, 10),
      "COMO pesquisar no catálogo da biblioteca. [S. l.: s. n.], 2023. 1 vídeo (6 min). Publicado pelo canal Biblioteca Exemplo. Disponível em: https://video.exemplo.org/watch?v=abc123. Acesso em: 10 out. 2023.",
    ],
    [
      "abnt-law-decreto",
      new Date(2024, 6, 7),
      "MINAS GERAIS. Decreto nº 12.345, de 5 de maio de 2019. Regulamenta o sistema estadual de bibliotecas públicas. Belo Horizonte: Governo do Estado, 2019. Disponível em: https://legislacao.exemplo.mg.gov.br/decreto-12345. Acesso em: 7 jul. 2024.",
    ],
    [
      "abnt-case-tjrs",
      new Date(2024, 7, 8),
      "RIO GRANDE DO SUL. Tribunal de Justiça (4. Câmara Cível). Apelação Cível nº 0000000-00.2021.8.21.0001. Apelante: Município Exemplo. Apelado: Associação Leitora. Relatora: Des. Nome Fictício, 2 de março de 2022. Disponível em: https://jurisprudencia.exemplo.jus.br/0000. Acesso em: 8 ago. 2024.",
    ],
  ])("%s, online, accessed on the day the reference is made", (fixture, today, expected) => {
    expect(text(fixture, today)).toBe(expected);
  });
});

describe("emphasis segments", () => {
  it("bolds the title and leaves the subtitle plain", () => {
    expect(reference("abnt-book-moreira")).toEqual([
      { texto: "MOREIRA, Helena Cristina. " },
      { texto: "Introdução à indexação", destaque: "negrito" },
      { texto: ": princípios e práticas. 3. ed. rev. Recife: Editora Capibaribe, 2017. 210 p." },
    ]);
  });

  it("puts et al. in italic, without a second period after it", () => {
    expect(reference("abnt-book-lima")).toEqual([
      { texto: "LIMA, Paulo " },
      { texto: "et al.", destaque: "italico" },
      { texto: " " },
      { texto: "Gestão de acervos", destaque: "negrito" },
      { texto: ". Porto Alegre: Editora Pampa, 2021." },
    ]);
  });

  it("puts [S. l.: s. n.] in italic", () => {
    expect(reference("abnt-book-fundacao")).toEqual([
      { texto: "FUNDAÇÃO EXEMPLO DE CULTURA. " },
      { texto: "Relatório anual 2022", destaque: "negrito" },
      { texto: ". " },
      { texto: "[S. l.: s. n.]", destaque: "italico" },
      { texto: ", 2023." },
    ]);
  });

  it("puts In in italic and bolds the host title of a chapter", () => {
    expect(reference("abnt-chapter-teixeira")).toEqual([
      { texto: "TEIXEIRA, Marcos. Catálogos em linha e descoberta. " },
      { texto: "In", destaque: "italico" },
      { texto: ": LIMA, Beatriz (org.). " },
      { texto: "Bibliotecas universitárias", destaque: "negrito" },
      { texto: ": desafios contemporâneos. Rio de Janeiro: Editora Modelo, 2018. p. 45-67." },
    ]);
  });

  it("bolds the journal, not the article", () => {
    expect(reference("abnt-article-costa")).toEqual([
      { texto: "COSTA, Renata; ALMEIDA, Paulo Henrique. Interoperabilidade de metadados em bibliotecas. " },
      { texto: "Revista Brasileira de Catalogação", destaque: "negrito" },
      { texto: ", São Paulo, v. 12, n. 3, p. 101-120, set./dez. 2022." },
    ]);
  });

  it("bolds the gazette of a law, not its epigraph", () => {
    expect(reference("abnt-law-lei").filter((s) => s.destaque)).toEqual([
      { texto: "Diário Oficial da União", destaque: "negrito" },
    ]);
  });

  it.each(["abnt-video-biblioteca", "abnt-map-atlas", "abnt-periodical-rbc"])(
    "%s: an entry by title has no emphasis at all",
    (fixture) => {
      expect(reference(fixture)).toEqual([{ texto: text(fixture) }]);
    },
  );

  it("puts [S. l.: s. n.] of an entry by title in italic", () => {
    expect(reference("abnt-video-como-pesquisar").map((s) => s.destaque)).toEqual([undefined, "italico", undefined]);
  });
});

describe("rules", () => {
  it("capitalises the first word of a title entry, with the next one after an article or a short word", () => {
    expect(titleEntry("A biblioteca invisível")).toBe("A BIBLIOTECA invisível");
    expect(titleEntry("Um guia do conhecimento")).toBe("UM GUIA do conhecimento");
    expect(titleEntry("Como pesquisar no catálogo")).toBe("COMO pesquisar no catálogo");
    expect(titleEntry("The duke of bachata")).toBe("THE DUKE of bachata");
    expect(titleEntry("L'Afrique dressée")).toBe("L'AFRIQUE dressée");
    expect(titleEntry("18 de janeiro de 1934")).toBe("18 de janeiro de 1934");
  });

  it("capitalises only the top level of a corporate name, not qualifiers in parentheses", () => {
    expect(
      nameText({ literal: "Brasil. Ministério da Educação", hierarchy: ["Brasil", "Ministério da Educação"] }),
    ).toBe("BRASIL. Ministério da Educação");
    expect(nameText({ literal: "São Paulo (Estado)", hierarchy: ["São Paulo (Estado)"] })).toBe("SÃO PAULO (Estado)");
    expect(nameText({ family: "Assaf Neto", given: "Alexandre" })).toBe("ASSAF NETO, Alexandre");
  });

  it("writes scales in Brazilian notation whatever the cataloguing language", () => {
    expect(scaleText("Scale 1:65,000")).toBe("Escala 1:65.000");
    expect(scaleText("Scale approximately 1:800,000. 1 cm = 8,000 m")).toBe("Escala aproximada 1:800.000");
    expect(scaleText("Escala 1:500.000")).toBe("Escala 1:500.000");
    expect(scaleText("Scales vary")).toBe("Escalas variam");
    expect(scaleText("Scale not given")).toBe("Escala indeterminada");
  });

  it("writes a parallel title after an equals sign, outside the highlight", () => {
    const record = marc(
      "00000nam a2200000 a 4500",
      "100 1_ $a Silva, Ana.",
      "245 10 $a Bibliotecas = $b Libraries / $c Ana Silva.",
      "260 __ $a Recife : $b Editora, $c 2020.",
    );
    expect(formatAbnt(toCitation(record), { today: new Date() })).toEqual([
      { texto: "SILVA, Ana. " },
      { texto: "Bibliotecas", destaque: "negrito" },
      { texto: " = Libraries. Recife: Editora, 2020." },
    ]);
  });

  it("omits a first edition", () => {
    const record = marc(
      "00000nam a2200000 a 4500",
      "100 1_ $a Silva, Ana.",
      "245 10 $a Bibliotecas / $c Ana Silva.",
      "250 __ $a 1a ed.",
      "260 __ $a Recife : $b Editora, $c 2020.",
    );
    expect(abntText(formatAbnt(toCitation(record), { today: new Date() }))).toBe(
      "SILVA, Ana. Bibliotecas. Recife: Editora, 2020.",
    );
  });

  it("writes every Portuguese month abbreviation in the access date", () => {
    const months = Array.from(
      { length: 12 },
      (_, m) => text("abnt-ebook-ferreira", new Date(2024, m, 1)).match(/Acesso em: 1 (\S+) 2024/)?.[1],
    );
    expect(months).toEqual([
      "jan.",
      "fev.",
      "mar.",
      "abr.",
      "maio",
      "jun.",
      "jul.",
      "ago.",
      "set.",
      "out.",
      "nov.",
      "dez.",
    ]);
  });
});

/**
 * Real records of data/marc/demo-bib.mrc. Each expected string was written by reading the
 * record against the rules above; what the record itself gets wrong (an NLM host title in
 * 773 $t, English physical details) is kept, as ABNT transcribes the document.
 */
describe("real catalogue records", () => {
  it.each([
    [
      "real-book-002928322",
      "BITTAR, Eduardo Carlos Bianca. Metodologia da pesquisa jurídica: teoria e prática da monografia para os cursos de direito. 16. ed. São Paulo: Saraiva, 2019. 350 p.",
    ],
    [
      "real-book-002918613",
      "AMADO, Flávio Monteiro; FREIRE, José Nilo de Oliveira; NATALÍCIO, Gabriela Letícia. Curvas da face: harmonização orofacial. São Paulo: Quintessence, 2019. 493 p.",
    ],
    [
      "real-book-editors-002915982",
      "GREGUOL, Márcia; COSTA, Roberto Fernandes da (org.). Atividade física adaptada: qualidade de vida para pessoas com necessidades especiais. 4. ed. rev. e ampl. Barueri: Manole, 2019. 580 p.",
    ],
    [
      "real-book-880-11863531",
      "MEN, Honghua. Zhongguo guo ji zhan lüe dao lun. Beijing: Qing hua da xue chu ban she, 2009. 353 p. (Guo qing yan jiu xi lie).",
    ],
    [
      "real-book-digitised-00000119",
      "DELANO, Joel Andrew. The genealogy, history, and alliances of the American house of Delano, 1621 to 1899. New York: [s. n.], 1899. 561 p. Disponível em: http://hdl.loc.gov/loc.gdc/scd0001.20060523001ge.1. Acesso em: 5 mar. 2024.",
    ],
    [
      "real-ebook-034057479",
      "AKUTAGAWA, Ryūnosuke. Denkichi no katakiuchi. [Japan]: Aozora Bunko, 2004. E-book. (Aozora bunko, 34). Disponível em: http://www.aozora.gr.jp/cards/000879/files/34_15220.html. Acesso em: 5 mar. 2024.",
    ],
    [
      "real-chapter-918121",
      "BELLONI, L. Auf dem Wege zur Gewebepatologie: 1769 erkennt Cotugno die schichteigenen Veränderungen der Haut im Verlaufe des Pockenprozesses. In: Eulner HH, et al ed: Medizingeschichte in unserer Zeit. Stuttgart: [s. n.], 1971. p. 245-258.",
    ],
    ["real-periodical-008563040", "THE IDLER: literature for loafers. London: The Idler, 1993-2007. ISSN 1351-5098."],
    [
      "real-periodical-012100432",
      "CHEMISTRY AND INDUSTRY. London: Society of Chemical Industry, 1932- . ISSN 0009-3068.",
    ],
    [
      "real-periodical-online-013430729",
      "ACTA PHYSIOLOGICA. [Oxford]: Blackwell, 2006- . ISSN 1748-1716. Disponível em: http://www.blackwell-synergy.com/loi/aps. Acesso em: 5 mar. 2024.",
    ],
    [
      "real-thesis-023468770",
      "CHERRY, Ada Lou. The United States Navy Yard at Pensacola, Florida, 1823-1862. 1953. 116 f. Dissertação (Mestrado) – Florida State University, 1953.",
    ],
    [
      "real-thesis-002925975",
      "MENEZES, Andre William Pereira. Endurecimento de uma liga de alumínio endurecivel por precipitação em diferentes condições iniciais. 2019. 53 p. Trabalho de Formatura do curso de graduação do Departamento de Engenharia Metalúrgica e de Materiais – EPUSP, São Paulo, 2019.",
    ],
    [
      "real-thesis-online-030997734",
      "LIU, Xiaoding. Essays in corporate finance. 2012. 120 p. Tese (Doutorado) – University of Florida, Gainesville, Fla., 2012. Disponível em: http://ufdc.ufl.edu/UFE0044430. Acesso em: 5 mar. 2024.",
    ],
    [
      "real-thesis-online-032918798",
      "PORTER, Rhonda. Hidden arts of Claiborne Parish. 2012. 56 p. Dissertação (Mestrado) – University of Florida, Gainesville, Fla., 2012. Disponível em: http://ufdc.ufl.edu/AA00013402/00001. Acesso em: 5 mar. 2024.",
    ],
    [
      "real-score-000001662",
      "BARTÓK, Béla. Ten easy piano pieces: piano solo. New York: Boosey & Hawkes, [1950]. 1 partitura (16 p.).",
    ],
    [
      "real-score-9904545",
      "ROMITELLI, Fausto. Coralli: per chitarra (1987). Milano: Ricordi, [2017]. 1 partitura (6 p.). Guitar.",
    ],
    [
      "real-map-9629391",
      "ITHACA-TOMPKINS COUNTY TRANSPORTATION COUNCIL. Tompkins County bicycle map. Ithaca, New York: Ithaca-Tompkins County Transportation Council, 2016. 1 mapa, color, plastic-coated, sheet 71 x 61 cm, folded to 18 x 11 cm. Escala 1:65.000.",
    ],
    [
      "real-map-029078009",
      "PTOLEMY. Mavritania nvova tavola. [Venice]: [s. n.], [entre 1561 e 1574]. 1 mapa, color, 18 x 25 cm, on sheet 23 x 32 cm. Escala aproximada 1:40.000.000. Disponível em: http://ufdc.ufl.edu/UF00075574. Acesso em: 5 mar. 2024.",
    ],
    [
      "real-video-028780471",
      "DRIVER l'imprendibile. Direção: Walter Hill. Milano, Italy: Video Star, [19--]. 1 videocassete (91 min), sound, color.",
    ],
    [
      "real-video-online-026235139",
      "FOR my wife--: the making of an activist for marriage equality. Direção: David Rothmiller. Produção: L. D. Thompson. [United States]: Cinema Libre Studio, 2010. Disponível em: http://purl.fcla.edu/UF/lib/for_my_wife/. Acesso em: 5 mar. 2024.",
    ],
    [
      "real-sound-025647377",
      "BUARQUE, Chico. Chico Buarque de Hollanda. [São Paulo]: Abril Coleções, 2010. 1 CD. (Coleção Chico Buarque, 4).",
    ],
  ])("%s", (fixture, expected) => {
    expect(text(fixture)).toBe(expected);
  });

  it("italicises [s. n.] between a known place and date", () => {
    expect(reference("real-book-digitised-00000119").find((s) => s.destaque === "italico")).toEqual({
      texto: "[s. n.]",
      destaque: "italico",
    });
  });
});
