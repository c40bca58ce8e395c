/**
 * Staff edits of the FAQ, the service points and the events (decision 038): the content
 * the /parametros calls show, written as HTML by the library and sanitised whenever it leaves
 * the service (information.service.ts), so it is stored as written. A desk bound to one library
 * edits that library's service points only; what belongs to the whole institution (the FAQ, the
 * events, institution-wide service points) needs a desk of every library.
 */
import { assertStaffServes, assertWholeInstitution, type StaffFacts } from "../../core/staff.ts";
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { invalidParameter } from "../../core/http/input.ts";
import {
  deleteContent,
  insertEvent,
  insertFaq,
  insertServicePoint,
  libraryExists,
  updateEvent,
  updateFaq,
  updateServicePoint,
  type ContentTable,
  type EventInput,
  type FaqInput,
  type ServicePointInput,
} from "./content.repository.ts";
import { findServicePoint } from "./information.repository.ts";

export { libraryExists } from "./content.repository.ts";

const notFound = () => new ApiError(404, "not_found", "errors.not_found");

export async function saveFaq(db: Queryable, staff: StaffFacts, faq: FaqInput, id?: number): Promise<{ id: number }> {
  assertWholeInstitution(staff);
  if (id === undefined) return { id: await insertFaq(db, faq) };
  if (!(await updateFaq(db, id, faq))) throw notFound();
  return { id };
}

export async function saveEvent(
  db: Queryable,
  staff: StaffFacts,
  event: EventInput,
  id?: number,
): Promise<{ id: number }> {
  assertWholeInstitution(staff);
  if (event.endsOn !== null && event.endsOn < event.startsOn) throw invalidParameter("data_fim");
  if (id === undefined) return { id: await insertEvent(db, event) };
  if (!(await updateEvent(db, id, event))) throw notFound();
  return { id };
}

function assertServes(staff: StaffFacts, libraryId: number | null): void {
  if (libraryId === null) assertWholeInstitution(staff);
  else assertStaffServes(staff, libraryId);
}

export async function saveServicePoint(
  db: Queryable,
  staff: StaffFacts,
  point: ServicePointInput,
  id?: number,
): Promise<{ id: number }> {
  assertServes(staff, point.libraryId);
  if (point.libraryId !== null && !(await libraryExists(db, point.libraryId))) throw invalidParameter("cod_biblioteca");
  if (id === undefined) return { id: await insertServicePoint(db, point) };
  const current = await findServicePoint(db, id);
  if (!current) throw notFound();
  // Moving a point needs the right to the library it leaves too.
  assertServes(staff, current.library_id);
  await updateServicePoint(db, id, point);
  return { id };
}

export async function removeContent(
  db: Queryable,
  staff: StaffFacts,
  table: ContentTable,
  id: number,
): Promise<{ removido: true }> {
  if (table === "info_service_point") {
    const current = await findServicePoint(db, id);
    if (!current) throw notFound();
    assertServes(staff, current.library_id);
  } else {
    assertWholeInstitution(staff);
  }
  if (!(await deleteContent(db, table, id))) throw notFound();
  return { removido: true };
}
