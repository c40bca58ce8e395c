import { describe, expect, it } from "vitest";

import { appLanguage, languageUrl, messagesFor, pageNameOf, readAppMessage } from "./messages.ts";

const ORIGIN = "https://catalogo.example";

describe("messages with the wrapping app", () => {
  it("names the page as the spec reports it", () => {
    expect(
      ["/meupergamum", "/meupergamum/dados-pessoais", "/login", "/", "/acervo/1", "/meupergamumx"].map(pageNameOf),
    ).toEqual(["meupergamum", "meupergamum", "login", "catalogo", "catalogo", "catalogo"]);
  });

  it("takes en, pt, es, trims a region and falls back to pt", () => {
    expect(["en", "en-US", "es_ES", "PT-br", "fr", "", 5, null].map(appLanguage)).toEqual([
      "en",
      "en",
      "es",
      "pt",
      "pt",
      "pt",
      "pt",
      "pt",
    ]);
  });

  it("reads the app's language and log messages, as JSON text or objects, from this origin only", () => {
    expect(readAppMessage('{"type":"language","language":"es-AR"}', "", ORIGIN)).toEqual({
      type: "language",
      language: "es",
    });
    expect(readAppMessage({ type: "changeLanguage", lng: "en" }, ORIGIN, ORIGIN)).toEqual({
      type: "language",
      language: "en",
    });
    expect(readAppMessage({ type: "log", message: "x" }, ORIGIN, ORIGIN)).toEqual({ type: "log" });
    expect(readAppMessage({ type: "language", language: "en" }, "https://evil.example", ORIGIN)).toBeNull();
    expect(readAppMessage("not json", "", ORIGIN)).toBeNull();
    expect(readAppMessage({ type: "other" }, "", ORIGIN)).toBeNull();
    expect(readAppMessage(42, "", ORIGIN)).toBeNull();
  });

  it("switches language through ?lng=, keeping the query", () => {
    expect(languageUrl("/consulta", "?q=a&lng=pt", "en")).toBe("/consulta?q=a&lng=en");
  });

  it("says only what changed: page, language, user after login, uuid removal when the user is gone", () => {
    const user = { nome_pessoa: "Ana", cod_pessoa: 1001, login: "demo" };
    expect(messagesFor({ pathname: "/login", language: "pt", user: null }, {})).toEqual([
      { type: "pageName", page: "login" },
      { type: "language", language: "pt" },
    ]);
    expect(
      messagesFor({ pathname: "/meupergamum", language: "pt", user }, { page: "login", language: "pt", user: null }),
    ).toEqual([
      { type: "pageName", page: "meupergamum" },
      { type: "user", user },
    ]);
    expect(
      messagesFor(
        { pathname: "/meupergamum/x", language: "en", user },
        { page: "meupergamum", language: "pt", user: 1001 },
      ),
    ).toEqual([{ type: "language", language: "en" }]);
    expect(
      messagesFor({ pathname: "/", language: "en", user: null }, { page: "meupergamum", language: "en", user: 1001 }),
    ).toEqual([{ type: "pageName", page: "catalogo" }, { type: "removeUuid" }]);
  });
});
