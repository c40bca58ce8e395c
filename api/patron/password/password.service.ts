/**
 * Password recovery in three steps and the logged-in patron's password change (document 2 §4
 * "Password recovery", §5 "Recovery", §7, §8; decision 025).
 *
 * 1. GET  /pessoas/{usuario}/recuperar-senha: captcha (permission 1120) or the token of an earlier
 *    step (a resend); a one-time code by e-mail; answers the code's length, its expiry and the
 *    signed recovery token, the same whether or not the login exists or has an e-mail, and
 *    whether or not a code was sent (decision 053): the next steps refuse every code of a login
 *    that has none as they refuse wrong codes.
 * 2. POST /pessoas/{usuario}/recuperar-senha {code}: the code is right; answers the rules.
 * 3. PUT  /pessoas/{usuario}/recuperar-senha {code, password}: every rule, the history, then the
 *    new password; the code is spent and every session of the patron ends.
 */
import { createHash } from "node:crypto";

import {
  brokenRules,
  rulesFromParams,
  RULE_PARAMS,
  type PasswordRule,
  type PasswordRules,
} from "../auth/password-rules.ts";
import { findPatronById, findPatronByLogin, type PatronRow } from "../auth/auth.service.ts";
import { issueTokens } from "../auth/auth.service.ts";
import { loginSettings } from "../auth/login-settings.service.ts";
import { hashPassword, verifyPassword } from "../auth/password.ts";
import { admitLookup, lookupMissed } from "../auth/login-limits.service.ts";
import { checkCurrentPassword } from "../auth/reauthentication.service.ts";
import { revokeAllAppDevices } from "../personal/app-device.service.ts";
import { checkCaptcha } from "../captcha/captcha.service.ts";
import type { ApiConfig } from "../../core/config.ts";
import type { Db, Queryable } from "../../core/db/db.ts";
import { spendAllowances } from "../../core/allowance.ts";
import { ApiError } from "../../core/errors.ts";
import { translate, type Lang } from "../../core/i18n.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { recoveryRecipients } from "../../operations/mail/mail-limits.ts";
import { requireMailer } from "../../operations/mail/mailer.ts";
import type {
  OwnPasswordChanged,
  PasswordChangeInfo,
  PasswordChanged,
  RecoveryCodeAccepted,
  RecoverySettings,
  RecoveryStarted,
} from "./contract.ts";
import {
  closeRecoveryCode,
  endAllSessions,
  countRecoveryCodesSince,
  lockLatestRecoveryCode,
  recentPasswordHashes,
  recordWrongGuess,
  replaceRecoveryCode,
  setPassword,
} from "./password.repository.ts";
import {
  CODE_LENGTH,
  codeDigest,
  emailsOf,
  newRecoveryCode,
  sameDigest,
  signRecoveryToken,
  verifyRecoveryToken,
} from "./recovery-token.ts";

/** A code lives this long (as long as the token that goes with it). */
export const CODE_TTL_SECONDS = 15 * 60;
/** Wrong guesses allowed per code; the next one voids it. */
export const MAX_CODE_ATTEMPTS = 5;
/** Codes sent to one patron per hour: a resend is possible, a mail bomb is not. */
export const MAX_CODES_PER_HOUR = 5;

const fail = (
  status: 400 | 401 | 403 | 404 | 422 | 429,
  code: ConstructorParameters<typeof ApiError>[1],
  key: string,
  params = {},
) => new ApiError(status, code, `password.errors.${key}`, params);

const invalidToken = () => fail(401, "invalid_token", "invalid_token");

export async function passwordRules(db: Queryable): Promise<PasswordRules> {
  return rulesFromParams(await institutionParams(db, Object.values(RULE_PARAMS)));
}

export async function recoverySettings(db: Queryable): Promise<RecoverySettings> {
  const settings = await loginSettings(db);
  return { offered: settings.recovery.offered, captcha: settings.captcha.recovery };
}

async function requireRecovery(db: Queryable): Promise<RecoverySettings> {
  const settings = await recoverySettings(db);
  if (!settings.offered) throw fail(403, "recovery_unavailable", "recovery_unavailable");
  return settings;
}

function requireUserCode(usuario: string): string {
  const login = usuario.trim();
  if (!login) throw fail(400, "user_code_missing", "user_code_missing");
  return login;
}

export interface StartRecovery {
  usuario: string;
  /** The token of an earlier step, for a resend (the captcha was answered then). */
  bearer?: string;
  captchaToken?: string;
  captchaAnswer?: string;
  /** Who asks (the client's address), for the limit on logins that do not exist. */
  client: string;
}

