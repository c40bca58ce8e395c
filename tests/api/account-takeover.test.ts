/**
 * What a stolen session can no longer do (decision 052), on both engines: change the e-mail
 * address recovery mails, register an app device, or keep the account after the owner changes the
 * password, logs out everywhere or undoes the change from the mail sent to the old address.
 */
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TokenResponse } from "../../api/contract.ts";
import { REAUTH_MAX_FAILURES } from "../../api/patron/auth/reauthentication.service.ts";
import type { AppUuidTokens, SessionOut, StoredAppUuid } from "../../api/patron/personal/contract.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";
import { mailTo, startSmtpReceiver, type SmtpReceiver } from "../support/smtp-receiver.ts";

const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

describe.each(engines)("re-authentication, sessions and the e-mail undo link on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    lib = await openTestLibrary(engine, {
      ...mailTo(smtp),
      OPAC_PUBLIC_URL: "https://catalogo.example.org",
    });
    // Patrons of their own (password "demo"), so that no test here depends on another's state.
    for (const [id, login] of [
      [2101, "alvo"],
      [2102, "aparelho"],
      [2103, "senhas"],
      [2104, "sessoes"],
      [2105, "palpite"],
    ] as const) {
      await lib.db.query(
        `INSERT INTO patron (id, login, name, email, password_hash, category, library_id)
         SELECT $1, $2, $3, $4, password_hash, category, library_id FROM patron WHERE login = 'demo'`,
        [id, login, `Pessoa ${login}`, `${login}@biblioteca.example`],
      );
    }
  });
  afterAll(async () => {
    await lib?.close();
    await smtp?.close();
  });

  const bearer = (tokens: TokenResponse) => ({ authorization: `Bearer ${tokens.access_token}` });
  const login = async (username: string, password = "demo") => {
    const res = await lib.call("/api/oauth/token", json("POST", { grant_type: "password", username, password }));
    expect(res.status).toBe(200);
    return res.body as TokenResponse;
  };
  const refresh = (token: string) =>
    lib.call("/api/oauth/token", json("POST", { grant_type: "refresh_token", refresh_token: token }));
  /** A token taken from a session signed in an hour ago: what a thief holds. */
  const stolen = async (username: string) => {
    const tokens = await login(username);
    await lib.db.query(
      `UPDATE auth_session SET signed_in_at = now() - interval '1 hour' WHERE patron_id =
      (SELECT id FROM patron WHERE login = $1)`,
      [username],
    );
    return tokens;
  };
  const changeEmail = (tokens: TokenResponse, email: string, senha_atual?: string) =>
    lib.call("/api/pessoas/meu-pergamum/dados-pessoais", json("PUT", { email, senha_atual }, bearer(tokens)));
  const emailOf = async (username: string) =>
    (await lib.db.query<{ email: string }>(`SELECT email FROM patron WHERE login = $1`, [username]))[0]!.email;
  const store = (tokens: TokenResponse, senha_atual?: string) =>
    lib.call("/api/pessoas/store-app-uuid", json("POST", { nome: "Telefone", senha_atual }, bearer(tokens)));
  const trade = (uuid: string) =>
    lib.app.request("/api/pessoas/auth-app-uuid", json("POST", { uuid }), { clientAddress: "192.0.2.77" });

  it("a stolen token cannot change the e-mail without the password, so recovery cannot be diverted", async () => {
    const thief = await stolen("alvo");
    const refused = await changeEmail(thief, "ladrao@example.net");
    expect([refused.status, refused.body.error.code]).toEqual([403, "reauthentication_required"]);
    const wrong = await changeEmail(thief, "ladrao@example.net", "palpite");
    expect([wrong.status, wrong.body.error.code]).toEqual([422, "current_password_wrong"]);
    // A refreshed token belongs to the same old session: still no fresh sign-in.
    const renewed = (await refresh(thief.refresh_token)).body as TokenResponse;
    expect((await changeEmail(renewed, "ladrao@example.net")).status).toBe(403);
    // Recovery still mails the owner's address.
    expect(await emailOf("alvo")).toBe("alvo@biblioteca.example");
    // Other fields need no password.
    const city = await lib.call(
      "/api/pessoas/meu-pergamum/dados-pessoais",
      json("PUT", { cidade: "Palhoça" }, bearer(renewed)),
    );
    expect(city.status).toBe(200);
  });

  it("a changed e-mail is told to the old address, whose link undoes it once and ends every session", async () => {
    const owner = await stolen("alvo");
    const before = smtp.messages.length;
    const res = await changeEmail(owner, "nova@example.net", "demo");
    expect([res.status, res.body.email]).toEqual([200, "nova@example.net"]);
    const mail: ParsedMail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before);
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("alvo@biblioteca.example");
    const link = mail.text?.match(/https:\/\/catalogo\.example\.org\/login\/desfazer-email\?token=(\S+)/);
    expect(link, mail.text).toBeTruthy();
    const token = decodeURIComponent(link![1]!);
    // The new owner of the address registers a device; the link takes all of it back.
    const device = (await store(await login("alvo"))).body as StoredAppUuid;
    const undo = (t: string) => lib.call("/api/pessoas/desfazer-troca-email", json("POST", { token: t }));
    expect((await undo(`${token}x`)).body.error.code).toBe("email_undo_invalid");
    expect(await undo(token)).toEqual({ status: 200, body: { desfeita: true } });
    expect(await emailOf("alvo")).toBe("alvo@biblioteca.example");
    expect((await lib.call("/api/pessoas", { headers: bearer(owner) })).status).toBe(401);
    expect((await refresh(owner.refresh_token)).status).toBe(401);
    expect((await trade(device.uuid)).status).toBe(401);
    // Single use.
    expect((await undo(token)).status).toBe(422);
  });

  it("after two changes, the first address's link brings it back even once the second is undone", async () => {
    const fresh = await login("sessoes");
    const first = smtp.messages.length;
    expect((await changeEmail(fresh, "um@example.net")).status).toBe(200);
    const toOwner = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= first);
    const second = smtp.messages.length;
    expect((await changeEmail(fresh, "dois@example.net")).status).toBe(200);
    const toFirst = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= second);
    const tokenIn = (m: ParsedMail) => decodeURIComponent(m.text!.match(/token=(\S+)/)![1]!);
    const undo = (t: string) => lib.call("/api/pessoas/desfazer-troca-email", json("POST", { token: t }));
    expect((await undo(tokenIn(toFirst))).status).toBe(200);
    expect(await emailOf("sessoes")).toBe("um@example.net");
    expect((await undo(tokenIn(toOwner))).status).toBe(200);
    expect(await emailOf("sessoes")).toBe("sessoes@biblioteca.example");
  });

  it("registering an app device needs the password or a fresh sign-in; a device session is never fresh", async () => {
    const thief = await stolen("aparelho");
    expect((await store(thief)).body.error.code).toBe("reauthentication_required");
    expect((await store(thief, "errada")).status).toBe(422);
    const device = await store(thief, "demo");
    expect(device.status).toBe(200);
    const onDevice = (await (await trade((device.body as StoredAppUuid).uuid)).json()) as AppUuidTokens;
    expect((await store(onDevice)).status).toBe(403);
    expect((await changeEmail(onDevice, "outra@example.net")).status).toBe(403);
    // Just signed in with the password: no need to type it again.
    expect((await store(await login("aparelho"))).status).toBe(200);
  });

  it("a password change ends every refresh token and app device, so a device gets no fresh token after it", async () => {
    const thief = await login("senhas");
    const device = (await store(thief)).body as StoredAppUuid;
    expect((await trade(device.uuid)).status).toBe(200);
    const owner = await login("senhas");
    const changed = await lib.call(
      "/api/pessoas/meu-pergamum/senha",
      json("PUT", { senhaAtual: "demo", senhaNova: "Livro-Novo-2026!" }, bearer(owner)),
    );
    expect(changed.status).toBe(200);
    expect((await trade(device.uuid)).status).toBe(401);
    expect((await refresh(thief.refresh_token)).status).toBe(401);
    expect((await lib.call("/api/pessoas", { headers: bearer(thief) })).status).toBe(401);
  });

  it("guessing the current password with a token is limited", async () => {
    const thief = await stolen("palpite");
    const guess = (senhaAtual: string) =>
      lib.call(
        "/api/pessoas/meu-pergamum/senha",
        json("PUT", { senhaAtual, senhaNova: "Outra-Senha-9!" }, bearer(thief)),
      );
    for (let i = 0; i < REAUTH_MAX_FAILURES; i++) expect((await guess(`palpite${i}`)).status).toBe(422);
    expect((await guess("demo")).status).toBe(429);
    expect((await changeEmail(thief, "x@example.net", "demo")).status).toBe(429);
    // The owner still logs in: the guesses were counted apart from the login's.
    expect((await login("palpite")).access_token).toBeTruthy();
  });

  it("lists the patron's sessions, ends one, and logs out everywhere with the devices", async () => {
    const here = await login("sessoes");
    const there = await login("sessoes");
    const device = (await store(there)).body as StoredAppUuid;
    const list = async () =>
      (await lib.call("/api/pessoas/meu-pergamum/sessoes", { headers: bearer(here) })).body as SessionOut[];
    const sessions = await list();
    expect(sessions.filter((s) => s.atual)).toHaveLength(1);
    expect(sessions.every((s) => s.tipo === "password")).toBe(true);
    const other = sessions.find((s) => !s.atual)!;
    const end = (id: string) =>
      lib.call(`/api/pessoas/meu-pergamum/sessoes/${encodeURIComponent(id)}`, {
        method: "DELETE",
        headers: bearer(here),
      });
    expect(await end(other.id)).toEqual({ status: 200, body: { encerrada: true } });
    expect((await end(other.id)).status).toBe(404);
    expect((await list()).map((s) => s.id)).not.toContain(other.id);
    // Another patron's session is not the caller's to end.
    const stranger = await login("palpite");
    expect(
      (
        await lib.call(`/api/pessoas/meu-pergamum/sessoes/${sessions.find((s) => s.atual)!.id}`, {
          method: "DELETE",
          headers: bearer(stranger),
        })
      ).status,
    ).toBe(404);
    const everywhere = await lib.call("/api/pessoas/meu-pergamum/sair-de-todas", {
      method: "POST",
      headers: bearer(here),
    });
    expect(everywhere).toEqual({ status: 200, body: { encerradas: true } });
    expect((await lib.call("/api/pessoas", { headers: bearer(here) })).status).toBe(401);
    expect((await refresh(here.refresh_token)).status).toBe(401);
    expect((await trade(device.uuid)).status).toBe(401);
  });
});
