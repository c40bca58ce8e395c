/**
 * The comment calls (./comments.calls.ts; decision 029): /comentarios (comments on records, the patron's own),
 * POST /unidade-informacao/comentario (the general comment to a library), and the moderation
 * under /balcao with the staff key. The patron always comes from the bearer token.
 */

import { optionalPatronOf, patronOf, staffOf } from "../../core/caller.ts";
import { callRoutes } from "../../core/http/call.ts";
import { bodyOf, pathId } from "../../core/http/input.ts";
import { commentCalls, commentDeskCalls, libraryCommentCalls } from "./comments.calls.ts";
import {
  commentPermission,
  commentsToModerate,
  libraryCommentsFor,
  markLibraryComment,
  moderateComment,
  ownCommentedRecords,
  ownComments,
  postComment,
  publicComments,
  removeOwnComment,
  sendLibraryComment,
} from "./comments.service.ts";
import { spendWriteAllowance } from "../../operations/mail/mail-limits.ts";

export const commentRoutes = callRoutes("/comentarios")
  .on(commentCalls.permission, async (c) => {
    const patronId = optionalPatronOf(c) ?? null;
    return c.json(await commentPermission(c.get("pageDb"), patronId));
  })
  .on(commentCalls.ofRecord, async (c) => c.json(await publicComments(c.get("pageDb"), pathId(c))))
  .on(commentCalls.post, async (c) => {
    const patronId = patronOf(c);
    const recordId = pathId(c);
    const body = bodyOf(c);
    await spendWriteAllowance(c.get("db"), c.get("config"), "comment", patronId);
    return c.json(
      await postComment(c.get("db"), patronId, recordId, { texto: body.content, exibicao: body.exibicao }),
      201,
    );
  })
  .on(commentCalls.commentedRecords, async (c) => c.json(await ownCommentedRecords(c.get("db"), patronOf(c))))
  .on(commentCalls.ownOnRecord, async (c) => {
    const patronId = patronOf(c);
    return c.json(await ownComments(c.get("db"), patronId, pathId(c)));
  })
  .on(commentCalls.remove, async (c) => {
    const patronId = patronOf(c);
    await removeOwnComment(c.get("db"), patronId, pathId(c));
    return c.json({ excluido: true });
  }).app;

/** POST /unidade-informacao/comentario {content, b}. */
export const libraryCommentRoutes = callRoutes("/unidade-informacao").on(libraryCommentCalls.send, async (c) => {
  const patronId = patronOf(c);
  const body = bodyOf(c);
  await spendWriteAllowance(c.get("db"), c.get("config"), "comment", patronId);
  return c.json(await sendLibraryComment(c.get("db"), patronId, { content: body.content, libraryId: body.b }), 201);
}).app;

/** Moderation under /balcao (X-Staff-Key). */
export const commentDeskRoutes = callRoutes("/balcao")
  .on(commentDeskCalls.toModerate, async (c) => {
    await staffOf(c);
    return c.json(await commentsToModerate(c.get("db"), c.req.valid("query").situacao));
  })
  .on(commentDeskCalls.moderate, async (c) => {
    const staff = await staffOf(c);
    const id = pathId(c);
    const decision = bodyOf(c);
    return c.json(await moderateComment(c.get("db"), id, decision, staff.login));
  })
  .on(commentDeskCalls.libraryComments, async (c) => {
    const staff = await staffOf(c);
    const query = c.req.valid("query");
    return c.json(await libraryCommentsFor(c.get("db"), staff, query.situacao ?? null, query.biblioteca ?? null));
  })
  .on(commentDeskCalls.markLibraryComment, async (c) => {
    const staff = await staffOf(c);
    const id = pathId(c);
    const { situacao } = bodyOf(c);
    return c.json(await markLibraryComment(c.get("db"), staff, id, situacao, staff.login));
  }).app;