export async function startRecovery(
  db: Db,
  config: ApiConfig,
  lang: Lang,
  input: StartRecovery,
): Promise<RecoveryStarted> {
  const settings = await requireRecovery(db);
  const login = requireUserCode(input.usuario);
  const resend = input.bearer ? verifyRecoveryToken(config.tokenSecret, input.bearer, login) : undefined;
  if (input.bearer && !resend) throw invalidToken();
  if (!resend && settings.captcha)
    await checkCaptcha(db, config, input.captchaToken, input.captchaAnswer, input.client);
  const mailer = requireMailer(config);
  // Logins that do not exist count against the client like failed logins, in the database, so
  // enumeration costs a captcha each and is capped across every instance (decision 024).
  await admitLookup(db, config, input.client, { count: false });

  const found = resend ? await findPatronById(db, resend.patronId) : await findPatronByLogin(db, login);
  const patron = found && found.login.toLowerCase() === login.toLowerCase() ? found : undefined;
  if (!patron) await lookupMissed(db, config, input.client);
  const now = Date.now();
  // Sent only to a patron with an address, at most MAX_CODES_PER_HOUR an hour, and only to the
  // addresses that have recovery mails left (RECOVERY_MAILS_PER_ADDRESS); every other case
  // answers alike.
  const emails = patron ? emailsOf(patron.email) : [];
  if (patron && emails.length > 0) {
    const sent = await countRecoveryCodesSince(db, patron.id, new Date(now - 3600_000));
    const recipients = sent < MAX_CODES_PER_HOUR ? await recoveryRecipients(db, config, emails) : [];
    if (recipients.length > 0) await sendRecoveryCode(db, config, lang, mailer, patron, recipients, now);
  }
  const { token } = signRecoveryToken(config.tokenSecret, login, patron?.id ?? 0, now);
  return { code_length: CODE_LENGTH, tte: CODE_TTL_SECONDS, token };
}

async function sendRecoveryCode(
  db: Db,
  config: ApiConfig,
  lang: Lang,
  mailer: ReturnType<typeof requireMailer>,
  patron: PatronRow,
  emails: string[],
  now: number,
): Promise<void> {
  const code = newRecoveryCode();
  const expiresAt = new Date(now + CODE_TTL_SECONDS * 1000);
  // Stored before sending: a code that reached the inbox is always one the service knows. A send
  // that fails leaves a stored code nobody received, which expires.
  await db.transaction((tx) =>
    replaceRecoveryCode(tx, patron.id, (id) => codeDigest(config.tokenSecret, id, code), expiresAt),
  );
  const minutes = CODE_TTL_SECONDS / 60;
  await mailer.send({
    to: emails,
    subject: translate(lang, "password.mail.subject"),
    text: translate(lang, "password.mail.text", { name: patron.name, code, minutes }),
  });
}

/**
 * The patron of a recovery step's bearer token for `usuario` ('Token inválido' when the token is
 * not genuine), or undefined when its login has no patron: then every code is wrong (`refuseCode`).
 */
async function recoveringPatron(db: Queryable, config: ApiConfig, usuario: string, bearer: string | undefined) {
  const login = requireUserCode(usuario);
  const claims = bearer ? verifyRecoveryToken(config.tokenSecret, bearer, login) : undefined;
  if (!claims || !bearer) throw invalidToken();
  const patron = claims.patronId ? await findPatronById(db, claims.patronId) : undefined;
  if (!patron || patron.login.toLowerCase() !== claims.login.toLowerCase()) return { bearer };
  return { bearer, patron };
}

/**
 * The answer to a code where none was ever sent (a login without a patron, a patron without an
 * e-mail): counted per token as a real code's guesses are, so the answers follow the same course
 * (wrong, wrong, …, voided, expired).
 */
async function refuseCode(db: Queryable, bearer: string): Promise<ApiError> {
  const bucket = `recovery:unknown:${createHash("sha256").update(bearer).digest("base64url")}`;
  const [guesses] = await spendAllowances(db, [{ bucket, max: 1_000_000, windowSeconds: CODE_TTL_SECONDS }]);
  const left = MAX_CODE_ATTEMPTS - guesses;
  if (left > 0) return fail(422, "recovery_code_invalid", "code_invalid", { left });
  if (left === 0) return fail(422, "recovery_code_expired", "code_voided");
  return fail(422, "recovery_code_expired", "code_expired");
}

/**
 * Checks `code` against the patron's live code inside `tx`, counting a wrong guess (the code is
 * voided at MAX_CODE_ATTEMPTS). Returns the row's id when right; refusals are returned, not
 * thrown, so that the counted guess is committed. A patron never sent a code (no e-mail) is
 * answered as a login without a patron is (`refuseCode`).
 */
async function checkCode(
  tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
  config: ApiConfig,
  patronId: number,
  code: string,
  bearer: string,
): Promise<{ ok: true; id: number } | { ok: false; error: ApiError }> {
  const row = await lockLatestRecoveryCode(tx, patronId);
  if (!row) return { ok: false, error: await refuseCode(tx, bearer) };
  if (!row.live) return { ok: false, error: fail(422, "recovery_code_expired", "code_expired") };
  if (sameDigest(codeDigest(config.tokenSecret, row.id, code), row.code_digest)) return { ok: true, id: row.id };
  const attempts = await recordWrongGuess(tx, row.id, MAX_CODE_ATTEMPTS);
  const left = MAX_CODE_ATTEMPTS - attempts;
  if (left <= 0) return { ok: false, error: fail(422, "recovery_code_expired", "code_voided") };
  return { ok: false, error: fail(422, "recovery_code_invalid", "code_invalid", { left }) };
}

