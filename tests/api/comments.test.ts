import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../../api/patron/auth/tokens.ts";
import { COMMENT_COMMANDS } from "../../api/operations/cli/comment-commands.ts";
import { issueStaffKey } from "../../api/core/staff.ts";
import type {
  CommentedRecord,
  CommentPermission,
  DeskComment,
  DeskLibraryComment,
  OwnComment,
  PublicComment,
} from "../../api/community/comments/contract.ts";
import { seedDemoComments } from "../../api/operations/demo/comments.ts";
import { writeInstitutionParam } from "../../api/core/institution-params.repository.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const DEMO = 1001;
const PROFESSOR = 1002;
const NORTE = 1003;
const EXCHANGE = 1005;
const COMENTA = 1101;

interface Problem {
  error: { code: string; message: string };
}

describe.each(engines)("comments and their moderation on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let records: { id: number; title: string }[];
  let staffKey: string;
  let northKey: string;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    records = await lib.db.query<{ id: number; title: string }>(`SELECT id, title FROM record ORDER BY id LIMIT 12`);
    staffKey = await issueStaffKey(lib.db, { login: "moderador", name: "Moderação", libraryId: null });
    northKey = await issueStaffKey(lib.db, { login: "norte-desk", name: "Norte", libraryId: 3 });
  });
  afterAll(async () => {
    await lib?.close();
  });

  const as = (patron: number, lang = "1") => ({
    authorization: `Bearer ${signAccessToken(patron, lib.config.tokenSecret, 900)}`,
    lang,
  });
  const json = { "content-type": "application/json" };
  const post = (patron: number | null, recordId: number, body: Record<string, unknown>, lang = "1") =>
    lib.call(`/api/comentarios/acervo/${recordId}`, {
      method: "POST",
      headers: { ...(patron === null ? { lang } : as(patron, lang)), ...json },
      body: JSON.stringify(body),
    });
  const publicList = async (recordId: number) =>
    (await lib.call(`/api/comentarios/acervo/${recordId}`)).body as PublicComment[];
  const own = async (patron: number, recordId: number) =>
    (await lib.call(`/api/comentarios/usuario/acervo/${recordId}`, { headers: as(patron) })).body as OwnComment[];
  const desk = (path: string, init: { method?: string; body?: unknown; key?: string | null } = {}) =>
    lib.call(`/api/balcao${path}`, {
      method: init.method ?? "GET",
      headers: {
        ...(init.key === null ? {} : { "x-staff-key": init.key ?? staffKey }),
        ...(init.body ? json : {}),
        lang: "1",
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  const moderate = (id: number, situacao: string, motivo?: string) =>
    desk(`/comentarios/${id}`, { method: "PUT", body: { situacao, motivo } });
  const created = async (patron: number, recordId: number, content: string, exibicao?: string) => {
    const res = await post(patron, recordId, { content, exibicao });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as OwnComment;
  };

  it("keeps a comment out of the record page until staff approve it, then shows it newest first with its author's chosen name", async () => {
    const record = records[0];
    expect(await publicList(record.id)).toEqual([]);
    const first = await created(DEMO, record.id, "  Ótimo livro para a prova.  ");
    expect(first).toEqual({
      cod_comentario: first.cod_comentario,
      cod_acervo: record.id,
      titulo: record.title,
      exibicao: "nome",
      nome_exibicao: "Ana Demonstração",
      texto: "Ótimo livro para a prova.",
      situacao: "pendente",
      motivo_recusa: null,
      data: first.data,
      data_moderacao: null,
    } satisfies OwnComment);
    const second = await created(PROFESSOR, record.id, "Recomendo aos alunos.", "primeiro_nome");
    const third = await created(NORTE, record.id, "Leitura agradável.", "anonimo");
    expect(await publicList(record.id)).toEqual([]);

    const queue = (await desk("/comentarios?situacao=pendente")).body as DeskComment[];
    expect(queue.map((c) => [c.cod_comentario, c.login, c.texto])).toEqual([
      [first.cod_comentario, "demo", "Ótimo livro para a prova."],
      [second.cod_comentario, "professor", "Recomendo aos alunos."],
      [third.cod_comentario, "norte", "Leitura agradável."],
    ]);
    for (const c of [first, second, third]) expect((await moderate(c.cod_comentario, "aprovado")).status).toBe(200);

    const shown = await publicList(record.id);
    expect(shown.map((c) => [c.cod_comentario, c.nome_exibicao, c.texto])).toEqual([
      [third.cod_comentario, null, "Leitura agradável."],
      [second.cod_comentario, "Carlos", "Recomendo aos alunos."],
      [first.cod_comentario, "Ana Demonstração", "Ótimo livro para a prova."],
    ]);
    expect(Object.keys(shown[0]).sort()).toEqual(["cod_comentario", "data", "nome_exibicao", "texto"]);
    expect((await desk("/comentarios?situacao=pendente")).body).toEqual([]);

    const [alert] = await lib.db.query<{ kind: string; params: unknown; link: string }>(
      `SELECT kind, params, link FROM patron_alert WHERE patron_id = $1 AND kind LIKE 'comment%'`,
      [DEMO],
    );
    expect(alert).toEqual({
      kind: "comment_approved",
      params: { titulo: record.title },
      link: `/acervo/${record.id}#comentarios`,
    });
  });

  it("stores script, markup and links as the same plain text and answers them as JSON strings, never as markup", async () => {
    const record = records[1];
    const text =
      '<script>alert("x")</script>\n<img src=x onerror="alert(1)">\n<a href="javascript:alert(1)">clique</a> https://exemplo.org/?a=1&b=2 <b>negrito</b>';
    // Windows line breaks become "\n"; control characters go (a NUL is refused before: 400).
    const comment = await created(COMENTA, record.id, `\r\n${text.replace(/\n/g, "\r\n")}\u0007\r\n`);
    expect(comment.texto).toBe(text);
    const nul = await post(COMENTA, record.id, { content: "a\u0000b" });
    expect([nul.status, (nul.body as Problem).error.code]).toEqual([400, "bad_request"]);
    await moderate(comment.cod_comentario, "aprovado");
    const res = await lib.app.request(`/api/comentarios/acervo/${record.id}`);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const [shown] = (await res.json()) as PublicComment[];
    expect(shown.texto).toBe(text);
    expect((await own(COMENTA, record.id))[0].texto).toBe(text);
    const [stored] = await lib.db.query<{ content: string }>(`SELECT content FROM record_comment WHERE id = $1`, [
      comment.cod_comentario,
    ]);
    expect(stored.content).toBe(text);
    await lib.call(`/api/comentarios/usuario/${comment.cod_comentario}`, { method: "DELETE", headers: as(COMENTA) });
  });

  it("refuses an empty, blank or too long comment with a message in the caller's language", async () => {
    const record = records[2];
    for (const [body, lang, code, message] of [
      [{ content: "" }, "1", "comment_empty", "Escreva o comentário: ao menos 1 caractere."],
      [{ content: " \n\t  " }, "1", "comment_empty", "Escreva o comentário: ao menos 1 caractere."],
      [{}, "5", "comment_empty", "Write the comment: at least 1 character."],
      [
        { content: "x".repeat(2001) },
        "3",
        "comment_too_long",
        "El comentario puede tener como máximo 2000 caracteres.",
      ],
    ] as const) {
      const res = await post(EXCHANGE, record.id, body, lang);
      expect([res.status, (res.body as Problem).error]).toEqual([422, { code, message }]);
    }
    expect((await post(EXCHANGE, record.id, { content: "x".repeat(2000) })).status).toBe(201);
    const bad = await post(EXCHANGE, record.id, { content: "ok", exibicao: "apelido" });
    expect([bad.status, (bad.body as Problem).error.code]).toEqual([400, "invalid_parameter"]);
    const unknown = await post(EXCHANGE, 99_999_999, { content: "ok" });
    expect([unknown.status, (unknown.body as Problem).error.code]).toEqual([404, "record_not_found"]);
    expect((await lib.call("/api/comentarios/acervo/99999999")).status).toBe(404);
  });

  it("answers 422 with the comment-limit message once too many of the patron's comments await approval", async () => {
    await writeInstitutionParam(lib.db, "comentario_limite_pendentes", "2");
    try {
      const [a, b] = [records[3], records[4]];
      const first = await created(NORTE, a.id, "Primeiro.");
      await created(NORTE, b.id, "Segundo.");
      const refused = await post(NORTE, a.id, { content: "Terceiro." });
      expect([refused.status, (refused.body as Problem).error]).toEqual([
        422,
        {
          code: "comment_limit",
          message:
            "Limite de comentários excedido: você já tem 2 comentários aguardando aprovação. Aguarde a análise da biblioteca para enviar outro.",
        },
      ]);
      const english = await post(NORTE, a.id, { content: "Terceiro." }, "5");
      expect((english.body as Problem).error.message).toBe(
        "Comment limit exceeded: you already have 2 comments awaiting approval. Wait for the library to review them before sending another.",
      );
      // Another patron is not held back by hers.
      expect((await post(PROFESSOR, a.id, { content: "Outro leitor." })).status).toBe(201);
      const permission = (await lib.call("/api/comentarios/permissao", { headers: as(NORTE) })).body;
      expect(permission).toEqual({
        logado: true,
        permitido: true,
        atividade: 12,
        pendentes: 2,
        limite: 2,
      } satisfies CommentPermission);
      await moderate(first.cod_comentario, "aprovado");
      expect((await post(NORTE, a.id, { content: "Terceiro." })).status).toBe(201);
    } finally {
      await writeInstitutionParam(lib.db, "comentario_limite_pendentes", null);
    }
    const back = (await lib.call("/api/comentarios/permissao")).body as CommentPermission;
    expect(back).toEqual({ logado: false, permitido: true, atividade: 12, pendentes: null, limite: 5 });
  });

  it("gives a patron only their own comments: lists, one record, delete (another's is a 404 and stays)", async () => {
    const [a, b] = [records[5], records[6]];
    const mine = await created(DEMO, a.id, "Meu comentário.");
    await created(DEMO, b.id, "Outro comentário meu.");
    const theirs = await created(PROFESSOR, a.id, "Comentário do professor.");
    await moderate(mine.cod_comentario, "recusado", "Fora do assunto do livro.");

    expect((await own(DEMO, a.id)).map((c) => [c.texto, c.situacao, c.motivo_recusa])).toEqual([
      ["Meu comentário.", "recusado", "Fora do assunto do livro."],
    ]);
    expect((await own(PROFESSOR, a.id)).map((c) => c.texto)).toEqual(["Comentário do professor."]);
    const list = (await lib.call("/api/comentarios/usuario/acervos", { headers: as(DEMO) })).body as CommentedRecord[];
    const summary = Object.fromEntries(
      list.map((r) => [r.cod_acervo, [r.total, r.pendentes, r.aprovados, r.recusados]]),
    );
    expect(summary[a.id]).toEqual([1, 0, 0, 1]);
    expect(summary[b.id]).toEqual([1, 1, 0, 0]);
    expect(list.find((r) => r.cod_acervo === a.id)?.titulo).toBe(a.title);

    const stolen = await lib.call(`/api/comentarios/usuario/${theirs.cod_comentario}`, {
      method: "DELETE",
      headers: as(DEMO),
    });
    expect([stolen.status, (stolen.body as Problem).error.code]).toEqual([404, "comment_not_found"]);
    expect((await own(PROFESSOR, a.id)).length).toBe(1);
    const deleted = await lib.call(`/api/comentarios/usuario/${mine.cod_comentario}`, {
      method: "DELETE",
      headers: as(DEMO),
    });
    expect([deleted.status, deleted.body]).toEqual([200, { excluido: true }]);
    expect(await own(DEMO, a.id)).toEqual([]);
    const again = await lib.call(`/api/comentarios/usuario/${mine.cod_comentario}`, {
      method: "DELETE",
      headers: as(DEMO),
    });
    expect(again.status).toBe(404);

    const [refusedAlert] = await lib.db.query<{ kind: string; params: unknown; link: string }>(
      `SELECT kind, params, link FROM patron_alert WHERE patron_id = $1 AND kind = 'comment_refused'`,
      [DEMO],
    );
    expect(refusedAlert).toEqual({
      kind: "comment_refused",
      params: { titulo: a.title, motivo: "Fora do assunto do livro." },
      link: "/meupergamum/comentarios",
    });
  });

  it("asks visitors to log in for everything but the public list", async () => {
    const record = records[0];
    const visitor = await post(null, record.id, { content: "Anônimo?" });
    expect([visitor.status, (visitor.body as Problem).error.code]).toEqual([401, "unauthorized"]);
    for (const path of ["/api/comentarios/usuario/acervos", `/api/comentarios/usuario/acervo/${record.id}`]) {
      expect((await lib.call(path)).status, path).toBe(401);
    }
    expect((await lib.call("/api/comentarios/usuario/1", { method: "DELETE" })).status).toBe(401);
    const general = await lib.call("/api/unidade-informacao/comentario", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ content: "Olá", b: 1 }),
    });
    expect(general.status).toBe(401);
    const forged = await lib.call(`/api/comentarios/acervo/${record.id}`, {
      method: "POST",
      headers: { authorization: "Bearer forged", ...json },
      body: JSON.stringify({ content: "x" }),
    });
    expect(forged.status).toBe(401);
  });

  it("opens moderation only to a staff key: 401 without or with a wrong one, 409 for the same situation", async () => {
    for (const key of [null, "wrong-key-wrong-key-wrong"]) {
      for (const [path, method] of [
        ["/comentarios", "GET"],
        ["/comentarios/1", "PUT"],
        ["/comentarios-gerais", "GET"],
        ["/comentarios-gerais/1", "PUT"],
      ] as const) {
        const res = await desk(path, { method, key, body: method === "PUT" ? { situacao: "aprovado" } : undefined });
        expect([res.status, (res.body as Problem).error.code], `${method} ${path}`).toEqual([
          401,
          "staff_unauthorized",
        ]);
      }
    }
    const comment = await created(COMENTA, records[7].id, "Para moderar.");
    expect((await moderate(comment.cod_comentario, "aprovado")).status).toBe(200);
    const same = await moderate(comment.cod_comentario, "aprovado");
    expect([same.status, (same.body as Problem).error]).toEqual([
      409,
      { code: "comment_state", message: "O comentário já está nessa situação." },
    ]);
    // Taken down later: refused, with the reason its author reads.
    const down = (await moderate(comment.cod_comentario, "recusado", "Conteúdo repetido.")).body as DeskComment;
    expect([down.situacao, down.motivo_recusa, down.moderado_por]).toEqual([
      "recusado",
      "Conteúdo repetido.",
      "moderador",
    ]);
    expect(await publicList(records[7].id)).toEqual([]);
    expect((await moderate(999_999, "aprovado")).status).toBe(404);
    expect((await moderate(comment.cod_comentario, "pendente")).status).toBe(400);
    expect((await desk("/comentarios?situacao=outra")).status).toBe(400);
    await lib.call(`/api/comentarios/usuario/${comment.cod_comentario}`, { method: "DELETE", headers: as(COMENTA) });
  });

  it("sends a general comment to a library, listed for its staff and marked read or answered", async () => {
    const send = (patron: number, body: Record<string, unknown>) =>
      lib.call("/api/unidade-informacao/comentario", {
        method: "POST",
        headers: { ...as(patron), ...json },
        body: JSON.stringify(body),
      });
    const sent = await send(DEMO, { content: "  Poderiam abrir aos domingos?\n<b>Obrigada</b>  ", b: 3 });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ cod_biblioteca: 3, desc_biblioteca: "Biblioteca do Campus Norte" });
    const central = await send(PROFESSOR, { content: "Sugiro mais tomadas.", b: 1 });
    expect(central.status).toBe(201);
    const empty = await send(DEMO, { content: "   ", b: 3 });
    expect([empty.status, (empty.body as Problem).error.code]).toEqual([422, "comment_empty"]);
    expect((await send(DEMO, { content: "Olá" })).status).toBe(400);
    const nowhere = await send(DEMO, { content: "Olá", b: 99 });
    expect([nowhere.status, (nowhere.body as Problem).error.code]).toEqual([404, "library_not_found"]);

    const all = (await desk("/comentarios-gerais?situacao=novo")).body as DeskLibraryComment[];
    expect(all.map((c) => [c.desc_biblioteca, c.login, c.texto])).toEqual([
      ["Biblioteca Central", "professor", "Sugiro mais tomadas."],
      ["Biblioteca do Campus Norte", "demo", "Poderiam abrir aos domingos?\n<b>Obrigada</b>"],
    ]);
    // A desk of the Campus Norte sees its library's comments only, and cannot mark another's.
    const north = (await desk("/comentarios-gerais", { key: northKey })).body as DeskLibraryComment[];
    expect(north.map((c) => c.cod_biblioteca)).toEqual([3]);
    const otherLibrary = all[0].cod_comentario;
    const forbidden = await desk(`/comentarios-gerais/${otherLibrary}`, {
      method: "PUT",
      key: northKey,
      body: { situacao: "lido" },
    });
    expect([forbidden.status, (forbidden.body as Problem).error.code]).toEqual([403, "staff_forbidden"]);
    expect((await desk("/comentarios-gerais?biblioteca=1", { key: northKey })).status).toBe(403);
    const marked = await desk(`/comentarios-gerais/${all[1].cod_comentario}`, {
      method: "PUT",
      key: northKey,
      body: { situacao: "respondido" },
    });
    expect((marked.body as DeskLibraryComment).situacao).toBe("respondido");
    expect((marked.body as DeskLibraryComment).tratado_por).toBe("norte-desk");
    expect(((await desk("/comentarios-gerais?situacao=novo")).body as DeskLibraryComment[]).length).toBe(1);
  });

  it("lets the institution choose which activity code means comments (12 or 13), and refuses a category without it", async () => {
    await writeInstitutionParam(lib.db, "comentario_atividade", "13");
    try {
      // Visitors hold 12 only in the demo: under the other reading the comments button is theirs no more.
      const visitor = (await lib.call("/api/comentarios/permissao")).body as CommentPermission;
      expect([visitor.permitido, visitor.atividade]).toEqual([false, 13]);
      await lib.db.query(`DELETE FROM category_permission WHERE category = 'comunidade' AND activity = 13`);
      const norte = (await lib.call("/api/comentarios/permissao", { headers: as(NORTE) })).body as CommentPermission;
      expect([norte.logado, norte.permitido]).toEqual([true, false]);
      const refused = await post(NORTE, records[8].id, { content: "Posso?" });
      expect([refused.status, (refused.body as Problem).error]).toEqual([
        403,
        { code: "comment_not_permitted", message: "Sua categoria de usuário não permite enviar comentários." },
      ]);
      const general = await lib.call("/api/unidade-informacao/comentario", {
        method: "POST",
        headers: { ...as(NORTE), ...json },
        body: JSON.stringify({ content: "Olá", b: 3 }),
      });
      expect(general.status).toBe(403);
      expect((await post(DEMO, records[8].id, { content: "Eu posso." })).status).toBe(201);
    } finally {
      await writeInstitutionParam(lib.db, "comentario_atividade", null);
      await lib.db.query(
        `INSERT INTO category_permission (category, module, activity, description) VALUES ('comunidade', 3, 13, 'Sugestões')`,
      );
    }
  });

  it("moderates from the terminal: the queue, approve, refuse with a reason, general comments", async () => {
    const record = records[9];
    const comment = await created(COMENTA, record.id, "Linha um.\nLinha dois.");
    const queue = await COMMENT_COMMANDS.comments.run(lib.db, [], "pt");
    expect(queue.line).toContain(`#${comment.cod_comentario} pendente`);
    expect(queue.line).toContain(`comenta on record ${record.id} "${record.title}": Linha um. ⏎ Linha dois.`);
    const refused = await COMMENT_COMMANDS["comment-refuse"].run(
      lib.db,
      [String(comment.cod_comentario), "Sem", "relação", "com", "a", "obra."],
      "pt",
    );
    expect((refused.json as DeskComment).motivo_recusa).toBe("Sem relação com a obra.");
    expect((refused.json as DeskComment).moderado_por).toBe("circ");
    const approved = await COMMENT_COMMANDS["comment-approve"].run(lib.db, [String(comment.cod_comentario)], "pt");
    expect((approved.json as DeskComment).situacao).toBe("aprovado");
    expect((await COMMENT_COMMANDS.comments.run(lib.db, ["refused"], "pt")).json).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ cod_comentario: comment.cod_comentario })]),
    );
    await expect(COMMENT_COMMANDS.comments.run(lib.db, ["lost"], "pt")).rejects.toThrow(/unknown situation lost/);
    await expect(COMMENT_COMMANDS["comment-approve"].run(lib.db, ["x"], "pt")).rejects.toThrow(/positive number/);
    const general = await COMMENT_COMMANDS["library-comments"].run(lib.db, ["new"], "pt");
    const first = (general.json as DeskLibraryComment[])[0];
    const marked = await COMMENT_COMMANDS["library-comment-mark"].run(
      lib.db,
      [String(first.cod_comentario), "read"],
      "pt",
    );
    expect(marked.line).toBe(`#${first.cod_comentario} lido`);
  });

  it("seeds the demo comments once, on real records by source key", async () => {
    await lib.db.query(`DELETE FROM record_comment`);
    await lib.db.query(`DELETE FROM library_comment`);
    expect(await seedDemoComments(lib.db)).toBe(8);
    expect(await seedDemoComments(lib.db)).toBe(0);
    const [methodology] = await lib.db.query<{ id: number }>(`SELECT id FROM record WHERE source_key = '002926943|'`);
    expect((await publicList(methodology.id)).map((c) => c.nome_exibicao)).toEqual(["Carlos", "Ana Demonstração"]);
    const states = await lib.db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM record_comment GROUP BY status ORDER BY status`,
    );
    expect(states).toEqual([
      { status: "aprovado", n: 3 },
      { status: "pendente", n: 2 },
      { status: "recusado", n: 1 },
    ]);
  });

  it("holds a patron to WRITES_PER_PATRON_PER_HOUR comments an hour: then 429 with Retry-After, in their language", async () => {
    const [record] = await lib.db.query<{ id: number }>(`SELECT id FROM record ORDER BY id DESC LIMIT 1`);
    for (let i = 0; i < lib.config.WRITES_PER_PATRON_PER_HOUR; i++) {
      await lib.app.request(`/api/comentarios/acervo/${record.id}`, {
        method: "POST",
        headers: { ...as(COMENTA, "5"), ...json },
        body: JSON.stringify({ content: `Comentário ${i}.` }),
      });
    }
    const refused = await lib.app.request(`/api/comentarios/acervo/${record.id}`, {
      method: "POST",
      headers: { ...as(COMENTA, "5"), ...json },
      body: JSON.stringify({ content: "Mais um." }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "Too many messages sent in a short time. Wait and try again later.",
    );
  });
});
