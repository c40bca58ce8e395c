/**
 * The fields and rules of the research request forms (document 2 §3 and §5; decision 033), one
 * zod schema per type built here and used on both sides: the library service checks a POST with
 * it, and the OPAC's pages parse their forms with it (Conform runs it in the browser), each side
 * putting its own words on the rule that failed. Pure: no database, no request.
 *
 * Every field is read leniently (anything, trimmed, "" as absent) and every rule is checked in one
 * pass, so a form shows all its problems at once, in page order.
 */
import * as z from "zod";

import {
  SWITCHING_DOCUMENTS,
  WORK_KINDS,
  type FormFieldConfig,
  type RequestValues,
  type ResearchType,
} from "./contract.ts";

/** The largest thesis file a catalogue sheet request takes (10 MiB), documented in docs/api.md. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The body limit of the two upload paths: the file plus the form's fields. */
export const MAX_UPLOAD_BODY_BYTES = MAX_FILE_BYTES + 256 * 1024;
/** At most this many keywords on a catalogue card. */
export const MAX_KEYWORDS = 5;

export type RequestRule =
  | "required"
  | "tooLong"
  | "year"
  | "integer"
  | "choice"
  | "date"
  | "pastDate"
  | "pagesOrder"
  | "yearsOrder"
  | "keywords"
  | "fileType"
  | "fileSize";

/** Turns a broken rule into the message a side shows: a translation key, or a code with the field. */
export type RuleMessage = (rule: RequestRule, field: string, values?: { max: number }) => string;

type Kind = FormFieldConfig["tipo"];

interface FieldSpec {
  name: string;
  kind: Kind;
  max?: number;
  required?: boolean;
  options?: readonly string[];
}

const text = (name: string, max: number, required = false): FieldSpec => ({ name, kind: "text", max, required });
const longText = (name: string, max: number, required = false): FieldSpec => ({
  name,
  kind: "longtext",
  max,
  required,
});
const year = (name: string, required = false): FieldSpec => ({ name, kind: "year", required });
const page = (name: string): FieldSpec => ({ name, kind: "integer", max: 99_999 });
const NOTE = longText("observacao", 1000);

/** Each type's fields, in page order. Fields required only for some documents are marked below. */
export const FIELDS: Record<ResearchType, FieldSpec[]> = {
  "emprestimo-inter-bibliotecas": [
    text("titulo", 300, true),
    text("autor", 200),
    text("edicao", 60),
    text("editora", 200),
    year("ano"),
    text("isbn", 30),
    text("biblioteca_fornecedora", 200),
    NOTE,
  ],
  "comutacao-bibliografica": [
    { name: "tipo_documento", kind: "choice", required: true, options: SWITCHING_DOCUMENTS },
    text("titulo", 300, true),
    text("autor", 200),
    text("periodico", 300),
    text("titulo_documento", 300),
    text("instituicao", 200),
    text("volume", 30),
    text("numero", 30),
    year("ano"),
    page("pagina_inicial"),
    page("pagina_final"),
    NOTE,
  ],
  "levantamento-bibliografico": [
    text("assunto", 300, true),
    text("palavras_chave", 300),
    text("idiomas", 200),
    year("ano_inicial"),
    year("ano_final"),
    text("finalidade", 300),
    NOTE,
  ],
  "pesquisa-especializada": [
    text("tema", 300, true),
    longText("objetivo", 1000, true),
    text("fontes", 500),
    { name: "prazo", kind: "date" },
    NOTE,
  ],
  "ficha-catalografica": [
    text("autor", 200, true),
    text("titulo", 300, true),
    text("subtitulo", 300),
    year("ano", true),
    { name: "folhas", kind: "integer", max: 99_999, required: true },
    { name: "ilustracoes", kind: "flag" },
    { name: "tipo_trabalho", kind: "choice", required: true, options: WORK_KINDS },
    text("curso", 200, true),
    text("unidade", 200),
    text("instituicao", 200, true),
    text("cidade", 100, true),
    text("orientador", 200, true),
    text("coorientador", 200),
    { name: "palavras_chave", kind: "keywords", max: 300, required: true },
    { name: "arquivo", kind: "file", required: true, max: MAX_FILE_BYTES },
  ],
};

/** Fields a switching request needs for each kind of document (besides tipo_documento and titulo). */
export const SWITCHING_REQUIRED: Record<(typeof SWITCHING_DOCUMENTS)[number], string[]> = {
  artigo: ["periodico", "ano", "pagina_inicial", "pagina_final"],
  tese: ["autor", "instituicao", "ano"],
  parte: ["titulo_documento", "pagina_inicial", "pagina_final"],
};

/** The field that names a request in lists. */
export const TITLE_FIELD: Record<ResearchType, string> = {
  "emprestimo-inter-bibliotecas": "titulo",
  "comutacao-bibliografica": "titulo",
  "levantamento-bibliografico": "assunto",
  "pesquisa-especializada": "tema",
  "ficha-catalografica": "titulo",
};

/** get-form-config's field list of a type. */
export function formConfig(type: ResearchType): FormFieldConfig[] {
  return FIELDS[type].map((f) => ({
    nome: f.name,
    tipo: f.kind,
    obrigatorio: Boolean(f.required),
    max: f.max ?? null,
    opcoes: f.options ? [...f.options] : null,
  }));
}

const YEAR = /^\d{4}$/;
const INTEGER = /^\d{1,9}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TRUE = new Set(["on", "true", "1", "S", "s", "sim"]);

function realDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const isFile = (v: unknown): v is File => typeof File !== "undefined" && v instanceof File;

