/**
 * Parameter calls of document 2 §7 whose response the spec does not show (decision
 * 045): the date a client's search cache goes stale, the values of prefilter links, and
 * whether the app offers the institution's "layers" system.
 */
import type { Queryable } from "../../core/db/db.ts";
import type { Lang } from "../../core/i18n.ts";
import { workTypeLabel } from "../../core/labels.ts";
import { findLibraries } from "../../catalogue/libraries/libraries.service.ts";
import { findExternalService } from "../../patron/providers/providers.service.ts";
import { PERSON_SERVICES } from "../../patron/providers/contract.ts";
import { WORK_TYPE_CODES } from "../../catalogue/records/work-type.ts";
import { catalogueChange } from "../../catalogue/search/search.service.ts";
import type {
  AppLayersParams,
  LastCacheDate,
  PrefilterParams,
  PrefilterQuery,
  PrefilterValue,
} from "./param-calls.calls.ts";

export async function lastCacheDate(db: Queryable): Promise<LastCacheDate> {
  const { generation, changed_at } = await catalogueChange(db);
  return { data: new Date(changed_at).toISOString(), geracao: generation };
}

/** The values named by `asked` (all when it is absent), and those it names that do not exist. */
function pick(all: PrefilterValue[], asked: number[] | undefined, param: string, ignored: string[]): PrefilterValue[] {
  if (asked === undefined) return all;
  const byCode = new Map(all.map((v) => [v.codigo, v]));
  const out: PrefilterValue[] = [];
  for (const code of asked) {
    const value = byCode.get(code);
    if (value) out.push(value);
    else ignored.push(`${param}:${code}`);
  }
  return out;
}

export async function prefilterParams(db: Queryable, q: PrefilterQuery, lang: Lang): Promise<PrefilterParams> {
  const libraries = (await findLibraries(db, null)).map((l) => ({ codigo: l.id, descricao: l.name }));
  const workTypes = WORK_TYPE_CODES.map((code) => ({ codigo: code, descricao: workTypeLabel(code, lang) }));
  const ignorados: string[] = [];
  return {
    bibliotecas: pick(libraries, q.id_biblioteca, "id_biblioteca", ignorados),
    tiposObra: pick(workTypes, q.tipo_obra, "tipo_obra", ignorados),
    acessoOnline: q.cr,
    colecoes: pick([], q.id_colecao, "id_colecao", ignorados),
    ignorados,
  };
}

/** Offered when the desk has configured and enabled the `app_layers` system (decision 044). */
export async function appLayersParams(db: Queryable): Promise<AppLayersParams> {
  const service = await findExternalService(db, PERSON_SERVICES.appLayers);
  if (!service || !service.enabled || service.kind !== "service")
    return { habilitado: false, nome: null, requerLogin: false };
  return { habilitado: true, nome: service.name, requerLogin: service.identity !== "none" };
}
