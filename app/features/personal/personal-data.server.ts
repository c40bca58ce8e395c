/**
 * /meupergamum/dados-pessoais's server half: the patron's data, app devices and sessions; saving
 * the data (a new e-mail address may need the current password, decision 052), revoking a device,
 * ending a session and logging out everywhere (one schema for every intent, one handler each).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { parseForm, serverText, type FormResult, type Rejection } from "../../lib/forms.ts";
import { ServiceError, apiErrorResponse, type LibraryClient } from "../../lib/library/index.server.ts";
import { commitSession } from "../../lib/session.server.ts";
import { accountContext } from "../account/account.server.ts";
import { changeOf, personalActionSchema } from "./personal-form.ts";

const PATH = "/meupergamum/dados-pessoais";

export async function personalDataLoader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const [personal, devices, sessions] = await Promise.all([
    api.personal.data(),
    api.personal.appDevices(),
    api.personal.sessions(),
  ]).catch(apiErrorResponse);
  return data(
    { title: t("personal.title"), personal, devices, sessions, locale: api.locale },
    { headers: await api.headers() },
  );
}

export async function personalDataAction(args: ActionFunctionArgs) {
  const { api } = await accountContext(args);
  const parsed = parseForm(await args.request.formData(), personalActionSchema(), {
    autoCoercion: false,
    hideFields: ["senha_atual"],
  });
  if (!parsed.ok) return data({ result: parsed.result }, { status: 400 });
  const { value, reject } = parsed;
  if (value.intent === "sign-out-everywhere") return signOutEverywhere(api, args.request);
  const notice =
    value.intent === "revoke-device"
      ? await revokeDevice(api, Number(value.device))
      : value.intent === "end-session"
        ? await endSession(api, value.session ?? "")
        : await save(api, value, reject);
  if (typeof notice !== "string") return notice;
  api.session.flash("notice", notice);
  throw redirect(PATH, { status: 303, headers: { "Set-Cookie": await commitSession(api.session, args.request) } });
}

async function revokeDevice(api: LibraryClient, id: number) {
  if (Number.isInteger(id) && id > 0) {
    await api.personal.revokeAppDevice(id).catch((error: unknown) => {
      // Already revoked (another tab): the list below shows the truth either way.
      if (!(error instanceof ServiceError && error.status === 404)) apiErrorResponse(error);
    });
  }
  return "personal.devices.revoked";
}

async function endSession(api: LibraryClient, id: string) {
  if (id) {
    await api.personal.endSession(id).catch((error: unknown) => {
      // Already over (another tab, or it expired): the list shows the truth either way.
      if (!(error instanceof ServiceError && error.status === 404)) apiErrorResponse(error);
    });
  }
  return "personal.sessions.ended";
}

/** Every session ends, this one too: the browser forgets it and goes to the login with a notice. */
async function signOutEverywhere(api: LibraryClient, request: Request): Promise<never> {
  await api.personal.signOutEverywhere().catch(apiErrorResponse);
  const session = api.session;
  session.unset("auth");
  session.flash("notice", "personal.sessions.allEnded");
  throw redirect("/login", { status: 303, headers: { "Set-Cookie": await commitSession(session, request) } });
}

/** The service's refusals about the current password, shown on its field. */
const PASSWORD_REFUSALS = new Set(["reauthentication_required", "current_password_wrong", "too_many_requests"]);

async function save(
  api: LibraryClient,
  value: Parameters<typeof changeOf>[0] & { senha_atual?: string },
  reject: (errors: Rejection) => FormResult,
) {
  const { editaveis } = await api.personal.data().catch(apiErrorResponse);
  try {
    await api.personal.save({ ...changeOf(value, editaveis), senha_atual: value.senha_atual || undefined });
  } catch (error) {
    if (error instanceof ServiceError && PASSWORD_REFUSALS.has(error.code)) {
      const result = reject({ fieldErrors: { senha_atual: [serverText(error.message)] } });
      return data({ result }, { status: error.status });
    }
    // A refusal the browser could not foresee (a read-only field, a CPF held by someone else).
    if (!(error instanceof ServiceError) || error.status !== 422) return apiErrorResponse(error);
    return data({ result: reject({ formErrors: [serverText(error.message)] }) }, { status: 422 });
  }
  return "personal.saved";
}
