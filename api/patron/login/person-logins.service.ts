/**
 * A person with several logins (document 2 §2, §7): the logins of the logged-in person, the
 * switch to another of them, and the public question whether a typed login belongs to such a
 * person. A login is a patron row; rows sharing `person_id` are one person (migration 018).
 */
import type { ApiConfig } from "../../core/config.ts";
import type { Queryable } from "../../core/db/db.ts";
import type { TokenResponse } from "../../contract.ts";
import { ApiError } from "../../core/errors.ts";
import { issueTokens } from "../auth/auth.service.ts";
import { admitLookup } from "../auth/login-limits.service.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import type { DuplicateLoginResponse, PersonLoginsResponse } from "./contract.ts";
import { loginCountOfPersonByLogin, loginsOfPerson } from "./login.repository.ts";
import { duplicateLoginChoiceOn } from "./login-screen.service.ts";

async function baseName(db: Queryable): Promise<string> {
  return (await institutionParams(db, ["sigla"])).sigla ?? "";
}

export async function personLogins(db: Queryable, patronId: number): Promise<PersonLoginsResponse> {
  const [rows, base] = await Promise.all([loginsOfPerson(db, patronId), baseName(db)]);
  if (!rows.length) throw new ApiError(401, "unauthorized", "errors.unauthorized");
  return {
    logins: rows.map((r) => ({ codigo: r.id, login: r.login, categoria: r.category, base, atual: r.id === patronId })),
  };
}

/**
 * New tokens for another login of the same person. A login of anyone else is refused with the
 * same 403 as a code that does not exist, so that the call tells nothing about other people.
 */
export async function switchLogin(
  db: Queryable,
  config: ApiConfig,
  patronId: number,
  codigo: number,
  base: string | undefined,
): Promise<TokenResponse> {
  const [rows, ownBase] = await Promise.all([loginsOfPerson(db, patronId), baseName(db)]);
  const target = rows.find((r) => r.id === codigo);
  if (!target || (base && base !== ownBase)) throw new ApiError(403, "forbidden", "errors.login_not_yours");
  if (target.blocked) throw new ApiError(430, "blocked", "errors.blocked");
  return issueTokens(db, target.id, config, { kind: "switch" });
}

/**
 * Whether a typed login belongs to a person with several logins. Only that one bit: no names, no
 * codes, and the same `false` for a login that does not exist and for a person with one login, so
 * it says nothing about whether a login exists. False too when the institution does not offer the
 * person choice. Each look-up counts against the caller's address like a failed login (429 past
 * the limit), so it cannot be used to sweep logins quickly.
 */
export async function isDuplicateLogin(
  db: Queryable,
  config: ApiConfig,
  usuario: string,
  client: string,
): Promise<DuplicateLoginResponse> {
  await admitLookup(db, config, client);
  if (!usuario.trim() || !(await duplicateLoginChoiceOn(db))) return { duplicada: false };
  return { duplicada: (await loginCountOfPersonByLogin(db, usuario.trim())) > 1 };
}
