/**
 * The kids and museum catalogues (decision 040): their home sections, highlights (sorted and paged
 * as document 1 §5 and §9 say), news, information tabs, visual settings, and the records they hold;
 * and the self-service button's check. A catalogue the institution has not enabled answers 404.
 */
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import type { Lang } from "../../core/i18n.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { languageName, workTypeLabel } from "../../core/labels.ts";
import { coverLink } from "../covers/cover-link.ts";
import { dataFields } from "../marc/record.ts";
import { abntText, formatAbnt } from "../records/citation/abnt.ts";
import { toCitation } from "../records/citation/model.ts";
import { CHILDREN_AUDIENCES } from "../records/audience.ts";
import { plainCatalogText, sanitizeCatalogHtml } from "./catalog-html.ts";
import {
  findCatalogRecord,
  highlightRows,
  infoTabRows,
  newsRows,
  sectionRows,
  type CatalogRecordRow,
} from "./catalog.repository.ts";
import {
  MAX_HIGHLIGHTS,
  type CatalogNews,
  type CatalogRecord,
  type CatalogSection,
  type CatalogType,
  type CatalogVisual,
  type HighlightSort,
  type HighlightsResponse,
  type InfoTab,
  type SelfService,
} from "./contract.ts";

/** The institution parameter that turns each catalogue on (the classic one is always on). */
export const CATALOG_FLAGS: Record<CatalogType, string | null> = {
  C: null,
  K: "habilita_kids_pesq_catalogo",
  M: "habilita_museu_catalogo",
};

const notFound = () => new ApiError(404, "not_found", "errors.not_found");

async function requireEnabled(db: Queryable, catalog: CatalogType): Promise<Record<string, string>> {
  const params = await institutionParams(db);
  const flag = CATALOG_FLAGS[catalog];
  if (flag && params[flag] !== "S") throw notFound();
  return params;
}

/** The 300 field (physical description) as one line. */
function physicalDescription(row: CatalogRecordRow): string | null {
  const text = dataFields(row.marc, "300")
    .map((f) => f.subfields.map((s) => s.value.trim()).join(" "))
    .join("; ")
    .trim();
  return text || null;
}

export function catalogRecord(row: CatalogRecordRow, lang: Lang, today = new Date()): CatalogRecord {
  return {
    cod_acervo: row.id,
    obra: row.title,
    autor: row.author,
    tipo_obra: workTypeLabel(row.work_type, lang),
    cod_tipo_obra: row.work_type,
    ano_publicacao: row.year,
    idioma: row.language,
    idioma_desc: languageName(row.language, lang),
    desc_fisica: physicalDescription(row),
    classificacao: row.classification,
    referencia: abntText(formatAbnt(toCitation(row.marc), { today })),
    isbn_issn: row.isbn[0] ?? row.issn[0] ?? null,
    link_capa: coverLink(row.id),
  };
}

/**
 * Document 1 §5: cod_tipo_obra and cod_acervo numerically, the others as text, upper-cased and
 * accent-insensitive; D descending. Missing values go last either way; ties keep the
 * institution's order.
 */
export function sortHighlights(records: CatalogRecord[], key: HighlightSort, direction: "C" | "D"): CatalogRecord[] {
  const sign = direction === "D" ? -1 : 1;
  const collator = new Intl.Collator("pt", { sensitivity: "base", numeric: false });
  const numeric = key === "cod_tipo_obra" || key === "cod_acervo";
  const text = (v: unknown) => (v === null || v === undefined ? "" : String(v).toUpperCase());
  return records
    .map((record, index) => ({ record, index }))
    .sort((a, b) => {
      const va = a.record[key];
      const vb = b.record[key];
      const missingA = va === null || va === "";
      const missingB = vb === null || vb === "";
      if (missingA !== missingB) return missingA ? 1 : -1;
      const order =
        numeric || key === "ano_publicacao" ? Number(va) - Number(vb) : collator.compare(text(va), text(vb));
      return order * sign || a.index - b.index;
    })
    .map((x) => x.record);
}

export async function catalogSections(db: Queryable, catalog: CatalogType): Promise<CatalogSection[]> {
  await requireEnabled(db, catalog);
  return (await sectionRows(db, catalog)).map((s) => ({ tipo_secao: s.kind, nome_secao: s.name }));
}

