/**
 * Comments (document 2 "Comments", §4, §5, §8; document 1 §4, §6; decision 029): a patron's
 * comment on a record waits for staff approval before the public sees it; a general comment goes
 * to a library's staff only. The patron always comes from the bearer token. Texts are plain: the
 * service stores what was written (trimmed, line breaks normalised, control characters dropped)
 * and never turns it into markup; whoever shows it escapes it.
 */
import type { StaffFacts } from "../../core/staff.ts";
import { refusal } from "../../core/refusals.ts";
import { raiseAlert } from "../../patron/alerts/alerts.service.ts";
import type { Db, Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { PUBLIC_CATEGORY } from "../../patron/auth/login-settings.service.ts";
import {
  approvedComments,
  categoryHasActivity,
  commentedRecords,
  commentsByState,
  countPending,
  deleteOwnComment,
  findDeskComment,
  lockDeskComment,
  findLibrary,
  findLibraryComment,
  findOwnComment,
  insertComment,
  insertLibraryComment,
  libraryComments,
  lockPatron,
  ownCommentsOnRecord,
  patronCategory,
  recordExists,
  setCommentState,
  setLibraryCommentState,
} from "./comments.repository.ts";
import type {
  CommentDisplay,
  CommentedRecord,
  CommentPermission,
  CommentState,
  DeskComment,
  DeskLibraryComment,
  LibraryCommentSent,
  LibraryCommentState,
  OwnComment,
  PublicComment,
} from "./contract.ts";

/** How many of a patron's comments may await approval at once (institution parameter). */
export const LIMIT_PARAM = "comentario_limite_pendentes";
export const DEFAULT_PENDING_LIMIT = 5;
/**
 * Which activity code means "comments" (document 1 §6 gives two readings: 12 comments and 13
 * suggestions, or the reverse). Default 12; "13" follows the other reading.
 */
export const ACTIVITY_PARAM = "comentario_atividade";
export const DEFAULT_ACTIVITY = 12;
export const ACTIVITY_READINGS = ["12", "13"] as const;
/** The longest comment, in characters: a paragraph or three, not an essay. */
export const MAX_COMMENT_LENGTH = 2000;
/** The longest refusal reason staff may give. */
export const MAX_REASON_LENGTH = 500;

const unauthorized = () => new ApiError(401, "unauthorized", "errors.unauthorized");
const notFound = () => new ApiError(404, "comment_not_found", "errors.comment_not_found");
const recordNotFound = (id: number) => new ApiError(404, "record_not_found", "errors.record_not_found", { id });

/**
 * The text as stored: line breaks as "\n", no control characters (a NUL cannot even be stored),
 * trimmed. Empty after that, or longer than `max`: a 422 in the caller's language.
 */
export function plainText(raw: unknown, max = MAX_COMMENT_LENGTH): string {
  if (typeof raw !== "string") throw new ApiError(422, "comment_empty", "errors.comment_empty");
  const text = raw
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
    .trim();
  if (text.length === 0) throw new ApiError(422, "comment_empty", "errors.comment_empty");
  if ([...text].length > max) throw new ApiError(422, "comment_too_long", "errors.comment_too_long", { max });
  return text;
}

/** The institution's pending limit and comments activity, each with its documented default. */
export async function commentSettings(db: Queryable): Promise<{ limit: number; activity: number }> {
  const params = await institutionParams(db, [LIMIT_PARAM, ACTIVITY_PARAM]);
  const limit = Number(params[LIMIT_PARAM]);
  const activity = params[ACTIVITY_PARAM]?.trim();
  return {
    limit: Number.isInteger(limit) && limit >= 1 ? limit : DEFAULT_PENDING_LIMIT,
    activity: (ACTIVITY_READINGS as readonly string[]).includes(activity ?? "") ? Number(activity) : DEFAULT_ACTIVITY,
  };
}

export async function commentPermission(db: Queryable, patronId: number | null): Promise<CommentPermission> {
  const { limit, activity } = await commentSettings(db);
  if (patronId === null) {
    return {
      logado: false,
      permitido: await categoryHasActivity(db, PUBLIC_CATEGORY, activity),
      atividade: activity,
      pendentes: null,
      limite: limit,
    };
  }
  const category = await patronCategory(db, patronId);
  if (category === undefined) throw unauthorized();
  return {
    logado: true,
    permitido: await categoryHasActivity(db, category, activity),
    atividade: activity,
    pendentes: await countPending(db, patronId),
    limite: limit,
  };
}

/** A patron whose category lacks the comments activity may not comment: 403. */
async function assertMayComment(db: Queryable, patronId: number, activity: number): Promise<void> {
  const category = await patronCategory(db, patronId);
  if (category === undefined) throw unauthorized();
  if (!(await categoryHasActivity(db, category, activity))) {
    throw new ApiError(403, "comment_not_permitted", "errors.comment_not_permitted");
  }
}

export async function publicComments(db: Queryable, recordId: number): Promise<PublicComment[]> {
  if (!(await recordExists(db, recordId))) throw recordNotFound(recordId);
  return approvedComments(db, recordId);
}

function displayName(name: string, display: CommentDisplay): string | null {
  if (display === "anonimo") return null;
  if (display === "primeiro_nome") return name.trim().split(/\s+/)[0] ?? name;
  return name.trim();
}

/** POST /comentarios/acervo/{id}: a new comment, awaiting approval. */
export async function postComment(
  db: Db,
  patronId: number,
  recordId: number,
  input: { texto: unknown; exibicao: CommentDisplay },
): Promise<OwnComment> {
  const content = plainText(input.texto);
  return db.transaction(async (tx) => {
    const { limit, activity } = await commentSettings(tx);
    const patron = await lockPatron(tx, patronId);
    if (!patron) throw unauthorized();
    await assertMayComment(tx, patronId, activity);
    if (!(await recordExists(tx, recordId))) throw recordNotFound(recordId);
    if ((await countPending(tx, patronId)) >= limit) {
      throw new ApiError(422, "comment_limit", "errors.comment_limit", { max: limit });
    }
    const id = await insertComment(tx, {
      recordId,
      patronId,
      display: input.exibicao,
      displayName: displayName(patron.name, input.exibicao),
      content,
    });
    return (await findOwnComment(tx, patronId, id))!;
  });
}

export function ownCommentedRecords(db: Queryable, patronId: number): Promise<CommentedRecord[]> {
  return commentedRecords(db, patronId);
}

export function ownComments(db: Queryable, patronId: number, recordId: number): Promise<OwnComment[]> {
  return ownCommentsOnRecord(db, patronId, recordId);
}

/** DELETE /comentarios/usuario/{id}: the patron's own comment, in any situation; another's is a 404. */
export async function removeOwnComment(db: Queryable, patronId: number, id: number): Promise<void> {
  if (!(await deleteOwnComment(db, patronId, id))) throw notFound();
}

// ---- Moderation (X-Staff-Key, npm run circ) ------------------------------------------------------

export const DESK_LIST_LIMIT = 200;

export function commentsToModerate(db: Queryable, state: CommentState = "pendente"): Promise<DeskComment[]> {
  return commentsByState(db, state, DESK_LIST_LIMIT);
}

/**
 * Approves or refuses a comment (a refusal may say why), and tells its author with an alert in
 * the same transaction. Any situation may change to another (staff take an approved comment down
 * by refusing it); asking for the situation it already has is a 409.
 */
export async function moderateComment(
  db: Db,
  id: number,
  decision: { situacao: Exclude<CommentState, "pendente">; motivo?: string | null },
  by: string,
): Promise<DeskComment> {
  const reason = decision.situacao === "recusado" ? decision.motivo?.trim() || null : null;
  if (reason && [...reason].length > MAX_REASON_LENGTH) {
    throw new ApiError(400, "invalid_parameter", "errors.invalid_parameter", { name: "motivo" });
  }
  return db.transaction(async (tx) => {
    const comment = await lockDeskComment(tx, id);
    if (!comment) throw notFound();
    if (comment.situacao === decision.situacao) {
      throw new ApiError(409, "comment_state", "errors.comment_state");
    }
    await setCommentState(tx, id, { state: decision.situacao, reason, by });
    const approved = decision.situacao === "aprovado";
    await raiseAlert(tx, {
      patronId: comment.cod_pessoa,
      kind: approved ? "comment_approved" : "comment_refused",
      params: approved ? { titulo: comment.titulo } : { titulo: comment.titulo, motivo: reason },
      link: approved ? `/acervo/${comment.cod_acervo}#comentarios` : "/meupergamum/comentarios",
      // Once per comment and decision: refusing again after an approval tells the patron again.
      dedupeKey: `comment:${id}:${decision.situacao}:${comment.data_moderacao ?? "first"}`,
    });
    return (await findDeskComment(tx, id))!;
  });
}

// ---- General comments to a library -----------------------------------------------------------------

/** POST /unidade-informacao/comentario: a patron's comment to one library's staff. */
export async function sendLibraryComment(
  db: Db,
  patronId: number,
  input: { content: unknown; libraryId: number },
): Promise<LibraryCommentSent> {
  const content = plainText(input.content);
  const { activity } = await commentSettings(db);
  await assertMayComment(db, patronId, activity);
  const library = await findLibrary(db, input.libraryId);
  if (!library) throw refusal("library_not_found");
  const row = await insertLibraryComment(db, { libraryId: input.libraryId, patronId, content });
  return {
    cod_comentario: row.id,
    cod_biblioteca: input.libraryId,
    desc_biblioteca: library.name,
    data: row.created_at,
  };
}

/** A desk bound to a library sees that library's general comments only. */
export function libraryCommentsFor(
  db: Queryable,
  staff: Pick<StaffFacts, "library_id">,
  state: LibraryCommentState | null,
  libraryId: number | null = null,
): Promise<DeskLibraryComment[]> {
  if (staff.library_id !== null && libraryId !== null && libraryId !== staff.library_id) {
    throw refusal("staff_forbidden");
  }
  return libraryComments(db, { libraryId: staff.library_id ?? libraryId, state, limit: DESK_LIST_LIMIT });
}

/** Marks a general comment read or answered (or new again); another library's desk: 403. */
export async function markLibraryComment(
  db: Queryable,
  staff: Pick<StaffFacts, "library_id">,
  id: number,
  state: LibraryCommentState,
  by: string,
): Promise<DeskLibraryComment> {
  const comment = await findLibraryComment(db, id);
  if (!comment) throw notFound();
  if (staff.library_id !== null && staff.library_id !== comment.cod_biblioteca) throw refusal("staff_forbidden");
  await setLibraryCommentState(db, id, { state, by });
  return (await findLibraryComment(db, id))!;
}
