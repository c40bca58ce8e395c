/**
 * Under /pessoas: the patron's personal data, the renewal prompt, the small patron calls, swapping
 * user and the app devices (decision 026). Every call but auth-app-uuid takes the patron from the
 * bearer token only.
 */
import * as z from "zod";
import { sentAsIs } from "../auth/auth.calls.ts";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import {
  AppDeviceOutSchema,
  AppUuidTokensSchema,
  DepartmentOutSchema,
  LoggedEmailResponseSchema,
  NameResponseSchema,
  PersonalDataChangeSchema,
  PersonalDataResponseSchema,
  RenewalPromptResponseSchema,
  SessionOutSchema,
  StoredAppUuidSchema,
  SwapUserResponseSchema,
} from "./contract.ts";

export const SwapUserSchema = z.object({
  usuario: z.string().trim().min(1).max(100).describe("Whom to log in as next"),
  refresh_token: z.string().max(200).optional().describe("The session's own: only that session ends"),
});
const AppUuid = z.object({ uuid: z.string().max(100) });
/** The current password, where what controls the account changes (decision 052). */
const currentPassword = z
  .string()
  .max(256)
  .optional()
  .describe("The current password; not needed within REAUTH_WINDOW_SECONDS of a password or SSO sign-in");
const DeviceName = z.object({
  nome: z.string().max(120).optional().describe("The device's name; else its User-Agent"),
  senha_atual: currentPassword,
});

/** The change as sent: the service reads it with personalDataSchema and names a refused field itself. */
const PersonalDataChangeBody = sentAsIs(PersonalDataChangeSchema.extend({ senha_atual: currentPassword }));
const UndoEmailChange = z.object({ token: z.string().max(200).default("").describe("The undo link's token") });

const reauthRefusals = {
  403: refusal("`reauthentication_required`: no current password and no sign-in within REAUTH_WINDOW_SECONDS."),
  429: refusal("Too many wrong current passwords (decision 052)."),
};

const noToken = refusal("No token, or a bad one.");