export async function catalogHighlights(
  db: Queryable,
  catalog: CatalogType,
  query: { page: number; perPage: number; orderBy: HighlightSort; direction: "C" | "D" },
  lang: Lang,
): Promise<HighlightsResponse> {
  await requireEnabled(db, catalog);
  const rows = await highlightRows(db, catalog, CHILDREN_AUDIENCES, MAX_HIGHLIGHTS);
  const all = sortHighlights(
    rows.map((r) => catalogRecord(r, lang)),
    query.orderBy,
    query.direction,
  );
  const lastPage = Math.max(1, Math.ceil(all.length / query.perPage));
  const start = (query.page - 1) * query.perPage;
  return {
    destaques: all.slice(start, start + query.perPage),
    pagination: { currentPage: query.page, perPage: query.perPage, totalItems: all.length, lastPage },
  };
}

export async function catalogNews(db: Queryable, catalog: CatalogType): Promise<CatalogNews[]> {
  await requireEnabled(db, catalog);
  return (await newsRows(db, catalog)).map((n) => ({
    id_noticia: n.id,
    titulo: n.title,
    conteudo: plainCatalogText(n.content),
    url: n.url?.trim() || null,
    nom_imagem: n.image,
  }));
}

export async function catalogRecordOf(
  db: Queryable,
  catalog: CatalogType,
  id: number,
  lang: Lang,
): Promise<CatalogRecord> {
  await requireEnabled(db, catalog);
  const row = await findCatalogRecord(db, catalog, id, CHILDREN_AUDIENCES);
  if (!row) throw new ApiError(404, "record_not_found", "errors.record_not_found", { id });
  return catalogRecord(row, lang);
}

/** The information tabs, their content made safe; tabs left empty are not sent (document 1 §2). */
export async function infoTabs(db: Queryable, catalog: CatalogType, libraryId: number): Promise<InfoTab[]> {
  await requireEnabled(db, catalog);
  return (await infoTabRows(db, catalog, libraryId)).flatMap((t) => {
    const conteudo = t.kind === "TEXT" ? plainCatalogText(t.content) : sanitizeCatalogHtml(t.content);
    return conteudo ? [{ tipo: t.kind, titulo: t.title, icone: t.icon, conteudo }] : [];
  });
}

const COLOUR = /^#[0-9a-f]{6}$/i;
const FILE = /^[\w.-]{1,100}\.(?:png|jpe?g|svg|webp)$/i;

/** The visual settings, each falling back to the default when unset or malformed. */
export async function catalogVisual(db: Queryable, catalog: CatalogType): Promise<CatalogVisual> {
  const p = await requireEnabled(db, catalog);
  const colour = (key: string, fallback: string) => (COLOUR.test(p[key] ?? "") ? p[key] : fallback);
  const file = (key: string) => (FILE.test(p[key] ?? "") ? p[key] : null);
  const percent = Number(p.perc_cor_textura);
  return {
    opc_catalogo: p.opc_catalogo === "IN" ? "IN" : "UI",
    nom_textura_kids: file("nom_textura_kids"),
    nom_logo_kids: file("nom_logo_kids"),
    cor_logo_kids_fundo: colour("cor_logo_kids_fundo", "#ffffff"),
    cor_textura_kids: colour("cor_textura_kids", "#1d4f91"),
    perc_cor_textura: Number.isInteger(percent) && percent >= 0 && percent <= 100 ? percent : 85,
    capa_padrao_kids: file("capa_padrao_kids"),
    capa_cor_fonte_padrao_kids: colour("capa_cor_fonte_padrao_kids", "#000000"),
  };
}

const LANG_CODES: Record<Lang, string> = { pt: "pt_BR", en: "en_US", es: "es_ES" };

/**
 * The self-service check (document 1 §2 "Self-service button"): shown only when the institution
 * enables it and names the kiosk's login page (an http(s) address).
 */
export async function selfService(db: Queryable, lang: Lang): Promise<SelfService> {
  const p = await institutionParams(db);
  const url = p.autoatendimento_url?.trim() ?? "";
  const valid = /^https?:\/\/[^\s"'<>]+$/i.test(url);
  const library = Number(p.autoatendimento_biblioteca);
  return {
    showAuto: p.autoatendimento === "S" && valid,
    urlAuto: valid ? url : null,
    codBibAuto: Number.isInteger(library) && library > 0 ? library : null,
    authAuto: p.autoatendimento_autenticacao?.trim() || null,
    idiomaAuto: LANG_CODES[lang],
    empresa: p.cod_empresa?.trim() || "525",
  };
}
