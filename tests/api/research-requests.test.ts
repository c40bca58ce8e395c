import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../../api/patron/auth/tokens.ts";
import { REQUEST_COMMANDS } from "../../api/operations/cli/request-commands.ts";
import type {
  CatalogueFormConfig,
  DeskResearchRequestOut,
  ResearchRequestOut,
} from "../../api/lending/research-requests/contract.ts";
import { engines } from "../support/engines.ts";
import { pdfLines } from "../support/pdf-read.ts";
import { openCirculation, type CirculationFixture } from "./circulation.fixtures.ts";

/** A minimal one-page PDF, as a browser would upload it. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

const THESIS = {
  autor: "Souza, Maria Clara de",
  titulo: "Bibliotecas e memória",
  subtitulo: "um estudo de caso",
  ano: "2026",
  folhas: "120",
  ilustracoes: "on",
  tipo_trabalho: "dissertacao",
  curso: "Ciência da Informação",
  unidade: "",
  instituicao: "Universidade de Teste",
  cidade: "Curitiba",
  orientador: "João Pedro Lima",
  coorientador: "",
  palavras_chave: "Memória; Bibliotecas ;; Arquivos",
};

describe.each(engines)("research requests on $name", (engine) => {
  let lib: CirculationFixture;
  let demo: string;
  beforeAll(async () => {
    lib = await openCirculation(engine);
    demo = signAccessToken(1001, lib.config.tokenSecret, 900);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const upload = async (
    token: string | null,
    fields: Record<string, string>,
    file?: File,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the JSON shape of its call
  ): Promise<{ status: number; body: any }> => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append("arquivo", file);
    // Sent as the bytes a browser puts on the wire, not as the FormData object: the service stops
    // reading (cancels) a body past its limit, and the FormData body of Node 24's fetch keeps writing
    // into the cancelled stream, an unhandled rejection no client over HTTP could cause.
    const encoded = new Response(form);
    const headers: Record<string, string> = { lang: "5", "content-type": encoded.headers.get("content-type")! };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await lib.app.request("/api/solicitacoes/ficha-catalografica/save", {
      method: "POST",
      headers,
      body: new Uint8Array(await encoded.arrayBuffer()),
    });
    return { status: res.status, body: await res.json() };
  };
  const refusal = (res: { status: number; body: { error: { code: string; message: string } } }) => [
    res.status,
    res.body.error.code,
    res.body.error.message,
  ];
  const post = (token: string, path: string, body: unknown) =>
    lib.call("POST", `/api/solicitacoes/${path}`, { token, body, lang: "5" });
  const stored = async (id: number) =>
    (
      await lib.db.query<{ data: unknown; title: string; status: string; record_id: number | null }>(
        `SELECT data, title, status, record_id FROM research_request WHERE id = $1`,
        [id],
      )
    )[0];

  it("makes each type of request with its values stored as given", async () => {
    const p = await lib.newPatron();
    const ill = await post(p.token, "emprestimo-inter-bibliotecas", {
      dados: { titulo: " Os sertões ", autor: "Cunha, Euclides da", ano: "1902", isbn: "", observacao: "Urgente" },
    });
    expect(ill.status).toBe(201);
    expect(ill.body).toMatchObject({
      tipo: "emprestimo-inter-bibliotecas",
      situacao: "waiting",
      desc_situacao: "Waiting",
      titulo: "Os sertões",
      cod_acervo: null,
      resposta: null,
      cancelavel: true,
      arquivo: null,
      ficha_pronta: false,
    });
    expect(await stored(ill.body.codigo)).toEqual({
      data: { titulo: "Os sertões", autor: "Cunha, Euclides da", ano: 1902, observacao: "Urgente" },
      title: "Os sertões",
      status: "waiting",
      record_id: null,
    });

    const record = await lib.newRecord("Revista de teste");
    const article = await post(p.token, `comutacao-bibliografica/${record}`, {
      tipo_documento: "artigo",
      titulo: "Catálogos em linha",
      periodico: "Revista de teste",
      instituicao: "dropped: an article has no institution",
      volume: "3",
      ano: 2024,
      pagina_inicial: "10",
      pagina_final: "10",
    });
    expect(article.status).toBe(201);
    expect(article.body.cod_acervo).toBe(record);
    expect((await stored(article.body.codigo)).data).toEqual({
      tipo_documento: "artigo",
      titulo: "Catálogos em linha",
      periodico: "Revista de teste",
      volume: "3",
      ano: 2024,
      pagina_inicial: 10,
      pagina_final: 10,
    });
    const thesis = await post(p.token, "comutacao-bibliografica", {
      tipo_documento: "tese",
      titulo: "Uma tese",
      autor: "Lima, Ana",
      instituicao: "UFSC",
      ano: "2019",
    });
    expect([thesis.status, (await stored(thesis.body.codigo)).data]).toEqual([
      201,
      { tipo_documento: "tese", titulo: "Uma tese", autor: "Lima, Ana", instituicao: "UFSC", ano: 2019 },
    ]);
    const part = await post(p.token, "comutacao-bibliografica", {
      tipo_documento: "parte",
      titulo: "Capítulo 2",
      titulo_documento: "Livro inteiro",
      pagina_inicial: 30,
      pagina_final: 58,
    });
    expect(part.status).toBe(201);

    const survey = await post(p.token, "levantamento-bibliografico", {
      assunto: "Autoridades",
      ano_inicial: "2010",
      ano_final: "2010",
      idiomas: "pt, en",
    });
    expect([survey.status, survey.body.titulo, (await stored(survey.body.codigo)).data]).toEqual([
      201,
      "Autoridades",
      { assunto: "Autoridades", ano_inicial: 2010, ano_final: 2010, idiomas: "pt, en" },
    ]);
    const research = await post(p.token, "pesquisa-especializada", {
      tema: "Acesso aberto",
      objetivo: "Tese",
      prazo: "2999-12-31",
    });
    expect([research.status, (await stored(research.body.codigo)).data]).toEqual([
      201,
      { tema: "Acesso aberto", objetivo: "Tese", prazo: "2999-12-31" },
    ]);

    const sheet = await upload(p.token, THESIS, new File([PDF], "minha tese.pdf", { type: "application/pdf" }));
    expect(sheet.status).toBe(201);
    expect(sheet.body).toMatchObject({
      tipo: "ficha-catalografica",
      titulo: "Bibliotecas e memória",
      arquivo: { nome: "minha tese.pdf", tamanho: PDF.byteLength },
      ficha_pronta: false,
    });
    expect((await stored(sheet.body.codigo)).data).toEqual({
      autor: "Souza, Maria Clara de",
      titulo: "Bibliotecas e memória",
      subtitulo: "um estudo de caso",
      ano: 2026,
      folhas: 120,
      ilustracoes: true,
      tipo_trabalho: "dissertacao",
      curso: "Ciência da Informação",
      instituicao: "Universidade de Teste",
      cidade: "Curitiba",
      orientador: "João Pedro Lima",
      palavras_chave: "Memória; Bibliotecas; Arquivos",
    });
    const file = await lib.db.query<{ content: Uint8Array }>(
      `SELECT content FROM research_request_file WHERE request_id = $1`,
      [sheet.body.codigo],
    );
    expect(Buffer.from(file[0].content).equals(PDF)).toBe(true);
  });

  it("refuses each broken rule with its message", async () => {
    const p = await lib.newPatron();
    const cases: [string, unknown, string][] = [
      ["emprestimo-inter-bibliotecas", { autor: "X" }, "Required field not filled in: Title."],
      ["emprestimo-inter-bibliotecas", { titulo: "x".repeat(301) }, "Title: at most 300 characters."],
      ["emprestimo-inter-bibliotecas", { titulo: "T", ano: "19" }, "Year: enter a four-digit year."],
      ["comutacao-bibliografica", { titulo: "T" }, "Required field not filled in: Type of document."],
      [
        "comutacao-bibliografica",
        { tipo_documento: "livro", titulo: "T" },
        "Type of document: choose one of the options.",
      ],
      [
        "comutacao-bibliografica",
        { tipo_documento: "artigo", titulo: "T", ano: 2020, pagina_inicial: 1, pagina_final: 9 },
        "Required field not filled in: Journal title.",
      ],
      [
        "comutacao-bibliografica",
        { tipo_documento: "tese", titulo: "T", instituicao: "U", ano: 2020 },
        "Required field not filled in: Author.",
      ],
      [
        "comutacao-bibliografica",
        { tipo_documento: "artigo", titulo: "T", periodico: "P", ano: 2020, pagina_inicial: 12, pagina_final: 11 },
        "The start page cannot be after the end page.",
      ],
      [
        "comutacao-bibliografica",
        { tipo_documento: "parte", titulo: "T", titulo_documento: "D", pagina_inicial: 0, pagina_final: 3 },
        "Start page: enter a whole number from 1 to 99999.",
      ],
      ["levantamento-bibliografico", {}, "Required field not filled in: Subject."],
      [
        "levantamento-bibliografico",
        { assunto: "A", ano_inicial: 2020, ano_final: 2019 },
        "The from year cannot be after the to year.",
      ],
      ["pesquisa-especializada", { tema: "T" }, "Required field not filled in: Aim."],
      [
        "pesquisa-especializada",
        { tema: "T", objetivo: "O", prazo: "2020-01-01" },
        "Wanted by: the date cannot be before today.",
      ],
      ["pesquisa-especializada", { tema: "T", objetivo: "O", prazo: "2026-02-30" }, "Wanted by: enter a valid date."],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(p.token, path, body);
      expect(refusal(res), `${path} ${JSON.stringify(body)}`).toEqual([422, "research_request_invalid", message]);
    }
    const pt = await lib.call("POST", "/api/solicitacoes/levantamento-bibliografico", { token: p.token, body: {} });
    expect(pt.body.error.message).toBe("Campo obrigatório não preenchido: Assunto.");

    const pdf = new File([PDF], "t.pdf", { type: "application/pdf" });
    expect(refusal(await upload(p.token, { ...THESIS, orientador: " " }, pdf))).toEqual([
      422,
      "research_request_invalid",
      "Required field not filled in: Advisor.",
    ]);
    expect(refusal(await upload(p.token, { ...THESIS, palavras_chave: "a;b;c;d;e;f" }, pdf))).toEqual([
      422,
      "research_request_invalid",
      "Keywords: enter at most 5, separated by semicolons.",
    ]);
    expect(refusal(await upload(p.token, THESIS))).toEqual([
      422,
      "research_request_invalid",
      "Required field not filled in: File of the work (PDF).",
    ]);
    const word = new File([Buffer.from("PK\u0003\u0004 not a pdf")], "tese.pdf", { type: "application/pdf" });
    expect(refusal(await upload(p.token, THESIS, word))).toEqual([
      422,
      "research_request_invalid",
      "File of the work (PDF): send the work as a PDF.",
    ]);
    const big = new File([PDF, Buffer.alloc(10 * 1024 * 1024)], "tese.pdf", { type: "application/pdf" });
    expect(refusal(await upload(p.token, THESIS, big))).toEqual([
      413,
      "research_file_too_large",
      "The file exceeds the 10 MiB limit.",
    ]);
    const huge = new File([PDF, Buffer.alloc(11 * 1024 * 1024)], "tese.pdf", { type: "application/pdf" });
    expect(refusal(await upload(p.token, THESIS, huge))).toEqual([
      413,
      "research_file_too_large",
      "The file exceeds the 10 MiB limit.",
    ]);
    expect(refusal(await post(p.token, "comutacao-bibliografica/999999", { tipo_documento: "tese" }))[0]).toBe(422);
    expect(
      refusal(
        await post(p.token, "comutacao-bibliografica/999999", {
          tipo_documento: "tese",
          titulo: "T",
          autor: "A",
          instituicao: "U",
          ano: 2020,
        }),
      ),
    ).toEqual([404, "record_not_found", "Record 999999 not found."]);
    const count = await lib.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM research_request WHERE patron_id = $1`,
      [p.id],
    );
    expect(count[0].n).toBe(0);
  });

  it("lists the patron's requests of a type, filtered by status and by both dates", async () => {
    const list = async (type: string, query = "") =>
      lib.call("GET", `/api/solicitacoes/${type}${query}`, { token: demo, lang: "5" });
    const ill = await list("emprestimo-inter-bibliotecas");
    expect(ill.status).toBe(200);
    expect(
      (ill.body as ResearchRequestOut[]).map((r) => [
        r.titulo,
        r.situacao,
        r.desc_situacao,
        r.data_solicitacao,
        r.cancelavel,
      ]),
    ).toEqual([
      ["Grande sertão: veredas", "waiting", "Waiting", "2026-11-10T13:00:00.000Z", true],
      ["Os sertões", "finished", "Attended", "2026-10-02T14:30:00.000Z", false],
    ]);
    expect((ill.body as ResearchRequestOut[])[1].resposta).toBe(
      "O livro chegou da Biblioteca Nacional: retire-o no balcão da Biblioteca Central.",
    );
    const titles = async (type: string, query: string) =>
      ((await list(type, query)).body as ResearchRequestOut[]).map((r) => r.titulo);
    expect(await titles("levantamento-bibliografico", "?status=not_attended")).toEqual([
      "História dos catálogos em fichas",
    ]);
    expect(await titles("levantamento-bibliografico", "?status=finished")).toEqual([]);
    expect(await titles("pesquisa-especializada", "?dataIni=2026-10-15&dataFim=2026-10-31")).toEqual([
      "Leitura e mediação em bibliotecas públicas",
    ]);
    expect(
      await titles("comutacao-bibliografica", "?dataIni=03/11/2026&dataFim=03/11/2026&status=in_progress"),
    ).toEqual(["Metadados em repositórios institucionais"]);
    const ficha = ((await list("ficha-catalografica")).body as ResearchRequestOut[])[0];
    expect([ficha.situacao, ficha.ficha_pronta, ficha.arquivo?.nome]).toEqual([
      "finished",
      true,
      "tcc-ana-demonstracao.pdf",
    ]);
    for (const query of [
      "?dataIni=2026-10-01",
      "?dataFim=2026-10-01",
      "?dataIni=2026-10-02&dataFim=2026-10-01",
      "?dataIni=2026-13-01&dataFim=2026-12-01",
    ]) {
      expect(refusal(await list("pesquisa-especializada", query)), query).toEqual([
        400,
        "invalid_date_range",
        "Give both dates; the start date cannot be after the end date.",
      ]);
    }
    expect(refusal(await list("pesquisa-especializada", "?status=lost"))).toEqual([
      400,
      "invalid_parameter",
      "Invalid parameter: status.",
    ]);
  });

  it("cancels a waiting request and refuses once the library is working on it", async () => {
    const p = await lib.newPatron();
    const made = await post(p.token, "pesquisa-especializada", { tema: "T", objetivo: "O" });
    const cancel = (id: number, type = "pesquisa-especializada", token = p.token) =>
      lib.call("DELETE", `/api/solicitacoes/${type}/${id}`, { token, lang: "5" });
    expect(refusal(await cancel(made.body.codigo, "levantamento-bibliografico"))).toEqual([
      404,
      "research_request_not_found",
      "Request not found.",
    ]);
    const done = await cancel(made.body.codigo);
    expect([done.status, done.body.situacao, done.body.desc_situacao, done.body.cancelavel]).toEqual([
      200,
      "cancelled",
      "Cancelled",
      false,
    ]);
    expect(refusal(await cancel(made.body.codigo))).toEqual([
      409,
      "research_request_not_cancellable",
      "This request can no longer be cancelled (status: Cancelled).",
    ]);
    const other = await post(p.token, "pesquisa-especializada", { tema: "T2", objetivo: "O" });
    await lib.call("PUT", `/api/balcao/solicitacoes/pesquisa-especializada/${other.body.codigo}`, {
      staff: lib.staffKey,
      body: { status: "in_progress" },
    });
    expect(refusal(await cancel(other.body.codigo))).toEqual([
      409,
      "research_request_not_cancellable",
      "This request can no longer be cancelled (status: In progress).",
    ]);
  });

  it("lets the desk move a request to an allowed status, with an answer, and alerts the patron", async () => {
    const p = await lib.newPatron();
    const made = await post(p.token, "emprestimo-inter-bibliotecas", { titulo: "Livro raro" });
    const id = made.body.codigo as number;
    const move = (body: unknown, staff = lib.staffKey, type = "emprestimo-inter-bibliotecas") =>
      lib.call("PUT", `/api/balcao/solicitacoes/${type}/${id}`, { staff, body, lang: "5" });
    expect(refusal(await move({ status: "in_progress" }, ""))).toEqual([
      401,
      "staff_unauthorized",
      "Missing or invalid desk credential.",
    ]);
    expect(refusal(await move({ status: "in_progress" }, lib.staffKey, "pesquisa-especializada"))[0]).toBe(404);
    expect(refusal(await move({ status: "cancelled" }))).toEqual([
      409,
      "research_status_not_allowed",
      "A request that is “Waiting” cannot become “Cancelled”.",
    ]);
    const moved = await move({ status: "in_progress", resposta: "Pedido à Biblioteca Nacional." });
    expect(moved.status).toBe(200);
    expect(moved.body as DeskResearchRequestOut).toMatchObject({
      situacao: "in_progress",
      resposta: "Pedido à Biblioteca Nacional.",
      cod_pessoa: p.id,
      proximas_situacoes: ["finished", "not_attended"],
    });
    const finished = await move({ situacao: "finished", resposta: "Chegou." });
    expect([finished.body.situacao, finished.body.resposta, finished.body.proximas_situacoes]).toEqual([
      "finished",
      "Chegou.",
      [],
    ]);
    expect(refusal(await move({ status: "in_progress" }))).toEqual([
      409,
      "research_status_not_allowed",
      "A request that is “Attended” cannot become “In progress”.",
    ]);
    const seen = await lib.call("GET", "/api/solicitacoes/emprestimo-inter-bibliotecas", { token: p.token, lang: "5" });
    expect(seen.body.map((r: ResearchRequestOut) => [r.situacao, r.resposta])).toEqual([["finished", "Chegou."]]);
    const alerts = await lib.db.query<{ kind: string; params: unknown; link: string; dedupe_key: string }>(
      `SELECT kind, params, link, dedupe_key FROM patron_alert WHERE patron_id = $1 ORDER BY id`,
      [p.id],
    );
    expect(alerts).toEqual(
      ["in_progress", "finished"].map((status) => ({
        kind: "request_status",
        params: { type: "emprestimo-inter-bibliotecas", title: "Livro raro", status, context: status },
        link: "/meupergamum/pedidos-pesquisa/emprestimo-inter-bibliotecas",
        dedupe_key: `request_status:${id}:${status}`,
      })),
    );

    const desk = await lib.call("GET", "/api/balcao/solicitacoes?tipo=emprestimo-inter-bibliotecas&status=waiting", {
      staff: lib.staffKey,
    });
    const rows = desk.body as DeskResearchRequestOut[];
    expect(rows.every((r) => r.tipo === "emprestimo-inter-bibliotecas" && r.situacao === "waiting")).toBe(true);
    expect(rows.filter((r) => r.login === "demo").map((r) => [r.titulo, r.nome_pessoa])).toEqual([
      ["Grande sertão: veredas", "Ana Demonstração"],
    ]);
    const finishedRows = await lib.call("GET", "/api/balcao/solicitacoes?status=finished", { staff: lib.staffKey });
    expect(
      (finishedRows.body as DeskResearchRequestOut[]).filter((r) => r.cod_pessoa === p.id).map((r) => r.titulo),
    ).toEqual(["Livro raro"]);
    expect((await lib.call("GET", "/api/balcao/solicitacoes")).status).toBe(401);
  });

  it("finishes a catalogue sheet with its card data, and the patron downloads the card as a PDF", async () => {
    const p = await lib.newPatron();
    const made = await upload(p.token, THESIS, new File([PDF], "tese.pdf", { type: "application/pdf" }));
    const id = made.body.codigo as number;
    const permission = async (token = p.token) =>
      lib.call("GET", `/api/solicitacoes/ficha-catalografica/pdf-view-permission?codigo=${id}`, { token, lang: "5" });
    expect((await permission()).body).toEqual({ codigo: id, permitido: false, situacao: "waiting" });
    const early = await lib.app.request(`/api/solicitacoes/ficha-catalografica/${id}/pdf`, {
      headers: { authorization: `Bearer ${p.token}`, lang: "5" },
    });
    expect([early.status, ((await early.json()) as { error: { message: string } }).error.message]).toEqual([
      409,
      "The library has not finished the catalogue card yet.",
    ]);
    const move = (body: unknown) =>
      lib.call("PUT", `/api/balcao/solicitacoes/ficha-catalografica/${id}`, { staff: lib.staffKey, body, lang: "5" });
    expect(refusal(await move({ status: "finished", ficha: { classificacao: "CDU 02" } }))).toEqual([
      422,
      "research_card_required",
      "To finish the catalogue sheet, give the classification and the Cutter code.",
    ]);
    const file = await lib.app.request(`/api/balcao/solicitacoes/ficha-catalografica/${id}/arquivo`, {
      headers: { "x-staff-key": lib.staffKey },
    });
    expect([file.status, file.headers.get("content-type"), Buffer.from(await file.arrayBuffer()).equals(PDF)]).toEqual([
      200,
      "application/pdf",
      true,
    ]);
    const done = await move({
      status: "finished",
      resposta: "Pronta.",
      ficha: { classificacao: "CDU 02:930.25", cutter: "S729b", bibliotecario: "Rosa Lima – CRB-9/1234" },
    });
    expect(done.body.ficha).toEqual({
      classificacao: "CDU 02:930.25",
      cutter: "S729b",
      assuntos: ["Memória", "Bibliotecas", "Arquivos"],
      bibliotecario: "Rosa Lima – CRB-9/1234",
    });
    expect((await permission()).body).toEqual({ codigo: id, permitido: true, situacao: "finished" });
    const res = await lib.app.request(`/api/solicitacoes/ficha-catalografica/${id}/pdf`, {
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect([res.status, res.headers.get("content-type"), res.headers.get("content-disposition")]).toEqual([
      200,
      "application/pdf",
      `attachment; filename="ficha-catalografica-${id}.pdf"`,
    ]);
    const lines = await pdfLines(new Uint8Array(await res.arrayBuffer()));
    expect(lines.join(" ")).toBe(
      [
        "Ficha catalográfica",
        "S729b",
        "Souza, Maria Clara de.",
        "Bibliotecas e memória: um estudo de caso / Maria Clara de Souza ; orientador, João Pedro Lima. – Curitiba, 2026.",
        "120 f. : il.",
        "Dissertação (Mestrado em Ciência da Informação) – Universidade de Teste, Curitiba, 2026.",
        "1. Memória. 2. Bibliotecas. 3. Arquivos. I. Lima, João Pedro. II. Universidade de Teste. III. Título.",
        "CDU 02:930.25",
        "Elaborada por Rosa Lima – CRB-9/1234",
      ].join(" "),
    );

    // The demo's finished sheet, as the demo patron downloads it.
    const [demoSheet] = (await lib.call("GET", "/api/solicitacoes/ficha-catalografica", { token: demo }))
      .body as ResearchRequestOut[];
    const demoPdf = await lib.app.request(`/api/solicitacoes/ficha-catalografica/${demoSheet.codigo}/pdf`, {
      headers: { authorization: `Bearer ${demo}` },
    });
    const demoLines = (await pdfLines(new Uint8Array(await demoPdf.arrayBuffer()))).join(" ");
    expect(demoLines).toContain("D383c Demonstração, Ana.");
    expect(demoLines).toContain(
      "Trabalho de Conclusão de Curso (Graduação em Biblioteconomia) – Centro de Ciências da Educação, Universidade de Demonstração, Florianópolis, 2026.",
    );
  });

  it("describes the catalogue sheet form", async () => {
    const res = await lib.call("GET", "/api/solicitacoes/ficha-catalografica/get-form-config", { token: demo });
    const config = res.body as CatalogueFormConfig;
    expect([config.tamanho_maximo_arquivo, config.tipos_arquivo, config.instituicao]).toEqual([
      10 * 1024 * 1024,
      ["application/pdf"],
      // The demo institution's name (nome_instituicao, api/operations/demo/clearance.ts) prefills the form.
      "Universidade de Demonstração",
    ]);
    expect(config.campos.filter((c) => c.obrigatorio).map((c) => c.nome)).toEqual([
      "autor",
      "titulo",
      "ano",
      "folhas",
      "tipo_trabalho",
      "curso",
      "instituicao",
      "cidade",
      "orientador",
      "palavras_chave",
      "arquivo",
    ]);
    expect(config.campos.find((c) => c.nome === "tipo_trabalho")?.opcoes).toEqual([
      "tese",
      "dissertacao",
      "tcc",
      "monografia",
    ]);
  });

  it("keeps each patron's requests their own, and visitors out", async () => {
    const owner = await lib.newPatron();
    const other = await lib.newPatron();
    const made = await post(owner.token, "levantamento-bibliografico", { assunto: "Só meu" });
    const id = made.body.codigo as number;
    const theirs = await lib.call("GET", "/api/solicitacoes/levantamento-bibliografico", { token: other.token });
    expect(theirs.body).toEqual([]);
    expect(
      refusal(
        await lib.call("DELETE", `/api/solicitacoes/levantamento-bibliografico/${id}`, {
          token: other.token,
          lang: "5",
        }),
      ),
    ).toEqual([404, "research_request_not_found", "Request not found."]);
    const [demoSheet] = (await lib.call("GET", "/api/solicitacoes/ficha-catalografica", { token: demo }))
      .body as ResearchRequestOut[];
    expect(
      (
        await lib.call("GET", `/api/solicitacoes/ficha-catalografica/pdf-view-permission?codigo=${demoSheet.codigo}`, {
          token: other.token,
        })
      ).status,
    ).toBe(404);
    const pdf = await lib.app.request(`/api/solicitacoes/ficha-catalografica/${demoSheet.codigo}/pdf`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(pdf.status).toBe(404);
    expect((await stored(id)).status).toBe("waiting");

    for (const [method, path] of [
      ["GET", "/api/solicitacoes/levantamento-bibliografico"],
      ["POST", "/api/solicitacoes/levantamento-bibliografico"],
      ["POST", "/api/solicitacoes/comutacao-bibliografica/1"],
      ["DELETE", `/api/solicitacoes/levantamento-bibliografico/${id}`],
      ["GET", "/api/solicitacoes/ficha-catalografica/get-form-config"],
      ["GET", `/api/solicitacoes/ficha-catalografica/pdf-view-permission?codigo=${id}`],
      ["GET", `/api/solicitacoes/ficha-catalografica/${demoSheet.codigo}/pdf`],
    ]) {
      const res = await lib.app.request(path, { method, headers: { lang: "5" } });
      expect([path, res.status], method).toEqual([path, 401]);
    }
    expect((await upload(null, THESIS)).status).toBe(401);
  });

  it("moves and lists requests from the desk's command line", async () => {
    const p = await lib.newPatron();
    const made = await post(p.token, "comutacao-bibliografica", {
      tipo_documento: "tese",
      titulo: "Tese da linha de comando",
      autor: "A",
      instituicao: "U",
      ano: 2020,
    });
    const moved = await REQUEST_COMMANDS["request-move"].run(
      lib.db,
      ["comutacao-bibliografica", String(made.body.codigo), "not_attended", "Não", "localizada."],
      "en",
    );
    expect(moved.line).toBe(`request ${made.body.codigo} (comutacao-bibliografica) is now not_attended: Not attended`);
    const listed = await REQUEST_COMMANDS.requests.run(lib.db, ["not_attended", "comutacao-bibliografica"], "pt");
    expect(listed.line).toBe(
      `${made.body.codigo}\tcomutacao-bibliografica\tnot_attended\t${made.body.data_solicitacao.slice(0, 10)}\tp${p.id}\tTese da linha de comando`,
    );
    expect((await stored(made.body.codigo)).status).toBe("not_attended");
    const [row] = await lib.db.query<{ answer: string }>(`SELECT answer FROM research_request WHERE id = $1`, [
      made.body.codigo,
    ]);
    expect(row.answer).toBe("Não localizada.");
    await expect(REQUEST_COMMANDS["request-move"].run(lib.db, ["livros", "1", "finished"], "en")).rejects.toThrow(
      /TYPE must be one of/,
    );
  });
});
