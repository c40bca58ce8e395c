/**
 * The interest profile page's forms (decision 031): one small POST form per action (add, remove,
 * a validity date, the preferences, the digest, the feed), each named by its `intent` and parsed
 * as one `IntentSchema`, and two GET search forms. Pure: the action parses with `parseIntent`,
 * the page builds its ids, forms and return addresses with the rest. Messages are translation
 * keys (decision 011).
 *
 * The page ships no script, so the schemas read the raw strings themselves and are parsed with
 * `autoCoercion: false` (app/lib/forms.ts).
 */
import * as z from "zod";

import { parseForm, rejectQuery } from "../../lib/forms.ts";
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

const PARTS = ["area-autor-assunto", "periodicos", "tipo-obra"] as const;
export type Part = (typeof PARTS)[number];

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

const MALFORMED = tk("interest.errors.malformed");

/** A raw value, repeated or not, as a list. */
const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const digitIds = (value: unknown) =>
  list(value)
    .map(String)
    .filter((v) => /^\d{1,9}$/.test(v))
    .map(Number);

/** A row's code; `error` says what a wrong one means where the reader chose it. */
const code = (error?: string) =>
  z.coerce.number({ error }).int({ error }).positive({ error }).max(2_147_483_647, { error });
const Codigo = code();
const Day = z.preprocess(trimmed, z.string().max(10, tk("interest.errors.date")));
const Flag = z.preprocess((v) => v === "on" || v === "S" || v === "true", z.boolean());
const Ids = z.preprocess(digitIds, z.array(z.number()));
const Part = z.enum(PARTS);

export const IntentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("add-heading"),
      tipoPesquisa: z.enum(["autor", "assunto"]),
      termo: z.preprocess(trimmed, z.string().min(1).max(300)),
    }),
    z.object({ intent: z.literal("remove"), part: Part, codigo: Codigo }),
    z.object({
      intent: z.literal("validity"),
      // An entry's part only chooses the section the answer returns to.
      part: Part.catch("area-autor-assunto"),
      codigo: Codigo,
      validade: Day,
    }),
    z
      .object({
        intent: z.literal("add-periodical"),
        cod_acervo: Codigo,
        fasciculo: Flag,
        artigo: Flag,
        sumario: Flag,
        bibliotecas: Ids,
      })
      // Document 2 §5: the same rule the service applies, said beside the choices.
      .refine((v) => v.fasciculo || v.artigo || v.sumario, {
        path: ["tipos"],
        error: tk("interest.errors.journalType"),
      }),
    z.object({
      intent: z.literal("add-work-type"),
      cod_tipo_obra: code(tk("interest.errors.workType")),
      codTipoArea: z.preprocess((v) => (v === "" || v === undefined ? null : v), Codigo.nullable()),
      validade: Day,
    }),
    z.object({
      intent: z.literal("preferences"),
      idiomas: z.preprocess(
        (v) =>
          list(v)
            .map(String)
            .filter((l) => /^[a-z]{3}$/.test(l)),
        z.array(z.string()),
      ),
      bibliotecas: Ids,
    }),
    z.object({ intent: z.literal("digest"), ativo: Flag }),
    z.object({ intent: z.literal("feed-renew") }),
    z.object({ intent: z.literal("feed-revoke") }),
  ],
  { error: MALFORMED },
);

export type Intent = z.output<typeof IntentSchema>;
export type IntentName = Intent["intent"];

/**
 * A POST form of the page: its Conform id (unique on the page: one per entry or journal where
 * the page repeats it) and its fields the reader sees, by name, with their element ids.
 */
export interface ProfileForm {
  id: string;
  fields: Record<string, string>;
  /** The field a refusal of the service is about (none: the whole submission). */
  refusalField?: string;
}

export function profileForm(intent: string, key: number | null = null): ProfileForm {
  switch (intent) {
    case "validity":
      return {
        id: `interest-validity-form-${key}`,
        fields: { validade: ids.validity(key ?? 0) },
        refusalField: "validade",
      };
    case "add-periodical":
      return {
        id: `interest-periodical-form-${key}`,
        fields: { tipos: ids.journalTypes(key ?? 0) },
        refusalField: "tipos",
      };
    case "add-work-type":
      return {
        id: "interest-work-type-form",
        fields: { cod_tipo_obra: ids.workType, validade: ids.workTypeValidity },
        refusalField: "validade",
      };
    case "preferences":
      return { id: "interest-preferences-form", fields: { idiomas: ids.languages }, refusalField: "idiomas" };
    case "digest":
      return { id: "interest-digest-form", fields: { ativo: ids.digest }, refusalField: "ativo" };
    default:
      return { id: "interest-form", fields: {} };
  }
}

/** The form a POST came from, by its intent and the entry or journal it is about. */
export function formOf(payload: FormData): ProfileForm {
  const key = Codigo.safeParse(payload.get("codigo") ?? payload.get("cod_acervo"));
  return profileForm(String(payload.get("intent") ?? ""), key.success ? key.data : null);
}

/**
 * Reads one POST of the page. A problem with what the reader cannot see (the hidden fields, a
 * choice the page never offers) means the POST did not come from the page: one message about the
 * whole submission, not one per hidden field.
 */
export function parseIntent(payload: FormData): ReturnType<typeof parseForm<typeof IntentSchema>> {
  const parsed = parseForm(payload, IntentSchema, { autoCoercion: false });
  if (parsed.ok) return parsed;
  const shown = formOf(payload).fields;
  const hidden = Object.entries(parsed.result.error ?? {}).some(
    ([name, messages]) => (messages?.length ?? 0) > 0 && !(name in shown),
  );
  return hidden ? { ...parsed, result: rejectQuery(payload, { formErrors: [MALFORMED] }) } : parsed;
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

/** The two GET searches: a term of at least two letters, said beside its box. */
const SearchTerm = z.preprocess(trimmed, z.string().min(2, tk("interest.errors.term")));
export const HeadingSearchSchema = z.object({ termo: SearchTerm });
export const PeriodicalSearchSchema = z.object({ periodico: SearchTerm });
export const SEARCH_FORMS = {
  headings: { id: "interest-heading-search", schema: HeadingSearchSchema, fields: { termo: ids.headingTerm } },
  periodicals: {
    id: "interest-periodical-search",
    schema: PeriodicalSearchSchema,
    fields: { periodico: ids.periodicalTerm },
  },
};

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
    bibliotecas: digitIds(params.getAll("bib")),
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
