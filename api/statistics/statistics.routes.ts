/**
 * The public statistics calls (document 1 §7 "Statistics", mounted at /statistics; decision
 * 039). All GET but the two collection reports, whose filters are lists (POST, JSON or form).
 * The years calls other than operating-days-years are ours: the OPAC's year selects need them.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../http/env.ts";
import { bodyOf, OptionalId, validBody, validQuery } from "../http/input.ts";
import { CIRCULATION_OPTIONS, MEC_SEARCH_TYPES, ORG_UNIT_ORDERS, STATISTICS_COPY_STATUSES } from "./contract.ts";
import * as stats from "./statistics.service.ts";

/** Document 1 §9: years are four digits. */
const Year = z.coerce.number().int().min(1000).max(9999);
const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
const OptionalYear = z.preprocess(blank, Year.optional()).transform((v) => v ?? null);
const Month = z.preprocess(blank, z.coerce.number().int().min(1).max(12).optional()).transform((v) => v ?? null);
const Option = z.preprocess(blank, z.enum(CIRCULATION_OPTIONS).default("E"));

/** A list given as an array, a comma-separated string or one value; absent or empty: none. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === "") return [];
    const values = Array.isArray(v) ? v : [v];
    return values.flatMap((x) => (typeof x === "string" ? x.split(",") : [x])).filter((x) => x !== "");
  }, z.array(item).max(100));

const CodeId = z.coerce.number().int().positive().max(2_147_483_647);

const GeneralBody = z.object({
  libraries: list(CodeId),
  workTypes: list(CodeId),
  copyStatus: list(z.enum(STATISTICS_COPY_STATUSES)),
  collectionStatus: list(z.string().trim().min(1).max(200)),
});

const MecBody = z.object({
  library: OptionalId,
  year: OptionalYear,
  copyStatus: list(z.enum(STATISTICS_COPY_STATUSES)),
  collectionStatus: list(z.string().trim().min(1).max(200)),
  searchType: z.preprocess(blank, z.enum(MEC_SEARCH_TYPES).default("G")),
});

export const statisticsRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => c.json(await stats.statisticsHome(c.get("db"))))
  .get("/operating-days-years", async (c) => c.json(await stats.operatingDaysYears(c.get("db"))))
  .get("/operating-days-statistics", validQuery(z.object({ year: Year })), async (c) =>
    c.json(await stats.operatingDays(c.get("db"), c.req.valid("query").year)),
  )
  .get("/active-users-by-lib-statistics", async (c) => c.json(await stats.activeUsersByLibrary(c.get("db"))))
  .get("/active-users-by-categ-statistics", async (c) => c.json(await stats.activeUsersByCategory(c.get("db"))))
  .get(
    "/active-users-by-org-unit-statistics",
    validQuery(
      z.object({
        order: z.preprocess(blank, z.enum(ORG_UNIT_ORDERS).default("nome")),
        page: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
      }),
    ),
    async (c) => {
      const { order, page } = c.req.valid("query");
      return c.json(await stats.activeUsersByOrgUnit(c.get("db"), order, page));
    },
  )
  .get("/circ-mat-years", async (c) => c.json(await stats.circulationYears(c.get("db"))))
  .get("/circ-mat-by-inst", validQuery(z.object({ year: Year, option: Option })), async (c) => {
    const { year, option } = c.req.valid("query");
    return c.json(await stats.circulation(c.get("db"), c.get("lang"), year, option, null));
  })
  .get("/circ-mat-libraries", async (c) => c.json(await stats.circulationLibraries(c.get("db"))))
  .get("/circ-mat-by-lib", validQuery(z.object({ year: Year, option: Option, library: CodeId })), async (c) => {
    const { year, option, library } = c.req.valid("query");
    return c.json(await stats.circulation(c.get("db"), c.get("lang"), year, option, library));
  })
  .get("/turnstile-years", async (c) => c.json(await stats.turnstileYears(c.get("db"))))
  .get("/turnstile-statistics", validQuery(z.object({ library: OptionalId, year: Year, month: Month })), async (c) => {
    const { library, year, month } = c.req.valid("query");
    return c.json(await stats.turnstile(c.get("db"), library, year, month));
  })
  .get("/work-types", async (c) => c.json(await stats.workTypes(c.get("db"), c.get("lang"))))
  .get("/copy-status", (c) => c.json(stats.copyStatuses(c.get("lang"))))
  .get("/collection-status", async (c) => c.json(await stats.collectionStatuses(c.get("db"))))
  .get("/collection-years", async (c) => c.json(await stats.collectionYears(c.get("db"))))
  .post("/general-collections", validBody(GeneralBody), async (c) => {
    const body = bodyOf(c);
    return c.json(await stats.generalCollections(c.get("db"), c.get("lang"), body));
  })
  .post("/collection-mecQ83", validBody(MecBody), async (c) => {
    const body = bodyOf(c);
    return c.json(await stats.mecQ83(c.get("db"), body));
  });
