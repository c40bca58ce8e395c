/**
 * The login error catalogue (document 2 §8 "Login") as the login page shows it: each status's
 * message and page status, in pt, en and es.
 */
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";

import { loginFailure } from "../../lib/auth.server.ts";
import { translateMessage } from "../../lib/forms.ts";
import i18nConfig from "../../lib/i18n.ts";
import { ServiceError } from "../../lib/library/index.server.ts";

const i18n = createInstance();
await i18n.init({ ...i18nConfig, lng: "pt" });

const say = (lang: string, message: string) =>
  translateMessage(i18n.getFixedT(lang), message, { label: lang === "en" ? "Username" : "Usuário" });

describe("the login error catalogue", () => {
  const cases: [ServiceError, number, Record<string, string>][] = [
    [
      new ServiceError(401, "invalid_credentials", "x"),
      401,
      {
        pt: "Usuário ou senha incorretos.",
        en: "Username or password is incorrect.",
        es: "Usuário o contraseña incorrectos.",
      },
    ],
    [new ServiceError(430, "blocked", "x"), 403, { pt: "Acesso bloqueado. Procure o atendimento da biblioteca." }],
    [
      new ServiceError(429, "too_many_requests", "x"),
      429,
      { pt: "Muitas tentativas consecutivas. Aguarde alguns minutos e tente novamente." },
    ],
    [
      new ServiceError(422, "captcha_invalid", "x"),
      422,
      {
        pt: "Captcha inválido ou expirado. Responda à nova pergunta.",
        en: "Captcha invalid or expired. Answer the new question.",
      },
    ],
    [new ServiceError(422, "unprocessable", "A mensagem do servidor."), 422, { en: "A mensagem do servidor." }],
    [new ServiceError(400, "credential_missing", "x"), 400, { pt: "Não foi possível processar o pedido de login." }],
    [new ServiceError(500, "internal", "x"), 503, { pt: "Erro desconhecido no login. Tente novamente mais tarde." }],
    // No answer at all (the transport's network error) is treated as 500.
    [
      new ServiceError(503, "network_error", "fetch failed"),
      503,
      { pt: "Erro desconhecido no login. Tente novamente mais tarde." },
    ],
  ];

  it.each(cases)("$0.status $0.code", (error, status, words) => {
    const failure = loginFailure(error);
    expect(failure.status).toBe(status);
    for (const [lang, text] of Object.entries(words)) expect(say(lang, failure.message)).toBe(text);
    // Every message exists in the three languages (never the key itself).
    for (const lang of ["pt", "en", "es"]) expect(say(lang, failure.message)).not.toMatch(/^login\./);
  });

  it("uses the institution's own words for a refused pair when it wrote some", () => {
    const failure = loginFailure(new ServiceError(401, "invalid_credentials", "x"), "Matrícula ou senha não conferem.");
    expect(say("en", failure.message)).toBe("Matrícula ou senha não conferem.");
  });

  it("points a due captcha's refusal at the captcha field", () => {
    expect(loginFailure(new ServiceError(422, "captcha_invalid", "x")).field).toBe("captcha");
    expect(loginFailure(new ServiceError(401, "invalid_credentials", "x")).field).toBeUndefined();
  });
});
