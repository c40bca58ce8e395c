/**
 * The comments section of a record's "Dados do acervo" tab (app/routes/acervo.$id._index.tsx):
 * the approved comments and, for a logged-in patron who may comment, the form; its action posts
 * the comment (POST /comentarios/acervo/{id}) and comes back to the section with the notice that
 * the comment awaits approval. Comment failures never break the record page: the list or the form
 * says it is unavailable and the rest of the tab renders.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { orLogged } from "../record/logged.ts";
import { parseRecordId } from "../record/record-tabs.ts";
import { assertSameOrigin } from "../../lib/auth.server.ts";
import { parseForm, serverText } from "../../lib/forms.ts";
import { ServiceError, apiErrorResponse, libraryClient } from "../../lib/library/index.server.ts";
import { commitSession, getAuth } from "../../lib/session.server.ts";
import type { CommentPermission, PublicComment } from "../../../api/community/comments/contract.ts";
import { firstName, RecordCommentSchema } from "./comment-forms.ts";

/** Where the section is: the fragment the form posts to and the redirects come back to. */
export const COMMENTS_ANCHOR = "comentarios";

function recordIdOf(params: LoaderFunctionArgs["params"]): number {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return id;
}

export async function recordCommentsLoader({ params, request, context }: LoaderFunctionArgs) {
  const id = recordIdOf(params);
  const [api, auth] = await Promise.all([libraryClient({ request, context }), getAuth(request)]);
  const [comments, permission] = await Promise.all([
    api.comments.ofRecord(id).catch(orLogged("record comments", null as PublicComment[] | null)),
    auth
      ? api.comments.permission().catch(orLogged("comment permission", null as CommentPermission | null))
      : Promise.resolve(null),
  ]);
  const name = auth?.user.nome_pessoa ?? null;
  return data(
    {
      comments,
      loggedIn: auth !== null,
      permission,
      names: name ? { full: name, first: firstName(name) } : null,
      locale: api.locale,
    },
    { headers: await api.headers() },
  );
}

export async function recordCommentAction({ params, request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const id = recordIdOf(params);
  if (!(await getAuth(request))) {
    const back = `/acervo/${id}#${COMMENTS_ANCHOR}`;
    throw redirect(`/login?${new URLSearchParams({ redirect: back })}`, { status: 303 });
  }
  const parsed = parseForm(await request.formData(), RecordCommentSchema, { autoCoercion: false });
  if (!parsed.ok) return data({ result: parsed.result }, { status: 400 });
  const api = await libraryClient({ request, context });
  try {
    await api.comments.post(id, parsed.value.content, parsed.value.exibicao);
  } catch (error) {
    // The limit of comments awaiting approval, or a rule the browser could not foresee: inline at
    // the text, in the service's words (document 1 §8: the 422 is shown inline).
    if (error instanceof ServiceError && (error.status === 422 || error.status === 403)) {
      return data(
        { result: parsed.reject({ fieldErrors: { content: [serverText(error.message)] } }) },
        { status: error.status },
      );
    }
    return apiErrorResponse(error);
  }
  api.session.flash("notice", "comments.record.sent");
  throw redirect(`/acervo/${id}#${COMMENTS_ANCHOR}`, {
    status: 303,
    headers: { "Set-Cookie": await commitSession(api.session, request) },
  });
}
