/**
 * The steps of /login/recuperar-senha (decision 025). Each step is a POST to the same page; what
 * the next step needs travels in hidden fields: the user code, the signed recovery token the
 * service gave (which is what the service trusts: it carries the user code), and what the page
 * shows (masked e-mails, name, code length, rules). Tampering with the shown values changes only
 * what the tamperer sees; the service checks the token, the code and every rule itself.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { TFunction } from "i18next";
import * as z from "zod";

import { assertSameOrigin } from "../../lib/auth.server.ts";
import { parseForm, serverText } from "../../lib/forms.ts";
import { getT } from "../../lib/i18n.server.ts";
import { tk } from "../../lib/i18n.ts";
import { apiErrorResponse, libraryClient, ServiceError, type LibraryClient } from "../../lib/library/index.server.ts";
import { commitSession, getSession, safeRedirect } from "../../lib/session.server.ts";
import { parseRules } from "./password-form.ts";
import {
  CodeSchema,
  passwordSchema,
  UserSchema,
  type CodeState,
  type PasswordState,
  type RecoveryActionData,
} from "./recovery-form.ts";

const CodeStateSchema = z.object({
  user: z.string().trim().min(1),
  token: z.string().min(1),
  codeLength: z.coerce.number().int().min(1).max(12),
  minutes: z.coerce.number().int().min(1),
});

const PasswordStateSchema = z.object({
  user: z.string().trim().min(1),
  token: z.string().min(1),
  code: z.string().min(1),
  name: z.string(),
  rules: z.string(),
});

function readCodeState(form: FormData): CodeState | null {
  const parsed = CodeStateSchema.safeParse({
    user: form.get("user"),
    token: form.get("token"),
    codeLength: form.get("codeLength"),
    minutes: form.get("minutes"),
  });
  return parsed.success ? parsed.data : null;
}

function readPasswordState(form: FormData): PasswordState | null {
  const parsed = PasswordStateSchema.safeParse({
    user: form.get("user"),
    token: form.get("token"),
    code: form.get("code"),
    name: form.get("name") ?? "",
    rules: form.get("rules"),
  });
  const rules = parsed.success ? parseRules(parsed.data.rules) : null;
  return parsed.success && rules ? { ...parsed.data, rules } : null;
}

/** The words of a refusal: 'OcorreuErroInesperado' for a failure of ours, else the service's message. */
function refusalText(error: ServiceError): string {
  if (error.status >= 500 && error.status !== 503) return tk("recovery.errors.unexpected");
  if (error.code === "network_error") return tk("recovery.errors.unexpected");
  return serverText(error.message);
}

const statusOf = (error: ServiceError) => (error.status >= 500 ? 503 : error.status === 401 ? 400 : error.status);

/** Back to the first step with a message (a token that expired or was tampered with). */
function restart(message: string, status: number) {
  const result = parseForm(new FormData(), UserSchema).reject({ formErrors: [message] });
  return data<RecoveryActionData>({ step: "user", result }, { status });
}

/**
 * The login page to go back to, keeping where the login was to lead (the login screen links here
 * with its `redirect`; the forms post to the same address, so the action sees it too).
 */
export function loginHref(request: Request): string {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirect"), "");
  return redirectTo ? `/login?${new URLSearchParams({ redirect: redirectTo })}` : "/login";
}

export async function recoveryLoader({ request, context }: LoaderFunctionArgs) {
  const api = await libraryClient({ request, context });
  const [settings, t] = await Promise.all([api.password.recoverySettings().catch(apiErrorResponse), getT(request)]);
  // Not offered by this institution: the page does not exist.
  if (!settings.offered) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  // A fresh question on every render: an answered one is spent (decision 023).
  const captcha = settings.captcha ? await api.captcha.challenge().catch(apiErrorResponse) : null;
  return data({ title: t("recovery.title"), captcha, loginHref: loginHref(request) });
}

export async function recoveryPageAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const [api, t] = await Promise.all([libraryClient({ request, context }), getT(request)]);
  return recoveryAction(request, api, t);
}

