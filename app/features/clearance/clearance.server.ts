/**
 * The clearance page's server half (/meupergamum/nada-consta; decision 032): what the service
 * says about the patron (issued, ready, or what is pending, in words), and the two actions:
 * issue (reason + awareness confirmation) and send by e-mail.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { accountContext } from "../account/account.server.ts";
import { parseForm, serverText } from "../../lib/forms.ts";
import { ServiceError, apiErrorResponse, type LibraryClient } from "../../lib/library/index.server.ts";
import { commitSession } from "../../lib/session.server.ts";
import { clearanceActionSchema } from "./clearance-form.ts";

export const CLEARANCE_PATH = "/meupergamum/nada-consta";

export type ClearanceState =
  | { state: "pending"; message: string }
  | { state: "ready" }
  | {
      state: "issued";
      declaration: { codigo: string; desc_motivo: string; nome: string; emitida_em: string; url_validacao: string };
    };

export async function clearanceState(api: LibraryClient): Promise<ClearanceState> {
  try {
    const check = await api.clearance.check();
    return check.declaracao ? { state: "issued", declaration: check.declaracao } : { state: "ready" };
  } catch (error) {
    if (error instanceof ServiceError && error.status === 422) return { state: "pending", message: error.message };
    return apiErrorResponse(error);
  }
}

/** A refusal the service put into words (422 pending, 409 already issued, 503 mail…), or rethrown. */
function refusalText(error: unknown): string {
  if (error instanceof ServiceError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.message;
  }
  if (error instanceof ServiceError && error.code.startsWith("mail_")) return error.message;
  return apiErrorResponse(error);
}

export async function clearanceLoader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const [state, reasons] = await Promise.all([clearanceState(api), api.clearance.reasons().catch(apiErrorResponse)]);
  return data({ title: t("clearance.title"), state, reasons, locale: api.locale }, { headers: await api.headers() });
}

export async function clearanceAction(args: ActionFunctionArgs) {
  const { api } = await accountContext(args);
  const parsed = parseForm(await args.request.formData(), clearanceActionSchema);
  const done = async (notice: string) => {
    api.session.flash("notice", notice);
    throw redirect(CLEARANCE_PATH, {
      status: 303,
      headers: { "Set-Cookie": await commitSession(api.session, args.request) },
    });
  };
  if (!parsed.ok) return data({ result: parsed.result, mailError: undefined }, { status: 400 });
  const { value, reject } = parsed;
  if (value.intent === "send-mail") {
    try {
      await api.clearance.sendMail();
    } catch (error) {
      return data({ result: undefined, mailError: refusalText(error) }, { status: 422 });
    }
    return done("clearance.mailSent");
  }
  try {
    // The PDF comes back too; the page links to it (made again from the declaration on demand).
    const pdf = await api.clearance.issue(value.motivo);
    await pdf.body?.cancel();
  } catch (error) {
    return data(
      { result: reject({ formErrors: [serverText(refusalText(error))] }), mailError: undefined },
      { status: 422 },
    );
  }
  return done("clearance.issued");
}
