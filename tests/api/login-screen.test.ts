/**
 * GET /parametros/login (what the login screen shows), the category-code select and the error
 * statuses of the token call (decision 024). Both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { issueStaffKey } from "../../api/core/staff.ts";
import type { LoginScreenSettings } from "../../api/patron/login/contract.ts";
import { writeInstitutionParam } from "../../api/core/institution-params.repository.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const form = (fields: Record<string, string>, lang = "1") => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", lang },
  body: new URLSearchParams(fields).toString(),
});

describe.each(engines)("the login screen's settings on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const settings = async () => (await lib.call("/api/parametros/login")).body as LoginScreenSettings;
  const token = (fields: Record<string, string>, lang?: string) =>
    lib.call("/api/oauth/token", form({ grant_type: "password", ...fields }, lang));

  it("gives the demo's: recovery, captcha after a failure, destination starting on M, person choice", async () => {
    expect(await settings()).toEqual({
      label: null,
      message: null,
      errorMessage: null,
      recovery: { offered: true, text: "Esqueci minha senha" },
      captcha: { login: "after_failure", recovery: true, required: false },
      destinationChoice: { offered: true, memberAreaLabel: "Meu Pergamum", default: "M" },
      categoryCodes: null,
      duplicateLoginChoice: true,
    });
  });

  it("gives the institution's label, its message sanitised and its own words for a refused login", async () => {
    const params = {
      denominacao_login: "Matrícula",
      msg_login:
        '<p onclick="x()">Use a <b>matrícula</b>. <a href="https://x.example">Ajuda</a><script>alert(1)</script></p>',
      msg_erro_login: "Matrícula ou senha não conferem.",
      destino_padrao_login_catalogo: "C",
    };
    try {
      for (const [key, value] of Object.entries(params)) await writeInstitutionParam(lib.db, key, value);
      const s = await settings();
      expect(s.label).toBe("Matrícula");
      expect(s.message).toBe(
        '<p>Use a <b>matrícula</b>. <a href="https://x.example" rel="noopener noreferrer">Ajuda</a></p>',
      );
      expect(s.errorMessage).toBe("Matrícula ou senha não conferem.");
      expect(s.destinationChoice.default).toBe("C");
    } finally {
      for (const key of Object.keys(params)) await writeInstitutionParam(lib.db, key, null);
    }
    expect((await settings()).destinationChoice.default).toBeNull();
  });

  it("lets staff set the login screen's parameters, and only to valid values", async () => {
    const staffKey = await issueStaffKey(lib.db, { login: "login-screen", name: "Login", libraryId: null });
    const put = (key: string, valor: string) =>
      lib.call(`/api/parametros/instituicao/${key}`, {
        method: "PUT",
        headers: { "content-type": "application/json", "x-staff-key": staffKey },
        body: JSON.stringify({ valor }),
      });
    try {
      expect((await put("msg_login", "<b>Olá</b>")).status).toBe(200);
      expect((await settings()).message).toBe("<b>Olá</b>");
      expect((await put("destino_padrao_login_catalogo", "X")).status).toBe(400);
      expect((await put("login_lista_categoria", "3")).status).toBe(400);
    } finally {
      await put("msg_login", "");
    }
    expect((await settings()).message).toBeNull();
  });

  it("with the category select, logs in only with the patron's own category code", async () => {
    await writeInstitutionParam(lib.db, "login_lista_categoria", "2");
    await lib.db.query(`UPDATE patron SET category = '04' WHERE login = 'norte'`);
    try {
      expect((await settings()).categoryCodes).toEqual({ codes: ["01", "04", "03"], default: "01" });
      expect((await token({ username: "norte", password: "norte", categoria: "04" })).status).toBe(200);
      // Another code, or none (the default 01), is refused like a wrong password.
      const other = await token({ username: "norte", password: "norte", categoria: "03" });
      expect(other).toEqual({
        status: 401,
        body: { error: { code: "invalid_credentials", message: "Usuário ou senha incorretos." } },
      });
      // (The failure made the captcha due for norte; clear it for the next attempts.)
      await lib.db.query(`DELETE FROM login_failure`);
      expect((await token({ username: "norte", password: "norte" })).status).toBe(401);
      await lib.db.query(`DELETE FROM login_failure`);
      // A code outside the list: 400 naming the parameter.
      const unknown = await token({ username: "norte", password: "norte", categoria: "99" }, "3");
      expect(unknown).toEqual({
        status: 400,
        body: { error: { code: "invalid_parameter", message: expect.stringContaining("categoria") } },
      });
    } finally {
      await writeInstitutionParam(lib.db, "login_lista_categoria", null);
      await lib.db.query(`UPDATE patron SET category = 'comunidade' WHERE login = 'norte'`);
      await lib.db.query(`DELETE FROM login_failure`);
    }
    // Without the select the code is ignored.
    expect((await token({ username: "norte", password: "norte", categoria: "04" })).status).toBe(200);
    expect((await settings()).categoryCodes).toBeNull();
  });

  it("answers each error of the login catalogue with its status, in the caller's language", async () => {
    expect(await token({ username: "demo" }, "3")).toEqual({
      status: 400,
      body: { error: { code: "credential_missing", message: expect.any(String) } },
    });
    expect((await token({ username: "demo", password: "x" }, "3")).body.error.code).toBe("invalid_credentials");
    expect((await token({ username: "bloqueado", password: "bloqueado" })).status).toBe(430);
    expect((await token({ username: "demo", password: "demo" }, "5")).status).toBe(422);
    await lib.db.query(`DELETE FROM login_failure`);
  });
});
