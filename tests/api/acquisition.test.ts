/**
 * Acquisition suggestions (decision 030) through HTTP on both engines:
 * each refusal of the form in the caller's language, the teacher's path, the patron's list with its
 * date rules, the fourteen situations, the statistics, the desk's moves and the alert they raise,
 * and an import that catalogues a suggested ISBN. A patron reaches only their own suggestions.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type {
  DeskSuggestionOut,
  SituationOut,
  SuggestionCreated,
  SuggestionFormOptions,
  SuggestionOut,
  SuggestionStatistics,
} from "../../api/community/acquisition/contract.ts";
import { issueStaffKey } from "../../api/core/staff.ts";
import { localDay } from "../../api/core/time.ts";
import type { TokenResponse } from "../../api/contract.ts";
import { seedTeachingPlans } from "../../api/operations/demo/teaching-plans.ts";
import { importFiles } from "../../api/operations/import/importer.ts";
import { encodeIso2709 } from "../../api/catalogue/marc/iso2709.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const tmp = mkdtempSync(path.join(tmpdir(), "acquisition-test-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A minimal book with one ISBN, as a cataloguer's import would bring it. */
function marcFile(name: string, controlNumber: string, isbn: string, title: string): string {
  const file = path.join(tmp, name);
  writeFileSync(
    file,
    encodeIso2709({
      leader: "00000nam a2200000 a 4500",
      fields: [
        { tag: "001", value: controlNumber },
        { tag: "003", value: "TESTE" },
        { tag: "008", value: "260101s2026    bl            000 0 por d" },
        { tag: "020", ind1: " ", ind2: " ", subfields: [{ code: "a", value: isbn }] },
        { tag: "245", ind1: "0", ind2: "0", subfields: [{ code: "a", value: title }] },
      ],
    }),
  );
  return file;
}

/** A valid suggestion; tests take fields away or change them. */
const VALID = {
  campus: "1",
  biblioteca: "1",
  autor: "Silva, Ana",
  titulo: "Bibliotecas e leitura",
  edicao: "2. ed.",
  editor: "Editora Teste",
  isbn_issn: "",
  periodico: "N",
  outras_inf: "",
};

