/**
 * The FAQ, information and support content (decision 038): rows of migration
 * 032 and two institution parameters, every piece of HTML sanitised on the way out.
 */
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import type {
  ActivityInformation,
  ActivityOut,
  CatalogueExtras,
  EventOut,
  FaqOut,
  GeneralInformation,
  ServicePointDetails,
  ServicePointOut,
  SupportMessage,
} from "./contract.ts";
import {
  findActivities,
  findActivity,
  findEvents,
  findFaqs,
  findServicePoint,
  findServicePoints,
  type ActivityRow,
  type ServicePointRow,
} from "./information.repository.ts";
import { sanitizeInstitutionHtml, withScheme } from "./sanitize.ts";

export async function faqs(db: Queryable, catalogue: "C" | "K" | "A"): Promise<FaqOut[]> {
  const rows = await findFaqs(db, catalogue);
  return rows
    .map((r) => ({ id: r.id, titulo: r.question, conteudo: sanitizeInstitutionHtml(r.answer) ?? "" }))
    .filter((f) => f.conteudo !== "");
}

export async function generalInformation(db: Queryable): Promise<GeneralInformation> {
  const { informacoes_gerais } = await institutionParams(db, ["informacoes_gerais"]);
  return { conteudo: sanitizeInstitutionHtml(informacoes_gerais) };
}

export async function supportMessage(db: Queryable): Promise<SupportMessage> {
  const { msg_suporte_consulta } = await institutionParams(db, ["msg_suporte_consulta"]);
  return { mensagem: sanitizeInstitutionHtml(msg_suporte_consulta) };
}

/** The catalogue's extras enabled by code (document 1 §6), the parameter that lists them and their own. */
export const EXTRAS_PARAM = "permissoes_consulta";
const EXTRA_CODES = { sharedArticles: 57, recordBlock: 85, networkCatalogue: 87, productLogo: 88 } as const;
const EXTRA_PARAMS = [
  EXTRAS_PARAM,
  "link_artigos_compartilhados",
  "link_catalogo_rede",
  "link_produto",
  "bloco_acervo_titulo",
  "bloco_acervo",
] as const;

/** The codes of a comma-separated list; anything else in it is ignored. */
export function enabledExtras(value: string | undefined): Set<number> {
  return new Set((value ?? "").split(",").map((v) => Number(v.trim())));
}

export async function catalogueExtras(db: Queryable): Promise<CatalogueExtras> {
  const params: Partial<Record<(typeof EXTRA_PARAMS)[number], string>> = await institutionParams(db, [...EXTRA_PARAMS]);
  const on = enabledExtras(params[EXTRAS_PARAM]);
  const block = on.has(EXTRA_CODES.recordBlock) ? sanitizeInstitutionHtml(params.bloco_acervo) : null;
  return {
    artigos_compartilhados: on.has(EXTRA_CODES.sharedArticles) ? withScheme(params.link_artigos_compartilhados) : null,
    catalogo_rede: on.has(EXTRA_CODES.networkCatalogue) ? withScheme(params.link_catalogo_rede) : null,
    logo_produto: on.has(EXTRA_CODES.productLogo) ? { link: withScheme(params.link_produto) } : null,
    bloco_acervo: block ? { titulo: params.bloco_acervo_titulo?.trim() || null, conteudo: block } : null,
  };
}

/** "Catálogo - Reserva" reads "Reserva": the label is what follows the last hyphen (document 1 §8). */
export function activityLabel(description: string): string {
  const cut = description.lastIndexOf("-");
  return (cut >= 0 ? description.slice(cut + 1) : description).trim() || description.trim();
}

function activityOut(row: ActivityRow): ActivityOut {
  return {
    cod_atividade: row.id,
    descricao: row.description,
    rotulo: activityLabel(row.description),
    possui_informativo: sanitizeInstitutionHtml(row.information) !== null,
  };
}

async function requireActivity(db: Queryable, id: number): Promise<ActivityRow> {
  const row = await findActivity(db, id);
  if (!row) throw new ApiError(404, "not_found", "errors.info_activity_not_found", { id });
  return row;
}

export async function activities(db: Queryable): Promise<ActivityOut[]> {
  return (await findActivities(db)).map(activityOut);
}

export async function activity(db: Queryable, id: number): Promise<ActivityOut> {
  return activityOut(await requireActivity(db, id));
}

export async function activityInformation(db: Queryable, id: number): Promise<ActivityInformation> {
  const row = await requireActivity(db, id);
  return {
    cod_atividade: row.id,
    rotulo: activityLabel(row.description),
    conteudo: sanitizeInstitutionHtml(row.information),
  };
}

function servicePointOut(row: ServicePointRow): ServicePointOut {
  return { id: row.id, titulo: row.title, cod_biblioteca: row.library_id, desc_biblioteca: row.library_name };
}

export async function servicePoints(db: Queryable): Promise<ServicePointOut[]> {
  return (await findServicePoints(db)).map(servicePointOut);
}

export async function servicePoint(db: Queryable, id: number): Promise<ServicePointDetails> {
  const row = await findServicePoint(db, id);
  if (!row) throw new ApiError(404, "not_found", "errors.info_service_point_not_found", { id });
  return { ...servicePointOut(row), conteudo: sanitizeInstitutionHtml(row.content) ?? "" };
}

/** Today in the institution's zone (Brazil), as the events' dates are written. */
export function todayInBrazil(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
}

export async function events(db: Queryable, source: "I" | "E", today = todayInBrazil()): Promise<EventOut[]> {
  return (await findEvents(db, source, today)).map((r) => ({
    id: r.id,
    titulo: r.title,
    data_inicio: r.starts_on,
    data_fim: r.ends_on,
    local: r.place,
    descricao: sanitizeInstitutionHtml(r.description),
    url: withScheme(r.url),
  }));
}
