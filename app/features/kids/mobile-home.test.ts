import { describe, expect, it } from "vitest";
import { mobileLoginHref, mobileViewHref, mobileViewOf, selfServiceHref, withoutMobileView } from "./mobile-home.ts";

describe("the mobile home", () => {
  it("knows the six views and nothing else", () => {
    expect(mobileViewOf("featured_and_news")).toBe("featured_and_news");
    expect(mobileViewOf("desktop")).toBeNull();
    expect(mobileViewOf(null)).toBeNull();
  });

  it("switches views keeping the query, and drops mobileView for a wide window", () => {
    expect(mobileViewHref("?q=gore&mobileView=search", "faqs")).toBe("/?q=gore&mobileView=faqs");
    expect(withoutMobileView("/", "?mobileView=faqs")).toBe("/");
    expect(withoutMobileView("/", "?q=gore&mobileView=faqs")).toBe("/?q=gore");
    expect(withoutMobileView("/", "?q=gore")).toBeNull();
  });

  it("logs in with mobileView=login and a redirect back", () => {
    expect(mobileLoginHref()).toBe("/login?mobileView=login&redirect=%2F%3FmobileView%3Dlogin");
  });
});

describe("the self-service button", () => {
  it("opens the kiosk login with the spec's parameters", () => {
    expect(
      selfServiceHref({
        urlAuto: "https://autoatendimento.example.org/login",
        empresa: "525",
        codBibAuto: 1,
        idiomaAuto: "pt_BR",
        authAuto: "SENHA",
      }),
    ).toBe(
      "https://autoatendimento.example.org/login?empresa=525&biblioteca=1&idioma=pt_BR&permissao_teclado_numerico=false&tipoAutenticacao=SENHA",
    );
    expect(
      selfServiceHref({ urlAuto: null, empresa: "525", codBibAuto: null, idiomaAuto: "en_US", authAuto: null }),
    ).toBeNull();
  });
});