describe.each(engines)("acquisition suggestions on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  const tokens: Record<string, string> = {};
  let deskKey = "";
  let northDeskKey = "";
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    await seedTeachingPlans(lib.db);
    await lib.db.query("UPDATE patron SET email = NULL WHERE login = 'intercambio'");
    for (const login of ["demo", "professor", "norte", "intercambio"]) {
      const res = await lib.call("/api/oauth/token", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ grant_type: "password", username: login, password: login }),
      });
      tokens[login] = (res.body as TokenResponse).access_token;
    }
    deskKey = await issueStaffKey(lib.db, { login: "aquisicao", name: "Setor de aquisição", libraryId: null });
    northDeskKey = await issueStaffKey(lib.db, { login: "aquisicao-norte", name: "Aquisição Norte", libraryId: 3 });
  });
  afterAll(async () => {
    await lib?.close();
  });

  const LANG = { pt: "1", en: "5", es: "3" } as const;
  const headers = (login?: string, lang: keyof typeof LANG = "pt") => ({
    lang: LANG[lang],
    ...(login ? { authorization: `Bearer ${tokens[login]}` } : {}),
  });
  const get = (url: string, login?: string, lang: keyof typeof LANG = "pt") =>
    lib.call(url, { headers: headers(login, lang) });
  const suggest = (login: string | undefined, body: Record<string, unknown>, lang: keyof typeof LANG = "pt") =>
    lib.call("/api/unidade-informacao/sugestao-aquisicao", {
      method: "POST",
      headers: { ...headers(login, lang), "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const refusal = async (login: string, body: Record<string, unknown>, lang: keyof typeof LANG = "pt") => {
    const res = await suggest(login, body, lang);
    return { status: res.status, ...(res.body as { error: { code: string; message: string } }).error };
  };
  const created = async (login: string, body: Record<string, unknown>) => {
    const res = await suggest(login, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body as SuggestionCreated).sugestao;
  };
  const desk = (url: string, init: { method?: string; body?: unknown; key?: string; lang?: keyof typeof LANG } = {}) =>
    lib.call(url, {
      method: init.method ?? "GET",
      headers: {
        lang: LANG[init.lang ?? "pt"],
        "x-staff-key": init.key ?? deskKey,
        ...(init.body ? { "content-type": "application/json" } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  const move = (id: number, situacao: string, resposta?: string, key?: string) =>
    desk(`/api/balcao/sugestoes/${id}`, { method: "PUT", body: { situacao, resposta }, key });

  it("answers a visitor 401 everywhere but the list of situations", async () => {
    for (const url of [
      "/api/aquisicao/sugestoes",
      "/api/aquisicao/estatisticas",
      "/api/unidade-informacao/sugestao-aquisicao",
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(401);
    }
    const res = await suggest(undefined, VALID);
    expect(res).toEqual({
      status: 401,
      body: { error: { code: "unauthorized", message: "É necessário entrar para continuar." } },
    });
  });

  it("lists the fourteen situations of document 2 §4 as codes and words, in the caller's language", async () => {
    const pt = (await get("/api/aquisicao/sugestoes/situacao")).body as SituationOut[];
    expect(pt.map((s) => s.descricao)).toEqual([
      "Aguardando entrega",
      "Atendida",
      "Cancelada",
      "Duplicada",
      "Em cotação",
      "Esgotada",
      "Finalizada/incompleta",
      "Já existe no acervo",
      "Não atendida",
      "Não localizada",
      "Parcialmente atendida",
      "Em negociação",
      "Pré-sugestão",
      "Sugestão de compra",
    ]);
    expect(pt[0]).toEqual({ codigo: "awaiting_delivery", descricao: "Aguardando entrega" });
    const en = (await get("/api/aquisicao/sugestoes/situacao", undefined, "en")).body as SituationOut[];
    expect(en).toHaveLength(14);
    expect(en.find((s) => s.codigo === "in_quote")?.descricao).toBe("In quotation");
  });

  it("tells a patron without a registered e-mail that they cannot suggest, and where to register one", async () => {
    const options = (await get("/api/unidade-informacao/sugestao-aquisicao", "intercambio"))
      .body as SuggestionFormOptions;
    expect(options.email).toBeNull();
    expect(await refusal("intercambio", VALID)).toEqual({
      status: 422,
      code: "suggestion_no_email",
      message:
        "Você não tem e-mail cadastrado e por isso não pode sugerir aquisições. Cadastre um e-mail em Meu Pergamum, Dados pessoais (/meupergamum/dados-pessoais).",
    });
  });

  it("names each missing required field ('CampoObrigatorioNaoPreenchido'): the library, the title, the publisher", async () => {
    const required = async (change: Record<string, unknown>, lang: keyof typeof LANG = "pt") => {
      const r = await refusal("demo", { ...VALID, ...change }, lang);
      expect([r.status, r.code]).toEqual([422, "suggestion_field_required"]);
      return r.message;
    };
    expect(await required({ biblioteca: "-1" })).toBe("Campo obrigatório não preenchido: Biblioteca.");
    expect(await required({ biblioteca: undefined })).toBe("Campo obrigatório não preenchido: Biblioteca.");
    expect(await required({ titulo: "   " })).toBe("Campo obrigatório não preenchido: Título.");
    expect(await required({ editor: "" })).toBe("Campo obrigatório não preenchido: Editora.");
    expect(await required({ editor: undefined }, "en")).toBe("Required field not filled in: Publisher.");
    expect(await required({ titulo: "" }, "es")).toBe("Campo obligatorio no completado: Título.");
    // In the order of document 2 §5: the library first.
    expect(await required({ biblioteca: "-1", titulo: "", editor: "" })).toBe(
      "Campo obrigatório não preenchido: Biblioteca.",
    );
  });

  it("checks the ISBN/ISSN's check digit and length, naming the field", async () => {
    const identifier = async (isbn_issn: string, lang: keyof typeof LANG = "pt") => {
      const r = await refusal("demo", { ...VALID, isbn_issn }, lang);
      expect([r.status, r.code]).toEqual([422, "suggestion_identifier_invalid"]);
      return r.message;
    };
    expect(await identifier("978-0-19-852663-7")).toBe(
      "ISBN/ISSN: o ISBN informado não é válido (confira os dígitos).",
    );
    expect(await identifier("0-19-852663-7")).toBe("ISBN/ISSN: o ISBN informado não é válido (confira os dígitos).");
    expect(await identifier("0378-5956")).toBe("ISBN/ISSN: o ISSN informado não é válido (confira os dígitos).");
    expect(await identifier("12345")).toBe("ISBN/ISSN: informe um ISBN de 10 ou 13 dígitos ou um ISSN de 8 dígitos.");
    expect(await identifier("0378-5956", "en")).toBe("ISBN/ISSN: the ISSN entered is not valid (check the digits).");
  });

  it("refuses values too long, a library of another campus and the teacher's fields from a student", async () => {
    expect(await refusal("demo", { ...VALID, titulo: "x".repeat(501) })).toEqual({
      status: 422,
      code: "suggestion_field_invalid",
      message: "Título: no máximo 500 caracteres.",
    });
    expect(await refusal("demo", { ...VALID, campus: "2", biblioteca: "1" })).toEqual({
      status: 422,
      code: "suggestion_field_invalid",
      message: "Biblioteca: valor inválido.",
    });
    expect(await refusal("demo", { ...VALID, quantidade: "3" })).toEqual({
      status: 403,
      code: "suggestion_teacher_only",
      message: "Quantidade: só professores informam este campo.",
    });
  });

  it("stores a suggestion and answers 'SugestaoAquisicaoEnviadoSucesso' in the caller's language", async () => {
    const res = await suggest("norte", {
      ...VALID,
      campus: 2,
      biblioteca: 3,
      titulo: "  Revista de Biblioteconomia  ",
      isbn_issn: "0378-5955",
      periodico: "S",
      outras_inf: "<b>Assinatura</b> anual",
    });
    expect(res.status).toBe(201);
    const body = res.body as SuggestionCreated;
    expect(body.mensagem).toBe("Sugestão de aquisição enviada com sucesso.");
    expect(body.sugestao).toMatchObject({
      titulo: "Revista de Biblioteconomia",
      autor: "Silva, Ana",
      edicao: "2. ed.",
      editor: "Editora Teste",
      isbn_issn: "0378-5955",
      periodico: true,
      // Plain text, stored as written: the OPAC escapes it.
      outras_inf: "<b>Assinatura</b> anual",
      biblioteca: { cod_biblioteca: 3, desc_biblioteca: "Biblioteca do Campus Norte" },
      campus: { cod_campus: 2, nome_campus: "Campus Norte" },
      situacao: "pre_suggestion",
      desc_situacao: "Pré-sugestão",
      resposta: null,
      quantidade: null,
      curso: null,
      disciplina: null,
      cod_acervo: null,
    } satisfies Partial<SuggestionOut>);
    const en = await suggest("norte", { ...VALID, campus: 2, biblioteca: 3 }, "en");
    expect((en.body as SuggestionCreated).mensagem).toBe("Acquisition suggestion sent successfully.");
  });

  it("gives a teacher their own path: quantity (required, 1 to 999), course and discipline", async () => {
    const options = (await get("/api/unidade-informacao/sugestao-aquisicao", "professor"))
      .body as SuggestionFormOptions;
    expect(options.professor).toBe(true);
    expect(options.cursos.map((c) => c.nome_curso)).toContain("História (Licenciatura)");
    expect(options.disciplinas.map((d) => d.descricao)).toContain("Historiografia e Teoria da História");
    const student = (await get("/api/unidade-informacao/sugestao-aquisicao", "demo")).body as SuggestionFormOptions;
    expect([student.professor, student.email, student.cursos, student.disciplinas]).toEqual([
      false,
      "demo@biblioteca.example",
      [],
      [],
    ]);
    expect(student.campi).toEqual([
      { cod_campus: 1, nome_campus: "Campus Centro" },
      { cod_campus: 2, nome_campus: "Campus Norte" },
    ]);
    expect(student.bibliotecas).toContainEqual({
      cod_biblioteca: 3,
      desc_biblioteca: "Biblioteca do Campus Norte",
      cod_campus: 2,
    });

    expect(await refusal("professor", VALID)).toMatchObject({
      status: 422,
      message: "Campo obrigatório não preenchido: Quantidade.",
    });
    expect(await refusal("professor", { ...VALID, quantidade: "0" })).toMatchObject({
      status: 422,
      message: "Quantidade: informe um número inteiro de 1 a 999.",
    });
    expect(await refusal("professor", { ...VALID, quantidade: "2", curso: "999999" })).toMatchObject({
      status: 422,
      message: "Curso: valor inválido.",
    });
    const s = await created("professor", { ...VALID, quantidade: "4", curso: "101", disciplina: "201" });
    expect([s.quantidade, s.curso, s.disciplina]).toEqual([
      4,
      { cod_curso: 101, nome_curso: "História (Licenciatura)" },
      { cod_disciplina: 201, descricao: "Historiografia e Teoria da História" },
    ]);
  });

  it("lists the patron's own suggestions by date and situation, both dates or neither, in order", async () => {
    const a = await created("demo", { ...VALID, titulo: "Lista A" });
    const b = await created("demo", { ...VALID, titulo: "Lista B" });
    const c = await created("demo", { ...VALID, titulo: "Lista C" });
    await lib.db.query("UPDATE acquisition_suggestion SET created_at = $2 WHERE id = $1", [
      a.cod_sugestao,
      "2026-03-10T15:00:00Z",
    ]);
    await lib.db.query("UPDATE acquisition_suggestion SET created_at = $2 WHERE id = $1", [
      b.cod_sugestao,
      "2026-03-20T02:00:00Z",
    ]);
    expect((await move(c.cod_sugestao, "in_quote")).status).toBe(200);
    const list = async (query: string) => {
      const res = await get(`/api/aquisicao/sugestoes${query}`, "demo");
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body as SuggestionOut[]).map((s) => s.titulo);
    };
    // 2026-03-20T02:00Z is 19 March in São Paulo.
    expect(await list("?dataIni=2026-03-01&dataFim=2026-03-19")).toEqual(["Lista B", "Lista A"]);
    expect(await list("?dataIni=20/03/2026&dataFim=31/03/2026")).toEqual([]);
    expect(await list("?situacao=in_quote")).toEqual(["Lista C"]);
    const today = localDay(new Date());
    expect(await list(`?dataIni=${today}&dataFim=${today}&situacao=pre_suggestion`)).not.toContain("Lista C");
    expect(await list("")).toEqual(expect.arrayContaining(["Lista A", "Lista B", "Lista C"]));
    // Only the caller's: the suggestions of "norte" and "professor" are not there.
    const all = (await get("/api/aquisicao/sugestoes", "demo")).body as SuggestionOut[];
    expect(all.every((s) => !["Revista de Biblioteconomia"].includes(s.titulo))).toBe(true);
    expect(all).toHaveLength(
      (await lib.db.query("SELECT 1 FROM acquisition_suggestion WHERE patron_id = 1001")).length,
    );

    for (const query of [
      "?dataIni=2026-03-01",
      "?dataFim=2026-03-01",
      "?dataIni=2026-03-02&dataFim=2026-03-01",
      "?dataIni=2026-02-30&dataFim=2026-03-01",
    ]) {
      const res = await get(`/api/aquisicao/sugestoes${query}`, "demo");
      expect(res, query).toEqual({
        status: 400,
        body: {
          error: {
            code: "invalid_date_range",
            message: "Informe a data inicial e a final; a inicial não pode ser posterior à final.",
          },
        },
      });
    }
    expect((await get("/api/aquisicao/sugestoes?situacao=comprada", "demo")).status).toBe(400);
  });

  it("counts the patron's suggestions by situation, every situation listed, by dates and library", async () => {
    await lib.db.query("DELETE FROM acquisition_suggestion WHERE patron_id = 1003");
    const one = await created("norte", { ...VALID, campus: 2, biblioteca: 3, titulo: "E1" });
    const two = await created("norte", { ...VALID, campus: 1, biblioteca: 2, titulo: "E2" });
    await created("norte", { ...VALID, campus: 1, biblioteca: 2, titulo: "E3" });
    expect((await move(one.cod_sugestao, "duplicated")).status).toBe(200);
    expect((await move(two.cod_sugestao, "purchase_suggestion")).status).toBe(200);
    await lib.db.query("UPDATE acquisition_suggestion SET created_at = '2026-01-15T12:00:00Z' WHERE id = $1", [
      one.cod_sugestao,
    ]);
    const stats = async (query = "", lang: keyof typeof LANG = "pt") => {
      const res = await get(`/api/aquisicao/estatisticas${query}`, "norte", lang);
      expect(res.status).toBe(200);
      return res.body as SuggestionStatistics;
    };
    const all = await stats();
    expect(all.total).toBe(3);
    expect(all.situacoes).toHaveLength(14);
    expect(all.situacoes.filter((s) => s.quantidade > 0)).toEqual([
      { codigo: "duplicated", descricao: "Duplicada", quantidade: 1 },
      { codigo: "pre_suggestion", descricao: "Pré-sugestão", quantidade: 1 },
      { codigo: "purchase_suggestion", descricao: "Sugestão de compra", quantidade: 1 },
    ]);
    expect((await stats("?biblioteca=2")).total).toBe(2);
    expect((await stats("?dataIni=2026-01-01&dataFim=2026-01-31")).situacoes.filter((s) => s.quantidade > 0)).toEqual([
      { codigo: "duplicated", descricao: "Duplicada", quantidade: 1 },
    ]);
    expect((await stats("", "en")).situacoes.find((s) => s.codigo === "duplicated")?.descricao).toBe("Duplicate");
    expect((await get("/api/aquisicao/estatisticas?dataIni=2026-01-01", "norte")).status).toBe(400);
    expect((await get("/api/aquisicao/estatisticas?biblioteca=abc", "norte")).status).toBe(400);
    // Another patron counts only their own.
    const demo = (await get("/api/aquisicao/estatisticas?biblioteca=3", "demo")).body as SuggestionStatistics;
    expect(demo.total).toBe(0);
  });

  it("lets the desk move a suggestion only where its situation allows, with an answer, and alerts the patron", async () => {
    const s = await created("demo", { ...VALID, titulo: "Para a mesa" });
    expect((await desk("/api/balcao/sugestoes", { key: "" })).status).toBe(401);
    expect((await move(s.cod_sugestao, "in_quote", undefined, "stf_wrong-key-wrong-key")).status).toBe(401);

    const listed = (await desk("/api/balcao/sugestoes?situacao=pre_suggestion")).body as DeskSuggestionOut[];
    const mine = listed.find((x) => x.cod_sugestao === s.cod_sugestao)!;
    expect(mine.usuario).toEqual({
      cod_pessoa: 1001,
      login: "demo",
      nome_pessoa: "Ana Demonstração",
      email: "demo@biblioteca.example",
    });
    expect(mine.proximas_situacoes).toEqual([
      "purchase_suggestion",
      "in_quote",
      "duplicated",
      "already_exists",
      "not_attended",
      "cancelled",
    ]);
    expect(listed.every((x) => x.situacao === "pre_suggestion")).toBe(true);
    expect((await desk("/api/balcao/sugestoes?situacao=nada")).status).toBe(400);

    // A desk bound to the Campus Norte library neither sees nor moves the Central's.
    const north = (await desk("/api/balcao/sugestoes", { key: northDeskKey })).body as DeskSuggestionOut[];
    expect(north.every((x) => x.biblioteca.cod_biblioteca === 3)).toBe(true);
    expect((await move(s.cod_sugestao, "in_quote", undefined, northDeskKey)).body).toMatchObject({
      error: { code: "staff_forbidden" },
    });

    const refused = await move(s.cod_sugestao, "attended");
    expect(refused).toEqual({
      status: 409,
      body: {
        error: {
          code: "suggestion_move_refused",
          message:
            "A sugestão está em “Pré-sugestão” e não pode passar a “Atendida”. Dali pode ir para: Sugestão de compra, Em cotação, Duplicada, Já existe no acervo, Não atendida, Cancelada.",
        },
      },
    });
    const moved = await move(s.cod_sugestao, "in_quote", "  Cotação pedida.  ");
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      situacao: "in_quote",
      desc_situacao: "Em cotação",
      resposta: "Cotação pedida.",
    });
    const [alert] = await lib.db.query<{ kind: string; params: unknown; link: string }>(
      "SELECT kind, params, link FROM patron_alert WHERE patron_id = 1001 AND dedupe_key = $1",
      [`suggestion-${s.cod_sugestao}-in_quote`],
    );
    expect(alert).toEqual({
      kind: "suggestion_answered",
      params: { situation: "in_quote", title: "Para a mesa" },
      link: "/meupergamum/sugestoes",
    });
    // The patron sees the change and the answer.
    const own = (await get("/api/aquisicao/sugestoes?situacao=in_quote", "demo")).body as SuggestionOut[];
    expect(own.find((x) => x.cod_sugestao === s.cod_sugestao)?.resposta).toBe("Cotação pedida.");

    expect((await move(s.cod_sugestao, "cancelled")).status).toBe(200);
    expect(await move(s.cod_sugestao, "in_quote", undefined)).toEqual({
      status: 409,
      body: {
        error: {
          code: "suggestion_move_refused",
          message: "A sugestão está em “Cancelada”, uma situação final: não pode passar a “Em cotação”.",
        },
      },
    });
    expect((await move(999999, "in_quote")).body).toEqual({
      error: { code: "suggestion_not_found", message: "Sugestão de aquisição 999999 não encontrada." },
    });
    expect((await move(s.cod_sugestao, "comprada")).body).toMatchObject({ error: { code: "invalid_parameter" } });
    expect(
      await lib.db.query(
        "SELECT from_situation, to_situation FROM acquisition_suggestion_move WHERE suggestion_id = $1 ORDER BY id",
        [s.cod_sugestao],
      ),
    ).toEqual([
      { from_situation: "pre_suggestion", to_situation: "in_quote" },
      { from_situation: "in_quote", to_situation: "cancelled" },
    ]);
  });

  it("marks an open suggestion attended when an import catalogues its ISBN, and alerts the patron", async () => {
    // 978-0-306-40615-7, suggested as its ISBN-10; the record carries the ISBN-13.
    const open = await created("demo", { ...VALID, titulo: "Sugerido e catalogado", isbn_issn: "0-306-40615-2" });
    const cancelled = await created("norte", {
      ...VALID,
      campus: 2,
      biblioteca: 3,
      titulo: "Cancelado antes",
      isbn_issn: "9780306406157",
    });
    const other = await created("demo", { ...VALID, titulo: "Outro ISBN", isbn_issn: "978-0-19-852663-6" });
    expect((await move(cancelled.cod_sugestao, "cancelled")).status).toBe(200);

    await importFiles(lib.db, [
      marcFile("catalogued.mrc", "SUG-0001", "9780306406157 (broch.)", "Sugerido e catalogado"),
    ]);
    const [record] = await lib.db.query<{ id: number }>("SELECT id FROM record WHERE source_key = 'SUG-0001|TESTE'");
    expect(record).toBeDefined();

    const own = (await get("/api/aquisicao/sugestoes", "demo")).body as SuggestionOut[];
    expect(own.find((s) => s.cod_sugestao === open.cod_sugestao)).toMatchObject({
      situacao: "attended",
      desc_situacao: "Atendida",
      cod_acervo: record.id,
    });
    expect(own.find((s) => s.cod_sugestao === other.cod_sugestao)?.situacao).toBe("pre_suggestion");
    const theirs = (await get("/api/aquisicao/sugestoes", "norte")).body as SuggestionOut[];
    expect(theirs.find((s) => s.cod_sugestao === cancelled.cod_sugestao)).toMatchObject({
      situacao: "cancelled",
      cod_acervo: null,
    });

    const alerts = await lib.db.query<{ patron_id: number; kind: string; params: unknown; link: string }>(
      "SELECT patron_id, kind, params, link FROM patron_alert WHERE kind = 'suggestion_catalogued'",
    );
    expect(alerts).toEqual([
      {
        patron_id: 1001,
        kind: "suggestion_catalogued",
        params: { title: "Sugerido e catalogado" },
        link: `/acervo/${record.id}`,
      },
    ]);
    // A second run finds nothing more to move.
    await importFiles(lib.db, [marcFile("catalogued.mrc", "SUG-0001", "9780306406157", "Sugerido e catalogado")]);
    expect((await lib.db.query("SELECT 1 FROM patron_alert WHERE kind = 'suggestion_catalogued'")).length).toBe(1);
  });
});
