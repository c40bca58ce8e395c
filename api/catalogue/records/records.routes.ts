import type { Context } from "hono";
import { coverByIsbn, recordCover, type CoverImage } from "../covers/covers.service.ts";
import type { ApiEnv } from "../../core/http/env.ts";
import { callRoutes } from "../../core/http/call.ts";
import { recordRestricted } from "../links/links.service.ts";
import { exportRecord } from "./export/export.service.ts";
import { kardexData, kardexOptions, kardexPermission } from "./kardex/kardex.service.ts";
import {
  closedStacks,
  loanStatistics,
  loanYears,
  printData,
  printPermission,
  recordBookContents,
  recordCslReference,
  recordPermissions,
  recordReferenceIn,
  recordSummary,
} from "./record-pages.service.ts";
import {
  recordCapture,
  recordCopies,
  recordData,
  recordDublinCore,
  recordLinksOf,
  recordMarc,
  recordEditions,
  recordRelated,
} from "./record.service.ts";
import { kardexCalls, recordCalls as calls, summaryCalls } from "./records.calls.ts";

/** A cover with its cache validators; 304 when the caller already has it. */
function coverResponse(c: Context<ApiEnv>, cover: CoverImage): Response {
  const headers = {
    "Cache-Control": cover.cacheControl,
    ETag: cover.etag,
    "X-Content-Type-Options": "nosniff",
    // A generated SVG holds record text: never let it run anything if opened on its own.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  const match = c.req.header("if-none-match");
  if (match && match.split(/\s*,\s*/).includes(cover.etag)) return c.body(null, 304, headers);
  return c.body(cover.body as string, 200, { ...headers, "Content-Type": cover.contentType });
}

/** GET /acervo/{id} and its tabs (document 1, §7 "Record"). Fixed paths come before "/:id". */
export const recordRoutes = callRoutes("/acervo")
  .on(calls.printPermission, async (c) => c.json(await printPermission(c.get("db"))))
  .on(calls.coverByIsbn, async (c) => coverResponse(c, await coverByIsbn(c.req.valid("param").isbn)))
  .on(calls.data, async (c) => c.json(await recordData(c.get("readDb"), c.req.valid("param").id, c.get("lang"))))
  .on(calls.reference, async (c) =>
    c.json(
      await recordReferenceIn(c.get("readDb"), c.req.valid("param").id, c.req.valid("query").estilo, c.get("lang")),
    ),
  )
  .on(calls.marc, async (c) =>
    c.json(await recordMarc(c.get("readDb"), c.req.valid("param").id, c.req.valid("query").liberacao === "1")),
  )
  .on(calls.cslReference, async (c) =>
    c.json(
      await recordCslReference(c.get("readDb"), c.req.valid("param").id, c.req.valid("query").estilo, c.get("lang")),
    ),
  )
  .on(calls.capture, async (c) => c.json(await recordCapture(c.get("readDb"), c.req.valid("param").id)))
  .on(calls.dublinCore, async (c) => c.json(await recordDublinCore(c.get("readDb"), c.req.valid("param").id)))
  .on(calls.related, async (c) => c.json(await recordRelated(c.get("readDb"), c.req.valid("param").id)))
  .on(calls.editions, async (c) =>
    c.json(await recordEditions(c.get("readDb"), c.req.valid("param").id, c.get("lang"))),
  )
  .on(calls.links, async (c) => c.json(await recordLinksOf(c.get("readDb"), c.req.valid("param").id)))
  .on(calls.copies, async (c) => {
    const { biblioteca, campus } = c.req.valid("query");
    return c.json(
      await recordCopies(
        c.get("pageDb"),
        c.req.valid("param").id,
        { libraryId: biblioteca, campusId: campus },
        c.get("lang"),
      ),
    );
  })
  .on(calls.activities, async (c) =>
    c.json(await recordPermissions(c.get("pageDb"), c.req.valid("param").id, c.get("lang"))),
  )
  .on(calls.bookContents, async (c) => c.json(await recordBookContents(c.get("db"), c.req.valid("param").id)))
  .on(calls.loanYears, async (c) => c.json(await loanYears(c.get("db"), c.req.valid("param").id)))
  .on(calls.loanStatistics, async (c) => {
    const { id: recordId, year } = c.req.valid("param");
    return c.json(await loanStatistics(c.get("db"), recordId, year));
  })
  .on(calls.closedStacks, async (c) => c.json(await closedStacks(c.get("db"), c.req.valid("param").id)))
  .on(calls.printData, async (c) => c.json(await printData(c.get("db"), c.req.valid("param").id, c.get("lang"))))
  .on(calls.restricted, async (c) => c.json(await recordRestricted(c.get("db"), c.req.valid("param").id)))
  .on(calls.cover, async (c) => coverResponse(c, await recordCover(c.get("db"), c.req.valid("param").id)))
  .on(calls.export, async (c) => {
    const origin = new URL(c.req.url).origin;
    const file = await exportRecord(c.get("pageDb"), c.req.valid("param").id, c.req.valid("query").formato, origin);
    return c.body(file.body as string, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-cache",
    });
  }).app;

/** GET /kardex/{id}/permissao, /combobox-data, /data: issues held of a serial. */
export const kardexRoutes = callRoutes("/kardex")
  .on(kardexCalls.permission, async (c) => c.json(await kardexPermission(c.get("db"), c.req.valid("param").id)))
  .on(kardexCalls.options, async (c) =>
    c.json(await kardexOptions(c.get("db"), c.req.valid("param").id, c.get("lang"))),
  )
  .on(kardexCalls.issues, async (c) => {
    const { codBib, year, codPeriod } = c.req.valid("query");
    return c.json(
      await kardexData(
        c.get("db"),
        c.req.valid("param").id,
        { libraryId: codBib, year, month: codPeriod },
        c.get("lang"),
      ),
    );
  }).app;

/** GET /sumario/{id}/dados: contents (505) and summary (520). */
export const summaryRoutes = callRoutes("/sumario").on(summaryCalls.data, async (c) =>
  c.json(await recordSummary(c.get("db"), c.req.valid("param").id)),
).app;
