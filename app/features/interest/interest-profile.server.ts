/**
 * The interest profile page's loader and action (decision 031). The loader reads the profile, the
 * choices, the matching titles and the two searches (a GET form each, parsed with its schema);
 * the action parses one `IntentSchema` and calls the intent's handler, which answers the notice
 * to show. Each POST comes back to its own section (303 and a fragment); a refusal re-renders the
 * page with the error summary and the message beside the control (decision 011).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { parseForm, serverText } from "../../lib/forms.ts";
import { ServiceError, apiErrorResponse, type LibraryClient } from "../../lib/library/index.server.ts";
import { commitSession } from "../../lib/session.server.ts";
import { accountContext } from "../account/account.server.ts";
import { publicUrl } from "../security/public-origin.server.ts";
import {
  backTo,
  formOf,
  HeadingSearchSchema,
  parseIntent,
  PeriodicalSearchSchema,
  readQuery,
  sectionOf,
  type Intent,
  type IntentName,
} from "./profile-form.ts";

export async function loader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const url = new URL(args.request.url);
  const query = readQuery(url.searchParams);
  // A search sent empty says so beside its box (400), rather than searching for nothing.
  const heading = url.searchParams.has("termo") ? parseForm(url.searchParams, HeadingSearchSchema) : null;
  const periodical =
    url.searchParams.has("periodico") && !heading?.result ? parseForm(url.searchParams, PeriodicalSearchSchema) : null;
  const searchFailed = Boolean(heading?.result ?? periodical?.result);
  const [profile, aux, titles, headings, periodicals] = await Promise.all([
    api.interest.profile(),
    api.interest.auxInfo(),
    api.interest.titles(query.pagina),
    heading?.ok && !searchFailed ? api.interest.searchHeadings(query.tipo, query.termo) : null,
    periodical?.ok && !searchFailed ? api.interest.searchPeriodicals(query.periodico, query.bibliotecas) : null,
  ]).catch(apiErrorResponse);
  return data(
    {
      title: t("interest.title"),
      profile,
      aux,
      titles,
      headings,
      periodicals,
      query,
      search: url.search,
      searchResults: { headings: heading?.result ?? null, periodicals: periodical?.result ?? null },
      feedUrl: profile.feed_token
        ? `${publicUrl(args.request).origin}/feed/perfil-interesse/${profile.feed_token}`
        : null,
      locale: api.locale,
    },
    { status: searchFailed ? 400 : 200, headers: await api.headers() },
  );
}

/** The calls the handlers make: the profile's part of the library client. */
type Calls = Pick<LibraryClient, "interest">;
type Handler<Name extends IntentName> = (value: Extract<Intent, { intent: Name }>, api: Calls) => Promise<string>;

/** One handler per intent: the call to the service, then the notice's translation key. */
export const handlers: { [Name in IntentName]: Handler<Name> } = {
  "add-heading": async (value, api) => {
    await api.interest.addHeading(value.tipoPesquisa, value.termo, "");
    return "interest.notices.added";
  },
  remove: async (value, api) => {
    await api.interest.remove(value.part, value.codigo);
    return "interest.notices.removed";
  },
  validity: async (value, api) => {
    await api.interest.changeValidity(value.codigo, value.validade);
    return "interest.notices.validity";
  },
  "add-periodical": async (value, api) => {
    await api.interest.addPeriodical(value.cod_acervo, value, "");
    return "interest.notices.added";
  },
  "add-work-type": async (value, api) => {
    await api.interest.addWorkType(value.cod_tipo_obra, value.codTipoArea, value.validade);
    return "interest.notices.added";
  },
  preferences: async (value, api) => {
    await api.interest.preferences(value.idiomas, value.bibliotecas);
    return "interest.notices.preferences";
  },
  digest: async (value, api) => {
    const profile = await api.interest.digest(value.ativo);
    return profile.resumo_email ? "interest.notices.digestOn" : "interest.notices.digestOff";
  },
  "feed-renew": async (_value, api) => {
    await api.interest.renewFeed();
    return "interest.notices.feedRenewed";
  },
  "feed-revoke": async (_value, api) => {
    await api.interest.revokeFeed();
    return "interest.notices.feedRevoked";
  },
};

/**
 * One POST of the page: parsed, then handed to its intent's handler. The answer is the notice
 * and the section to return to, or the sent form's problems with their status; the service's
 * refusals (a past date, a journal type missing, already in the profile, gone) are said beside
 * the control they are about.
 */
export async function submitIntent(payload: FormData, api: Calls) {
  const form = formOf(payload);
  const parsed = parseIntent(payload);
  if (!parsed.ok) return { ok: false as const, status: 400, answer: { result: parsed.result, form } };
  const intent = parsed.value;
  try {
    const notice = await (handlers[intent.intent] as Handler<IntentName>)(intent, api);
    return { ok: true as const, notice, section: sectionOf(intent) };
  } catch (error) {
    if (!(error instanceof ServiceError) || ![404, 409, 422].includes(error.status)) throw error;
    const message = [serverText(error.message)];
    const result = parsed.reject(
      form.refusalField ? { fieldErrors: { [form.refusalField]: message } } : { formErrors: message },
    );
    return { ok: false as const, status: error.status, answer: { result, form } };
  }
}

export async function action(args: ActionFunctionArgs) {
  const { api } = await accountContext(args);
  const outcome = await submitIntent(await args.request.formData(), api).catch(apiErrorResponse);
  if (!outcome.ok) return data(outcome.answer, { status: outcome.status });
  api.session.flash("notice", outcome.notice);
  throw redirect(backTo(new URL(args.request.url).search, outcome.section), {
    status: 303,
    headers: { "Set-Cookie": await commitSession(api.session, args.request) },
  });
}