export const personalCalls = {
  data: defineCall({
    method: "get",
    path: "/pessoas/meu-pergamum/dados-pessoais",
    summary: "The patron's personal data and the fields they may change",
    auth: "patron",
    responses: { 200: json(PersonalDataResponseSchema, "The patron's data."), 401: noToken },
  }),
  save: defineCall({
    method: "put",
    path: "/pessoas/meu-pergamum/dados-pessoais",
    summary: "Changes the patron's personal data within what the institution lets them edit",
    description:
      "Changing `email` needs `senha_atual` (or a sign-in within REAUTH_WINDOW_SECONDS); the old address is mailed " +
      "a link that undoes the change. " +
      'Any of the fields: absent unchanged, `null`/`""` cleared. Phone reduced to digits, hyphen, parentheses and ' +
      "spaces and cut to 16; CEP 8 digits (kept `00000-000`); CPF check digits (kept as 11 digits); birth date a " +
      "real past day (from 1900); e-mail format; lengths (api/patron/personal/personal-data.rules.ts); `recebe_email` " +
      "boolean or `S/N`, `true/false`, `on`. A read-only field may be sent back with its current value.",
    auth: "patron",
    body: PersonalDataChangeBody,
    responses: {
      200: json(PersonalDataResponseSchema, "The data as changed."),
      401: noToken,
      ...reauthRefusals,
      422: refusal(
        '`personal_data_invalid` ("{field}: {rule}"), `personal_data_read_only` naming a field the institution ' +
          "keeps read-only, `personal_data_tax_id_taken`, `current_password_wrong`.",
      ),
    },
  }),
  renewal: defineCall({
    method: "get",
    path: "/pessoas/renovar",
    summary: "Whether to prompt the patron to renew the registration, and the text",
    auth: "patron",
    responses: { 200: json(RenewalPromptResponseSchema, "The renewal prompt."), 401: noToken },
  }),
  email: defineCall({
    method: "get",
    path: "/pessoas/email-pessoa-logada",
    summary: "The patron's e-mail address (null when none)",
    auth: "patron",
    responses: { 200: json(LoggedEmailResponseSchema, "The address."), 401: noToken },
  }),
  departments: defineCall({
    method: "get",
    path: "/pessoas/departamentos",
    summary: "The institution's departments (the teaching plans' table), by name",
    auth: "patron",
    responses: { 200: json(z.array(DepartmentOutSchema), "The departments."), 401: noToken },
  }),
  swapUser: defineCall({
    method: "post",
    path: "/pessoas/meu-pergamum/troca-usuario",
    summary: "Ends the session to log in as another user",
    description:
      "Ends the session of `refresh_token` (or, without it, every session of the patron); the same answer " +
      "whatever `usuario` is.",
    auth: "patron",
    body: SwapUserSchema,
    responses: {
      200: json(SwapUserResponseSchema, "The session is over."),
      400: refusal("`invalid_parameter`: no `usuario`."),
      401: noToken,
    },
  }),
  storeAppUuid: defineCall({
    method: "post",
    path: "/pessoas/store-app-uuid",
    summary: "A new device uuid for the patron, shown this once (only its SHA-256 is kept)",
    description: "Needs `senha_atual`, or a sign-in within REAUTH_WINDOW_SECONDS (decision 052).",
    auth: "patron",
    body: DeviceName,
    responses: {
      200: json(StoredAppUuidSchema, "The device and its uuid."),
      400: refusal("`invalid_parameter`: a name too long."),
      401: noToken,
      ...reauthRefusals,
      422: refusal("`current_password_wrong`."),
    },
  }),
  authAppUuid: defineCall({
    method: "post",
    path: "/pessoas/auth-app-uuid",
    summary: "Tokens for a device's uuid",
    description: "Failures are counted in the database per client (first `X-Forwarded-For` address).",
    body: AppUuid,
    responses: {
      200: json(AppUuidTokensSchema, "A password login's tokens, and the device."),
      400: refusal("`invalid_parameter`: no uuid."),
      401: refusal("`invalid_grant`: unknown or revoked."),
      429: refusal("After 10 failures in 5 minutes from one client."),
      430: refusal("`blocked`: the patron is blocked."),
    },
  }),
  appDevices: defineCall({
    method: "get",
    path: "/pessoas/app-uuid",
    summary: "The patron's live devices, newest first",
    auth: "patron",
    responses: { 200: json(z.array(AppDeviceOutSchema), "The devices."), 401: noToken },
  }),
  revokeAllAppDevices: defineCall({
    method: "delete",
    path: "/pessoas/app-uuid",
    summary: "Revokes every device of the patron",
    auth: "patron",
    responses: {
      200: json(z.object({ revogados: z.number().int() }), "How many devices were revoked."),
      401: noToken,
    },
  }),
  revokeAppDevice: defineCall({
    method: "delete",
    path: "/pessoas/app-uuid/:id",
    summary: "Revokes one of the patron's devices",
    auth: "patron",
    params: z.object({ id: z.string().describe("The device's id") }),
    responses: {
      200: json(z.object({ revogado: z.literal(true) }), "Revoked."),
      400: refusal("`invalid_parameter`: the id."),
      401: noToken,
      404: refusal("Not the caller's live device."),
    },
  }),
  sessions: defineCall({
    method: "get",
    path: "/pessoas/meu-pergamum/sessoes",
    summary: "The patron's live sessions, last used first",
    auth: "patron",
    responses: { 200: json(z.array(SessionOutSchema), "The sessions."), 401: noToken },
  }),
  endSession: defineCall({
    method: "delete",
    path: "/pessoas/meu-pergamum/sessoes/:id",
    summary: "Ends one of the patron's sessions",
    description: "Its access tokens are refused at once and its refresh tokens revoked.",
    auth: "patron",
    params: z.object({ id: z.string().max(100).describe("The session's id") }),
    responses: {
      200: json(z.object({ encerrada: z.literal(true) }), "Ended."),
      401: noToken,
      404: refusal("Not the caller's live session."),
    },
  }),
  signOutEverywhere: defineCall({
    method: "post",
    path: "/pessoas/meu-pergamum/sair-de-todas",
    summary: "Logs the patron out everywhere: every session ends and every app device is revoked",
    auth: "patron",
    responses: { 200: json(z.object({ encerradas: z.literal(true) }), "Done."), 401: noToken },
  }),
  undoEmailChange: defineCall({
    method: "post",
    path: "/pessoas/desfazer-troca-email",
    summary: "Undoes an e-mail change with the link mailed to the old address",
    description:
      "The link is signed, works once and for 7 days. The old address comes back, every session ends and every " +
      "app device is revoked: whoever changed it no longer holds the account, and recovery mails the old address.",
    body: UndoEmailChange,
    responses: {
      200: json(z.object({ desfeita: z.literal(true) }), "The old address is back."),
      422: refusal("`email_undo_invalid`: unknown, altered, used or expired."),
    },
  }),
  name: defineCall({
    method: "get",
    path: "/pessoas/:usuario/nome",
    summary: "The caller's own name, by their login (any case) or code",
    description: "Public in Pergamum; here it reveals no one's name or login.",
    auth: "patron",
    params: z.object({ usuario: z.string().describe("The caller's login or code") }),
    responses: {
      200: json(NameResponseSchema, "The name."),
      401: noToken,
      403: refusal("Anyone else's login."),
    },
  }),
};
