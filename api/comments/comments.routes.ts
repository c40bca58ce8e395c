/**
 * The comment calls (docs/api.md "Comments"): /comentarios (comments on records, the patron's own),
 * POST /unidade-informacao/comentario (the general comment to a library), and the moderation
 * under /balcao with the staff key. The patron always comes from the bearer token.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";

import { patronFromBearer } from "../auth/auth.service.ts";
import { staffOf } from "../circulation/http.ts";
import type { ApiEnv } from "../http/env.ts";
import { bodyOf, Id, pathId, validBody, validQuery } from "../http/input.ts";
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
import { COMMENT_DISPLAYS, COMMENT_STATES, LIBRARY_COMMENT_STATES } from "./contract.ts";

const patronOf = (c: Context<ApiEnv>) => patronFromBearer(c.req.header("authorization"), c.get("config"));

const NewComment = z.object({
  content: z.unknown().optional(),
  exibicao: z.enum(COMMENT_DISPLAYS).default("nome"),
});

const GeneralComment = z.object({ content: z.unknown().optional(), b: Id });

const Decision = z.object({
  situacao: z.enum(["aprovado", "recusado"]),
  motivo: z.string().max(2000).nullish(),
});

const LibraryDecision = z.object({ situacao: z.enum(LIBRARY_COMMENT_STATES) });

export const commentRoutes = new Hono<ApiEnv>()
  .get("/permissao", async (c) => {
    const patronId = c.req.header("authorization") ? patronOf(c) : null;
    return c.json(await commentPermission(c.get("db"), patronId));
  })
  .get("/acervo/:id", async (c) => c.json(await publicComments(c.get("db"), pathId(c))))
  .post("/acervo/:id", validBody(NewComment), async (c) => {
    const patronId = patronOf(c);
    const recordId = pathId(c);
    const body = bodyOf(c);
    return c.json(
      await postComment(c.get("db"), patronId, recordId, { texto: body.content, exibicao: body.exibicao }),
      201,
    );
  })
  .get("/usuario/acervos", async (c) => c.json(await ownCommentedRecords(c.get("db"), patronOf(c))))
  .get("/usuario/acervo/:id", async (c) => {
    const patronId = patronOf(c);
    return c.json(await ownComments(c.get("db"), patronId, pathId(c)));
  })
  .delete("/usuario/:id", async (c) => {
    const patronId = patronOf(c);
    await removeOwnComment(c.get("db"), patronId, pathId(c));
    return c.json({ excluido: true });
  });

/** POST /unidade-informacao/comentario {content, b}. */
export const libraryCommentRoutes = new Hono<ApiEnv>().post("/comentario", validBody(GeneralComment), async (c) => {
  const patronId = patronOf(c);
  const body = bodyOf(c);
  return c.json(await sendLibraryComment(c.get("db"), patronId, { content: body.content, libraryId: body.b }), 201);
});

/** Moderation under /balcao (X-Staff-Key). */
export const commentDeskRoutes = new Hono<ApiEnv>()
  .get("/comentarios", validQuery(z.object({ situacao: z.enum(COMMENT_STATES).default("pendente") })), async (c) => {
    await staffOf(c);
    return c.json(await commentsToModerate(c.get("db"), c.req.valid("query").situacao));
  })
  .put("/comentarios/:id", validBody(Decision), async (c) => {
    const staff = await staffOf(c);
    const id = pathId(c);
    const decision = bodyOf(c);
    return c.json(await moderateComment(c.get("db"), id, decision, staff.login));
  })
  .get(
    "/comentarios-gerais",
    validQuery(z.object({ situacao: z.enum(LIBRARY_COMMENT_STATES).optional(), biblioteca: Id.optional() })),
    async (c) => {
      const staff = await staffOf(c);
      const query = c.req.valid("query");
      return c.json(await libraryCommentsFor(c.get("db"), staff, query.situacao ?? null, query.biblioteca ?? null));
    },
  )
  .put("/comentarios-gerais/:id", validBody(LibraryDecision), async (c) => {
    const staff = await staffOf(c);
    const id = pathId(c);
    const { situacao } = bodyOf(c);
    return c.json(await markLibraryComment(c.get("db"), staff, id, situacao, staff.login));
  });
