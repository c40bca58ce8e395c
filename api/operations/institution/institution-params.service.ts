/**
 * Staff changes to institution parameters (PUT /parametros/instituicao/{key}, X-Staff-Key): only
 * the keys listed here, each with its own valid values. A desk bound to one library cannot change
 * what applies to the whole institution (403 staff_forbidden).
 */
import { ABSOLUTE_MAX_LENGTH, RULE_PARAMS } from "../../patron/auth/password-rules.ts";
import { refusal } from "../../core/refusals.ts";
import type { StaffFacts } from "../../core/staff.ts";
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { isGuideCode } from "../../catalogue/search/guides.ts";
import { isHttpUrl, isSsoMapping, ONLY_INSTITUTIONAL } from "../../patron/sso/sso-settings.service.ts";
import { PERSONAL_FIELDS } from "../../patron/personal/contract.ts";
import { isPixKey } from "../../lending/clearance/pix.ts";
import { isRemoteTargetsValue, REMOTE_PARAM } from "../../network/remote/remote-settings.ts";
import { institutionParams, writeInstitutionParam } from "../../core/institution-params.repository.ts";

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
  // The password rules (api/patron/auth/password-rules.ts, decision 025); "" goes back to the default.
  [RULE_PARAMS.min]: (v) => v === "" || (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= ABSOLUTE_MAX_LENGTH),
  [RULE_PARAMS.max]: (v) => v === "" || (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= ABSOLUTE_MAX_LENGTH),
  [RULE_PARAMS.has_numbers]: flag("S", "N", ""),
  [RULE_PARAMS.only_numbers]: flag("S", "N", ""),
  [RULE_PARAMS.special_char]: flag("S", "N", ""),
  [RULE_PARAMS.diff_case]: flag("S", "N", ""),
  [RULE_PARAMS.diff_name]: flag("S", "N", ""),
  [RULE_PARAMS.last_pw]: (v) => v === "" || (/^\d{1,2}$/.test(v) && Number(v) <= 24),
  // Single sign-on (api/patron/sso/sso-settings.service.ts, decision 027); "" goes back to the default.
  usaOAuth: flag("S", "N"),
  usaSAML: flag("S", "N"),
  sso_nome_oidc: text(80),
  sso_nome_saml: text(80),
  sso_vinculo: (v) => v === "" || isSsoMapping(v),
  sso_claim_oidc: (v) => /^[\w.:-]{0,100}$/.test(v),
  sso_atributo_saml: (v) => /^[\w.:/-]{0,200}$/.test(v),
  tipoAutenticacaoInstitucional: (v) => v === "" || v === ONLY_INSTITUTIONAL || v === "SELECAO_INSTITUCIONAL",
  link_logout_OIDC: (v) => v === "" || (v.length <= 500 && isHttpUrl(v)),
  // The login screen (api/patron/login/login-screen.service.ts, decision 024).
  denominacao_login: text(60),
  msg_login: text(4000),
  msg_erro_login: text(300),
  destino_padrao_login_catalogo: (v) => v === "" || v === "M" || v === "C",
  login_lista_categoria: (v) => v === "" || v === "1" || v === "2",
  login_pessoa_duplicada: flag("S", "N"),
  // Personal data (decision 026): the fields patrons may change ("" goes back to the default) and
  // the renewal prompt's text ("" goes back to the default text). "nenhum": none editable.
  dados_pessoais_editaveis: (v) =>
    v === "" || v === "nenhum" || v.split(",").every((f) => (PERSONAL_FIELDS as readonly string[]).includes(f.trim())),
  msg_renovacao_consulta: text(1000),
  // The clearance declaration, the GRU slip and the loan token (decision 032): the institution's
  // name and logo (a PNG or JPEG in public/logos/) on the PDFs, the token's validity in minutes.
  nome_instituicao: text(200),
  logo_instituicao: (v) => v === "" || /^(?:logos\/)?[\w.-]+\.(?:png|jpe?g)$/i.test(v),
  validade_token_emprestimo: (v) => v === "" || (/^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 10080),
  // What makes the GRU slip payable (decision 054): the Tesouro's codes of the unit that receives
  // (UG, gestão, collection code with its digit) for the barcode, and a PIX key, with the
  // receiver's name and city as the PIX payload carries them.
  gru_ug: (v) => v === "" || /^\d{6}$/.test(v),
  gru_gestao: (v) => v === "" || /^\d{5}$/.test(v),
  gru_codigo_recolhimento: (v) => v === "" || /^\d{5}-?\d$/.test(v),
  pix_chave: (v) => v === "" || isPixKey(v),
  pix_nome: text(25),
  pix_cidade: text(15),
  // Comments (decision 029): the pending limit ("" back to 5) and which activity code means comments.
  comentario_limite_pendentes: (v) => v === "" || (/^\d{1,2}$/.test(v) && Number(v) >= 1),
  comentario_atividade: flag("12", "13", ""),
  // Decision 044: standards links (address templates with {numero}, {titulo}, {termo}), the law
  // tabs' permissions, the record page's other titles, the default cover image and the logo.
  url_abnt: (v) => v === "" || (v.length <= 500 && isHttpUrl(v.replace(/\{\w+\}/g, "x"))),
  url_target_gedweb: (v) => v === "" || (v.length <= 500 && isHttpUrl(v.replace(/\{\w+\}/g, "x"))),
  // Decision 058: the remote catalogues searched over SRU, a JSON list of targets by database type.
  [REMOTE_PARAM]: isRemoteTargetsValue,
  filtros_atos_jurisprudencia: flag("S", "N", ""),
  pesquisa_automatica_legislacao: flag("S", "N", ""),
  oculta_outros_titulos: flag("S", "N", ""),
  imagem_padrao_capa: (v) => v === "" || (v.length <= 500 && (v.startsWith("/") ? !v.startsWith("//") : isHttpUrl(v))),
  logo_consulta: (v) => v === "" || /^(?:logos\/)?[\w.-]+\.(?:png|jpe?g|svg)$/i.test(v),
  cor_fundo_logotipo_consulta: (v) => v === "" || /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(v),
  logotipo_consulta_opacidade: (v) => v === "" || /^(?:0(?:\.\d{1,2})?|1(?:\.0{1,2})?)$/.test(v),
  // The general information page and the support message (decision 038): staff HTML, sanitised
  // on the way out; "" removes it.
  informacoes_gerais: text(20_000),
  msg_suporte_consulta: text(4000),
  // Decision 065: the catalogue's extras by code (57 shared articles, 85 the record block, 87 the
  // network catalogue, 88 the product logo), their addresses and the block; and the patron
  // categories that may open restricted material ("" every patron).
  permissoes_consulta: (v) => v === "" || v.split(",").every((c) => ["57", "85", "87", "88"].includes(c.trim())),
  link_artigos_compartilhados: (v) => v === "" || (v.length <= 500 && isHttpUrl(v)),
  link_catalogo_rede: (v) => v === "" || (v.length <= 500 && isHttpUrl(v)),
  link_produto: (v) => v === "" || (v.length <= 500 && isHttpUrl(v)),
  bloco_acervo_titulo: text(120),
  bloco_acervo: text(20_000),
  categorias_acesso_restrito: (v) => v.length <= 500 && /^(?:[\w-]+(?:\s*,\s*[\w-]+)*)?$/.test(v),
  // The kids and museum catalogues (decision 040): their switches and the visual settings
  // of /parametros/secao_2, as that call reads them ("" goes back to its default).
  habilita_kids_pesq_catalogo: flag("S", "N", ""),
  habilita_museu_catalogo: flag("S", "N", ""),
  opc_catalogo: flag("UI", "IN", ""),
  nom_textura_kids: (v) => v === "" || /^[\w.-]{1,100}\.(?:png|jpe?g|svg|webp)$/i.test(v),
  nom_logo_kids: (v) => v === "" || /^[\w.-]{1,100}\.(?:png|jpe?g|svg|webp)$/i.test(v),
  capa_padrao_kids: (v) => v === "" || /^[\w.-]{1,100}\.(?:png|jpe?g|svg|webp)$/i.test(v),
  cor_logo_kids_fundo: (v) => v === "" || /^#[0-9a-f]{6}$/i.test(v),
  cor_textura_kids: (v) => v === "" || /^#[0-9a-f]{6}$/i.test(v),
  capa_cor_fonte_padrao_kids: (v) => v === "" || /^#[0-9a-f]{6}$/i.test(v),
  perc_cor_textura: (v) => v === "" || (/^\d{1,3}$/.test(v) && Number(v) <= 100),
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
