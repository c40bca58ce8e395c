/**
 * The patron's personal data (GET/PUT /pessoas/meu-pergamum/dados-pessoais), the renewal prompt
 * (GET /pessoas/renovar), the small patron calls and the app devices (POST
 * /pessoas/store-app-uuid…): the shapes the OPAC reads, as api/patron/personal/personal.calls.ts declares
 * them. docs/decisions/026-personal-data-and-app.md.
 */
import * as z from "zod";
import { TokenResponseSchema } from "../auth/contract.ts";

/**
 * The fields a patron may be allowed to change, by their API name, in page order. `nome` is
 * never among them (the library registers the name); which of these are editable is the
 * institution's `dados_pessoais_editaveis` parameter.
 */
export const PERSONAL_FIELDS = [
  "endereco",
  "complemento",
  "bairro",
  "cidade",
  "cep",
  "email",
  "telefone",
  "recebe_email",
  "rg",
  "cpf",
  "nacionalidade",
  "sexo",
  "data_nascimento",
  "escolaridade",
  "profissao",
  "estado_civil",
] as const;

export type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** The text fields (every field but the receive-email flag). */
export type PersonalTextField = Exclude<PersonalField, "recebe_email">;

const textFields = Object.fromEntries(
  PERSONAL_FIELDS.filter((f) => f !== "recebe_email").map((f) => [f, z.string().nullable()]),
) as { [F in PersonalTextField]: z.ZodNullable<z.ZodString> };

export const PersonalDataValuesSchema = z.object({ ...textFields, recebe_email: z.boolean() });
export type PersonalDataValues = z.output<typeof PersonalDataValuesSchema>;

export const PersonalDataResponseSchema = PersonalDataValuesSchema.extend({
  nome: z.string().describe("Read-only: the library registers the name"),
  data_nascimento: z.string().nullable().describe("YYYY-MM-DD"),
  editaveis: z
    .array(z.enum(PERSONAL_FIELDS))
    .describe("The fields this patron may change (the institution's `dados_pessoais_editaveis`), in page order"),
});
export type PersonalDataResponse = z.output<typeof PersonalDataResponseSchema>;

/**
 * PUT /pessoas/meu-pergamum/dados-pessoais: any of the fields; absent unchanged, null or "" cleared.
 * The service checks the values with personalDataSchema (./personal-data.rules.ts).
 */
export const PersonalDataChangeSchema = z
  .object({
    ...(Object.fromEntries(Object.keys(textFields).map((f) => [f, z.string().nullable().optional()])) as {
      [F in PersonalTextField]: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    }),
    recebe_email: z
      .union([z.boolean(), z.string()])
      .nullable()
      .optional()
      .describe("true/false, or S/N, true/false, on as text"),
  })
  .partial();
export type PersonalDataChange = z.input<typeof PersonalDataChangeSchema>;

export const RenewalPromptResponseSchema = z.object({
  renovar: z.boolean().describe("True when the registration must be renewed: `renovar` set and not `expirado`"),
  mensagem: z.string().describe("The institution's `msg_renovacao_consulta`, or a default in the caller's language"),
});
export type RenewalPromptResponse = z.output<typeof RenewalPromptResponseSchema>;

export const NameResponseSchema = z.object({ nome: z.string() });
export type NameResponse = z.output<typeof NameResponseSchema>;

export const LoggedEmailResponseSchema = z.object({ email: z.string().nullable() });
export type LoggedEmailResponse = z.output<typeof LoggedEmailResponseSchema>;

/** A department of the institution (the table the teaching plans' disciplines belong to). */
export const DepartmentOutSchema = z.object({ codigo: z.number().int(), descricao: z.string() });
export type DepartmentOut = z.output<typeof DepartmentOutSchema>;

/** POST /pessoas/store-app-uuid: the uuid, shown this once (only its hash is kept). */
export const StoredAppUuidSchema = z.object({ id: z.number().int(), uuid: z.string() });
export type StoredAppUuid = z.output<typeof StoredAppUuidSchema>;

/** POST /pessoas/auth-app-uuid: the tokens a password login gives, and which device signed in. */
export const AppUuidTokensSchema = TokenResponseSchema.extend({ dispositivo: z.number().int() });
export type AppUuidTokens = z.output<typeof AppUuidTokensSchema>;

export const AppDeviceOutSchema = z.object({
  id: z.number().int(),
  nome: z.string().nullable(),
  criado_em: z.string(),
  usado_em: z.string().nullable(),
});
export type AppDeviceOut = z.output<typeof AppDeviceOutSchema>;

/** POST /pessoas/meu-pergamum/troca-usuario: the session is over; log in as `usuario` next. */
export const SwapUserResponseSchema = z.object({ usuario: z.string(), sessao_encerrada: z.literal(true) });
export type SwapUserResponse = z.output<typeof SwapUserResponseSchema>;

/** GET /pessoas/meu-pergamum/sessoes: one of the patron's live sessions (decision 052). */
export const SessionOutSchema = z.object({
  id: z.string().describe("The session's id, to end it"),
  tipo: z
    .enum(["password", "sso", "device", "switch", "refresh"])
    .describe("How it was opened: password, single sign-on, an app device, another login of the person, an old token"),
  iniciada_em: z.string().describe("When it was opened"),
  usada_em: z.string().describe("When it last got fresh tokens"),
  atual: z.boolean().describe("The session of the token that asks"),
});
export type SessionOut = z.output<typeof SessionOutSchema>;
