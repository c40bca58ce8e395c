/**
 * Staff write the FAQ, the service points, the events, the general information and the support
 * message (from the desk; decision 038), on every engine: create, change
 * and remove, each shown (sanitised) by the public /parametros calls; the key refused or limited
 * to its library; bad fields named; a form body refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { issueStaffKey } from "../../api/core/staff.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("content written by staff on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let everyLibrary = "";
  let centralOnly = "";
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    everyLibrary = await issueStaffKey(lib.db, { login: "conteudo", name: "Conteúdo", libraryId: null });
    centralOnly = await issueStaffKey(lib.db, { login: "central", name: "Central", libraryId: 1 });
  });
  afterAll(async () => {
    await lib?.close();
  });

  const send = (method: string, url: string, body: unknown, key = everyLibrary) =>
    lib.call(url, {
      method,
      headers: { "content-type": "application/json", "x-staff-key": key },
      body: JSON.stringify(body),
    });

  it("creates, changes and removes a FAQ entry, shown sanitised by /parametros/faq", async () => {
    const created = await send("POST", "/api/balcao/faq", {
      tipo_catalogo: "K",
      titulo: "Posso levar o livro para casa?",
      conteudo: '<p>Sim, por <b>7 dias</b>.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
      posicao: 99,
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    const kids = (await lib.call("/api/parametros/faq?tipo_catalogo=K")).body as { id: number; conteudo: string }[];
    const entry = kids.find((f) => f.id === id);
    expect(entry).toEqual({
      id,
      titulo: "Posso levar o livro para casa?",
      conteudo: expect.stringContaining("<p>Sim, por <b>7 dias</b>.</p>"),
    });
    expect(entry!.conteudo).not.toMatch(/script|onerror|alert/);
    expect(kids.at(-1)!.id).toBe(id);

    const changed = await send("PUT", `/api/balcao/faq/${id}`, {
      tipo_catalogo: "C",
      titulo: "Quanto tempo dura o empréstimo?",
      conteudo: "<p>Sete dias.</p>",
    });
    expect(changed).toEqual({ status: 200, body: { id } });
    expect(
      ((await lib.call("/api/parametros/faq?tipo_catalogo=K")).body as { id: number }[]).map((f) => f.id),
    ).not.toContain(id);
    const classic = (await lib.call("/api/parametros/faq")).body as { id: number; titulo: string }[];
    expect(classic.find((f) => f.id === id)?.titulo).toBe("Quanto tempo dura o empréstimo?");

    expect(await send("DELETE", `/api/balcao/faq/${id}`, {})).toEqual({ status: 200, body: { removido: true } });
    expect((await send("DELETE", `/api/balcao/faq/${id}`, {})).status).toBe(404);
    expect((await send("PUT", `/api/balcao/faq/${id}`, { titulo: "x", conteudo: "y" })).status).toBe(404);
  });

  it("service points: a library's desk edits its own, not another's nor the institution's", async () => {
    const own = await send(
      "POST",
      "/api/balcao/atendimento",
      { cod_biblioteca: 1, titulo: "Balcão térreo", conteudo: "<p>8h às 20h</p>" },
      centralOnly,
    );
    expect(own.status).toBe(201);
    const id = (own.body as { id: number }).id;
    const shown = await lib.call(`/api/parametros/atendimento/${id}`);
    expect(shown.body).toMatchObject({ id, titulo: "Balcão térreo", cod_biblioteca: 1, conteudo: "<p>8h às 20h</p>" });

    const elsewhere = { cod_biblioteca: 2, titulo: "Outro", conteudo: "<p>x</p>" };
    expect((await send("POST", "/api/balcao/atendimento", elsewhere, centralOnly)).body.error.code).toBe(
      "staff_forbidden",
    );
    expect((await send("PUT", `/api/balcao/atendimento/${id}`, elsewhere, centralOnly)).status).toBe(403);
    const whole = { titulo: "Institucional", conteudo: "<p>x</p>" };
    expect((await send("POST", "/api/balcao/atendimento", whole, centralOnly)).status).toBe(403);
    expect((await send("POST", "/api/balcao/atendimento", { ...whole, cod_biblioteca: 999 })).body.error).toMatchObject(
      {
        code: "invalid_parameter",
        message: "Parâmetro inválido: cod_biblioteca.",
      },
    );
    // The desk of every library moves it to the whole institution.
    expect(await send("PUT", `/api/balcao/atendimento/${id}`, { ...whole, cod_biblioteca: null })).toEqual({
      status: 200,
      body: { id },
    });
    expect((await lib.call(`/api/parametros/atendimento/${id}`)).body).toMatchObject({
      cod_biblioteca: null,
      desc_biblioteca: null,
    });
    expect((await send("DELETE", `/api/balcao/atendimento/${id}`, {}, centralOnly)).status).toBe(403);
    expect((await send("DELETE", `/api/balcao/atendimento/${id}`, {})).status).toBe(200);
  });

  it("events: dates checked, only http(s) or scheme-less links, shown by /parametros/eventos_*", async () => {
    const year = new Date().getFullYear() + 1;
    const event = {
      origem: "E",
      titulo: "Feira do livro",
      data_inicio: `${year}-05-10`,
      data_fim: `${year}-05-12`,
      url: "www.example.org/feira",
    };
    const created = await send("POST", "/api/balcao/eventos", event);
    expect(created.status).toBe(201);
    const id = (created.body as { id: number }).id;
    const listed = ((await lib.call("/api/parametros/eventos_eventum")).body as { id: number }[]).find(
      (e) => e.id === id,
    );
    expect(listed).toMatchObject({
      titulo: "Feira do livro",
      data_inicio: `${year}-05-10`,
      data_fim: `${year}-05-12`,
      url: "http://www.example.org/feira",
    });

    const field = async (body: unknown) =>
      ((await send("POST", "/api/balcao/eventos", body)).body as { error: { message: string } }).error.message;
    expect(await field({ ...event, url: "javascript:alert(1)" })).toBe("Parâmetro inválido: url.");
    expect(await field({ ...event, data_fim: `${year}-05-01` })).toBe("Parâmetro inválido: data_fim.");
    expect(await field({ ...event, data_inicio: "10/05/2027" })).toBe("Parâmetro inválido: data_inicio.");
    expect(await field({ ...event, origem: "X" })).toBe("Parâmetro inválido: origem.");
    expect(await field({ ...event, titulo: "x".repeat(301) })).toBe("Parâmetro inválido: titulo.");
    expect((await send("PUT", `/api/balcao/eventos/${id}`, { ...event, origem: "I", url: "" })).status).toBe(200);
    expect(
      ((await lib.call("/api/parametros/eventos_institucionais")).body as { id: number; url: string | null }[]).find(
        (e) => e.id === id,
      )?.url,
    ).toBeNull();
    expect((await send("DELETE", `/api/balcao/eventos/${id}`, {}, centralOnly)).status).toBe(403);
    expect((await send("DELETE", `/api/balcao/eventos/${id}`, {})).status).toBe(200);
  });

  it("the general information and the support message are institution parameters staff set", async () => {
    const put = (key: string, valor: string) => send("PUT", `/api/parametros/instituicao/${key}`, { valor });
    expect((await put("informacoes_gerais", '<h2>Horários</h2><p onclick="x()">Todos os dias</p>')).status).toBe(200);
    expect((await lib.call("/api/parametros/informacoes_gerais")).body).toEqual({
      conteudo: "<h2>Horários</h2><p>Todos os dias</p>",
    });
    expect((await put("msg_suporte_consulta", "<p>Fale com a biblioteca.</p>")).status).toBe(200);
    expect((await lib.call("/api/parametros/suporte")).body).toEqual({ mensagem: "<p>Fale com a biblioteca.</p>" });
    expect((await put("msg_suporte_consulta", "x".repeat(4001))).status).toBe(400);
  });

  it("refuses a missing or wrong key, a form body and a NUL", async () => {
    const faq = { titulo: "t", conteudo: "c" };
    expect(
      (
        await lib.call("/api/balcao/faq", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(faq),
        })
      ).status,
    ).toBe(401);
    expect((await send("POST", "/api/balcao/faq", faq, "stf_wrong-key-wrong-key")).status).toBe(401);
    const form = await lib.call("/api/balcao/faq", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-staff-key": everyLibrary },
      body: "titulo=t&conteudo=c",
    });
    expect(form.status).toBe(400);
    expect((await send("POST", "/api/balcao/faq", { titulo: "t\u0000", conteudo: "c" })).status).toBe(400);
    expect((await send("POST", "/api/balcao/faq", { titulo: "t", conteudo: "" })).body.error.message).toBe(
      "Parâmetro inválido: conteudo.",
    );
  });
});
