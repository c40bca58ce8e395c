/**
 * Password recovery in three steps and the password change (decision 025), through HTTP on both
 * engines, with the code read from a real SMTP server on localhost (tests/support/smtp-receiver.ts).
 */
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApi } from "../../api/app.ts";
import { issueStaffKey } from "../../api/core/staff.ts";
import { readConfig } from "../../api/core/config.ts";
import type { TokenResponse } from "../../api/contract.ts";
import type { RecoveryStarted } from "../../api/patron/password/contract.ts";
import { signRecoveryToken } from "../../api/patron/password/recovery-token.ts";
import { answeredCaptcha } from "../support/captcha.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";
import { mailTo, startSmtpReceiver, type SmtpReceiver } from "../support/smtp-receiver.ts";

const DEMO_RULES = {
  length: { min: 8, max: 64 },
  has_numbers: true,
  only_numbers: true,
  special_char: true,
  diff_case: true,
  diff_name: true,
  last_pw: 3,
};

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

describe.each(engines)("password recovery and change on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let smtp: SmtpReceiver;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    lib = await openTestLibrary(engine, {
      ...mailTo(smtp),
      // Above the most any other test here mails one address (rui's five codes an hour).
      RECOVERY_MAILS_PER_ADDRESS: "6",
    });
    // Patrons of their own, so that no test here depends on another's passwords.
    for (const [id, login, name, email] of [
      [2001, "rita", "Rita Recuperação", "rita@biblioteca.example; rita.r@correio.example"],
      [2002, "caio", "Caio Expira", "caio@biblioteca.example"],
      [2003, "lia", "Lia Limite", "lia@biblioteca.example"],
      [2004, "semmail", "Sem Correio", null],
      [2005, "troca", "Tomás Troca", "troca@biblioteca.example"],
      [2006, "rui", "Rui Reenvio", "rui@biblioteca.example"],
      [2007, "fama", "Fausto Família", "familia@biblioteca.example"],
      [2008, "famb", "Flora Família", "familia@biblioteca.example; flora@correio.example"],
      [2009, "famc", "Fábio Família", "fabio@correio.example"],
    ] as const) {
      await lib.db.query(
        `INSERT INTO patron (id, login, name, email, password_hash, category, library_id)
         SELECT $1, $2, $3, $4, password_hash, category, library_id FROM patron WHERE login = 'demo'`,
        [id, login, name, email],
      );
    }
  });
  afterAll(async () => {
    await lib?.close();
    await smtp?.close();
  });

  const captcha = () => answeredCaptcha(lib.config.tokenSecret);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

  /** Step 1 with a right captcha; the code is the one mailed after this call. */
  async function start(login: string, headers: Record<string, string> = {}, client = "198.51.100.1") {
    const before = smtp.messages.length;
    const response = await lib.app.request(
      `/api/pessoas/${login}/recuperar-senha?${new URLSearchParams(captcha())}`,
      { headers },
      { clientAddress: client },
    );
    const res = {
      status: response.status,
      body: await response.json(),
      cacheControl: response.headers.get("cache-control"),
    };
    const mail = (): Promise<ParsedMail> => smtp.waitFor((m) => smtp.messages.indexOf(m) >= before);
    return { ...res, mail };
  }
  const codeIn = (mail: ParsedMail) => mail.text?.match(/\b(\d{6})\b/)?.[1] ?? "";
  async function started(login: string) {
    const res = await start(login);
    expect(res.status).toBe(200);
    const body = res.body as RecoveryStarted;
    return { token: body.token, code: codeIn(await res.mail()) };
  }
  const verify = (login: string, token: string | undefined, code: string, lang = "1") =>
    lib.call(
      `/api/pessoas/${login}/recuperar-senha`,
      json("POST", { code }, { lang, ...(token ? bearer(token) : {}) }),
    );
  const reset = (login: string, token: string, code: string, password: string) =>
    lib.call(`/api/pessoas/${login}/recuperar-senha`, json("PUT", { code, password }, bearer(token)));
  const login = (username: string, password: string) =>
    lib.call("/api/oauth/token", form({ grant_type: "password", username, password }));
  const refresh = (token: string) =>
    lib.call("/api/oauth/token", form({ grant_type: "refresh_token", refresh_token: token }));

  it("says whether recovery is offered and asks a captcha (the demo: both)", async () => {
    const res = await lib.call("/api/pessoas/recuperar-senha");
    expect(res).toEqual({ status: 200, body: { offered: true, captcha: true } });
  });

  it("walks the three steps: code by e-mail, code accepted with the rules, new password set", async () => {
    const session = (await login("rita", "demo")).body as TokenResponse;

    const first = await start("  rita  ");
    expect(first.status).toBe(200);
    expect(first.cacheControl).toBe("no-store");
    const answer = first.body as RecoveryStarted;
    // No address and no name: the answer is the same for a login that does not exist (decision 053).
    expect({ ...answer, token: typeof answer.token }).toEqual({
      code_length: 6,
      tte: 900,
      token: "string",
    });
    const mail = await first.mail();
    expect(mail.to && "value" in mail.to ? mail.to.value.map((a) => a.address) : []).toEqual([
      "rita@biblioteca.example",
      "rita.r@correio.example",
    ]);
    expect(mail.subject).toBe("Código para recuperar a senha");
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain("Olá, Rita Recuperação.");
    expect(mail.text).toContain("Ele vale por 15 minutos e pode ser usado uma vez.");

    const accepted = await verify("rita", answer.token, code);
    expect(accepted).toEqual({ status: 200, body: { rules: DEMO_RULES, name: "Rita Recuperação" } });

    const changed = await reset("rita", answer.token, code, "Livro-2026!");
    expect(changed).toEqual({ status: 200, body: { changed: true } });
    const renewed = await login("rita", "Livro-2026!");
    expect(renewed.status).toBe(200);
    expect((await login("rita", "demo")).status).toBe(401);
    // Every earlier session ended, and an old device trying to refresh does not end the new one.
    expect((await refresh(session.refresh_token)).status).toBe(401);
    expect((await refresh((renewed.body as TokenResponse).refresh_token)).status).toBe(200);

    // The code is spent: neither step takes it again.
    const again = await reset("rita", answer.token, code, "Outro-Livro-1");
    expect(again.status).toBe(422);
    expect(again.body.error).toEqual({
      code: "recovery_code_expired",
      message: "O código de verificação expirou ou já foi usado. Peça um novo código.",
    });
    expect((await verify("rita", answer.token, code)).body.error.code).toBe("recovery_code_expired");
  });

  it("refuses the first step without a user code, captcha, known login, e-mail, mail or the offer", async () => {
    const blank = await lib.call(`/api/pessoas/%20%20/recuperar-senha?${new URLSearchParams(captcha())}`);
    expect(blank).toEqual({
      status: 400,
      body: { error: { code: "user_code_missing", message: "Digite o código de usuário." } },
    });

    const noCaptcha = await lib.call("/api/pessoas/rita/recuperar-senha");
    expect(noCaptcha.status).toBe(422);
    expect(noCaptcha.body.error.code).toBe("captcha_invalid");
    const wrongCaptcha = await lib.call(
      `/api/pessoas/rita/recuperar-senha?${new URLSearchParams({ ...captcha(), recaptcha_answer: "8" })}`,
    );
    expect(wrongCaptcha.body.error.code).toBe("captcha_invalid");

    // A login that does not exist, or one without an e-mail, answers as rita's did: same status,
    // same fields, no name; and its next step refuses a code as a wrong code is refused.
    for (const login of ["ninguem-aqui", "semmail"]) {
      const other = await start(login, { lang: "5" });
      expect(other.status).toBe(200);
      const body = other.body as RecoveryStarted;
      expect({ ...body, token: typeof body.token }).toEqual({ code_length: 6, tte: 900, token: "string" });
      expect(JSON.stringify(body)).not.toMatch(/Rita|Sem|@/);
      const guess = await verify(login, body.token, "123456");
      expect(guess).toEqual({
        status: 422,
        body: { error: { code: "recovery_code_invalid", message: expect.stringContaining("4") } },
      });
    }

    const mailOff = createApi(lib.db, readConfig({ TOKEN_SECRET: lib.config.tokenSecret, DEMO_DATA: "off" }));
    const off = await mailOff.request(`/api/pessoas/rita/recuperar-senha?${new URLSearchParams(captcha())}`);
    expect(off.status).toBe(503);
    expect(((await off.json()) as { error: { code: string } }).error.code).toBe("mail_unavailable");

    await lib.db.query(`UPDATE institution_param SET value = '1' WHERE key = 'p.__md_aut'`);
    try {
      expect(await lib.call("/api/pessoas/recuperar-senha")).toEqual({
        status: 200,
        body: { offered: false, captcha: true },
      });
      const refused = await start("rita");
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe("recovery_unavailable");
    } finally {
      await lib.db.query(`UPDATE institution_param SET value = '2' WHERE key = 'p.__md_aut'`);
    }
  });

  it("limits logins that do not exist per client, with the login limits (LOGIN_MAX_ATTEMPTS)", async () => {
    const from = "203.0.113.9";
    // Answered as a real login is (200), but spent from the client's allowance.
    for (let i = 0; i < 10; i++) expect((await start(`nobody-${i}`, {}, from)).status).toBe(200);
    expect((await start("nobody-else", {}, from)).status).toBe(429);
    // Another client is not affected.
    expect((await start("nobody-else", {}, "203.0.113.10")).status).toBe(200);
  });

  it("refuses an expired code", async () => {
    const { token, code } = await started("caio");
    await lib.db.query(
      `UPDATE password_recovery SET expires_at = now() - interval '1 second'
        WHERE patron_id = (SELECT id FROM patron WHERE login = 'caio')`,
    );
    const res = await verify("caio", token, code);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("recovery_code_expired");
  });

  it("voids a code after five wrong guesses", async () => {
    const { token, code } = await started("lia");
    const wrong = code === "000000" ? "000001" : "000000";
    for (const left of [4, 3, 2, 1]) {
      const res = await verify("lia", token, wrong);
      expect(res).toEqual({
        status: 422,
        body: {
          error: {
            code: "recovery_code_invalid",
            message: `Código de verificação incorreto. Restam ${left} tentativas.`,
          },
        },
      });
    }
    const fifth = await verify("lia", token, wrong, "3");
    expect(fifth.body.error).toEqual({
      code: "recovery_code_expired",
      message: "Código de verificación incorrecto. Se acabaron los intentos: pida un código nuevo.",
    });
    // The right code no longer helps.
    expect((await verify("lia", token, code)).body.error.code).toBe("recovery_code_expired");
  });

  it("resends with the token instead of a captcha; the new code replaces the old; five an hour", async () => {
    const { token, code } = await started("rui");
    const before = smtp.messages.length;
    const resent = await lib.call("/api/pessoas/rui/recuperar-senha", { headers: bearer(token) });
    expect(resent.status).toBe(200);
    const newCode = codeIn(await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before));
    const newToken = (resent.body as RecoveryStarted).token;
    if (newCode !== code) expect((await verify("rui", newToken, code)).body.error.code).toBe("recovery_code_invalid");
    expect((await verify("rui", newToken, newCode)).status).toBe(200);
    // A token is for its own user code only, also when resending.
    const other = await lib.call("/api/pessoas/lia/recuperar-senha", { headers: bearer(token) });
    expect(other.status).toBe(401);

    for (let sent = 2; sent < 5; sent++) expect((await start("rui")).status).toBe(200);
    const codes = () =>
      lib.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM password_recovery WHERE patron_id = (SELECT id FROM patron WHERE login = 'rui')`,
      );
    expect(await codes()).toEqual([{ n: 5 }]);
    // The sixth answers as every request does (a 429 would tell that the login exists), and
    // sends nothing.
    const sixth = await start("rui");
    expect(sixth.status).toBe(200);
    expect(await codes()).toEqual([{ n: 5 }]);
  });

  it("mails one address at most RECOVERY_MAILS_PER_ADDRESS codes, for every login it belongs to, answering alike", async () => {
    const addressesOf = (mail: ParsedMail) =>
      (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((a) => a.address));
    const mailsTo = (address: string) => smtp.messages.filter((m) => addressesOf(m).includes(address)).length;
    const answers: unknown[] = [];
    // Five for one login (its own hourly five), then three for another login of the same address.
    for (const login of ["fama", "fama", "fama", "fama", "fama", "famb", "famb", "famb"]) {
      const res = await start(login);
      expect(res.status).toBe(200);
      const { token, ...rest } = res.body as RecoveryStarted;
      expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
      answers.push(rest);
    }
    // The same answer whether a mail went or not: nothing tells that the address is spent.
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    // A mail sent after all of them has arrived: so have the ones before it.
    const marker = await start("famc");
    expect(addressesOf(await marker.mail())).toEqual(["fabio@correio.example"]);
    expect(mailsTo("familia@biblioteca.example")).toBe(6);
    // Flora's other address still gets each of her codes: one spent address stops only itself.
    expect(mailsTo("flora@correio.example")).toBe(3);
  });

  it("refuses a recovery token altered in any part, expired, for another user or missing", async () => {
    const { token, code } = await started("troca");
    const [payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const flip = (s: string) => (s[0] === "A" ? "B" : "A") + s.slice(1);
    const tampered = {
      "user code changed": `${encode({ ...claims, u: "demo" })}.${signature}`,
      "patron changed": `${encode({ ...claims, p: 1001 })}.${signature}`,
      "expiry extended": `${encode({ ...claims, e: claims.e + 3600 })}.${signature}`,
      "signature changed": `${payload}.${flip(signature)}`,
      "signature removed": payload,
      "extra part": `${token}.x`,
      expired: signRecoveryToken(lib.config.tokenSecret, "troca", 2005, Date.now() - 16 * 60_000).token,
      "signed with another secret": signRecoveryToken("another-secret-another-secret-0000", "troca", 2005).token,
      garbage: "not-a-token",
    };
    for (const [what, bad] of Object.entries(tampered)) {
      const res = await verify("troca", bad, code);
      expect({ what, status: res.status, error: res.body.error }).toEqual({
        what,
        status: 401,
        error: { code: "invalid_token", message: "Token inválido: recomece a recuperação de senha." },
      });
    }
    // A genuine token on another user's path, and no token at all.
    expect((await verify("demo", token, code)).status).toBe(401);
    expect((await verify("troca", undefined, code)).status).toBe(401);
    expect((await reset("demo", token, code, "Livro-2026!")).status).toBe(401);
    // The genuine one still works, and is not confused by case or spaces in the path.
    expect((await verify("TROCA", token, code)).status).toBe(200);
  });

  it("checks every rule on the server, naming the broken ones, and keeps the code for a retry", async () => {
    const { token, code } = await started("troca");
    const missing = await reset("troca", token, code, "");
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe("password_missing");

    const weak = await reset("troca", token, code, "tomas");
    expect(weak.status).toBe(422);
    expect(weak.body.error).toEqual({
      code: "password_rules",
      message:
        "A senha não confere com os critérios: ter entre 8 e 64 caracteres; conter números; " +
        "conter um destes caracteres especiais: @ ! # $ % & * ( ) _ -; conter letras maiúsculas e minúsculas; " +
        "não conter nenhuma palavra do seu nome.",
    });
    const digits = await lib.call(
      "/api/pessoas/troca/recuperar-senha",
      json("PUT", { code, password: "1234567890" }, { ...bearer(token), lang: "5" }),
    );
    expect(digits.body.error.message).toBe(
      "The password does not meet the criteria: not be numbers only; " +
        "contain one of these special characters: @ ! # $ % & * ( ) _ -; contain upper-case and lower-case letters.",
    );
    expect((await reset("troca", token, code, "Sem-Nome-2026")).status).toBe(200);
  });

  it("takes the rules from the institution's parameters, which staff may change", async () => {
    const staff = await issueStaffKey(lib.db, { login: "senhas", name: "Senhas", libraryId: null });
    const set = (key: string, valor: string) =>
      lib.call(`/api/parametros/instituicao/${key}`, json("PUT", { valor }, { "x-staff-key": staff }));
    const access = ((await login("norte", "norte")).body as TokenResponse).access_token;
    const rules = async () =>
      (await lib.call("/api/pessoas/meu-pergamum/senha", { headers: bearer(access) })).body.rules;
    try {
      expect((await set("senha_tamanho_minimo", "12")).status).toBe(200);
      expect((await set("senha_ultimas_senhas", "")).status).toBe(200);
      expect((await set("senha_exige_caractere_especial", "N")).status).toBe(200);
      expect(await rules()).toEqual({ ...DEMO_RULES, length: { min: 12, max: 64 }, special_char: false, last_pw: 0 });
      expect((await set("senha_tamanho_minimo", "0")).status).toBe(400);
      expect((await set("senha_exige_numeros", "talvez")).status).toBe(400);
    } finally {
      await set("senha_tamanho_minimo", "8");
      await set("senha_ultimas_senhas", "3");
      await set("senha_exige_caractere_especial", "S");
    }
    expect(await rules()).toEqual(DEMO_RULES);
  });

  it("changes the logged-in patron's own password: current checked, rules, history, sessions", async () => {
    const other = (await login("professor", "professor")).body as TokenResponse;
    const mine = (await login("professor", "professor")).body as TokenResponse;
    const change = (senhaAtual: string, senhaNova: string, token = mine.access_token) =>
      lib.call("/api/pessoas/meu-pergamum/senha", json("PUT", { senhaAtual, senhaNova }, bearer(token)));

    expect(await lib.call("/api/pessoas/meu-pergamum/senha", { headers: bearer(mine.access_token) })).toEqual({
      status: 200,
      body: { rules: DEMO_RULES, name: "Carlos Exemplo" },
    });
    expect((await lib.call("/api/pessoas/meu-pergamum/senha")).status).toBe(401);
    expect(
      (await lib.call("/api/pessoas/meu-pergamum/senha", json("PUT", { senhaAtual: "x", senhaNova: "y" }))).status,
    ).toBe(401);

    expect((await change("", "Livro-2026!")).body.error).toEqual({
      code: "password_missing",
      message: "Digite a senha atual.",
    });
    expect((await change("professor", "")).body.error.message).toBe("Digite a nova senha.");
    const wrong = await change("not-mine", "Livro-2026!");
    expect(wrong).toEqual({
      status: 422,
      body: { error: { code: "current_password_wrong", message: "A senha atual não confere." } },
    });
    expect((await change("professor", "Carlos-2026!")).body.error.message).toBe(
      "A senha não confere com os critérios: não conter nenhuma palavra do seu nome.",
    );

    // Own only: whatever the body says, the patron is the bearer's.
    const done = await lib.call(
      "/api/pessoas/meu-pergamum/senha",
      json("PUT", { senhaAtual: "professor", senhaNova: "Livro-A-2026!", usuario: "demo" }, bearer(mine.access_token)),
    );
    expect(done.status).toBe(200);
    expect((await login("demo", "demo")).status).toBe(200);
    expect((await login("professor", "Livro-A-2026!")).status).toBe(200);
    const fresh = done.body.tokens as TokenResponse;
    // The other session ended; this one goes on with the tokens it was given.
    expect((await refresh(other.refresh_token)).status).toBe(401);
    expect((await refresh(mine.refresh_token)).status).toBe(401);
    expect((await refresh(fresh.refresh_token)).status).toBe(200);

    // last_pw = 3: none of the last three passwords again.
    // Each change ends the session it was made in and answers new tokens (decision 035): the next
    // change uses them, as the OPAC does.
    let access = (await login("professor", "Livro-A-2026!")).body.access_token as string;
    const changed = async (from: string, to: string) => {
      const answer = await change(from, to, access);
      expect(answer.status).toBe(200);
      access = (answer.body.tokens as TokenResponse).access_token;
    };
    await changed("Livro-A-2026!", "Livro-B-2026!");
    await changed("Livro-B-2026!", "Livro-C-2026!");
    // The current one and the oldest of the three (scrypt is slow on purpose: two are enough).
    for (const reused of ["Livro-C-2026!", "Livro-A-2026!"]) {
      expect((await change("Livro-C-2026!", reused, access)).body.error.message).toBe(
        "A senha não confere com os critérios: ser diferente das últimas 3 senhas.",
      );
    }
    await changed("Livro-C-2026!", "Livro-D-2026!");
    // A is now the fourth most recent: allowed again.
    await changed("Livro-D-2026!", "Livro-A-2026!");
  });
});
