/**
 * Licensed content providers and the other systems a patron is handed to (decision
 * 044). Every address, key and scheme is a row of
 * `external_service`, set by the desk (PUT /api/balcao/provedores/{code}); nothing is hard-wired.
 */
import { jwtVerify } from "jose";

import { findPatronById } from "../auth/auth.service.ts";
import type { StaffFacts } from "../../core/staff.repository.ts";
import { refusal } from "../../core/refusals.ts";
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { invalidParameter, parse } from "../../core/http/input.ts";
import { type ExternalServiceOut, type HandOff, type HandOffCheck, type ProviderPresetOut } from "./contract.ts";
import { ExternalServiceInput, ProviderPresetInput } from "./providers.calls.ts";
import { PROVIDER_PRESETS, findPreset, presetFields, presetIdentity } from "./presets.ts";
import { ezproxyTicket, ezproxyUrl, signHandOffToken, tokenUrl } from "./hand-off.ts";
import {
  deleteExternalService,
  findPatronByLogin,
  findExternalService,
  listExternalServices,
  upsertExternalService,
  type ExternalServiceRow,
} from "./providers.repository.ts";

/** The configured services, for the parameter calls and a record's links. */
export { findExternalService, listExternalServices } from "./providers.repository.ts";

const notConfigured = (code: string) => new ApiError(404, "not_configured", "errors.service_not_configured", { code });

/**
 * The address that lets this patron into `code` (a provider when `kind` is "provider", one of the
 * patron-area systems otherwise). A visitor (no patron) gets the plain address only from a
 * system whose identity scheme is "none".
 */
export async function handOff(
  db: Queryable,
  o: { code: string; kind: ExternalServiceRow["kind"]; patronId: number | null; issuer: string; now?: Date },
): Promise<HandOff> {
  const service = await findExternalService(db, o.code);
  if (!service || !service.enabled || service.kind !== o.kind) throw notConfigured(o.code);
  const now = o.now ?? new Date();
  // Whole seconds, as the token's exp claim is.
  const expira = new Date((Math.floor(now.getTime() / 1000) + service.ttl_seconds) * 1000).toISOString();
  if (service.identity === "none") return { url: service.base_url, expira, nome: service.name };
  if (o.patronId === null) throw new ApiError(401, "unauthorized", "errors.unauthorized");
  const patron = await findPatronById(db, o.patronId);
  if (!patron) throw new ApiError(401, "unauthorized", "errors.unauthorized");
  if (patron.blocked) throw new ApiError(430, "blocked", "errors.blocked");
  const who = { login: patron.login, name: patron.name };
  if (service.identity === "ezproxy_ticket") {
    const ticket = ezproxyTicket(service.secret!, who.login, service.algorithm, now);
    return { url: ezproxyUrl(service.base_url, who.login, ticket, service.target_url), expira, nome: service.name };
  }
  const token = await signHandOffToken({
    secret: service.secret!,
    issuer: o.issuer,
    audience: service.audience ?? service.code,
    patron: who,
    ttlSeconds: service.ttl_seconds,
    now,
  });
  if (service.identity === "jwt_post") {
    return { url: service.base_url, expira, nome: service.name, campos: { [service.token_param]: token } };
  }
  return { url: tokenUrl(service.base_url, service.token_param, token), expira, nome: service.name };
}

/** The schemes whose hand-off is the catalogue's JWT: on the address, or posted in a form. */
const isSignedToken = (identity: ExternalServiceRow["identity"]) => identity === "jwt" || identity === "jwt_post";

/** The provider code POST /vinculos/grupoa hands off to (document 2 §7; decision 045). */
export const GROUP_A = "grupoa";

/**
 * POST /vinculos/grupoa (sessionid): Grupo A's platform opens the catalogue with a session of its
 * own; the patron's hand-off to the `grupoa` provider carries that session back (`sessionid` on
 * the address) with their identity, so the platform ties the two. Same rules as any hand-off.
 */
export async function groupAHandOff(
  db: Queryable,
  o: { patronId: number; sessionid: string; issuer: string; now?: Date },
): Promise<HandOff> {
  const handed = await handOff(db, {
    code: GROUP_A,
    kind: "provider",
    patronId: o.patronId,
    issuer: o.issuer,
    now: o.now,
  });
  const url = new URL(handed.url);
  url.searchParams.set("sessionid", o.sessionid);
  return { ...handed, url: url.toString() };
}

/**
 * GET /pessoas/token-redireciona: a system that received a hand-off token and cannot check a JWT
 * itself asks here (like OAuth's token introspection). Anything wrong (signature, audience,
 * issuer, expiry, a patron since blocked or removed) is the same 401.
 */
