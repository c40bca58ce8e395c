/**
 * The patron's personal data (GET/PUT /pessoas/meu-pergamum/dados-pessoais), the renewal prompt
 * (GET /pessoas/renovar), the small patron calls and the app devices (POST
 * /pessoas/store-app-uuid…): the shapes the OPAC reads. docs/decisions/026-personal-data-and-app.md.
 */

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

export type PersonalDataValues = { [F in PersonalTextField]: string | null } & { recebe_email: boolean };

export interface PersonalDataResponse extends PersonalDataValues {
  nome: string;
  /** The fields this patron may change (the institution's setting), in page order. */
  editaveis: PersonalField[];
}

export interface RenewalPromptResponse {
  /** True when the registration must be renewed: `renovar` set and not `expirado`. */
  renovar: boolean;
  /** The institution's `msg_renovacao_consulta`, or a default in the caller's language. */
  mensagem: string;
}

export interface NameResponse {
  nome: string;
}

export interface LoggedEmailResponse {
  email: string | null;
}

/** A department of the institution (the table the teaching plans' disciplines belong to). */
export interface DepartmentOut {
  codigo: number;
  descricao: string;
}

/** POST /pessoas/store-app-uuid: the uuid, shown this once (only its hash is kept). */
export interface StoredAppUuid {
  id: number;
  uuid: string;
}

/** POST /pessoas/auth-app-uuid: the tokens a password login gives, and which device signed in. */
export interface AppUuidTokens {
  access_token: string;
  refresh_token: string;
  token_type: "Bearer";
  expires_in: number;
  dispositivo: number;
}

export interface AppDeviceOut {
  id: number;
  nome: string | null;
  criado_em: string;
  usado_em: string | null;
}

/** POST /pessoas/meu-pergamum/troca-usuario: the session is over; log in as `usuario` next. */
export interface SwapUserResponse {
  usuario: string;
  sessao_encerrada: true;
}