function requireCode(code: string | undefined): string {
  const trimmed = (code ?? "").trim();
  if (!trimmed) throw fail(400, "code_missing", "code_missing");
  return trimmed;
}

export async function acceptCode(
  db: Db,
  config: ApiConfig,
  usuario: string,
  bearer: string | undefined,
  code: string | undefined,
): Promise<RecoveryCodeAccepted> {
  await requireRecovery(db);
  const { bearer: token, patron } = await recoveringPatron(db, config, usuario, bearer);
  const typed = requireCode(code);
  if (!patron) throw await refuseCode(db, token);
  const checked = await db.transaction((tx) => checkCode(tx, config, patron.id, typed, token));
  if (!checked.ok) throw checked.error;
  return { rules: await passwordRules(db), name: patron.name };
}

/**
 * Refuses `password` unless it meets every rule, last_pw included (the current password and the
 * last N of the history), with 'SenhaNaoConfereCriterios' naming the rules it breaks.
 */
async function checkNewPassword(db: Queryable, lang: Lang, patron: PatronRow, password: string): Promise<void> {
  const rules = await passwordRules(db);
  const broken: PasswordRule[] = brokenRules(password, rules, patron.name);
  if (broken.length === 0 && rules.last_pw > 0) {
    const recent = [patron.password_hash, ...(await recentPasswordHashes(db, patron.id, rules.last_pw))];
    const lastN = [...new Set(recent)].slice(0, rules.last_pw);
    for (const hash of lastN) {
      if (await verifyPassword(password, hash)) {
        broken.push("last_pw");
        break;
      }
    }
  }
  if (broken.length === 0) return;
  const described = broken.map((rule) => describeRule(lang, rule, rules)).join("; ");
  throw fail(422, "password_rules", "password_rules", { rules: described });
}

function describeRule(lang: Lang, rule: PasswordRule, rules: PasswordRules): string {
  return translate(lang, `password.rules.${rule}`, {
    min: rules.length.min,
    max: rules.length.max,
    count: rules.last_pw,
  });
}

function requirePassword(password: string | undefined, key = "password_missing"): string {
  if (!password) throw fail(400, "password_missing", key);
  return password;
}

export async function resetPassword(
  db: Db,
  config: ApiConfig,
  lang: Lang,
  input: { usuario: string; bearer: string | undefined; code: string | undefined; password: string | undefined },
): Promise<PasswordChanged> {
  await requireRecovery(db);
  const { bearer: token, patron } = await recoveringPatron(db, config, input.usuario, input.bearer);
  const typed = requireCode(input.code);
  const password = requirePassword(input.password);
  if (!patron) throw await refuseCode(db, token);
  // The code first: without it, nobody learns anything about the rules or the history.
  const checked = await db.transaction((tx) => checkCode(tx, config, patron.id, typed, token));
  if (!checked.ok) throw checked.error;
  await checkNewPassword(db, lang, patron, password);
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Spent only now: a password refused by the rules can be retyped with the same code.
    const row = await lockLatestRecoveryCode(tx, patron.id);
    if (!row || row.id !== checked.id || !row.live) throw fail(422, "recovery_code_expired", "code_expired");
    await closeRecoveryCode(tx, row.id);
    await setPassword(tx, patron.id, hash);
    await endAllSessions(tx, patron.id);
    // An app device registered with a stolen token must not outlive the password (decision 052).
    await revokeAllAppDevices(tx, patron.id);
  });
  return { changed: true };
}

export async function passwordChangeInfo(db: Queryable, patronId: number): Promise<PasswordChangeInfo> {
  const patron = await findPatronById(db, patronId);
  if (!patron) throw new ApiError(401, "unauthorized", "errors.unauthorized");
  return { rules: await passwordRules(db), name: patron.name };
}

export async function changeOwnPassword(
  db: Db,
  config: ApiConfig,
  lang: Lang,
  patronId: number,
  input: { senhaAtual?: string; senhaNova?: string; client: string },
): Promise<OwnPasswordChanged> {
  const current = requirePassword(input.senhaAtual, "current_missing");
  const next = requirePassword(input.senhaNova, "new_missing");
  const patron = await findPatronById(db, patronId);
  if (!patron) throw new ApiError(401, "unauthorized", "errors.unauthorized");
  // Guesses of the current password with a token are limited like logins (decision 052).
  await checkCurrentPassword(db, config, patron, current, input.client);
  await checkNewPassword(db, lang, patron, next);
  const hash = await hashPassword(next);
  const tokens = await db.transaction(async (tx) => {
    await setPassword(tx, patron.id, hash);
    // Every other session and every app device ends; this one continues with new tokens.
    await endAllSessions(tx, patron.id);
    await revokeAllAppDevices(tx, patron.id);
    return issueTokens(tx, patron.id, config, { kind: "password" });
  });
  return { changed: true, tokens };
}
