/** The comment calls (/comentarios, /unidade-informacao/comentario), as declared in api/community/comments/comments.calls.ts: decision 029. */
import { commentCalls as calls, libraryCommentCalls } from "../../../api/community/comments/comments.calls.ts";
import type { CommentDisplay } from "../../../api/community/comments/contract.ts";
import { campusCalls } from "../../../api/catalogue/libraries/libraries.calls.ts";
import type { Transport } from "./transport.server.ts";

export function commentCalls(t: Transport) {
  return {
    /**
     * Logged in? may comment? the pending count and limit. With `accessToken` (the root loader's
     * footer check) an expired token is a plain 401, never a refresh whose rotated tokens that
     * loader would have to commit.
     */
    permission: (accessToken?: string) => t.call(calls.permission, {}, { accessToken }),
    /** The approved comments, newest first. */
    ofRecord: (id: number) => t.call(calls.ofRecord, { params: { id: String(id) } }),
    /** A new comment, awaiting approval; 422 empty, too long or over the limit. */
    post: (id: number, content: string, exibicao: CommentDisplay) =>
      t.call(calls.post, { params: { id: String(id) }, body: { content, exibicao } }),
    /** The records the patron commented. */
    commentedRecords: () => t.call(calls.commentedRecords, {}),
    /** The patron's comments on one record, in every situation. */
    ownOnRecord: (id: number) => t.call(calls.ownOnRecord, { params: { id: String(id) } }),
    /** One of the patron's comments; another's is a 404. */
    remove: (id: number) => t.call(calls.remove, { params: { id: String(id) } }),
    /** GET /campus: the campuses of the general comment form. */
    campuses: () => t.call(campusCalls.list, {}),
    /** The general comment to a library. */
    toLibrary: (content: string, library: number) =>
      t.call(libraryCommentCalls.send, { body: { content, b: library } }),
  };
}
