/**
 * Acquisition suggestions (document 2 §3, §4, §5, §7 "Acquisition"; decision 030): a patron with a
 * registered e-mail suggests a title (a teacher also gives quantity, course and discipline), reads
 * their suggestions and counts by situation; the desk moves a suggestion through its situations
 * with an optional answer, and the patron gets an alert; an import that catalogues a suggested
 * ISBN marks the suggestion attended and tells the patron. The patron always comes from the
 * bearer token.
 */
import { raiseAlert } from "../../patron/alerts/alerts.service.ts";
import { assertStaffServes, type StaffFacts } from "../../core/staff.ts";
import type { Db, Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { translate, type Lang } from "../../core/i18n.ts";
import {
  SUGGESTION_SITUATIONS,
  type DeskSuggestionOut,
  type SituationOut,
  type SuggestionCreated,
  type SuggestionFormOptions,
  type SuggestionOut,
  type SuggestionSituation,
  type SuggestionStatistics,
} from "./contract.ts";
import {
  countBySituation,
  courseExists,
  disciplineExists,
  findCataloguedMatches,
  findSuggestion,
  findSuggestions,
  formChoices,
  insertSuggestion,
  libraryExists,
  lockSuggestion,
  moveSuggestion,
  patronFacts,
  teachingChoices,
  type NewSuggestion,
  type SuggestionFilter,
  type SuggestionRow,
} from "./acquisition.repository.ts";
import { CATALOGUED_SITUATION, canMove, INITIAL_SITUATION, NEXT_SITUATIONS, OPEN_SITUATIONS } from "./situations.ts";
import {
  isbn10Of,
  TEACHER_FIELDS,
  suggestionSchema,
  type Identifier,
  type SuggestionField,
  type SuggestionRule,
} from "./suggestion.rules.ts";

/** The patron category that takes the teacher's path (document 2 §6: "Teachers have a separate acquisition-suggestion path"). */
export const TEACHER_CATEGORY = "professor";

/** Alert kinds (decision 028): the OPAC's words are `alerts.kind.<kind>` in the acquisition locales. */
export const ANSWERED_ALERT = "suggestion_answered";
export const CATALOGUED_ALERT = "suggestion_catalogued";

export const situationWords = (lang: Lang, code: SuggestionSituation) =>
  translate(lang, `acquisition.situations.${code}`);

const fieldWords = (lang: Lang, field: string) => translate(lang, `acquisition.fields.${field}`);

const unauthorized = () => new ApiError(401, "unauthorized", "errors.unauthorized");

const iso = (value: Date | string) => new Date(value).toISOString();

export function situations(lang: Lang): SituationOut[] {
  return SUGGESTION_SITUATIONS.map((codigo) => ({ codigo, descricao: situationWords(lang, codigo) }));
}

function toOut(row: SuggestionRow, lang: Lang): SuggestionOut {
  return {
    cod_sugestao: row.id,
    titulo: row.title,
    autor: row.author,
    edicao: row.edition,
    editor: row.publisher,
    isbn_issn: row.isbn_issn,
    periodico: row.periodical,
    outras_inf: row.other_info,
    biblioteca: { cod_biblioteca: row.library_id, desc_biblioteca: row.library_name },
    campus: { cod_campus: row.campus_id, nome_campus: row.campus_name },
    data_sugestao: iso(row.created_at),
    situacao: row.situation,
    desc_situacao: situationWords(lang, row.situation),
    data_situacao: iso(row.situation_at),
    resposta: row.answer,
    quantidade: row.quantity,
    curso: row.course_id === null ? null : { cod_curso: row.course_id, nome_curso: row.course_name ?? "" },
    disciplina:
      row.discipline_id === null ? null : { cod_disciplina: row.discipline_id, descricao: row.discipline_name ?? "" },
    cod_acervo: row.record_id,
  };
}

async function patronOrFail(db: Queryable, patronId: number) {
  const patron = await patronFacts(db, patronId);
  if (!patron) throw unauthorized();
  return { email: patron.email?.trim() || null, teacher: patron.category === TEACHER_CATEGORY };
}

export async function formOptions(db: Queryable, patronId: number): Promise<SuggestionFormOptions> {
  const patron = await patronOrFail(db, patronId);
  const [choices, teaching] = await Promise.all([
    formChoices(db),
    patron.teacher ? teachingChoices(db) : Promise.resolve({ courses: [], disciplines: [] }),
  ]);
  return {
    email: patron.email,
    professor: patron.teacher,
    campi: choices.campuses.map((c) => ({ cod_campus: c.id, nome_campus: c.name })),
    bibliotecas: choices.libraries.map((l) => ({
      cod_biblioteca: l.id,
      desc_biblioteca: l.name,
      cod_campus: l.campus_id,
    })),
    cursos: teaching.courses.map((c) => ({ cod_curso: c.id, nome_curso: c.name })),
    disciplinas: teaching.disciplines.map((d) => ({ cod_disciplina: d.id, descricao: d.name })),
  };
}

const RULE_CODES: Record<
  SuggestionRule,
  "suggestion_field_required" | "suggestion_identifier_invalid" | "suggestion_field_invalid"
> = {
  required: "suggestion_field_required",
  identifierLength: "suggestion_identifier_invalid",
  isbnCheck: "suggestion_identifier_invalid",
  issnCheck: "suggestion_identifier_invalid",
  tooLong: "suggestion_field_invalid",
  invalid: "suggestion_field_invalid",
  quantity: "suggestion_field_invalid",
};

function fieldRefusal(lang: Lang, rule: SuggestionRule, field: SuggestionField, max?: number): ApiError {
  return new ApiError(422, RULE_CODES[rule], `acquisition.errors.${rule}`, {
    field: fieldWords(lang, field),
    max: max ?? 0,
  });
}

const filled = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== "" && String(v).trim() !== "-1";

/**
 * POST /unidade-informacao/sugestao-aquisicao. Refusals, each a 422 in the caller's language: no
 * registered e-mail (the patron is told where to register one); each missing required field
 * ('CampoObrigatorioNaoPreenchido' with the field's name: the library, then the title, then the
 * publisher); a wrong ISBN/ISSN; a value too long; a library, course or discipline that does not
 * exist. A patron who is not a teacher may not give the teacher's fields (403).
 */
export async function createSuggestion(
  db: Db,
  patronId: number,
  body: Record<string, unknown>,
  lang: Lang,
): Promise<SuggestionCreated> {
  const patron = await patronOrFail(db, patronId);
  if (!patron.email) throw new ApiError(422, "suggestion_no_email", "acquisition.errors.noEmail");
  if (!patron.teacher) {
    const field = TEACHER_FIELDS.find((f) => filled(body[f]));
    if (field)
      throw new ApiError(403, "suggestion_teacher_only", "acquisition.errors.teacherOnly", {
        field: fieldWords(lang, field),
      });
  }
  const schema = suggestionSchema((rule, field, values) => JSON.stringify({ rule, field, max: values?.max }), {
    teacher: patron.teacher,
  });
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    let reason: { rule: SuggestionRule; field: SuggestionField; max?: number } = {
      rule: "invalid",
      field: String(issue.path[0] ?? "titulo") as SuggestionField,
    };
    try {
      reason = JSON.parse(issue.message) as typeof reason;
    } catch {
      // A type zod refused before any rule (an object for a text): "invalid".
    }
    throw fieldRefusal(lang, reason.rule, reason.field, reason.max);
  }
  const v = parsed.data as typeof parsed.data & { quantidade?: number; curso?: number; disciplina?: number };
  if (!(await libraryExists(db, v.biblioteca, v.campus))) throw fieldRefusal(lang, "invalid", "biblioteca");
  if (v.curso !== undefined && !(await courseExists(db, v.curso))) throw fieldRefusal(lang, "invalid", "curso");
  if (v.disciplina !== undefined && !(await disciplineExists(db, v.disciplina)))
    throw fieldRefusal(lang, "invalid", "disciplina");
  const id = await insertSuggestion(db, {
    patronId,
    libraryId: v.biblioteca,
    ...identifierColumns(v.isbn_issn),
    author: v.autor ?? null,
    title: v.titulo,
    edition: v.edicao ?? null,
    publisher: v.editor,
    periodical: v.periodico,
    otherInfo: v.outras_inf ?? null,
    quantity: patron.teacher ? (v.quantidade ?? 1) : null,
    courseId: v.curso ?? null,
    disciplineId: v.disciplina ?? null,
    situation: INITIAL_SITUATION,
  });
  const row = await findSuggestion(db, id);
  return { sugestao: toOut(row!, lang), mensagem: translate(lang, "acquisition.created") };
}

