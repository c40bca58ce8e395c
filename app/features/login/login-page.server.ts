/**
 * The login screen's server half (decision 024): what the page shows, the password step and the
 * person choice. The route module (app/routes/login.tsx) stays thin.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import type * as z from "zod";

import type { CaptchaChallenge } from "../../../api/patron/captcha/contract.ts";
import type { LoginScreenSettings } from "../../../api/patron/login/contract.ts";
import { assertSameOrigin, loginFailure, passwordLogin, type LoginFailure } from "../../lib/auth.server.ts";
import { parseForm, serverText, type FormResult, type Rejection } from "../../lib/forms.ts";
import { getT } from "../../lib/i18n.server.ts";
import { ServiceError, libraryClient, type LibraryClient } from "../../lib/library/index.server.ts";
import { tk } from "../../lib/i18n.ts";
import { commitSession, getAuth, safeRedirect, type AppSession, type AuthData } from "../../lib/session.server.ts";
import { providerRedirect } from "../providers/provider-name.ts";
import { refusePasswordLogin, ssoLoginData } from "../sso/sso.server.ts";
import { loginActionSchema, loginTarget, preselectedDestination } from "./login-form.ts";

/** What the page shows when the service could not say (it is unreachable): the plain form. */
const FALLBACK_SETTINGS: LoginScreenSettings = {
  label: null,
  message: null,
  errorMessage: null,
  recovery: { offered: false, text: null },
  captcha: { login: "never", recovery: false, required: false },
  destinationChoice: { offered: false, memberAreaLabel: null, default: null },
  categoryCodes: null,
  duplicateLoginChoice: false,
};

export async function screenSettings(api: LibraryClient, usuario?: string): Promise<LoginScreenSettings> {
  try {
    return await api.login.settings(usuario);
  } catch (error) {
    if (error instanceof ServiceError) return FALLBACK_SETTINGS;
    throw error;
  }
}

/** A fresh challenge when the next attempt needs one (a spent one is never shown again). */
async function captchaFor(api: LibraryClient, settings: LoginScreenSettings): Promise<CaptchaChallenge | null> {
  if (!settings.captcha.required) return null;
  try {
    return await api.captcha.challenge();
  } catch (error) {
    if (error instanceof ServiceError) return null;
    throw error;
  }
}

export interface LoginQuery {
  redirectTo: string;
  destination: string | null;
  suporte: boolean;
  restricted: boolean;
}

export function readLoginQuery(request: Request): LoginQuery {
  const params = new URL(request.url).searchParams;
  return {
    // "redirect" may name a content provider (document 2 §2): the patron goes there after logging in.
    redirectTo: providerRedirect(params.get("redirect")) ?? safeRedirect(params.get("redirect"), ""),
    destination: params.get("destination"),
    suporte: params.get("suporte") === "true",
    restricted: params.get("origin") === "restricted_access",
  };
}

export async function loginPageData(api: LibraryClient, query: LoginQuery) {
  const settings = await screenSettings(api);
  const pending = api.session.get("pendingLogin");
  const recoveryQuery = query.redirectTo ? `?${new URLSearchParams({ redirect: query.redirectTo })}` : "";
  return {
    label: settings.label,
    message: settings.message,
    recovery: settings.recovery.offered
      ? { href: `/login/recuperar-senha${recoveryQuery}`, text: settings.recovery.text }
      : null,
    destination: settings.destinationChoice.offered
      ? {
          memberAreaLabel: settings.destinationChoice.memberAreaLabel,
          preselected: preselectedDestination(query.destination, query.redirectTo, settings.destinationChoice.default),
        }
      : null,
    categoryCodes: settings.categoryCodes,
    captcha: pending ? null : await captchaFor(api, settings),
    redirectTo: query.redirectTo,
    suporte: query.suporte,
    restricted: query.restricted,
    choice: pending ? { logins: pending.logins } : null,
  };
}

/** /login's loader: a signed-in visitor goes on; else the screen (or the person choice). */
export async function loginLoader({ request, context }: LoaderFunctionArgs) {
  const query = readLoginQuery(request);
  if (await getAuth(request)) {
    const destination = query.destination === "M" || query.destination === "C" ? query.destination : undefined;
    throw redirect(loginTarget(destination, query.redirectTo, query.suporte));
  }
  const [t, api] = await Promise.all([getT(request), libraryClient({ request, context })]);
  const page = await loginPageData(api, query);
  return data({
    ...page,
    title: page.choice ? t("login.choose.title") : t("login.title"),
    label: page.label ?? t("login.username"),
    sso: await ssoLoginData({ request, context }, query.redirectTo),
  });
}

type LoginValue = z.output<ReturnType<typeof loginActionSchema>>;
/** A step's submission: its valid values (and how to refuse them later), or the schema's result. */
type Submission<Value> =
  | { value: Value; reject: (errors: Rejection) => FormResult; result?: undefined }
  | { value?: undefined; result: FormResult };

/** /login's action: one schema for the three intents, one step each. */
export async function loginAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await refusePasswordLogin({ request, context });
  const [formData, api] = await Promise.all([request.formData(), libraryClient({ request, context })]);
  const settings = await screenSettings(api);
  // The password is never sent back: the re-rendered form shows it empty.
  const parsed = parseForm(formData, loginActionSchema({ destinationRequired: settings.destinationChoice.offered }), {
    hideFields: ["password", "recaptcha_answer"],
  });
  if (!parsed.ok) {
    // The step that failed is the one the form named.
    if (formData.get("intent") === "choose") return chooseStep(api, request, { result: parsed.result });
    const typed = String(formData.get("username") ?? "").trim();
    return passwordStep(api, request, settings, { result: parsed.result }, typed || undefined);
  }
  const { value, reject } = parsed;
  if (value.intent === "choose") return chooseStep(api, request, { value, reject });
  if (value.intent === "cancel") return cancelChoice(api, request);
  return passwordStep(api, request, settings, { value, reject }, value.username);
}