export async function recoveryAction(request: Request, api: LibraryClient, t: TFunction) {
  const form = await request.formData();
  const step = form.get("step");

  if (step === "user") {
    const parsed = parseForm(form, UserSchema);
    if (!parsed.ok) return data<RecoveryActionData>({ step: "user", result: parsed.result }, { status: 400 });
    try {
      const started = await api.password.startRecovery(parsed.value.usuario, {
        captchaToken: parsed.value.recaptcha_token,
        captchaAnswer: parsed.value.recaptcha_answer,
      });
      return data<RecoveryActionData>({
        step: "code",
        state: codeState(parsed.value.usuario, started),
        offerResend: false,
      });
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      const message = refusalText(error);
      const fieldErrors: Record<string, string[]> | undefined =
        error.code === "captcha_invalid"
          ? { recaptcha_answer: [message] }
          : error.code === "user_code_missing"
            ? { usuario: [message] }
            : undefined;
      const result = parsed.reject(fieldErrors ? { fieldErrors } : { formErrors: [message] });
      return data<RecoveryActionData>({ step: "user", result }, { status: statusOf(error) });
    }
  }

  if (step === "code" || step === "resend") {
    const state = readCodeState(form);
    if (!state) return restart(tk("recovery.errors.unexpected"), 400);
    if (step === "resend") {
      try {
        const started = await api.password.startRecovery(state.user, { token: state.token });
        return data<RecoveryActionData>({
          step: "code",
          state: codeState(state.user, started),
          resent: true,
          offerResend: false,
        });
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        if (error.code === "invalid_token") return restart(refusalText(error), 400);
        const result = parseForm(form, CodeSchema).reject({ formErrors: [refusalText(error)] });
        return data<RecoveryActionData>(
          { step: "code", state, result, offerResend: true },
          { status: statusOf(error) },
        );
      }
    }
    const parsed = parseForm(form, CodeSchema);
    if (!parsed.ok) {
      return data<RecoveryActionData>(
        { step: "code", state, result: parsed.result, offerResend: false },
        { status: 400 },
      );
    }
    try {
      const accepted = await api.password.acceptCode(state.user, state.token, parsed.value.code);
      return data<RecoveryActionData>({
        step: "password",
        state: {
          user: state.user,
          token: state.token,
          code: parsed.value.code,
          name: accepted.name,
          rules: accepted.rules,
        },
      });
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      if (error.code === "invalid_token") return restart(refusalText(error), 400);
      const result = parsed.reject({ fieldErrors: { code: [refusalText(error)] } });
      // Document 2 §4: after a 422 the code step offers a resend.
      return data<RecoveryActionData>(
        { step: "code", state, result, offerResend: error.status === 422 },
        { status: statusOf(error) },
      );
    }
  }

  if (step === "password") {
    const state = readPasswordState(form);
    if (!state) return restart(tk("recovery.errors.unexpected"), 400);
    const parsed = parseForm(form, passwordSchema(state.rules, state.name, t), {
      hideFields: ["password", "confirmation"],
    });
    if (!parsed.ok)
      return data<RecoveryActionData>({ step: "password", state, result: parsed.result }, { status: 400 });
    try {
      await api.password.resetPassword(state.user, state.token, state.code, parsed.value.password);
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      if (error.code === "invalid_token") return restart(refusalText(error), 400);
      const message = refusalText(error);
      const result = parsed.reject(
        error.code === "password_rules" ? { fieldErrors: { password: [message] } } : { formErrors: [message] },
      );
      return data<RecoveryActionData>({ step: "password", state, result }, { status: statusOf(error) });
    }
    // 'SenhaAlteradaSucesso', shown once on the login page (the root layout's notice).
    const session = await getSession(request);
    session.flash("notice", "recovery.success");
    throw redirect(loginHref(request), {
      status: 303,
      headers: { "Set-Cookie": await commitSession(session, request) },
    });
  }

  return restart(tk("recovery.errors.unexpected"), 400);
}

function codeState(user: string, started: { code_length: number; tte: number; token: string }): CodeState {
  return {
    user,
    token: started.token,
    codeLength: started.code_length,
    minutes: Math.max(1, Math.round(started.tte / 60)),
  };
}