export function identifierColumns(
  identifier: Exclude<Identifier, { error: string }> | undefined,
): Pick<NewSuggestion, "isbnIssn" | "isbn13" | "isbn10" | "issn"> {
  if (!identifier) return { isbnIssn: null, isbn13: null, isbn10: null, issn: null };
  if (identifier.kind === "issn")
    return { isbnIssn: identifier.text, isbn13: null, isbn10: null, issn: identifier.issn };
  return { isbnIssn: identifier.text, isbn13: identifier.isbn13, isbn10: isbn10Of(identifier.isbn13), issn: null };
}

export interface ListFilter {
  from?: string;
  to?: string;
  situation?: SuggestionSituation;
  libraryId?: number;
}

/** GET /aquisicao/sugestoes: the caller's own suggestions, newest first. */
export async function patronSuggestions(
  db: Queryable,
  patronId: number,
  filter: ListFilter,
  lang: Lang,
): Promise<SuggestionOut[]> {
  const rows = await findSuggestions(db, { ...filter, patronId } satisfies SuggestionFilter);
  return rows.map((row) => toOut(row, lang));
}

/** GET /aquisicao/estatisticas: the caller's suggestions counted by situation, every situation listed. */
export async function patronStatistics(
  db: Queryable,
  patronId: number,
  filter: ListFilter,
  lang: Lang,
): Promise<SuggestionStatistics> {
  const counts = new Map(
    (await countBySituation(db, { ...filter, patronId })).map((c) => [c.situation, Number(c.n)] as const),
  );
  const situacoes = SUGGESTION_SITUATIONS.map((codigo) => ({
    codigo,
    descricao: situationWords(lang, codigo),
    quantidade: counts.get(codigo) ?? 0,
  }));
  return { total: situacoes.reduce((sum, s) => sum + s.quantidade, 0), situacoes };
}

