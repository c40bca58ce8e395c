/**
 * The patron's own data (document 2 §3, §4, §7 "Password recovery and personal data"): personal
 * data read and changed within what the institution lets patrons edit, the renewal prompt, the
 * small calls, and swapping user. The patron always comes from the bearer token.
 */
import type { ApiConfig } from "../../core/config.ts";
import type { Db, Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { translate, type Lang } from "../../core/i18n.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { endSessionOf, liveSessionsOf } from "../auth/auth.service.ts";
import { reauthenticate, type Reauthentication } from "../auth/reauthentication.service.ts";
import { noticeEmailChange, recordEmailChange, type EmailChange } from "./email-change.service.ts";
import {
  PERSONAL_FIELDS,
  type DepartmentOut,
  type LoggedEmailResponse,
  type NameResponse,
  type PersonalDataResponse,
  type PersonalField,
  type RenewalPromptResponse,
  type SessionOut,
  type SwapUserResponse,
} from "./contract.ts";
import { editableFields, personalDataSchema, todayInSaoPaulo, type PersonalRule } from "./personal-data.rules.ts";
import {
  findPatronFlags,
  findPersonalData,
  listDepartments,
  taxIdHeldByOther,
  updatePersonalData,
} from "./personal.repository.ts";

/** The institution parameter listing the fields a patron may change ("endereco,telefone,…"). */
export const EDITABLE_PARAM = "dados_pessoais_editaveis";
/** Pergamum's text of the renewal prompt. */
export const RENEWAL_MESSAGE_PARAM = "msg_renovacao_consulta";

const unauthorized = () => new ApiError(401, "unauthorized", "errors.unauthorized");

async function editable(db: Queryable): Promise<PersonalField[]> {
  return editableFields((await institutionParams(db, [EDITABLE_PARAM]))[EDITABLE_PARAM]);
}

export async function personalData(db: Queryable, patronId: number): Promise<PersonalDataResponse> {
  const [row, fields] = await Promise.all([findPersonalData(db, patronId), editable(db)]);
  if (!row) throw unauthorized();
  return { ...row, editaveis: fields };
}

const fieldLabel = (lang: Lang, field: string) => translate(lang, `personal.fields.${field}`);

/** What a change of the e-mail address needs: the re-authentication and the undo link's origin. */
export interface EmailGuard {
  config: ApiConfig;
  reauthentication: Omit<Reauthentication, "password">;
  /** The catalogue's public address, for the undo link. */
  origin: string;
}

/**
 * Changes the fields present in `body` (absent: unchanged; null or "": cleared). A field the
 * institution keeps read-only may be sent with its current value (a client that sends back what
 * it read) but not changed: 422 naming it. Any broken rule is a 422 naming the field and the rule.
 * A new e-mail address needs the current password (`senha_atual`) or a fresh sign-in, and the old
 * address is told with a link that undoes it (decision 052).
 */
export async function changePersonalData(
  db: Db,
  patronId: number,
  input: Record<string, unknown>,
  lang: Lang,
  guard: EmailGuard,
): Promise<PersonalDataResponse> {
  const { senha_atual: password, ...body } = input;
  const schema = personalDataSchema(
    (rule: PersonalRule, values) => JSON.stringify({ rule, ...values }),
    todayInSaoPaulo(),
  );
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue.path[0] ?? "?");
    let reason: { rule: string; max?: number } = { rule: "invalid" };
    try {
      reason = JSON.parse(issue.message) as typeof reason;
    } catch {
      // A type zod refused before any rule (an object for a text): "invalid".
    }
    throw new ApiError(422, "personal_data_invalid", "errors.personal_data_invalid", {
      field: fieldLabel(lang, field),
      reason: translate(lang, `personal.rules.${reason.rule}`, { max: reason.max ?? 0 }),
    });
  }
  const sent = Object.fromEntries(
    Object.entries(parsed.data).filter(([field, value]) => value !== undefined && field in body),
  ) as Partial<Record<PersonalField, string | boolean | null>>;
  if ("email" in sent && (sent.email ?? null) !== ((await findPatronFlags(db, patronId))?.email ?? null)) {
    await reauthenticate(db, guard.config, {
      ...guard.reauthentication,
      password: typeof password === "string" ? password : undefined,
    });
  }
  let emailChange: { change: EmailChange; token: string } | undefined;
  const changed = await db.transaction(async (tx) => {
    const current = await personalData(tx, patronId);
    const change: Partial<Record<PersonalField, string | boolean | null>> = {};
    for (const field of PERSONAL_FIELDS) {
      if (!(field in sent)) continue;
      const value = sent[field] ?? null;
      if (value === current[field]) continue;
      if (!current.editaveis.includes(field)) {
        throw new ApiError(422, "personal_data_read_only", "errors.personal_data_read_only", {
          field: fieldLabel(lang, field),
        });
      }
      change[field] = value;
    }
    if (typeof change.cpf === "string" && (await taxIdHeldByOther(tx, patronId, change.cpf))) {
      throw new ApiError(422, "personal_data_tax_id_taken", "errors.personal_data_tax_id_taken");
    }
    if ((await updatePersonalData(tx, patronId, change)) === "tax_id_taken") {
      throw new ApiError(422, "personal_data_tax_id_taken", "errors.personal_data_tax_id_taken");
    }
    if ("email" in change) {
      const emailChanged = {
        patronId,
        name: current.nome,
        oldEmail: current.email,
        newEmail: change.email as string | null,
      };
      emailChange = { change: emailChanged, token: await recordEmailChange(tx, guard.config, emailChanged) };
    }
    return personalData(tx, patronId);
  });
  if (emailChange) await noticeEmailChange(guard.config, lang, emailChange.change, emailChange.token, guard.origin);
  return changed;
}

