/**
 * The FAQ, information and support calls (/api/parametros/…, decision 038) on
 * the demo's invented content, on both engines: the institution's HTML comes out sanitised.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ActivityInformation,
  ActivityOut,
  CatalogueExtras,
  EventOut,
  FaqOut,
  GeneralInformation,
  ServicePointDetails,
  ServicePointOut,
  SupportMessage,
} from "../../api/community/information/contract.ts";
import { activityLabel, todayInBrazil } from "../../api/community/information/information.service.ts";
import { sanitizeInstitutionHtml, withScheme } from "../../api/community/information/sanitize.ts";
import { EDITABLE_PARAMS } from "../../api/operations/institution/institution-params.service.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe("institution HTML", () => {
  it("keeps formatting and links, drops scripts, styles, images and handlers", () => {
    expect(
      sanitizeInstitutionHtml(
        `<h1>Título</h1><p onclick="x()" style="color:red">Olá <b>leitor</b><script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">mau</a><a href="https://ok.example" target="_blank">bom</a>`,
      ),
    ).toBe(
      `<h2>Título</h2><p>Olá <b>leitor</b></p><a rel="noopener noreferrer">mau</a><a href="https://ok.example" rel="noopener noreferrer">bom</a>`,
    );
    expect(sanitizeInstitutionHtml("<p> </p><script>x</script>")).toBeNull();
    expect(sanitizeInstitutionHtml(null)).toBeNull();
  });

  it("gives an address without a scheme http://, and refuses other schemes", () => {
    expect(withScheme("biblioteca.example/x")).toBe("http://biblioteca.example/x");
    expect(withScheme("https://a.example")).toBe("https://a.example");
    expect(withScheme("HTTP://a.example")).toBe("HTTP://a.example");
    expect(withScheme("localhost:8080/x")).toBe("http://localhost:8080/x");
    expect(withScheme("javascript:alert(1)")).toBeNull();
    expect(withScheme("  ")).toBeNull();
  });

  it("labels an activity by what follows its last hyphen", () => {
    expect(activityLabel("Catálogo - Reserva")).toBe("Reserva");
    expect(activityLabel("Sem hífen")).toBe("Sem hífen");
    expect(activityLabel("A - B - C")).toBe("C");
  });

  it("lets staff enable only the extras' codes, http(s) addresses and plain category lists", () => {
    const { permissoes_consulta, link_catalogo_rede, categorias_acesso_restrito } = EDITABLE_PARAMS;
    expect([permissoes_consulta("57, 85,87,88"), permissoes_consulta(""), permissoes_consulta("57,12")]).toEqual([
      true,
      true,
      false,
    ]);
    expect([link_catalogo_rede("https://rede.example.org"), link_catalogo_rede("javascript:alert(1)")]).toEqual([
      true,
      false,
    ]);
    expect([
      categorias_acesso_restrito("graduacao, professor"),
      categorias_acesso_restrito(""),
      categorias_acesso_restrito("a;b"),
    ]).toEqual([true, true, false]);
  });

  it("dates today in Brazil", () => {
    expect(todayInBrazil(new Date("2026-01-01T02:00:00Z"))).toBe("2025-12-31");
  });
});

describe.each(engines)("FAQ, information and support on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const get = async <T>(path: string) => {
    const res = await lib.call(path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as T;
  };

  it("lists the FAQ of each catalogue, in order", async () => {
    const catalogue = await get<FaqOut[]>("/api/parametros/faq");
    expect(catalogue.map((f) => f.titulo)).toEqual([
      "Como faço para renovar um empréstimo?",
      "Quantos itens posso emprestar ao mesmo tempo?",
      "Esqueci minha senha. O que faço?",
    ]);
    expect(catalogue[1].conteudo).toContain("<li>Professores: 10 itens por 30 dias.</li>");
    expect(catalogue[2].conteudo).toContain('<a href="/login" rel="noopener noreferrer">Entrar</a>');
    expect((await get<FaqOut[]>("/api/parametros/faq?tipo_catalogo=A")).map((f) => f.titulo)).toEqual([
      "O que é uma versão acessível?",
      "Como uso a pesquisa acessível com um leitor de tela?",
    ]);
    expect(await get<FaqOut[]>("/api/parametros/faq?tipo_catalogo=K")).toHaveLength(1);
    const bad = await lib.call("/api/parametros/faq?tipo_catalogo=Z");
    expect(bad.status).toBe(400);
  });

  it("sanitises what staff wrote before it leaves the service", async () => {
    await lib.db.query(`INSERT INTO info_faq (catalogue, question, answer, position) VALUES ('K', 'Teste', $1, 9)`, [
      `<p>ok<script>alert(1)</script><img src=x onerror=alert(1)></p>`,
    ]);
    await lib.db.query(
      `INSERT INTO info_faq (catalogue, question, answer, position) VALUES ('K', 'Vazia', '<script>x</script>', 10)`,
    );
    try {
      const kids = await get<FaqOut[]>("/api/parametros/faq?tipo_catalogo=K");
      // An answer with nothing left to show is left out.
      expect(kids.map((f) => [f.titulo, f.conteudo]).slice(1)).toEqual([["Teste", "<p>ok</p>"]]);
    } finally {
      await lib.db.query(`DELETE FROM info_faq WHERE question IN ('Teste', 'Vazia')`);
    }
  });

  it("gives the general information and the support message", async () => {
    const general = await get<GeneralInformation>("/api/parametros/informacoes_gerais");
    expect(general.conteudo).toMatch(/^<h2>Sobre as bibliotecas<\/h2><p>O sistema de bibliotecas/);
    const support = await get<SupportMessage>("/api/parametros/suporte");
    expect(support.mensagem).toContain('<a href="mailto:suporte@biblioteca.example" rel="noopener noreferrer">');
    const [{ value }] = await lib.db.query<{ value: string }>(
      `SELECT value FROM institution_param WHERE key = 'msg_suporte_consulta'`,
    );
    await lib.db.query(`UPDATE institution_param SET value = '<script>x</script>' WHERE key = 'msg_suporte_consulta'`);
    try {
      expect(await get<SupportMessage>("/api/parametros/suporte")).toEqual({ mensagem: null });
    } finally {
      await lib.db.query(`UPDATE institution_param SET value = $1 WHERE key = 'msg_suporte_consulta'`, [value]);
    }
  });

  it("gives the extras the institution enables by code: 57, 87, 88 and the record block 85", async () => {
    expect(await get<CatalogueExtras>("/api/parametros/extras-consulta")).toEqual({
      artigos_compartilhados: "https://artigos.example.org/compartilhados",
      catalogo_rede: "https://rede.example.org/catalogo",
      logo_produto: { link: null },
      bloco_acervo: {
        titulo: "Reprodução e direitos autorais",
        conteudo: expect.stringMatching(/^<p>A cópia de obras do acervo é permitida/) as string,
      },
    });
    const [{ value }] = await lib.db.query<{ value: string }>(
      `SELECT value FROM institution_param WHERE key = 'permissoes_consulta'`,
    );
    // Only 87 on, and its address without a scheme; a code that is off shows nothing, whatever its address.
    await lib.db.query(`UPDATE institution_param SET value = ' 87, 999,x' WHERE key = 'permissoes_consulta'`);
    await lib.db.query(
      `UPDATE institution_param SET value = 'rede.example.org/catalogo' WHERE key = 'link_catalogo_rede'`,
    );
    try {
      expect(await get<CatalogueExtras>("/api/parametros/extras-consulta")).toEqual({
        artigos_compartilhados: null,
        catalogo_rede: "http://rede.example.org/catalogo",
        logo_produto: null,
        bloco_acervo: null,
      });
    } finally {
      await lib.db.query(`UPDATE institution_param SET value = $1 WHERE key = 'permissoes_consulta'`, [value]);
      await lib.db.query(
        `UPDATE institution_param SET value = 'https://rede.example.org/catalogo' WHERE key = 'link_catalogo_rede'`,
      );
    }
  });

  it("lists the functions, each labelled after its last hyphen, and explains one", async () => {
    expect(await get<ActivityOut[]>("/api/parametros/funcionalidades")).toEqual([
      { cod_atividade: 18, descricao: "Catálogo - Reserva", rotulo: "Reserva", possui_informativo: true },
      { cod_atividade: 30, descricao: "Catálogo - Exemplares", rotulo: "Exemplares", possui_informativo: true },
      { cod_atividade: 36, descricao: "Catálogo - MARC", rotulo: "MARC", possui_informativo: false },
      {
        cod_atividade: 75,
        descricao: "Catálogo - Solicitação de empréstimo",
        rotulo: "Solicitação de empréstimo",
        possui_informativo: true,
      },
    ]);
    expect(await get<ActivityOut>("/api/parametros/atividade/36")).toMatchObject({ rotulo: "MARC" });
    const info = await get<ActivityInformation>("/api/parametros/atividade/18/informativo");
    expect(info).toMatchObject({ cod_atividade: 18, rotulo: "Reserva" });
    expect(info.conteudo).toMatch(/^<p>Reserve um item emprestado/);
    expect((await get<ActivityInformation>("/api/parametros/atividade/36/informativo")).conteudo).toBeNull();
    const missing = await lib.call("/api/parametros/atividade/999/informativo");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: "not_found", message: "Atividade 999 não encontrada." } });
    expect((await lib.call("/api/parametros/atividade/abc")).status).toBe(400);
  });

  it("lists the service points and gives one", async () => {
    const points = await get<ServicePointOut[]>("/api/parametros/atendimento");
    expect(points.map((p) => [p.titulo, p.desc_biblioteca])).toEqual([
      ["Balcão de atendimento da Biblioteca Central", "Biblioteca Central"],
      ["Atendimento a pessoas com deficiência", null],
    ]);
    const one = await get<ServicePointDetails>(`/api/parametros/atendimento/${points[0].id}`);
    expect(one.conteudo).toContain("Segunda a sexta, das 8h às 22h");
    const missing = await lib.call("/api/parametros/atendimento/99999", { headers: { lang: "5" } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: "not_found", message: "Service point 99999 not found." } });
  });

  it("lists the events that have not ended, soonest first, institutional and Eventum apart", async () => {
    const own = await get<EventOut[]>("/api/parametros/eventos_institucionais");
    expect(own.map((e) => e.titulo)).toEqual([
      "Semana do Livro e da Biblioteca (demonstração)",
      "Oficina: como usar o catálogo (demonstração)",
    ]);
    expect(own[0]).toMatchObject({
      local: "Biblioteca Central",
      url: "http://biblioteca.example/semana-do-livro",
      descricao: "<p>Feira de trocas de livros, oficinas e contação de histórias.</p>",
    });
    expect(own[0].data_inicio).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(own[1].data_fim).toBeNull();
    const eventum = await get<EventOut[]>("/api/parametros/eventos_eventum");
    expect(eventum.map((e) => [e.titulo, e.url])).toEqual([
      [
        "Ciclo de palestras: acessibilidade na leitura (demonstração)",
        "https://eventos.biblioteca.example/acessibilidade",
      ],
    ]);
  });
});
