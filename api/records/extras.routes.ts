/**
 * The record calls added by decision 044 (document 1 §7 "Record"), mounted under /acervo before
 * the record routes' "/:id" (so that the fixed paths are not read as an id) and under /kardex.
 */
import { Hono } from "hono";
import { z } from "zod";

import { optionalPatronOf, patronOf } from "../circulation/http.ts";
import { ApiError } from "../errors.ts";
import type { ApiEnv } from "../http/env.ts";
import { bodyOf, Id, idParam as id, validBody, validQuery } from "../http/input.ts";
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

const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(v)));
const blank = (v: unknown) => (v === "" ? undefined : v);
const TotalsQuery = z.object({
  dataIni: z.preprocess(blank, IsoDate.optional()),
  dataFim: z.preprocess(blank, IsoDate.optional()),
  biblioteca: z.preprocess(blank, Id.optional()),
});
const LocalizationQuery = z.object({ codBiblioteca: Id });
const Part = z.preprocess(blank, z.string().trim().min(1).max(40).optional());
const ClosedStacksQuery = z.object({ cod_biblioteca: Id, volume: Part, tomo: Part, parte: Part });
const SaveQuery = z.object({ cod_biblioteca: Id });
const SaveBody = z.object({ cesta: z.array(Id).min(1).max(50) });
const KardexItemQuery = z.object({
  seqPar: Id,
  seqSec: z.preprocess(blank, Id.optional()),
  codPar: z.preprocess(blank, Id.optional()),
});

/** Paths without an id, registered before "/acervo/:id". */
export const recordFixedRoutes = new Hono<ApiEnv>()
  .get("/get-permission-hide-other-titles", async (c) => c.json(await hideOtherTitlesPermission(c.get("db"))))
  .get("/exemplary/get-camp-selection-options", async (c) => c.json(await campusSelectionOptions(c.get("db"))))
  .get("/meu-pergamum/bases-dados", async (c) => {
    patronOf(c);
    return c.json(await licensedDatabases(c.get("db")));
  });

export const recordExtraRoutes = new Hono<ApiEnv>()
  .get("/:id/bibliotecas", id, async (c) => c.json(await librariesOfRecord(c.get("db"), c.req.valid("param").id)))
  .get("/:id/totais", id, validQuery(TotalsQuery), async (c) => {
    const q = c.req.valid("query");
    return c.json(
      await totalsOfRecord(c.get("db"), c.req.valid("param").id, {
        libraryId: q.biblioteca ?? null,
        from: q.dataIni ?? null,
        to: q.dataFim ?? null,
      }),
    );
  })
  .get("/:id/localization", id, validQuery(LocalizationQuery), async (c) =>
    c.json(await localizationOfRecord(c.get("db"), c.req.valid("param").id, c.req.valid("query").codBiblioteca)),
  )
  .get("/:id/dados-armazem", id, validQuery(ClosedStacksQuery), async (c) => {
    const { cod_biblioteca, ...filter } = c.req.valid("query");
    const patronId = optionalPatronOf(c) ?? null;
    return c.json(await closedStacksData(c.get("db"), c.req.valid("param").id, cod_biblioteca, filter, patronId));
  })
  .post("/:id/gravar-armazem", id, validQuery(SaveQuery), validBody(SaveBody, "json"), async (c) => {
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
  .get("/:id/get-acervo-links", id, async (c) => {
    const recordId = c.req.valid("param").id;
    await requireRecord(c.get("db"), recordId);
    return c.json([{ cod_acervo: recordId, links: await recordLinksOf(c.get("db"), recordId) }]);
  })
  .get("/:id/cor", id, async (c) => c.json(await recordColours(c.get("db"), c.req.valid("param").id)));

/** GET /kardex/{id}/item: one issue of a serial's kardex (seqPar is the code). */
export const kardexItemRoutes = new Hono<ApiEnv>().get("/:id/item", id, validQuery(KardexItemQuery), async (c) => {
  const q = c.req.valid("query");
  const item = await kardexItem(c.get("db"), c.req.valid("param").id, q.seqPar);
  // codPar names the library the client believes holds it: another library's issue is not this one.
  if (q.codPar !== undefined && q.codPar !== item.cod_biblioteca)
    throw new ApiError(404, "not_found", "errors.not_found");
  return c.json(item);
});
