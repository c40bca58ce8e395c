/**
 * The last five calls of both documents' section 7 (decision 045):
 * GET /consulta/biblioteca/{code}, GET /parametros/get-last-cache-date, /parametros/prefiltros,
 * /parametros/app-layers and POST /vinculos/grupoa, with valid and invalid input.
 */
import { jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { issueStaffKey } from "../../api/core/staff.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const ISSUER = "https://opac.example";
const SECRET = "grupoa-shared-key-0123456789abcdef";

describe.each(engines)("the remaining calls on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let token: string;
  let staffKey: string;
  beforeAll(async () => {
    lib = await openTestLibrary(engine, { OPAC_PUBLIC_URL: ISSUER });
    const res = await lib.call("/api/oauth/token", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ grant_type: "password", username: "demo", password: "demo" }),
    });
    token = (res.body as { access_token: string }).access_token;
    staffKey = await issueStaffKey(lib.db, { login: "desk-calls", name: "Calls", libraryId: null });
  });
  afterAll(async () => {
    await lib?.close();
  });

  const desk = (code: string, method: string, body?: unknown) =>
    lib.call(`/api/balcao/provedores/${code}`, {
      method,
      headers: { "content-type": "application/json", "x-staff-key": staffKey },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const grupoa = (body: string, headers: Record<string, string> = { authorization: `Bearer ${token}` }) =>
    lib.call("/api/vinculos/grupoa", {
      method: "POST",
      headers: { "content-type": "application/json", lang: "5", ...headers },
      body,
    });

  it("GET /consulta/biblioteca/{code} answers one library of the look-up, or 404 in words", async () => {
    expect(await lib.call("/api/consulta/biblioteca/2")).toEqual({
      status: 200,
      body: {
        cod_biblioteca: 2,
        desc_biblioteca: "Biblioteca de Ciências Humanas",
        cod_campus: 1,
        nome_campus: "Campus Centro",
      },
    });
    expect(await lib.call("/api/consulta/biblioteca/999", { headers: { lang: "5" } })).toEqual({
      status: 404,
      body: { error: { code: "library_not_found", message: "Library not found." } },
    });
    for (const bad of ["0", "abc", "-1", "99999999999"])
      expect((await lib.call(`/api/consulta/biblioteca/${bad}`)).body.error.code).toBe("invalid_parameter");
  });

  it("GET /parametros/get-last-cache-date moves when the catalogue changes", async () => {
    const before = await lib.call("/api/parametros/get-last-cache-date");
    expect(before.status).toBe(200);
    expect(Object.keys(before.body).sort()).toEqual(["data", "geracao"]);
    expect(new Date(before.body.data).toISOString()).toBe(before.body.data);
    await lib.db.query("UPDATE record SET title = title WHERE id = (SELECT min(id) FROM record)");
    const after = await lib.call("/api/parametros/get-last-cache-date");
    expect(after.body.geracao).toBe(String(Number(before.body.geracao) + 1));
    expect(Date.parse(after.body.data)).toBeGreaterThanOrEqual(Date.parse(before.body.data));
    // A loan changes no search: the date stays.
    await lib.db.query("UPDATE item SET status = status WHERE id = (SELECT min(id) FROM item)");
    expect((await lib.call("/api/parametros/get-last-cache-date")).body).toEqual(after.body);
  });

  it("GET /parametros/prefiltros names a prefilter link's values, all of them without one", async () => {
    const all = await lib.call("/api/parametros/prefiltros", { headers: { lang: "5" } });
    expect(all.status).toBe(200);
    expect(all.body.bibliotecas).toEqual([
      { codigo: 1, descricao: "Biblioteca Central" },
      { codigo: 2, descricao: "Biblioteca de Ciências Humanas" },
      { codigo: 3, descricao: "Biblioteca do Campus Norte" },
    ]);
    expect(all.body.tiposObra).toHaveLength(18);
    expect(all.body.tiposObra[0]).toEqual({ codigo: 1, descricao: "Book" });
    expect(all.body).toMatchObject({ acessoOnline: false, colecoes: [], ignorados: [] });

    const link = await lib.call("/api/parametros/prefiltros?id_biblioteca=3,99,&tipo_obra=14,&cr=S&id_colecao=7,");
    expect(link).toEqual({
      status: 200,
      body: {
        bibliotecas: [{ codigo: 3, descricao: "Biblioteca do Campus Norte" }],
        tiposObra: [{ codigo: 14, descricao: "Legislação" }],
        acessoOnline: true,
        colecoes: [],
        ignorados: ["id_biblioteca:99", "id_colecao:7"],
      },
    });
    // An empty list (",") asks for none; "cr" other than yes is no.
    expect((await lib.call("/api/parametros/prefiltros?id_biblioteca=,&cr=N")).body).toMatchObject({
      bibliotecas: [],
      acessoOnline: false,
    });
    for (const bad of [
      "id_biblioteca=1;2",
      "tipo_obra=abc",
      `id_biblioteca=${Array.from({ length: 31 }, (_, i) => i + 1).join(",")}`,
    ]) {
      const res = await lib.call(`/api/parametros/prefiltros?${bad}`, { headers: { lang: "5" } });
      expect([res.status, res.body.error.code]).toEqual([400, "invalid_parameter"]);
    }
  });

  it("GET /parametros/app-layers says whether the desk offers the layers system", async () => {
    expect(await lib.call("/api/parametros/app-layers")).toEqual({
      status: 200,
      body: { habilitado: false, nome: null, requerLogin: false },
    });
    const base = { kind: "service", name: "Layers", base_url: "https://layers.example/abrir" };
    try {
      expect((await desk("app_layers", "PUT", { ...base, identity: "jwt", secret: SECRET })).status).toBe(200);
      expect((await lib.call("/api/parametros/app-layers")).body).toEqual({
        habilitado: true,
        nome: "Layers",
        requerLogin: true,
      });
      await desk("app_layers", "PUT", { ...base, identity: "none" });
      expect((await lib.call("/api/parametros/app-layers")).body).toEqual({
        habilitado: true,
        nome: "Layers",
        requerLogin: false,
      });
      await desk("app_layers", "PUT", { ...base, identity: "none", enabled: false });
      expect((await lib.call("/api/parametros/app-layers")).body.habilitado).toBe(false);
    } finally {
      await desk("app_layers", "DELETE");
    }
  });

  it("POST /vinculos/grupoa hands the patron to Grupo A with its session, or refuses in words", async () => {
    expect(await grupoa(JSON.stringify({ sessionid: "abc-123" }))).toEqual({
      status: 404,
      body: { error: { code: "not_configured", message: expect.stringContaining("grupoa") } },
    });
    const saved = await desk("grupoa", "PUT", {
      name: "Grupo A",
      base_url: "https://grupoa.example/entrar?origem=opac",
      identity: "jwt",
      secret: SECRET,
      audience: "grupoa-aud",
    });
    expect(saved.status).toBe(200);
    try {
      const res = await grupoa(JSON.stringify({ sessionid: "abc-123.X_y" }));
      expect(res.status).toBe(200);
      expect(res.body.nome).toBe("Grupo A");
      const url = new URL(res.body.url);
      expect(url.origin + url.pathname).toBe("https://grupoa.example/entrar");
      expect(url.searchParams.get("origem")).toBe("opac");
      expect(url.searchParams.get("sessionid")).toBe("abc-123.X_y");
      const { payload } = await jwtVerify(url.searchParams.get("token")!, new TextEncoder().encode(SECRET), {
        audience: "grupoa-aud",
        issuer: ISSUER,
      });
      expect(payload.sub).toBe("demo");
      expect(payload.exp! * 1000).toBe(Date.parse(res.body.expira));

      // A blocked patron is refused as at the login (430), in words.
      await lib.db.query("UPDATE patron SET blocked = true WHERE login = 'demo'");
      try {
        const blocked = await grupoa(JSON.stringify({ sessionid: "abc-123" }));
        expect([blocked.status, blocked.body.error.code]).toEqual([430, "blocked"]);
        expect(blocked.body.error.message).toMatch(/\w/);
      } finally {
        await lib.db.query("UPDATE patron SET blocked = false WHERE login = 'demo'");
      }

      // Who calls is checked before what they send.
      expect((await grupoa("[1]", {})).status).toBe(401);
      const notObject = await grupoa("[1]");
      expect([notObject.status, notObject.body.error.code]).toEqual([400, "bad_request"]);
      for (const body of [
        "{}",
        JSON.stringify({ sessionid: "" }),
        JSON.stringify({ sessionid: "a b" }),
        JSON.stringify({ sessionid: "x".repeat(201) }),
      ]) {
        const bad = await grupoa(body);
        expect([bad.status, bad.body.error.code]).toEqual([400, "invalid_parameter"]);
      }
    } finally {
      await desk("grupoa", "DELETE");
    }
  });
});
