/**
 * The interest profile page's forms (decision 031): one small POST form per action (add, remove,
 * a validity date, the preferences, the digest, the feed), each named by its `intent`, and two GET
 * search forms. Pure: the route's action parses with `parseIntent`, the page builds its ids and
 * return addresses with the rest. Problems are translation keys with the id of the control they
 * are about, so the page shows them in the error summary and inline.
 */
import * as z from "zod";

import { tk } from "../../lib/i18n.ts";

export const PROFILE_PATH = "/meupergamum/perfil-interesse";

/** The page's sections, by fragment: a form's answer comes back to its own section. */
export const SECTIONS = {
  headings: "autores-assuntos",
  periodicals: "periodicos",
  workTypes: "tipos-obra",
  preferences: "idiomas-bibliotecas",
  delivery: "envio",
  titles: "titulos",
} as const;

export type Section = (typeof SECTIONS)[keyof typeof SECTIONS];

/** Control ids, for the error summary's links and the inline messages. */
export const ids = {
  headingTerm: "interest-heading-term",
  periodicalTerm: "interest-periodical-term",
  validity: (codigo: number) => `interest-validity-${codigo}`,
  journalTypes: (record: number) => `interest-journal-types-${record}`,
  workType: "interest-work-type",
  workTypeValidity: "interest-work-type-validity",
  languages: "interest-languages",
  digest: "interest-digest",
};

export type Part = "area-autor-assunto" | "periodicos" | "tipo-obra";

const PART_OF_KIND: Record<string, Part> = {
  A: "area-autor-assunto",
  S: "area-autor-assunto",
  P: "periodicos",
  T: "tipo-obra",
};
const SECTION_OF_PART: Record<Part, Section> = {
  "area-autor-assunto": SECTIONS.headings,
  periodicos: SECTIONS.periodicals,
  "tipo-obra": SECTIONS.workTypes,
};

export const partOfKind = (kind: string): Part => PART_OF_KIND[kind] ?? "area-autor-assunto";
export const sectionOfPart = (part: Part): Section => SECTION_OF_PART[part];

const Codigo = z.coerce.number().int().positive().max(2_147_483_647);
const Day = z.string().trim().max(10).default("");
const on = (v: FormDataEntryValue | null) => v === "on" || v === "S" || v === "true";
const ids_ = (values: FormDataEntryValue[]) =>
  values
    .map(String)
    .filter((v) => /^\d{1,9}$/.test(v))
    .map(Number);

export type Intent =
  | { intent: "add-heading"; tipoPesquisa: "autor" | "assunto"; termo: string }
  | { intent: "remove"; part: Part; codigo: number }
  | { intent: "validity"; part: Part; codigo: number; validade: string }
  | {
      intent: "add-periodical";
      cod_acervo: number;
      fasciculo: boolean;
      artigo: boolean;
      sumario: boolean;
      bibliotecas: number[];
    }
  | { intent: "add-work-type"; cod_tipo_obra: number; codTipoArea: number | null; validade: string }
  | { intent: "preferences"; idiomas: string[]; bibliotecas: number[] }
  | { intent: "digest"; ativo: boolean }
  | { intent: "feed-renew" }
  | { intent: "feed-revoke" };

export interface FormProblem {
  /** The control the message is about. */
  fieldId?: string;
  /** A translation key. */
  message: string;
}

export type Parsed = { ok: true; value: Intent } | { ok: false; problem: FormProblem };

const bad = (message: string, fieldId?: string): Parsed => ({ ok: false, problem: { fieldId, message } });