async function finish(
  session: AppSession,
  request: Request,
  auth: AuthData,
  remember: boolean,
  target: string,
  deviceCookie?: string,
) {
  session.unset("pendingLogin");
  session.set("auth", auth);
  session.set("remember", remember);
  const headers = new Headers({ "Set-Cookie": await commitSession(session, request) });
  if (deviceCookie) headers.append("Set-Cookie", deviceCookie);
  return redirect(target, { status: 303, headers });
}

/** The password step: the pair, the captcha when due, the category code, where to go next. */
async function passwordStep(
  api: LibraryClient,
  request: Request,
  settings: LoginScreenSettings,
  parsed: Submission<Exclude<LoginValue, { intent: "choose" | "cancel" }>>,
  username: string | undefined,
) {
  const failed = async (result: FormResult, status: number, usuario?: string, retryAfter?: string) => {
    // A failed attempt may make the captcha due, and a shown challenge is spent either way.
    const after = usuario ? await screenSettings(api, usuario) : settings;
    // A 429 tells when to try again, as the service told the OPAC (decision 053).
    const headers: HeadersInit = retryAfter ? { "Retry-After": retryAfter } : {};
    return data({ result, captcha: await captchaFor(api, after) }, { status, headers });
  };
  if (!parsed.value) return failed(parsed.result, 400, username);
  const value = parsed.value;
  const login = await passwordLogin(api, request, value.username, value.password, {
    errorMessage: settings.errorMessage,
    extras: {
      categoria: settings.categoryCodes ? value.categoria : undefined,
      recaptcha_token: value.recaptcha_token,
      recaptcha_answer: value.recaptcha_answer,
    },
  });
  if (!login.ok) return failed(rejectLogin(parsed, login), login.status, value.username, login.retryAfter);
  const redirectTo = safeRedirect(value.redirect, "");
  const target = loginTarget(
    settings.destinationChoice.offered ? value.destination : undefined,
    redirectTo,
    value.suporte === "true",
  );
  const remember = value.remember === true;
  if (settings.duplicateLoginChoice) {
    const own = await api.login.personLogins(login.auth.accessToken);
    if (own.logins.length > 1) {
      api.session.set("pendingLogin", {
        accessToken: login.auth.accessToken,
        refreshToken: login.auth.refreshToken,
        codigo: login.auth.user.cod_pessoa,
        logins: own.logins.map(({ codigo, login, categoria }) => ({ codigo, login, categoria })),
        target,
        remember,
      });
      // The same address (its query kept): the page now asks which login.
      const here = new URL(request.url);
      const headers = new Headers({ "Set-Cookie": await commitSession(api.session, request) });
      if (login.deviceCookie) headers.append("Set-Cookie", login.deviceCookie);
      throw redirect(here.pathname + here.search, { status: 303, headers });
    }
  }
  throw await finish(api.session, request, login.auth, remember, target, login.deviceCookie);
}

function rejectLogin(parsed: { reject: (e: Rejection) => FormResult }, login: LoginFailure) {
  return login.field === "captcha"
    ? parsed.reject({ fieldErrors: { recaptcha_answer: [login.message] } })
    : parsed.reject({ formErrors: [login.message] });
}

/** The person choice: the chosen login's tokens (the proven one's, or new ones for another). */
async function chooseStep(
  api: LibraryClient,
  request: Request,
  parsed: Submission<Extract<LoginValue, { intent: "choose" }>>,
) {
  const pending = api.session.get("pendingLogin");
  if (!pending) throw redirect(new URL(request.url).pathname + new URL(request.url).search, { status: 303 });
  if (!parsed.value) return data({ result: parsed.result, captcha: null }, { status: 400 });
  const { codigo } = parsed.value;
  try {
    const tokens =
      codigo === pending.codigo
        ? { access_token: pending.accessToken, refresh_token: pending.refreshToken }
        : await api.login.switchLogin(codigo, pending.accessToken);
    const { user } = await api.auth.userData(tokens.access_token);
    const auth = { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, user };
    throw await finish(api.session, request, auth, pending.remember, pending.target);
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    if (error.status === 401) {
      // The proven login's token ran out while the page waited: start again.
      api.session.unset("pendingLogin");
      api.session.flash("notice", tk("common.sessionExpired"));
      throw redirect(new URL(request.url).pathname + new URL(request.url).search, {
        status: 303,
        headers: { "Set-Cookie": await commitSession(api.session, request) },
      });
    }
    const failure = error.status === 403 ? { message: serverText(error.message), status: 403 } : loginFailure(error);
    return data(
      { result: parsed.reject({ formErrors: [failure.message] }), captcha: null },
      { status: failure.status },
    );
  }
}

/** Back to the password step (another user). */
async function cancelChoice(api: LibraryClient, request: Request) {
  api.session.unset("pendingLogin");
  const here = new URL(request.url);
  throw redirect(here.pathname + here.search, {
    status: 303,
    headers: { "Set-Cookie": await commitSession(api.session, request) },
  });
}
