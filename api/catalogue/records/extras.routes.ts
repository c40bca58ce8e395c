/**
 * The record calls added by decision 044 (document 1 §7 "Record"), mounted under /acervo before
 * the record routes' "/:id" (so that the fixed paths are not read as an id) and under /kardex.
 */
import { optionalPatronOf, patronOf } from "../../core/caller.ts";
import { ApiError } from "../../core/errors.ts";
import { callRoutes } from "../../core/http/call.ts";
import { bodyOf } from "../../core/http/input.ts";
import {
  campusSelectionOptions,
  closedStacksData,
  hideOtherTitlesPermission,
  kardexItem,
  librariesOfRecord,
  licensedDatabases,
  localizationOfRecord,
  recordColours,
  saveClosedStacks,
  totalsOfRecord,
} from "./extras.service.ts";
import { recordLinksOf, requireRecord } from "./record.service.ts";
import { kardexCalls, recordExtraCalls as calls, recordFixedCalls as fixed } from "./records.calls.ts";

/** Paths without an id, registered before "/acervo/:id". */
export const recordFixedRoutes = callRoutes("/acervo")
  .on(fixed.hideOtherTitles, async (c) => c.json(await hideOtherTitlesPermission(c.get("db"))))
  .on(fixed.campusOptions, async (c) => c.json(await campusSelectionOptions(c.get("db"))))
  .on(fixed.licensedDatabases, async (c) => {
    patronOf(c);
    return c.json(await licensedDatabases(c.get("db")));
  }).app;

export const recordExtraRoutes = callRoutes("/acervo")
  .on(calls.libraries, async (c) => c.json(await librariesOfRecord(c.get("db"), c.req.valid("param").id)))
  .on(calls.totals, async (c) => {
    const q = c.req.valid("query");
    return c.json(
      await totalsOfRecord(c.get("db"), c.req.valid("param").id, {
        libraryId: q.biblioteca ?? null,
        from: q.dataIni ?? null,
        to: q.dataFim ?? null,
      }),
    );
  })
  .on(calls.localization, async (c) =>
    c.json(await localizationOfRecord(c.get("db"), c.req.valid("param").id, c.req.valid("query").codBiblioteca)),
  )
  .on(calls.closedStacksData, async (c) => {
    const { cod_biblioteca, ...filter } = c.req.valid("query");
    const patronId = optionalPatronOf(c) ?? null;
    return c.json(await closedStacksData(c.get("db"), c.req.valid("param").id, cod_biblioteca, filter, patronId));
  })
  .on(calls.saveClosedStacks, async (c) => {
    const patronId = patronOf(c);
    const { cesta } = bodyOf(c);
    return c.json(
      await saveClosedStacks(
        c.get("db"),
        c.req.valid("param").id,
        c.req.valid("query").cod_biblioteca,
        patronId,
        cesta,
      ),
    );
  })
  .on(calls.links, async (c) => {
    const recordId = c.req.valid("param").id;
    await requireRecord(c.get("db"), recordId);
    return c.json([{ cod_acervo: recordId, links: await recordLinksOf(c.get("db"), recordId) }]);
  })
  .on(calls.colours, async (c) => c.json(await recordColours(c.get("db"), c.req.valid("param").id))).app;

/** GET /kardex/{id}/item: one issue of a serial's kardex (seqPar is the code). */
export const kardexItemRoutes = callRoutes("/kardex").on(kardexCalls.item, async (c) => {
  const q = c.req.valid("query");
  const item = await kardexItem(c.get("db"), c.req.valid("param").id, q.seqPar);
  // codPar names the library the client believes holds it: another library's issue is not this one.
  if (q.codPar !== undefined && q.codPar !== item.cod_biblioteca)
    throw new ApiError(404, "not_found", "errors.not_found");
  return c.json(item);
}).app;
