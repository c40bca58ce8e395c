/**
 * The new suggestion page's loader and action (POST /unidade-informacao/sugestao-aquisicao,
 * decision 030). The action parses the page's one `suggestionIntentSchema` and hands the intent
 * to its handler: `campus` answers the form as typed, `send` sends the suggestion. On success the
 * patron lands on their suggestions with 'SugestaoAquisicaoEnviadoSucesso'.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { parseForm, serverText, type FormResult } from "../../lib/forms.ts";
import { ServiceError, apiErrorResponse, type LibraryClient } from "../../lib/library/index.server.ts";
import { accountContext } from "../account/account.server.ts";
import { suggestionIntentSchema, suggestionPayload, SUGGESTIONS_PATH } from "./suggestion-form.ts";
import { commitSession } from "../../lib/session.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const options = await api.acquisition.formOptions().catch(apiErrorResponse);
  return data({ title: t("acquisition.form.title"), options }, { headers: await api.headers() });
}

type Parsed = ReturnType<typeof parseForm<ReturnType<typeof suggestionIntentSchema>>>;
type Intent = Exclude<Parsed["value"], undefined>;
type IntentName = Intent["intent"];

interface Context {
  api: Pick<LibraryClient, "acquisition">;
  /** The submission as sent: the service takes the fields as typed. */
  payload: FormData;
  teacher: boolean;
  reject: Parsed["reject"];
}

/** A handler's answer: the form shown again (with its status), or the suggestion sent. */
type Outcome = { sent: false; result: FormResult; status: number } | { sent: true };
type Handler<Name extends IntentName> = (value: Extract<Intent, { intent: Name }>, ctx: Context) => Promise<Outcome>;

export const handlers: { [Name in IntentName]: Handler<Name> } = {
  // The campus button's post: the form comes back as it was typed, with that campus's libraries.
  campus: (_value, { reject }) => Promise.resolve({ sent: false, result: reject({}), status: 200 }),
  send: async (_value, { api, payload, teacher, reject }) => {
    try {
      await api.acquisition.suggest(suggestionPayload(payload, teacher));
      return { sent: true };
    } catch (error) {
      // A refusal the browser could not foresee (no e-mail since the page loaded, a library gone).
      if (!(error instanceof ServiceError) || error.status === 401 || error.status >= 500) throw error;
      return { sent: false, result: reject({ formErrors: [serverText(error.message)] }), status: error.status };
    }
  },
};

/** One POST of the page, parsed and handed to its intent's handler. */
export async function submitIntent(payload: FormData, api: Context["api"]): Promise<Outcome> {
  const options = await api.acquisition.formOptions();
  const teacher = options.professor;
  const parsed = parseForm(payload, suggestionIntentSchema(teacher), { autoCoercion: false });
  if (!parsed.ok) return { sent: false, result: parsed.result, status: 400 };
  const handler = handlers[parsed.value.intent] as Handler<IntentName>;
  return handler(parsed.value, { api, payload, teacher, reject: parsed.reject });
}

export async function action(args: ActionFunctionArgs) {
  const { api } = await accountContext(args);
  const outcome = await submitIntent(await args.request.formData(), api).catch(apiErrorResponse);
  if (!outcome.sent) return data({ result: outcome.result }, { status: outcome.status });
  api.session.flash("notice", "acquisition.created");
  throw redirect(SUGGESTIONS_PATH, {
    status: 303,
    headers: { "Set-Cookie": await commitSession(api.session, args.request) },
  });
}
