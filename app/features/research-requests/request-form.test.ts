import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";

import { parseForm, translateMessage } from "../../lib/forms.ts";
import i18nConfig from "../../lib/i18n.ts";
import { FilterSchema, requestFormSchema } from "./request-form.ts";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.append(k, v);
  return data;
};

describe("research request forms in the OPAC", () => {
  beforeAll(async () => {
    await i18next.init({ ...i18nConfig, lng: "pt" });
  });

  it("puts the field's label into the message, in the reader's language", () => {
    const parsed = parseForm(
      form({ tipo_documento: "tese", titulo: "" }),
      requestFormSchema("comutacao-bibliografica"),
      {
        autoCoercion: false,
      },
    );
    expect(parsed.ok).toBe(false);
    const messages = Object.values(parsed.result?.error ?? {})
      .flat()
      .map((m) => translateMessage(i18next.t, m ?? ""));
    expect(messages).toEqual([
      "Campo obrigatório não preenchido: Título.",
      "Campo obrigatório não preenchido: Autor.",
      "Campo obrigatório não preenchido: Instituição.",
      "Campo obrigatório não preenchido: Ano.",
    ]);
    expect(i18next.t("alerts.kind.request_status", { title: "X", context: "finished" })).toBe(
      "Seu pedido de pesquisa “X” foi atendido.",
    );
    expect(i18next.t("alerts.kind.request_status", { title: "X", context: "cancelled" })).toBe(
      "Seu pedido de pesquisa “X” mudou de situação.",
    );
  });

  it("filters by a period only with both dates, in order", () => {
    const filter = (values: Record<string, string>) => {
      const parsed = parseForm(new URLSearchParams(values), FilterSchema, { autoCoercion: false });
      return parsed.ok ? parsed.value : parsed.result?.error;
    };
    expect(filter({ status: "", dataIni: "", dataFim: "" })).toEqual({});
    expect(filter({ status: "finished", dataIni: "2026-01-01", dataFim: "2026-01-01" })).toEqual({
      status: "finished",
      dataIni: "2026-01-01",
      dataFim: "2026-01-01",
    });
    expect(filter({ dataIni: "2026-01-01" })).toEqual({ dataFim: ["requests.filter.errors.both"] });
    expect(filter({ dataFim: "2026-01-01" })).toEqual({ dataIni: ["requests.filter.errors.both"] });
    expect(filter({ dataIni: "2026-01-02", dataFim: "2026-01-01" })).toEqual({
      dataFim: ["requests.filter.errors.order"],
    });
    expect(filter({ status: "lost" })).toHaveProperty("status");
  });
});
