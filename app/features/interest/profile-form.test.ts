import { describe, expect, it } from "vitest";

import { formErrors } from "../../lib/forms.ts";
import { backTo, formOf, parseIntent as parseForm, readQuery, sectionOf } from "./profile-form.ts";

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

/** The parsed intent, or the one problem the page shows for it: its message and control. */
function parseIntent(payload: FormData) {
  const parsed = parseForm(payload);
  if (parsed.ok) return { ok: true as const, value: parsed.value };
  const problems = formErrors(parsed.result, formOf(payload).fields, (message) => message);
  expect(problems).toHaveLength(1);
  return { ok: false as const, problem: problems[0] };
}

describe("the interest profile page's forms", () => {
  it("reads each intent and the section its answer returns to", () => {
    const heading = parseIntent(
      form([
        ["intent", "add-heading"],
        ["tipoPesquisa", "autor"],
        ["termo", " Brahms, Johannes "],
      ]),
    );
    expect(heading).toEqual({
      ok: true,
      value: { intent: "add-heading", tipoPesquisa: "autor", termo: "Brahms, Johannes" },
    });
    const validity = parseIntent(
      form([
        ["intent", "validity"],
        ["part", "tipo-obra"],
        ["codigo", "7"],
        ["validade", "2027-01-31"],
      ]),
    );
    expect(validity).toEqual({
      ok: true,
      value: { intent: "validity", part: "tipo-obra", codigo: 7, validade: "2027-01-31" },
    });
    expect(validity.ok && sectionOf(validity.value)).toBe("tipos-obra");
    const preferences = parseIntent(
      form([
        ["intent", "preferences"],
        ["idiomas", "por"],
        ["idiomas", "<b>"],
        ["bibliotecas", "2"],
      ]),
    );
    expect(preferences).toEqual({ ok: true, value: { intent: "preferences", idiomas: ["por"], bibliotecas: [2] } });
    expect(parseIntent(form([["intent", "digest"]]))).toEqual({ ok: true, value: { intent: "digest", ativo: false } });
  });

  it("says beside the choices that a journal needs at least one type", () => {
    expect(
      parseIntent(
        form([
          ["intent", "add-periodical"],
          ["cod_acervo", "213"],
          ["bibliotecas", "1"],
        ]),
      ),
    ).toEqual({
      ok: false,
      problem: { fieldId: "interest-journal-types-213", message: "interest.errors.journalType" },
    });
    expect(
      parseIntent(
        form([
          ["intent", "add-periodical"],
          ["cod_acervo", "213"],
          ["sumario", "on"],
        ]),
      ),
    ).toEqual({
      ok: true,
      value: {
        intent: "add-periodical",
        cod_acervo: 213,
        fasciculo: false,
        artigo: false,
        sumario: true,
        bibliotecas: [],
      },
    });
  });

  it("refuses what the page never sends", () => {
    for (const fields of [
      [
        ["intent", "remove"],
        ["part", "other"],
        ["codigo", "1"],
      ],
      [
        ["intent", "remove"],
        ["part", "periodicos"],
        ["codigo", "-1"],
      ],
      [
        ["intent", "add-heading"],
        ["tipoPesquisa", "titulo"],
        ["termo", "x"],
      ],
      [["intent", "drop-table"]],
    ] as [string, string][][]) {
      expect(parseIntent(form(fields))).toEqual({
        ok: false,
        problem: { fieldId: undefined, message: "interest.errors.malformed" },
      });
    }
    expect(
      parseIntent(
        form([
          ["intent", "add-work-type"],
          ["cod_tipo_obra", ""],
        ]),
      ),
    ).toEqual({
      ok: false,
      problem: { fieldId: "interest-work-type", message: "interest.errors.workType" },
    });
  });

  it("keeps the searches in the address a form comes back to", () => {
    expect(backTo("?tipo=autor&termo=brahms", "autores-assuntos")).toBe(
      "/meupergamum/perfil-interesse?tipo=autor&termo=brahms#autores-assuntos",
    );
    expect(backTo("", "envio")).toBe("/meupergamum/perfil-interesse#envio");
    expect(readQuery(new URLSearchParams("tipo=autor&termo=%20x%20&bib=2&bib=a&pagina=0"))).toEqual({
      tipo: "autor",
      termo: "x",
      periodico: "",
      bibliotecas: [2],
      pagina: 1,
    });
  });
});
