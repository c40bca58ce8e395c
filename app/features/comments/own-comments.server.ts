/**
 * /meupergamum/comentarios: the patron's comments, by record, in every situation (awaiting
 * approval, approved, refused with staff's reason), each deletable after a confirmation step that
 * is a page state (`?excluir=ID`), so it works without JavaScript.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";

import type { CommentedRecord, OwnComment } from "../../../api/community/comments/contract.ts";
import { accountContext } from "../account/account.server.ts";
import { parseForm } from "../../lib/forms.ts";
import { ServiceError, apiErrorResponse } from "../../lib/library/index.server.ts";
import { commitSession } from "../../lib/session.server.ts";
import { OWN_COMMENTS_PATH } from "./comment-forms.ts";

export interface OwnCommentGroup {
  record: CommentedRecord;
  comments: OwnComment[];
}

const positiveId = (raw: unknown) =>
  typeof raw === "string" && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;

export async function ownCommentsLoader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const records = await api.comments.commentedRecords().catch(apiErrorResponse);
  const groups: OwnCommentGroup[] = await Promise.all(
    records.map(async (record) => ({
      record,
      comments: await api.comments.ownOnRecord(record.cod_acervo).catch(apiErrorResponse),
    })),
  );
  const asked = positiveId(new URL(args.request.url).searchParams.get("excluir"));
  const confirming =
    asked === null ? null : (groups.flatMap((g) => g.comments).find((c) => c.cod_comentario === asked) ?? null);
  return data(
    {
      title: t("comments.own.title"),
      groups,
      confirming,
      askedGone: asked !== null && !confirming,
      locale: api.locale,
    },
    { headers: await api.headers() },
  );
}

/** The confirmation step's button: delete this comment. */
const DeleteCommentSchema = z.object({ intent: z.literal("delete"), comentario: z.preprocess(positiveId, z.number()) });

export async function ownCommentsAction(args: ActionFunctionArgs) {
  const { api } = await accountContext(args);
  const parsed = parseForm(await args.request.formData(), DeleteCommentSchema, { autoCoercion: false });
  if (!parsed.ok) throw new Response("Bad Request", { status: 400 });
  const id = parsed.value.comentario;
  let notice = "comments.own.deleted";
  try {
    await api.comments.remove(id);
  } catch (error) {
    // Deleted meanwhile (another tab), or never the patron's: the list shows the truth.
    if (!(error instanceof ServiceError && error.status === 404)) return apiErrorResponse(error);
    notice = "comments.own.gone";
  }
  api.session.flash("notice", notice);
  throw redirect(OWN_COMMENTS_PATH, {
    status: 303,
    headers: { "Set-Cookie": await commitSession(api.session, args.request) },
  });
}
