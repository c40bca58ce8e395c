import type { Queryable } from "../../core/db/db.ts";
import type {
  AuthorityComboEntry,
  AuthorityDetails,
  AuthorityRecordsResponse,
  AuthoritySearchResponse,
  AuthorityTypeCode,
  MarcResponse,
} from "../../contract.ts";
import { coverLink } from "../covers/cover-link.ts";
import { ApiError } from "../../core/errors.ts";
import { translate, type Lang } from "../../core/i18n.ts";
import { workTypeLabel } from "../../core/labels.ts";
import { toMarcView } from "../records/marc-view.ts";
import { authorityFields, authorityLinks } from "./authority-view.ts";
import {
  countRecordsUnderHeading,
  findAuthorities,
  findAuthority,
  recordsUnderHeading,
  searchAuthorities,
  type AuthorityRow,
} from "./authority.repository.ts";
import { authorityIdentifiers } from "./identifiers.ts";

/** The import writes authorities, the start-up counts them and a record's page finds those of its headings. */
export { authoritiesForHeadings, countAuthorities, upsertAuthorities } from "./authority.repository.ts";

async function requireAuthority(db: Queryable, id: number): Promise<AuthorityRow> {
  const row = await findAuthority(db, id);
  if (!row) throw new ApiError(404, "authority_not_found", "errors.authority_not_found", { id });
  return row;
}

async function details(db: Queryable, row: AuthorityRow, lang: Lang): Promise<AuthorityDetails> {
  const label = (key: string) => translate(lang, `authority.field.${key}`);
  const total = row.heading_key ? await countRecordsUnderHeading(db, row.heading_key) : 0;
  return {
    cod_autoridade: row.id,
    cabecalho: row.heading,
    tipo: row.type as AuthorityTypeCode,
    desc_tipo: translate(lang, `authorityType.${row.type}`),
    paragrafo: row.tag,
    campos: authorityFields(row.marc, label),
    identificadores: authorityIdentifiers(row.marc),
    links: authorityLinks(row.marc, label),
    total_acervos: total,
  };
}

export async function authorityDetails(db: Queryable, id: number, lang: Lang): Promise<AuthorityDetails> {
  return details(db, await requireAuthority(db, id), lang);
}

export async function authorityMarc(db: Queryable, id: number): Promise<MarcResponse> {
  return toMarcView((await requireAuthority(db, id)).marc);
}

/** Document 1 §7 "authority combo details": for each known id, its details and MARC; unknown ids are left out. */
export async function authorityCombo(db: Queryable, ids: number[], lang: Lang): Promise<AuthorityComboEntry[]> {
  const rows = await findAuthorities(db, [...new Set(ids)]);
  return Promise.all(
    rows.map(async (row) => ({
      cod_autoridade: row.id,
      detalhes: await details(db, row, lang),
      marc: toMarcView(row.marc),
    })),
  );
}

export async function authorityRecords(
  db: Queryable,
  id: number,
  page: number,
  perPage: number,
  lang: Lang,
): Promise<AuthorityRecordsResponse> {
  const row = await requireAuthority(db, id);
  const { rows, total } = row.heading_key
    ? await recordsUnderHeading(db, row.heading_key, page, perPage)
    : { rows: [], total: 0 };
  return {
    registros: rows.map((r) => ({
      cod_acervo: r.id,
      titulo: r.title,
      autor: r.author,
      ano_publicacao: r.year,
      cod_tipo_obra: r.work_type,
      desc_tipo_obra: workTypeLabel(r.work_type, lang),
      link_capa: coverLink(r.id),
    })),
    totalRegistros: total,
    page,
    perPage,
  };
}

/** GET /autoridade/get-images: the catalogue keeps no pictures of authorities; the list is empty for a known one. */
export async function authorityImages(db: Queryable, id: number): Promise<{ conteudo: string }[]> {
  await requireAuthority(db, id);
  return [];
}

/** The authorities tab (document 1 §2): headings with the term's words, of the chosen type. */
export async function authoritySearch(
  db: Queryable,
  query: { q: string; for: string; page: number; perPage: number },
  lang: Lang,
): Promise<AuthoritySearchResponse> {
  const type = query.for === "AUTORIDADE_TODOS" ? undefined : query.for;
  const { rows, total } = await searchAuthorities(db, query.q, type, query.page, query.perPage);
  return {
    registros: rows.map((r) => ({
      cod_autoridade: r.id,
      cabecalho: r.heading,
      tipo: r.type as AuthorityTypeCode,
      desc_tipo: translate(lang, `authorityType.${r.type}`),
    })),
    totalRegistros: total,
    page: query.page,
    perPage: query.perPage,
  };
}
