/**
 * The search calls of document 1 §7 no other module answered (decision 044): the
 * option lists of the archive, normative-acts and case-law tabs, their permissions, the index
 * options, additional titles and indexing of given records, the standards products (Target
 * GEDWeb), the default cover, and the paged re-read of a search by its id (/v2/consulta).
 */
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { translate, type Lang } from "../../core/i18n.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { workTypeLabel } from "../../core/labels.ts";
import { dataFields, subfield } from "../marc/record.ts";
import { COVER_WIDTH } from "../covers/cover-svg.ts";
import type { GuideCode, SearchResponse } from "../../contract.ts";
import type { SearchCriteria } from "./criteria.ts";
import type {
  AdditionalTitles,
  DefaultImage,
  IndexedRecords,
  Option,
  SearchPermission,
  TabOptions,
  TargetProducts,
  WorkTypeOption,
} from "./search.calls.ts";
import { CONDITIONS, MAX_ROWS, YEAR_COMPARISONS } from "./criteria.ts";
import { GUIDES } from "./guides.ts";
import { remoteProducts } from "../../network/remote/remote.service.ts";
import {
  findSavedSearch,
  indexedRecords,
  purgeSavedSearches,
  recordsMarc,
  saveSearches,
  workTypeCounts,
  yearRange,
} from "./search-options.repository.ts";

/** The fields a special tab's rows search by: the archive names the work ("obra"), law searches the text. */
const TAB_FIELDS: Partial<Record<GuideCode, readonly string[]>> = {
  arquivo: ["obra", "TITULO", "AUTOR", "ASSUNTO", "LIVRE"],
  atos_normativos: ["LIVRE", "TITULO", "AUTOR", "ASSUNTO"],
  jurisprudencia: ["LIVRE", "TITULO", "AUTOR", "ASSUNTO"],
};

const option = (lang: Lang, group: string, code: string): Option => ({
  codigo: code,
  descricao: translate(lang, `calls.${group}.${code}`),
});

async function tabWorkTypes(db: Queryable, guide: GuideCode, lang: Lang): Promise<WorkTypeOption[]> {
  const scope = GUIDES[guide].scope.workTypes ?? [];
  const counts = new Map((await workTypeCounts(db, scope)).map((r) => [r.work_type, r.n]));
  return scope.map((code) => ({
    codigo: String(code),
    descricao: workTypeLabel(code, lang),
    total: counts.get(code) ?? 0,
  }));
}

export async function tabOptions(
  db: Queryable,
  guide: "arquivo" | "atos_normativos" | "jurisprudencia",
  lang: Lang,
): Promise<TabOptions> {
  const scope = GUIDES[guide].scope.workTypes ?? [];
  const [tipos, anos] = await Promise.all([tabWorkTypes(db, guide, lang), yearRange(db, scope)]);
  return {
    guia: guide,
    max_linhas: MAX_ROWS,
    campos: TAB_FIELDS[guide]!.map((f) => option(lang, "fields", f)),
    condicoes: CONDITIONS.filter((c) => guide === "arquivo" || !["AFT", "BEF", "PRO"].includes(c)).map((c) =>
      option(lang, "conditions", c),
    ),
    comparacoes_ano: guide === "arquivo" ? [] : YEAR_COMPARISONS.map((c) => option(lang, "years", c)),
    tipos_obra: tipos,
    anos,
  };
}

export function tabWorkTypeOptions(
  db: Queryable,
  guide: "atos_normativos" | "jurisprudencia",
  lang: Lang,
): Promise<WorkTypeOption[]> {
  return tabWorkTypes(db, guide, lang);
}

const flag = async (db: Queryable, key: string, fallback: "S" | "N") =>
  ((await institutionParams(db, [key]))[key] ?? fallback) === "S";

/** Institution parameter `filtros_atos_jurisprudencia` (default S): the work-type and year filters on those tabs. */
export async function lawFiltersPermission(db: Queryable): Promise<SearchPermission> {
  return { permissao: await flag(db, "filtros_atos_jurisprudencia", "S") };
}

/** Institution parameter `pesquisa_automatica_legislacao` (default N): the law tabs open with an empty search run. */
export async function autoSearchPermission(db: Queryable): Promise<SearchPermission> {
  return { permissao: await flag(db, "pesquisa_automatica_legislacao", "N") };
}

/** The indexes the catalogue can be browsed by (document 1 §9: free, title, author, subject). */
export function indexOptions(lang: Lang): Option[] {
  return ["LIVRE", "TITULO", "AUTOR", "ASSUNTO"].map((f) => option(lang, "fields", f));
}