/** Reads one POST of the page; a malformed one (not from the page) is a problem without a field. */
export function parseIntent(form: FormData): Parsed {
  const intent = form.get("intent");
  const codigo = Codigo.safeParse(form.get("codigo"));
  switch (intent) {
    case "add-heading": {
      const tipo = form.get("tipoPesquisa");
      const termo = String(form.get("termo") ?? "").trim();
      if ((tipo !== "autor" && tipo !== "assunto") || !termo || termo.length > 300) {
        return bad(tk("interest.errors.malformed"));
      }
      return { ok: true, value: { intent, tipoPesquisa: tipo, termo } };
    }
    case "remove": {
      const part = form.get("part");
      if (!codigo.success || (part !== "area-autor-assunto" && part !== "periodicos" && part !== "tipo-obra")) {
        return bad(tk("interest.errors.malformed"));
      }
      return { ok: true, value: { intent, part, codigo: codigo.data } };
    }
    case "validity": {
      if (!codigo.success) return bad(tk("interest.errors.malformed"));
      const validade = Day.safeParse(form.get("validade") ?? "");
      if (!validade.success) return bad(tk("interest.errors.date"), ids.validity(codigo.data));
      const part = form.get("part");
      return {
        ok: true,
        value: {
          intent,
          part: part === "periodicos" || part === "tipo-obra" ? part : "area-autor-assunto",
          codigo: codigo.data,
          validade: validade.data,
        },
      };
    }
    case "add-periodical": {
      const record = Codigo.safeParse(form.get("cod_acervo"));
      if (!record.success) return bad(tk("interest.errors.malformed"));
      const value = {
        intent,
        cod_acervo: record.data,
        fasciculo: on(form.get("fasciculo")),
        artigo: on(form.get("artigo")),
        sumario: on(form.get("sumario")),
        bibliotecas: ids_(form.getAll("bibliotecas")),
      } as const;
      // Document 2 §5: the same rule the service applies, said beside the choices.
      if (!value.fasciculo && !value.artigo && !value.sumario) {
        return bad(tk("interest.errors.journalType"), ids.journalTypes(record.data));
      }
      return { ok: true, value };
    }
    case "add-work-type": {
      const type = Codigo.safeParse(form.get("cod_tipo_obra"));
      if (!type.success) return bad(tk("interest.errors.workType"), ids.workType);
      const area = form.get("codTipoArea");
      const areaId = area ? Codigo.safeParse(area) : null;
      if (areaId && !areaId.success) return bad(tk("interest.errors.malformed"));
      const validade = Day.safeParse(form.get("validade") ?? "");
      if (!validade.success) return bad(tk("interest.errors.date"), ids.workTypeValidity);
      return {
        ok: true,
        value: { intent, cod_tipo_obra: type.data, codTipoArea: areaId ? areaId.data : null, validade: validade.data },
      };
    }
    case "preferences":
      return {
        ok: true,
        value: {
          intent,
          idiomas: form
            .getAll("idiomas")
            .map(String)
            .filter((v) => /^[a-z]{3}$/.test(v)),
          bibliotecas: ids_(form.getAll("bibliotecas")),
        },
      };
    case "digest":
      return { ok: true, value: { intent, ativo: on(form.get("ativo")) } };
    case "feed-renew":
    case "feed-revoke":
      return { ok: true, value: { intent } };
    default:
      return bad(tk("interest.errors.malformed"));
  }
}

/** The section an intent's answer returns to. */
export function sectionOf(intent: Intent): Section {
  switch (intent.intent) {
    case "add-heading":
      return SECTIONS.headings;
    case "remove":
    case "validity":
      return sectionOfPart(intent.part);
    case "add-periodical":
      return SECTIONS.periodicals;
    case "add-work-type":
      return SECTIONS.workTypes;
    case "preferences":
      return SECTIONS.preferences;
    default:
      return SECTIONS.delivery;
  }
}

/** The page's GET state: the two searches and the titles' page. */
export interface ProfileQuery {
  tipo: "autor" | "assunto";
  termo: string;
  periodico: string;
  bibliotecas: number[];
  pagina: number;
}

export function readQuery(params: URLSearchParams): ProfileQuery {
  const page = Number(params.get("pagina"));
  return {
    tipo: params.get("tipo") === "autor" ? "autor" : "assunto",
    termo: (params.get("termo") ?? "").trim().slice(0, 200),
    periodico: (params.get("periodico") ?? "").trim().slice(0, 200),
    bibliotecas: ids_(params.getAll("bib")),
    pagina: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address a POST comes back to: the page with the same searches, at `section`. */
export function backTo(search: string, section: Section): string {
  const params = new URLSearchParams(search);
  params.delete("index");
  const query = params.toString();
  return `${PROFILE_PATH}${query ? `?${query}` : ""}#${section}`;
}
