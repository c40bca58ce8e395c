/**
 * /meupergamum/dados-pessoais's server half: the patron's data and app devices, saving the data
 * and revoking a device (one schema for both intents, one handler each).
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
  const [personal, devices] = await Promise.all([api.personal.data(), api.personal.appDevices()]).catch(
    apiErrorResponse,
  );
  return data({ title: t("personal.title"), personal, devices, locale: api.locale }, { headers: await api.headers() });
}

export async function personalDataAction(args: ActionFunctionArgs) {
  const { api } = await accountContext(args);
  const parsed = parseForm(await args.request.formData(), personalActionSchema(), { autoCoercion: false });
  if (!parsed.ok) return data({ result: parsed.result }, { status: 400 });
  const { value, reject } = parsed;
  const notice =
    value.intent === "revoke-device" ? await revokeDevice(api, Number(value.device)) : await save(api, value, reject);
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

async function save(
  api: LibraryClient,
  value: Parameters<typeof changeOf>[0],
  reject: (errors: Rejection) => FormResult,
) {
  const { editaveis } = await api.personal.data().catch(apiErrorResponse);
  try {
    await api.personal.save(changeOf(value, editaveis));
  } catch (error) {
    // A refusal the browser could not foresee (a read-only field, a CPF held by someone else).
    if (!(error instanceof ServiceError) || error.status !== 422) return apiErrorResponse(error);
    return data({ result: reject({ formErrors: [serverText(error.message)] }) }, { status: 422 });
  }
  return "personal.saved";
}
