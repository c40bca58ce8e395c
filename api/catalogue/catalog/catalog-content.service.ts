/**
 * Staff edits of the kids and museum catalogues' home content (decision 040): the
 * sections, the highlighted records, the news and the information tabs that /catalogo/secoes,
 * /destaques, /noticias and /parametros/secao_1 show. Stored as written; the news and tabs are
 * made safe on the way out (catalog-html.ts), so a change of those rules applies to everything
 * already written. A catalogue's home belongs to the whole institution (a desk of every library),
 * except one library's own information tabs, which that library's desk may write too.
 */
import { assertStaffServes, assertWholeInstitution, type StaffFacts } from "../../core/staff.ts";
import type { Db, Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { invalidParameter } from "../../core/http/input.ts";
import { libraryExists } from "../../community/information/content.service.ts";
import { CHILDREN_AUDIENCES } from "../records/audience.ts";
import {
  catalogMemberIds,
  deleteNews,
  insertNews,
  replaceHighlights,
  replaceInfoTabs,
  replaceSections,
  updateNews,
  type InfoTabInput,
  type NewsInput,
  type SectionInput,
} from "./catalog-content.repository.ts";
import {
  MAX_HIGHLIGHTS,
  type CatalogListSaved,
  type CatalogNewsRemoved,
  type CatalogNewsSaved,
  type CatalogType,
} from "./contract.ts";

const notFound = () => new ApiError(404, "not_found", "errors.not_found");

/** Each kind of section at most once: a home with two DESTAQUE grids would show the same records twice. */
export async function saveSections(
  db: Db,
  staff: StaffFacts,
  catalog: CatalogType,
  sections: SectionInput[],
): Promise<CatalogListSaved> {
  assertWholeInstitution(staff);
  if (new Set(sections.map((s) => s.kind)).size !== sections.length) throw invalidParameter("secoes");
  await db.transaction((tx) => replaceSections(tx, catalog, sections));
  return { total: sections.length };
}

/**
 * The highlighted records, in the institution's order: each once, at most MAX_HIGHLIGHTS, each a
 * record of that catalogue (a children's book for kids, a museum object for the museum), since
 * the home would silently leave out any other.
 */
export async function saveHighlights(
  db: Db,
  staff: StaffFacts,
  catalog: CatalogType,
  recordIds: number[],
): Promise<CatalogListSaved> {
  assertWholeInstitution(staff);
  if (recordIds.length > MAX_HIGHLIGHTS || new Set(recordIds).size !== recordIds.length) {
    throw invalidParameter("acervos");
  }
  const members = recordIds.length ? await catalogMemberIds(db, catalog, recordIds, CHILDREN_AUDIENCES) : new Set();
  const outside = recordIds.find((id) => !members.has(id));
  if (outside !== undefined) {
    throw new ApiError(400, "invalid_parameter", "errors.invalid_parameter", { name: `acervos (${outside})` });
  }
  await db.transaction((tx) => replaceHighlights(tx, catalog, recordIds));
  return { total: recordIds.length };
}

export async function saveNews(
  db: Queryable,
  staff: StaffFacts,
  news: NewsInput,
  id?: number,
): Promise<CatalogNewsSaved> {
  assertWholeInstitution(staff);
  if (id === undefined) return { id: await insertNews(db, news) };
  if (!(await updateNews(db, id, news))) throw notFound();
  return { id };
}

export async function removeNews(db: Queryable, staff: StaffFacts, id: number): Promise<CatalogNewsRemoved> {
  assertWholeInstitution(staff);
  if (!(await deleteNews(db, id))) throw notFound();
  return { removido: true };
}

/**
 * One library's information tabs (0: the institution's, which a library without tabs of its own
 * shows). An empty list removes that library's own tabs, so it shows the institution's again.
 */
export async function saveInfoTabs(
  db: Db,
  staff: StaffFacts,
  catalog: CatalogType,
  libraryId: number,
  tabs: InfoTabInput[],
): Promise<CatalogListSaved> {
  if (libraryId === 0) assertWholeInstitution(staff);
  else {
    assertStaffServes(staff, libraryId);
    if (!(await libraryExists(db, libraryId))) throw invalidParameter("cod_biblioteca");
  }
  await db.transaction((tx) => replaceInfoTabs(tx, catalog, libraryId, tabs));
  return { total: tabs.length };
}
