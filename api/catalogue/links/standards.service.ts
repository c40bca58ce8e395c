/**
 * Standards links (document 2 §7 GET /vinculos/abnt/{id}, /vinculos/target/{id}; document 1 §6
 * permissions 118 ABNT and 113 Target GEDWeb): the address of the standard in the institution's
 * subscription, from an address template in its parameters (`url_abnt` / `url_target_gedweb`,
 * with `{numero}` the standard's number: 013 $a, else 020/022, else the title, and `{titulo}`).
 * Without a template the answer is a clear 404 "not configured", never a guessed address.
 */
import type { StandardsLink } from "./links.calls.ts";
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { dataFields, subfield } from "../marc/record.ts";
import { requireRecord } from "../records/record.service.ts";
import { fillTemplate } from "../search/search-options.service.ts";

export type StandardsService = "abnt" | "target";

const PARAM: Record<StandardsService, string> = { abnt: "url_abnt", target: "url_target_gedweb" };

export async function standardsLink(db: Queryable, service: StandardsService, id: number): Promise<StandardsLink> {
  const row = await requireRecord(db, id);
  const template = (await institutionParams(db, [PARAM[service]]))[PARAM[service]];
  if (!template) {
    throw new ApiError(404, "not_configured", "errors.standards_not_configured", { service: service.toUpperCase() });
  }
  const numero =
    subfield(dataFields(row.marc, "013")[0], "a") ??
    row.isbn[0] ??
    subfield(dataFields(row.marc, "022")[0], "a") ??
    row.title.replace(/\s*[/:;,.]\s*$/, "");
  return { cod_acervo: id, url: fillTemplate(template, { numero, titulo: row.title }) };
}