function toDeskOut(row: SuggestionRow, lang: Lang): DeskSuggestionOut {
  return {
    ...toOut(row, lang),
    usuario: {
      cod_pessoa: row.patron_id,
      login: row.patron_login,
      nome_pessoa: row.patron_name,
      email: row.patron_email,
    },
    proximas_situacoes: [...NEXT_SITUATIONS[row.situation]],
  };
}

/** GET /balcao/sugestoes: every suggestion (a desk bound to a library: that library's), newest first. */
export async function deskSuggestions(
  db: Queryable,
  staff: StaffFacts | null,
  filter: { situation?: SuggestionSituation },
  lang: Lang,
): Promise<DeskSuggestionOut[]> {
  const rows = await findSuggestions(db, { ...filter, libraryId: staff?.library_id ?? undefined });
  return rows.map((row) => toDeskOut(row, lang));
}

/**
 * PUT /balcao/sugestoes/{id}: moves a suggestion to a situation allowed from its current one
 * (./situations.ts), with an optional answer to the patron, and raises the patron's alert in the
 * same transaction. 404 unknown, 403 another library's (a desk bound to one), 409 a move the
 * current situation does not allow.
 */
export async function moveByDesk(
  db: Db,
  staff: StaffFacts | null,
  id: number,
  move: { situation: SuggestionSituation; answer: string | null },
  lang: Lang,
): Promise<DeskSuggestionOut> {
  await db.transaction(async (tx) => {
    const current = await lockSuggestion(tx, id);
    if (!current) throw new ApiError(404, "suggestion_not_found", "acquisition.errors.notFound", { id });
    assertStaffServes(staff, current.library_id);
    if (!canMove(current.situation, move.situation)) {
      const next = NEXT_SITUATIONS[current.situation].map((s) => situationWords(lang, s));
      throw new ApiError(
        409,
        "suggestion_move_refused",
        next.length ? "acquisition.errors.moveRefused" : "acquisition.errors.moveFinal",
        {
          from: situationWords(lang, current.situation),
          to: situationWords(lang, move.situation),
          next: next.join(", "),
        },
      );
    }
    await moveSuggestion(tx, {
      id,
      from: current.situation,
      to: move.situation,
      answer: move.answer,
      staffId: staff?.id ?? null,
      recordId: null,
    });
    await raiseAlert(tx, {
      patronId: current.patron_id,
      kind: ANSWERED_ALERT,
      params: { situation: move.situation, title: current.title },
      link: "/meupergamum/sugestoes",
      dedupeKey: `suggestion-${id}-${move.situation}`,
    });
  });
  return toDeskOut((await findSuggestion(db, id))!, lang);
}

/**
 * After an import run (api/operations/import/importer.ts): each open suggestion whose ISBN a record stored or
 * updated since the suggestion was sent carries becomes attended, linked to that record, and its
 * patron is alerted. Matching by time rather than by the run's own records keeps the importer's
 * side to one call, and finds nothing twice: a moved suggestion is no longer open.
 */
export async function markCataloguedSuggestions(db: Db): Promise<number> {
  const matches = await findCataloguedMatches(db, OPEN_SITUATIONS);
  let moved = 0;
  for (const match of matches) {
    await db.transaction(async (tx) => {
      const current = await lockSuggestion(tx, match.id);
      if (!current || !OPEN_SITUATIONS.includes(current.situation)) return;
      await moveSuggestion(tx, {
        id: match.id,
        from: current.situation,
        to: CATALOGUED_SITUATION,
        answer: null,
        staffId: null,
        recordId: match.record_id,
      });
      await raiseAlert(tx, {
        patronId: current.patron_id,
        kind: CATALOGUED_ALERT,
        params: { title: current.title },
        link: `/acervo/${match.record_id}`,
        dedupeKey: `suggestion-${match.id}-catalogued`,
      });
      moved++;
    });
  }
  return moved;
}