/** The patron's live sessions, the caller's own marked. */
export async function sessions(
  db: Queryable,
  patronId: number,
  currentSession: string | undefined,
): Promise<SessionOut[]> {
  return (await liveSessionsOf(db, patronId)).map((s) => ({
    id: s.id,
    tipo: s.kind,
    iniciada_em: new Date(s.createdAt).toISOString(),
    usada_em: new Date(s.lastUsedAt).toISOString(),
    atual: s.id === currentSession,
  }));
}

export async function renewalPrompt(db: Queryable, patronId: number, lang: Lang): Promise<RenewalPromptResponse> {
  const [patron, params] = await Promise.all([
    findPatronFlags(db, patronId),
    institutionParams(db, [RENEWAL_MESSAGE_PARAM]),
  ]);
  if (!patron) throw unauthorized();
  return {
    renovar: patron.renew && !patron.expired,
    mensagem: params[RENEWAL_MESSAGE_PARAM]?.trim() || translate(lang, "personal.renewalDefault"),
  };
}

/**
 * GET /pessoas/{usuario}/nome. Public in Pergamum; here it needs the bearer token and answers
 * only for the caller's own login or code, so it never tells a stranger whose login exists.
 */
export async function ownName(db: Queryable, patronId: number, usuario: string): Promise<NameResponse> {
  const patron = await findPatronFlags(db, patronId);
  if (!patron) throw unauthorized();
  const own = usuario.trim().toLowerCase() === patron.login.toLowerCase() || usuario.trim() === String(patronId);
  if (!own) throw new ApiError(403, "forbidden", "errors.forbidden");
  return { nome: patron.name };
}

export async function loggedEmail(db: Queryable, patronId: number): Promise<LoggedEmailResponse> {
  const patron = await findPatronFlags(db, patronId);
  if (!patron) throw unauthorized();
  return { email: patron.email };
}

export function departments(db: Queryable): Promise<DepartmentOut[]> {
  return listDepartments(db);
}

/**
 * POST /pessoas/meu-pergamum/troca-usuario: ends the caller's session and says whom to log in as
 * next. With `refreshToken` (the session's own) only that session ends; without it every refresh
 * token of the patron is revoked. The access token in hand lives on until it expires (minutes).
 * The answer is the same whether or not `usuario` exists, so it reveals no login.
 */
export async function swapUser(
  db: Db,
  patronId: number,
  usuario: string,
  refreshToken: string | undefined,
): Promise<SwapUserResponse> {
  const patron = await findPatronFlags(db, patronId);
  if (!patron) throw unauthorized();
  await endSessionOf(db, patronId, refreshToken);
  return { usuario, sessao_encerrada: true };
}