/** A value as typed: trimmed text, "" and blanks as absent; numbers as their text; a file as is. */
function raw(v: unknown): string | File | undefined {
  if (Array.isArray(v)) v = v[0];
  if (isFile(v)) return v.size > 0 || v.name ? v : undefined;
  if (v === null || v === undefined) return undefined;
  if (typeof v === "boolean") return v ? "true" : undefined;
  const s = String(v).trim();
  return s === "" ? undefined : s;
}

/** The keywords of a catalogue card: separated by semicolons (or new lines), blanks dropped. */
export function keywordsOf(value: string): string[] {
  return value
    .split(/[;\n]/)
    .map((k) => k.trim())
    .filter(Boolean);
}

/** The file is a PDF by its name or type (the service also reads its first bytes). */
export function looksLikePdf(file: { name: string; type: string }): boolean {
  return file.type === "application/pdf" || /\.pdf$/i.test(file.name);
}

export interface RequestSchemaOptions {
  /** "YYYY-MM-DD" in São Paulo: a deadline cannot be before it. */
  today: string;
  /** The OPAC checks the file's name and size; the service checks the bytes itself (false). */
  checkFile?: boolean;
}

/**
 * The schema of a type's form. Output: the values by field name (text, numbers, a yes/no), absent
 * ones omitted; a catalogue sheet's file comes out as `arquivo` (a File) when `checkFile`.
 */
export function requestSchema(type: ResearchType, message: RuleMessage, options: RequestSchemaOptions) {
  const fields = FIELDS[type];
  const shape = Object.fromEntries(fields.map((f) => [f.name, z.unknown().optional()]));
  return z
    .object(shape)
    .superRefine((input, ctx) => {
      const issue = (field: string, rule: RequestRule, values?: { max: number }) =>
        ctx.addIssue({ code: "custom", path: [field], message: message(rule, field, values) });
      const value = (name: string) => raw(input[name]);
      const required = new Set(fields.filter((f) => f.required).map((f) => f.name));
      const doc = value("tipo_documento");
      if (type === "comutacao-bibliografica" && typeof doc === "string" && doc in SWITCHING_REQUIRED) {
        for (const name of SWITCHING_REQUIRED[doc as keyof typeof SWITCHING_REQUIRED]) required.add(name);
      }
      const bad = new Set<string>();
      for (const f of fields) {
        const v = value(f.name);
        if (f.kind === "file") {
          if (options.checkFile === false) continue;
          if (!isFile(v) || v.size === 0) {
            if (required.has(f.name)) issue(f.name, "required");
          } else if (!looksLikePdf(v)) issue(f.name, "fileType");
          else if (v.size > MAX_FILE_BYTES) issue(f.name, "fileSize", { max: MAX_FILE_BYTES / (1024 * 1024) });
          continue;
        }
        if (v === undefined || isFile(v)) {
          if (required.has(f.name)) {
            issue(f.name, "required");
            bad.add(f.name);
          }
          continue;
        }
        const fail = (rule: RequestRule, values?: { max: number }) => {
          issue(f.name, rule, values);
          bad.add(f.name);
        };
        if (f.kind === "text" || f.kind === "longtext") {
          if (v.length > f.max!) fail("tooLong", { max: f.max! });
        } else if (f.kind === "keywords") {
          if (v.length > f.max!) fail("tooLong", { max: f.max! });
          else if (keywordsOf(v).length > MAX_KEYWORDS) fail("keywords", { max: MAX_KEYWORDS });
        } else if (f.kind === "year") {
          if (!YEAR.test(v) || Number(v) < 1000) fail("year");
        } else if (f.kind === "integer") {
          if (!INTEGER.test(v) || Number(v) < 1 || Number(v) > f.max!) fail("integer", { max: f.max! });
        } else if (f.kind === "choice") {
          if (!f.options!.includes(v)) fail("choice");
        } else if (f.kind === "date") {
          if (!realDate(v)) fail("date");
          else if (v < options.today) fail("pastDate");
        }
      }
      const num = (name: string) => Number(value(name));
      const both = (a: string, b: string) =>
        value(a) !== undefined && value(b) !== undefined && !bad.has(a) && !bad.has(b);
      // Document 2 §5: the start page must not exceed the end page.
      if (both("pagina_inicial", "pagina_final") && num("pagina_inicial") > num("pagina_final")) {
        issue("pagina_final", "pagesOrder");
      }
      if (both("ano_inicial", "ano_final") && num("ano_inicial") > num("ano_final")) issue("ano_final", "yearsOrder");
    })
    .transform((input) => {
      const out: RequestValues & { arquivo?: File } = {};
      for (const f of fields) {
        const v = raw(input[f.name]);
        if (f.kind === "file") {
          if (isFile(v) && options.checkFile !== false) (out as { arquivo?: File }).arquivo = v;
          continue;
        }
        if (f.kind === "flag") {
          out[f.name] = typeof v === "string" && TRUE.has(v);
          continue;
        }
        if (v === undefined || isFile(v)) continue;
        out[f.name] = f.kind === "year" || f.kind === "integer" ? Number(v) : v;
      }
      if (type === "ficha-catalografica" && typeof out.palavras_chave === "string") {
        out.palavras_chave = keywordsOf(out.palavras_chave).join("; ");
      }
      return out;
    });
}

/** Drops the fields a switching request's document does not use (a thesis has no journal). */
export function relevantValues(type: ResearchType, values: RequestValues): RequestValues {
  if (type !== "comutacao-bibliografica") return values;
  const unused: Record<string, string[]> = {
    artigo: ["titulo_documento", "instituicao"],
    tese: ["periodico", "titulo_documento", "volume", "numero"],
    parte: ["periodico", "instituicao", "numero"],
  };
  const drop = new Set(unused[String(values.tipo_documento)] ?? []);
  return Object.fromEntries(Object.entries(values).filter(([k]) => !drop.has(k)));
}
