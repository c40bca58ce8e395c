/**
 * The general comment to a library (/comentario; POST /unidade-informacao/comentario): campus,
 * then one of its libraries (the first preselected), then the text. Without JavaScript the
 * "show this campus's libraries" button posts the form with intent=campus and the page comes back
 * with that campus's libraries and everything typed; with JavaScript the page loads the libraries
 * (this loader, ?campus=) when the campus changes, without touching the text or the focus.
 * Also decides whether the footer offers the page (the comments activity, decision 029).
 */
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";

import type { CampusOut, LibraryOut } from "../../../api/contract.ts";
import { assertSameOrigin } from "../../lib/auth.server.ts";
import { parseForm, serverText } from "../../lib/forms.ts";
import { getT } from "../../lib/i18n.server.ts";
import { ServiceError, apiErrorResponse, libraryClient, type LibraryClient } from "../../lib/library/index.server.ts";
import { commitSession, getAuth } from "../../lib/session.server.ts";
import { GENERAL_COMMENT_PATH, GeneralCommentSchema } from "./comment-forms.ts";

const campusParam = (raw: unknown) => (typeof raw === "string" && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);

/** The campuses, the chosen one (or the first) and its libraries. */
async function choices(api: LibraryClient, asked: number | null) {
  const campuses: CampusOut[] = await api.comments.campuses().catch(apiErrorResponse);
  const campus = campuses.find((c) => c.cod_campus === asked)?.cod_campus ?? campuses[0]?.cod_campus ?? null;
  const libraries: LibraryOut[] = campus === null ? [] : await api.libraries.list(campus).catch(apiErrorResponse);
  return { campuses, campus, libraries };
}

export async function generalCommentLoader({ request, context }: LoaderFunctionArgs) {
  const [api, auth, t] = await Promise.all([libraryClient({ request, context }), getAuth(request), getT(request)]);
  const title = t("comments.general.title");
  if (!auth) return data({ title, state: "login" as const, campuses: [], campus: null, libraries: [] });
  const permission = await api.comments.permission().catch(apiErrorResponse);
  if (!permission.permitido) {
    return data(
      { title, state: "forbidden" as const, campuses: [], campus: null, libraries: [] },
      { status: 403, headers: await api.headers() },
    );
  }
  const chosen = await choices(api, campusParam(new URL(request.url).searchParams.get("campus")));
  return data({ title, state: "form" as const, ...chosen }, { headers: await api.headers() });
}

/** The campus step keeps whatever was typed, valid or not yet. */
const CampusStep = z.object({
  campus: z.string().optional(),
  biblioteca: z.string().optional(),
  content: z.string().optional(),
});

export async function generalCommentAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  if (!(await getAuth(request))) {
    throw redirect(`/login?${new URLSearchParams({ redirect: GENERAL_COMMENT_PATH })}`, { status: 303 });
  }
  const api = await libraryClient({ request, context });
  const form = await request.formData();
  const chosen = await choices(api, campusParam(form.get("campus")));
  if (form.get("intent") === "campus") {
    // A new campus: its first library is preselected (the posted one belonged to the old campus).
    form.delete("biblioteca");
    return data({ result: parseForm(form, CampusStep).reject({}), ...chosen, step: "campus" as const });
  }
  const parsed = parseForm(form, GeneralCommentSchema, { autoCoercion: false });
  if (!parsed.ok) return data({ result: parsed.result, ...chosen, step: "send" as const }, { status: 400 });
  try {
    await api.comments.toLibrary(parsed.value.content, parsed.value.biblioteca);
  } catch (error) {
    if (error instanceof ServiceError && [403, 404, 422].includes(error.status)) {
      const field = error.status === 404 ? "biblioteca" : "content";
      return data(
        {
          result: parsed.reject({ fieldErrors: { [field]: [serverText(error.message)] } }),
          ...chosen,
          step: "send" as const,
        },
        { status: error.status },
      );
    }
    return apiErrorResponse(error);
  }
  api.session.flash("notice", "comments.general.sent");
  throw redirect(GENERAL_COMMENT_PATH, {
    status: 303,
    headers: { "Set-Cookie": await commitSession(api.session, request) },
  });
}

/**
 * Whether the footer offers the general comment: the caller's category (a visitor's, the public
 * one) has the comments activity. Never fails the page: any problem reads as "not offered".
 */
export async function generalCommentOffered(
  request: Request,
  context: AppLoadContext,
  accessToken: string | undefined,
): Promise<boolean> {
  try {
    const api = await libraryClient({ request, context });
    return (await api.comments.permission(accessToken)).permitido;
  } catch {
    return false;
  }
}
