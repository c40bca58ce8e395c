/**
 * The loader and action of /meupergamum/pedidos-pesquisa/<tipo> (decision 033). The loader reads
 * the patron's requests of the type through the list's filter (a GET form); the action parses
 * the page's one `researchIntentSchema` and hands the intent to its handler: `cancel` (DELETE
 * /solicitacoes/{tipo}/{id}) or `create` (POST; the catalogue sheet as multipart with the thesis
 * PDF). Success redirects (303) to the same address with a notice; the service's refusals are
 * said in the error summary (decision 011).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import type { ResearchType } from "../../../api/lending/research-requests/contract.ts";
import { parseForm, serverText, type FormResult, type Rejection } from "../../lib/forms.ts";
import { ServiceError, apiErrorResponse, type LibraryClient } from "../../lib/library/index.server.ts";
import { commitSession } from "../../lib/session.server.ts";
import { accountContext } from "../account/account.server.ts";
import { FilterSchema, isResearchType, recordParam, researchIntentSchema, valuesOf } from "./request-form.ts";

function typeOf(param: string | undefined) {
  if (!isResearchType(param)) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return param;
}

export async function loader(args: LoaderFunctionArgs) {
  const type = typeOf(args.params.tipo);
  const { api, t } = await accountContext(args);
  const url = new URL(args.request.url);
  const filter = parseForm(url.searchParams, FilterSchema, { autoCoercion: false });
  const filterValues = {
    status: url.searchParams.get("status") ?? "",
    dataIni: url.searchParams.get("dataIni") ?? "",
    dataFim: url.searchParams.get("dataFim") ?? "",
  };
  const recordId = type === "comutacao-bibliografica" ? recordParam(url.searchParams.get("acervo")) : undefined;
  const [requests, config, record] = await Promise.all([
    filter.ok ? api.researchRequests.list(type, filter.value) : Promise.resolve(null),
    type === "ficha-catalografica" ? api.researchRequests.catalogueFormConfig() : Promise.resolve(null),
    recordId ? api.records.data(recordId) : Promise.resolve(null),
  ]).catch(apiErrorResponse);
  return data(
    {
      type,
      title: t(`requests.types.${type}.title`),
      requests,
      filterValues,
      filterResult: filter.result ?? null,
      institution: config?.instituicao ?? null,
      record: record ? { id: record.cod_acervo, title: record.titulo } : null,
      locale: api.locale,
    },
    { status: filter.ok ? 200 : 400, headers: await api.headers() },
  );
}

type Intent = Exclude<ReturnType<typeof parseForm<ReturnType<typeof researchIntentSchema>>>["value"], undefined>;
type IntentName = Intent["intent"];

/** What the action answers when the page is shown again: the sent form's problems. */
export interface ResearchAnswer {
  intent: IntentName;
  result: FormResult;
}

interface Context {
  api: Pick<LibraryClient, "researchRequests">;
  type: ResearchType;
  /** The record a switching request is made from (`acervo`, sent with the form). */
  recordId: number | undefined;
}

type Handler<Name extends IntentName> = (value: Extract<Intent, { intent: Name }>, ctx: Context) => Promise<string>;

/** One handler per intent: the call to the service, then the notice's translation key. */
export const handlers: { [Name in IntentName]: Handler<Name> } = {
  cancel: async ({ codigo }, { api, type }) => {
    await api.researchRequests.cancel(type, codigo);
    return "requests.notice.cancelled";
  },
  create: async (value, { api, type, recordId }) => {
    const { values, file } = valuesOf(value);
    if (type === "ficha-catalografica") await api.researchRequests.saveCatalogueSheet(values, file!);
    else await api.researchRequests.create(type, values, recordId);
    return "requests.notice.created";
  },
};

/**
 * One POST of the page: the notice to show, or the sent form's problems with their status. What
 * the browser could not foresee (the file's bytes are not a PDF, a record gone, a request no
 * longer waiting) is the service's refusal, in its words.
 */
export async function submitIntent(payload: FormData, ctx: Omit<Context, "recordId">) {
  const parsed = parseForm(payload, researchIntentSchema(ctx.type), { autoCoercion: false });
  if (!parsed.ok) {
    // A cancel button sends only its row's number: a wrong one did not come from the page.
    if (payload.get("intent") === "cancel") throw new Response("Bad Request", { status: 400 });
    return { ok: false as const, status: 400, answer: { intent: "create", result: parsed.result } as ResearchAnswer };
  }
  const intent = parsed.value;
  const recordId =
    ctx.type === "comutacao-bibliografica" ? recordParam(String(payload.get("acervo") ?? "")) : undefined;
  try {
    const notice = await (handlers[intent.intent] as Handler<IntentName>)(intent, { ...ctx, recordId });
    return { ok: true as const, notice };
  } catch (error) {
    if (!(error instanceof ServiceError) || error.status >= 500 || error.status === 401) throw error;
    const refusal: Rejection = { formErrors: [serverText(error.message)] };
    const answer: ResearchAnswer = { intent: intent.intent, result: parsed.reject(refusal) };
    return { ok: false as const, status: error.status, answer };
  }
}

export async function action(args: ActionFunctionArgs) {
  const type = typeOf(args.params.tipo);
  const { api } = await accountContext(args);
  const outcome = await submitIntent(await args.request.formData(), { api, type });
  if (!outcome.ok) return data(outcome.answer, { status: outcome.status });
  const url = new URL(args.request.url);
  api.session.flash("notice", outcome.notice);
  throw redirect(`${url.pathname}${url.search}`, {
    status: 303,
    headers: { "Set-Cookie": await commitSession(api.session, args.request) },
  });
}