/** Varying forms (246), uniform (130/240/730) and analytical (740) titles of each record asked for. */
export async function additionalTitles(db: Queryable, ids: number[]): Promise<AdditionalTitles> {
  const rows = await recordsMarc(db, ids);
  return rows.map((r) => {
    const titles: string[] = [];
    for (const f of dataFields(r.marc, /^(130|240|246|730|740)$/)) {
      const text = [subfield(f, "a"), subfield(f, "b"), subfield(f, "n"), subfield(f, "p")]
        .filter(Boolean)
        .join(" ")
        .replace(/\s*[/:;,.=]\s*$/, "")
        .trim();
      if (text && !titles.includes(text)) titles.push(text);
    }
    return { cod_acervo: r.id, titulos: titles };
  });
}

export async function indexedOf(db: Queryable, ids: number[]): Promise<IndexedRecords> {
  const found = await indexedRecords(db, ids);
  return { acervos: found, nao_indexados: ids.filter((id) => !found.includes(id)) };
}

/** How many products the Target call lists. */
const TARGET_PRODUCTS = 10;

/**
 * Target GEDWeb (standards, permission 113): the products of the remote catalogue configured for
 * 113 (decision 058), and the institution's address `url_target_gedweb` with `{termo}` and
 * `{numero}` (the standards links' template, where the number is what a person searches by) filled
 * with the term; with neither, a plain "not configured".
 */
export async function targetProducts(db: Queryable, term: string): Promise<TargetProducts> {
  const base = (await institutionParams(db, ["url_target_gedweb"])).url_target_gedweb;
  const products = await remoteProducts(db, 113, term, TARGET_PRODUCTS);
  const url = base ? fillTemplate(base, { termo: term, numero: term, titulo: term }) : null;
  if (!products)
    return base ? { configurado: true, url, termoPesquisa: term } : { configurado: false, url, termoPesquisa: term };
  return {
    configurado: true,
    url,
    termoPesquisa: term,
    fonte: products.fonte,
    total: products.total,
    produtos: products.registros,
  };
}

export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? encodeURIComponent(values[name]) : whole,
  );
}

/** The cover shown for a record without one: the generated cover (its width, colours) or the institution's image. */
export async function defaultImage(db: Queryable): Promise<DefaultImage> {
  const p = await institutionParams(db, ["imagem_padrao_capa", "capa_cor_fonte_padrao_classico"]);
  return {
    url: p.imagem_padrao_capa || null,
    gerada: !p.imagem_padrao_capa,
    largura: COVER_WIDTH,
    cor_fonte: p.capa_cor_fonte_padrao_classico || "#000000",
  };
}

/**
 * Searches to keep, by database, not yet written. The write is off the search's path (decision 043):
 * a search queues its criteria and answers; the queue is written after the responses of this
 * turn of the event loop, in one statement however many searches made it. Reading a search back
 * (savedCriteria) writes the queue first, so a search is found by its id as soon as it answered.
 */
const queued = new Map<Queryable, Map<string, { guide: string; criteria: unknown }>>();
const writing = new Map<Queryable, Promise<void>>();

export function rememberSearch(db: Queryable, searchId: string, criteria: SearchCriteria): void {
  const { searchId: _, ...kept } = criteria;
  let queue = queued.get(db);
  if (!queue) {
    queue = new Map();
    queued.set(db, queue);
    setImmediate(() => void writeRememberedSearches(db));
  }
  queue.set(searchId, { guide: criteria.guide, criteria: kept });
}

/** Writes the searches queued for `db` (and waits for a write already under way). */
export async function writeRememberedSearches(db: Queryable): Promise<void> {
  const queue = queued.get(db);
  queued.delete(db);
  const before = writing.get(db);
  const write = (async () => {
    await before;
    if (!queue?.size) return;
    try {
      await saveSearches(
        db,
        [...queue].map(([id, s]) => ({ id, ...s })),
      );
      // Purged now and then rather than by a timer: one process or many, nothing else to run.
      if (Math.random() < 0.02) await purgeSavedSearches(db);
    } catch {
      // A search that cannot be kept (a read-only replica, a full disk) still answered; only its re-read by id is lost.
    }
  })();
  writing.set(db, write);
  await write;
  if (writing.get(db) === write) writing.delete(db);
}

/** The criteria of a search made in the last hour on this tab, on another page; 404 when gone. */
export async function savedCriteria(
  db: Queryable,
  tab: string,
  searchId: string,
  page: { page?: number; perPage?: number },
): Promise<SearchCriteria> {
  await writeRememberedSearches(db);
  const saved = await findSavedSearch(db, searchId);
  if (!saved || saved.guide !== tab) throw new ApiError(404, "search_expired", "errors.search_expired");
  const criteria = saved.criteria as SearchCriteria;
  return { ...criteria, page: page.page ?? criteria.page, perPage: page.perPage ?? criteria.perPage, searchId };
}

export type { SearchResponse };
/** The records' MARC by id, for the servers that write them out (the SRU server, decision 058). */
export { recordsMarc };
