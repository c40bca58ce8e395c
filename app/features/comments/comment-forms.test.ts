import { expect, test } from "vitest";

import { parseForm } from "../../lib/forms.ts";
import { firstName, GeneralCommentSchema, RecordCommentSchema } from "./comment-forms.ts";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

test("a record comment is trimmed, at least one character and at most 2000", () => {
  const ok = parseForm(form({ content: "  Bom livro.\r\n ", exibicao: "anonimo" }), RecordCommentSchema, {
    autoCoercion: false,
  });
  expect(ok.value).toEqual({ content: "Bom livro.", exibicao: "anonimo" });
  expect(parseForm(form({ content: "x" }), RecordCommentSchema, { autoCoercion: false }).value).toEqual({
    content: "x",
    exibicao: "nome",
  });
  const blank = parseForm(form({ content: " \n " }), RecordCommentSchema, { autoCoercion: false });
  expect(blank.result?.error).toEqual({ content: ["comments.errors.required"] });
  const long = parseForm(form({ content: "é".repeat(2001) }), RecordCommentSchema, { autoCoercion: false });
  expect(long.result?.error).toEqual({ content: ['comments.errors.tooLong{"max":2000}'] });
  const display = parseForm(form({ content: "x", exibicao: "apelido" }), RecordCommentSchema, { autoCoercion: false });
  expect(display.result?.error).toEqual({ exibicao: ["comments.errors.display"] });
});

test("a general comment needs a library and a text; the campus only lists libraries", () => {
  const ok = parseForm(form({ campus: "2", biblioteca: "3", content: " Obrigado! " }), GeneralCommentSchema, {
    autoCoercion: false,
  });
  expect(ok.value).toEqual({ campus: 2, biblioteca: 3, content: "Obrigado!" });
  const missing = parseForm(form({ campus: "1", biblioteca: "", content: "" }), GeneralCommentSchema, {
    autoCoercion: false,
  });
  expect(missing.result?.error).toEqual({
    biblioteca: ["comments.errors.library"],
    content: ["comments.errors.required"],
  });
});

test("the first name is the name's first word", () => {
  expect(firstName("  Ana   Demonstração ")).toBe("Ana");
  expect(firstName("Cher")).toBe("Cher");
});
