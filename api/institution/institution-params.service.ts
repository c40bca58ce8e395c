/**
 * Staff changes to institution parameters (PUT /parametros/instituicao/{key}, X-Staff-Key): only
 * the keys listed here, each with its own valid values. A desk bound to one library cannot change
 * what applies to the whole institution (403 staff_forbidden).
 */
import { refusal } from "../circulation/refusals.ts";
import type { StaffFacts } from "../circulation/staff.ts";
import type { Queryable } from "../db/db.ts";
import { ApiError } from "../errors.ts";
import { isGuideCode } from "../search/guides.ts";
import { PERSONAL_FIELDS } from "../personal/contract.ts";
import { institutionParams, writeInstitutionParam } from "./institution-params.repository.ts";

const flag =
  (...values: string[]) =>
  (v: string) =>
    values.includes(v);
const text = (max: number) => (v: string) => v.length <= max;

/** The parameters staff may change, and what each accepts ("" removes a text, back to its default). */
export const EDITABLE_PARAMS: Record<string, (value: string) => boolean> = {
  restringe_ui_res_se_usu_logado: flag("0", "1"),
  sol_emp_telefone_obrigatorio: flag("S", "N"),
  sol_emp_email_obrigatorio: flag("S", "N"),
  sol_emp_limite: (v) => /^\d{1,2}$/.test(v),
  sol_emp_mensagem: text(1000),
  sol_emp_rotulo_pessoa_autorizada: text(100),
  // The search tabs, in order (docs/search.md); "" goes back to every tab.
  guias_consulta: (v) => v === "" || v.split(",").every((code) => isGuideCode(code.trim())),
  habilita_pesquisa_similar: flag("S", "N"),
  // Personal data (decision 026): the fields patrons may change ("" goes back to the default) and
  // the renewal prompt's text ("" goes back to the default text). "nenhum": none editable.
  dados_pessoais_editaveis: (v) =>
    v === "" || v === "nenhum" || v.split(",").every((f) => (PERSONAL_FIELDS as readonly string[]).includes(f.trim())),
  msg_renovacao_consulta: text(1000),
};

const invalid = (name: string) => new ApiError(400, "invalid_parameter", "errors.invalid_parameter", { name });

export async function setInstitutionParam(
  db: Queryable,
  staff: StaffFacts,
  key: string,
  raw: unknown,
): Promise<Record<string, string>> {
  if (staff.library_id !== null) throw refusal("staff_forbidden");
  const accepts = Object.hasOwn(EDITABLE_PARAMS, key) ? EDITABLE_PARAMS[key] : undefined;
  if (!accepts) throw invalid("key");
  if (typeof raw !== "string" && typeof raw !== "number") throw invalid("valor");
  const value = String(raw).trim();
  if (!accepts(value)) throw invalid("valor");
  await writeInstitutionParam(db, key, value === "" ? null : value);
  return institutionParams(db);
}
