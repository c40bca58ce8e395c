import { Hono, type Context } from "hono";
import { z } from "zod";
import { coverByIsbn, recordCover, type CoverImage } from "../covers/covers.service.ts";
import type { ApiEnv } from "../http/env.ts";
import { Id, idParam as id, validParam, validQuery } from "../http/input.ts";
import { recordRestricted } from "../links/links.service.ts";
import { EXPORT_FORMATS, exportRecord } from "./export/export.service.ts";
import { kardexData, kardexOptions, kardexPermission } from "./kardex/kardex.service.ts";
import {
  closedStacks,
  loanStatistics,
  loanYears,
  printData,
  printPermission,
  recordBookContents,
  recordPermissions,
  recordReferenceIn,
  recordSummary,
} from "./record-pages.service.ts";
import { recordCopies, recordData, recordDublinCore, recordLinksOf, recordMarc } from "./record.service.ts";

const CopiesQuery = z.object({
  biblioteca: z.coerce.number().int().positive().optional(),
  campus: z.coerce.number().int().positive().optional(),
});
const ReferenceQuery = z.object({ estilo: z.enum(["abnt", "apa"]).default("abnt") });
/** `liberacao=1`: the complete MARC view (docs/decisions/015); 0 or absent: the public one. */
const MarcQuery = z.object({ liberacao: z.enum(["0", "1"]).optional() });
const ExportQuery = z.object({ formato: z.enum(EXPORT_FORMATS) });
/** Document 1 §9: years are four digits, 1000-9999. */
const YearParam = z.object({ id: Id, year: z.coerce.number().int().min(1000).max(9999) });

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
export const recordRoutes = new Hono<ApiEnv>()
  .get("/check-permission-to-print", async (c) => c.json(await printPermission(c.get("db"))))
  .get("/get-cover/:isbn", validParam(z.object({ isbn: z.string().max(40) })), async (c) =>
    coverResponse(c, await coverByIsbn(c.req.valid("param").isbn)),
  )
  .get("/:id", id, async (c) => c.json(await recordData(c.get("readDb"), c.req.valid("param").id, c.get("lang"))))
  .get("/:id/referencia", id, validQuery(ReferenceQuery), async (c) =>
    c.json(
      await recordReferenceIn(c.get("readDb"), c.req.valid("param").id, c.req.valid("query").estilo, c.get("lang")),
    ),
  )
  .get("/:id/marc", id, validQuery(MarcQuery), async (c) =>
    c.json(await recordMarc(c.get("readDb"), c.req.valid("param").id, c.req.valid("query").liberacao === "1")),
  )
  .get("/:id/dublin-core", id, async (c) => c.json(await recordDublinCore(c.get("readDb"), c.req.valid("param").id)))
  .get("/:id/links", id, async (c) => c.json(await recordLinksOf(c.get("readDb"), c.req.valid("param").id)))
  .get("/:id/exemplares", id, validQuery(CopiesQuery), async (c) => {
    const { biblioteca, campus } = c.req.valid("query");
    return c.json(
      await recordCopies(
        c.get("db"),
        c.req.valid("param").id,
        { libraryId: biblioteca, campusId: campus },
        c.get("lang"),
      ),
    );
  })
  .get("/:id/permissoes", id, async (c) =>
    c.json(await recordPermissions(c.get("db"), c.req.valid("param").id, c.get("lang"))),
  )
  .get("/:id/sumarios-livros", id, async (c) => c.json(await recordBookContents(c.get("db"), c.req.valid("param").id)))
  .get("/:id/dados-estatisticos/anos", id, async (c) => c.json(await loanYears(c.get("db"), c.req.valid("param").id)))
  .get("/:id/dados-estatisticos/dados/:year", validParam(YearParam), async (c) => {
    const { id: recordId, year } = c.req.valid("param");
    return c.json(await loanStatistics(c.get("db"), recordId, year));
  })
  .get("/:id/acervo-fechado", id, async (c) => c.json(await closedStacks(c.get("db"), c.req.valid("param").id)))
  .get("/:id/get-data-to-print", id, async (c) =>
    c.json(await printData(c.get("db"), c.req.valid("param").id, c.get("lang"))),
  )
  .get("/:id/restrito", id, async (c) => c.json(await recordRestricted(c.get("db"), c.req.valid("param").id)))
  .get("/:id/capa", id, async (c) => coverResponse(c, await recordCover(c.get("db"), c.req.valid("param").id)))
  .get("/:id/exportar", id, validQuery(ExportQuery), async (c) => {
    const origin = new URL(c.req.url).origin;
    const file = await exportRecord(c.get("db"), c.req.valid("param").id, c.req.valid("query").formato, origin);
    return c.body(file.body as string, 200, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-cache",
    });
  });

const KardexQuery = z.object({
  codBib: Id.optional(),
  year: z.coerce.number().int().min(1000).max(9999).optional(),
  codPeriod: z.coerce.number().int().min(1).max(12).optional(),
});

/** GET /kardex/{id}/permissao, /combobox-data, /data: issues held of a serial. */
export const kardexRoutes = new Hono<ApiEnv>()
  .get("/:id/permissao", id, async (c) => c.json(await kardexPermission(c.get("db"), c.req.valid("param").id)))
  .get("/:id/combobox-data", id, async (c) =>
    c.json(await kardexOptions(c.get("db"), c.req.valid("param").id, c.get("lang"))),
  )
  .get("/:id/data", id, validQuery(KardexQuery), async (c) => {
    const { codBib, year, codPeriod } = c.req.valid("query");
    return c.json(
      await kardexData(
        c.get("db"),
        c.req.valid("param").id,
        { libraryId: codBib, year, month: codPeriod },
        c.get("lang"),
      ),
    );
  });

/** GET /sumario/{id}/dados: contents (505) and summary (520). */
export const summaryRoutes = new Hono<ApiEnv>().get("/:id/dados", id, async (c) =>
  c.json(await recordSummary(c.get("db"), c.req.valid("param").id)),
);
