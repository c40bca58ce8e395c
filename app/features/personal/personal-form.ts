/**
 * The personal data form (/meupergamum/dados-pessoais): the library service's rules
 * (api/patron/personal/personal-data.rules.ts) with the OPAC's messages, the fields by fieldset, and the
 * change a submission makes. Isomorphic: the action parses with it and Conform runs it in the browser.
 */
import * as z from "zod";

import {
  PERSONAL_FIELDS,
  type PersonalDataChange,
  type PersonalDataResponse,
  type PersonalField,
} from "../../../api/patron/personal/contract.ts";
import {
  personalDataSchema,
  todayInSaoPaulo,
  type PersonalRule,
} from "../../../api/patron/personal/personal-data.rules.ts";
import { keyWith } from "../../lib/forms.ts";
import { tk } from "../../lib/i18n.ts";

const MESSAGES: Record<PersonalRule, string> = {
  email: tk("personal.errors.email"),
  cep: tk("personal.errors.cep"),
  cpf: tk("personal.errors.cpf"),
  date: tk("personal.errors.date"),
  pastDate: tk("personal.errors.pastDate"),
  tooLong: tk("personal.errors.tooLong"),
  flag: tk("personal.errors.flag"),
};

/**
 * The schema of the form, today's rules (a birth date must be before today, São Paulo time), and
 * the current password a new e-mail address may need (decision 052): the service decides.
 */
export function personalFormSchema(today = todayInSaoPaulo()) {
  return personalDataSchema(
    (rule, values) => (values ? keyWith(MESSAGES[rule], values) : MESSAGES[rule]),
    today,
  ).extend({ senha_atual: z.string().max(256).optional() });
}

/**
 * Everything the page posts, by `intent`: the data (its form sends no intent) or revoking one of
 * the app's devices. A device that is no number is nobody's: the action just says it is gone.
 */
export function personalActionSchema(today = todayInSaoPaulo()) {
  return z.discriminatedUnion("intent", [
    personalFormSchema(today).extend({ intent: z.literal("save").optional() }),
    z.object({ intent: z.literal("revoke-device"), device: z.string().optional() }),
    z.object({ intent: z.literal("end-session"), session: z.string().max(100).optional() }),
    z.object({ intent: z.literal("sign-out-everywhere") }),
  ]);
}

/** The page's three fieldsets (document 2 §3 "personal data"), in order. */
export const FIELDSETS: { legend: string; fields: PersonalField[] }[] = [
  { legend: tk("personal.fieldsets.address"), fields: ["endereco", "complemento", "bairro", "cidade", "cep"] },
  { legend: tk("personal.fieldsets.contact"), fields: ["email", "telefone", "recebe_email"] },
  {
    legend: tk("personal.fieldsets.other"),
    fields: ["rg", "cpf", "nacionalidade", "sexo", "data_nascimento", "escolaridade", "profissao", "estado_civil"],
  },
];

export const fieldId = (field: PersonalField) => `personal-${field.replace("_", "-")}`;

/** The current password's element id: after the e-mail, which is what may need it. */
export const CURRENT_PASSWORD_ID = "personal-senha-atual";

/** Field name → element id, in page order, of the fields this patron may edit (the error summary's links). */
export function editableFieldIds(editable: readonly PersonalField[]): Record<string, string> {
  return Object.fromEntries(
    PERSONAL_FIELDS.filter((f) => editable.includes(f)).flatMap((f) =>
      f === "email"
        ? [
            [f, fieldId(f)],
            ["senha_atual", CURRENT_PASSWORD_ID],
          ]
        : [[f, fieldId(f)]],
    ),
  );
}

/**
 * What a valid submission changes: every editable field (an emptied one is cleared; an unticked
 * receive-email box is "no", since a browser sends nothing for it), nothing else.
 */
export function changeOf(
  value: Partial<Record<PersonalField, string | boolean | null | undefined>>,
  editable: readonly PersonalField[],
): PersonalDataChange {
  return Object.fromEntries(
    editable.map((f) => [f, f === "recebe_email" ? value.recebe_email === true : (value[f] ?? null)]),
  );
}

/** The form's starting values: the patron's data as strings (the box as "on"). */
export function initialValues(data: PersonalDataResponse): Record<string, string> {
  return Object.fromEntries(
    PERSONAL_FIELDS.map((f) => [f, f === "recebe_email" ? (data.recebe_email ? "on" : "") : (data[f] ?? "")]),
  );
}