export async function checkHandOff(
  db: Queryable,
  o: { code: string; token: string; issuer: string },
): Promise<HandOffCheck> {
  const service = await findExternalService(db, o.code);
  if (!service || !service.enabled || !isSignedToken(service.identity)) throw notConfigured(o.code);
  const invalid = () => new ApiError(401, "invalid_token", "errors.hand_off_token_invalid");
  let payload;
  try {
    ({ payload } = await jwtVerify(o.token, new TextEncoder().encode(service.secret!), {
      algorithms: ["HS256"],
      audience: service.audience ?? service.code,
      issuer: o.issuer,
      requiredClaims: ["sub", "exp", "iat"],
    }));
  } catch {
    throw invalid();
  }
  const patron = await findPatronByLogin(db, String(payload.sub));
  if (!patron || patron.blocked) throw invalid();
  return {
    valido: true,
    usuario: patron.login,
    nome: patron.name,
    expira: new Date(payload.exp! * 1000).toISOString(),
  };
}

const out = ({ secret, ...row }: ExternalServiceRow): ExternalServiceOut => ({ ...row, has_secret: secret !== null });

function assertInstitutionDesk(staff: StaffFacts) {
  if (staff.library_id !== null) throw refusal("staff_forbidden");
}

export async function configureService(
  db: Queryable,
  staff: StaffFacts,
  code: string,
  body: unknown,
): Promise<ExternalServiceOut> {
  assertInstitutionDesk(staff);
  const v = parse(ExternalServiceInput, body);
  const row: ExternalServiceRow = {
    code,
    kind: v.kind,
    name: v.name,
    base_url: v.base_url,
    identity: v.identity,
    secret: v.identity === "none" ? null : v.secret!,
    audience: v.audience ?? null,
    algorithm: v.algorithm,
    token_param: v.token_param,
    target_url: v.target_url ?? null,
    ttl_seconds: v.ttl_seconds,
    enabled: v.enabled,
  };
  await upsertExternalService(db, row);
  return out(row);
}

export async function externalServices(db: Queryable, staff: StaffFacts): Promise<ExternalServiceOut[]> {
  assertInstitutionDesk(staff);
  return (await listExternalServices(db)).map(out);
}

export async function removeService(db: Queryable, staff: StaffFacts, code: string): Promise<void> {
  assertInstitutionDesk(staff);
  if (!(await deleteExternalService(db, code))) throw notConfigured(code);
}

/** GET /balcao/provedores/predefinicoes: document 2's providers, what each needs, and which are configured. */
export async function providerPresets(db: Queryable, staff: StaffFacts): Promise<ProviderPresetOut[]> {
  assertInstitutionDesk(staff);
  const configured = new Set((await listExternalServices(db)).map((s) => s.code));
  return PROVIDER_PRESETS.map((preset) => ({
    ...preset,
    identity: presetIdentity(preset),
    fields: presetFields(preset),
    configured: configured.has(preset.code),
  }));
}

/**
 * PUT /balcao/provedores/predefinicoes/{code} (decision 066): the provider configured from its
 * preset and the institution's fields. A signed link without a key keeps the key it already has
 * (a new address is not a new contract), and a name the desk gave stays; the customer id goes on
 * the address in the preset's parameter, where the provider reads it.
 */
export function enablePreset(db: Queryable, staff: StaffFacts, code: string, body: unknown) {
  assertInstitutionDesk(staff);
  return applyPreset(db, code, body);
}

/** The preset applied without a desk: the demo data's provider (api/operations/demo/providers.ts). */
export async function applyPreset(db: Queryable, code: string, body: unknown): Promise<ExternalServiceOut> {
  const preset = findPreset(code);
  if (!preset) throw new ApiError(404, "no_preset", "errors.provider_preset_unknown", { code });
  const v = parse(ProviderPresetInput, body);
  const identity = presetIdentity(preset);
  const existing = await findExternalService(db, code);
  let secret: string | null = null;
  if (isSignedToken(identity)) {
    secret = v.secret ?? (existing && isSignedToken(existing.identity) ? existing.secret : null);
    if (!secret) throw invalidParameter("secret");
  }
  let address = v.base_url;
  if (preset.customer_param) {
    if (!v.customer_id) throw invalidParameter("customer_id");
    const url = new URL(address);
    url.searchParams.set(preset.customer_param, v.customer_id);
    address = url.toString();
  }
  const row: ExternalServiceRow = {
    code,
    kind: "provider",
    name: v.name ?? existing?.name ?? preset.name,
    base_url: address,
    identity,
    secret,
    audience: null,
    algorithm: "sha512",
    token_param: "token",
    target_url: null,
    ttl_seconds: v.ttl_seconds,
    enabled: v.enabled,
  };
  await upsertExternalService(db, row);
  return out(row);
}
