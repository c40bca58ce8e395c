import { describe, expect, it } from "vitest";
import i18next from "i18next";

import i18nConfig from "../../lib/i18n.ts";
import { alertSentence } from "./alert-text.ts";

const i18n = i18next.createInstance();
await i18n.init({ ...i18nConfig, lng: "pt" });

describe("alert sentences", () => {
  const say = (tipo: string, parametros: Record<string, string | number | null>, lng: "pt" | "en" | "es" = "pt") =>
    alertSentence({ tipo, parametros }, lng, i18n.getFixedT(lng), (key) => i18n.exists(key, { lng }));

  it("puts a known kind into words in the reader's language, days as the locale writes them", () => {
    const params = { titulo: "Dom Casmurro", biblioteca: "Biblioteca Central", prazo: "2026-11-28" };
    expect(say("reservation_ready", params)).toBe(
      "Sua reserva de “Dom Casmurro” está disponível para retirada na Biblioteca Central até 28/11/2026.",
    );
    expect(say("reservation_ready", params, "en")).toBe(
      "Your reservation of “Dom Casmurro” is ready to collect at Biblioteca Central until 28/11/2026.",
    );
    expect(say("loan_overdue", { titulo: "A <b>", data: "2026-11-20" }, "es")).toBe(
      "El préstamo de “A <b>” venció el 20/11/2026. Devuélvalo para evitar multas.",
    );
  });

  it("falls back to a generic sentence for a kind it has no words for, never a code", () => {
    expect(say("something_new", {})).toBe("Você tem um novo aviso da biblioteca.");
    expect(say("../x", {})).toBe("Você tem um novo aviso da biblioteca.");
  });
});
