/** The comment calls (/comentarios, /unidade-informacao/comentario): decision 029. */
import type {
  CommentDisplay,
  CommentedRecord,
  CommentPermission,
  LibraryCommentSent,
  OwnComment,
  PublicComment,
} from "../../../api/comments/contract.ts";
import type { CampusOut } from "../../../api/contract.ts";
import type { Transport } from "./transport.server.ts";

export function commentCalls(t: Transport) {
  return {
    /**
     * GET /comentarios/permissao: logged in? may comment? the pending count and limit. With
     * `accessToken` (the root loader's footer check) an expired token is a plain 401, never a
     * refresh whose rotated tokens that loader would have to commit.
     */
    permission: (accessToken?: string) => t.json<CommentPermission>("/comentarios/permissao", { accessToken }),
    /** GET /comentarios/acervo/{id}: the approved comments, newest first. */
    ofRecord: (id: number) => t.json<PublicComment[]>(`/comentarios/acervo/${id}`),
    /** POST /comentarios/acervo/{id}: a new comment, awaiting approval; 422 empty, too long or over the limit. */
    post: (id: number, content: string, exibicao: CommentDisplay) =>
      t.json<OwnComment>(`/comentarios/acervo/${id}`, { json: { content, exibicao } }),
    /** GET /comentarios/usuario/acervos: the records the patron commented. */
    commentedRecords: () => t.json<CommentedRecord[]>("/comentarios/usuario/acervos"),
    /** GET /comentarios/usuario/acervo/{id}: the patron's comments on one record, in every situation. */
    ownOnRecord: (id: number) => t.json<OwnComment[]>(`/comentarios/usuario/acervo/${id}`),
    /** DELETE /comentarios/usuario/{id}: one of the patron's comments; another's is a 404. */
    remove: (id: number) => t.json<{ excluido: true }>(`/comentarios/usuario/${id}`, { method: "DELETE" }),
    /** GET /campus: the campuses of the general comment form. */
    campuses: () => t.json<CampusOut[]>("/campus"),
    /** POST /unidade-informacao/comentario {content, b}: the general comment to a library. */
    toLibrary: (content: string, library: number) =>
      t.json<LibraryCommentSent>("/unidade-informacao/comentario", { json: { content, b: library } }),
  };
}
