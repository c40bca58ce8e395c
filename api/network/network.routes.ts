/**
 * GET /rede-pergamum/... (document 2 "Network"): bases (the `rep` database types the caller's
 * category is granted), oai/instituicoes, consulta (the network search), acervo/{id}.
 */
import { Hono } from "hono";
import { z } from "zod";
import { optionalPatronOf, staffOf } from "../circulation/http.ts";
import { SEARCH_BY, SORT_KEYS } from "../contract.ts";
import { ApiError } from "../errors.ts";
import type { ApiEnv } from "../http/env.ts";
import { bodyOf, deferQuery, Id, queryOf, validBody, validParam, validQuery } from "../http/input.ts";
import { findEndpoint, listEndpoints, removeEndpoint, upsertEndpoint } from "../oai/harvester.ts";
import { harvestWithLock } from "./harvest-schedule.ts";
import { DATABASE_TYPES } from "./contract.ts";
import { databaseTypes, institutions, networkRecord, networkSearch } from "./network.service.ts";

const many = <T extends z.ZodTypeAny>(item: T) =>
  z
    .union([item, z.array(item)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]) as z.infer<T>[]);

/** 'todas' (every institution) or an institution's code. */
const Institution = z.union([z.literal("todas"), Id]);

export const NetworkQuerySchema = z.object({
  q: z.string().max(500).optional().default(""),
  for: z.enum(SEARCH_BY).optional().default("LIVRE"),
  /** The institution picker's choices: at least one, or the search is refused. */
  inst: many(Institution).refine((v) => v.length <= 200),
  Z: many(Id).refine((v) => v.length <= 30),
  rep: z.coerce.number().int().optional(),
  order: z.enum(SORT_KEYS).optional().default("relevancia"),
  page: z.coerce.number().int().min(1).max(500).optional().default(1),
  perPage: z.coerce.number().int().min(1).max(100).optional().default(20),
});

export const networkRoutes = new Hono<ApiEnv>()
  .get("/bases", async (c) => c.json(await databaseTypes(c.get("db"), optionalPatronOf(c) ?? null, c.get("lang"))))
  .get("/oai/instituicoes", async (c) => c.json(await institutions(c.get("db"))))
  .get("/consulta", validQuery(NetworkQuerySchema), async (c) => {
    const p = c.req.valid("query");
    if (p.rep !== undefined && !DATABASE_TYPES.some((d) => d.codigo === p.rep && d.backend)) {
      throw new ApiError(422, "network_base_unavailable", "errors.network_base_unavailable");
    }
    if (p.inst.length === 0) {
      throw new ApiError(422, "network_institution_required", "errors.network_institution_required");
    }
    const all = p.inst.includes("todas");
    return c.json(
      await networkSearch(c.get("db"), {
        q: p.q.trim(),
        searchBy: p.for,
        institutions: all ? null : [...new Set(p.inst.filter((v): v is number => typeof v === "number"))],
        z: [...new Set(p.Z)],
        order: p.order,
        page: p.page,
        perPage: p.perPage,
      }),
    );
  })
  .get("/acervo/:id", validParam(z.object({ id: Id })), async (c) =>
    c.json(await networkRecord(c.get("db"), c.req.valid("param").id)),
  );

const HttpUrl = z
  .string()
  .max(2000)
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v));
const Acronym = z.string().regex(/^[A-Za-z0-9_-]{1,20}$/);
const Endpoint = z.object({
  name: z.string().trim().min(1).max(200),
  url: HttpUrl,
  set: z.string().trim().min(1).max(200).nullish(),
  format: z.enum(["oai_dc", "marc21"]).default("oai_dc"),
  /** The record's address at home; `{id}` stands for the OAI identifier's local part. */
  home: HttpUrl.nullish(),
});

/**
 * /balcao/rede (X-Staff-Key): the endpoints, as the desk commands network-list/add/remove, and a
 * harvest now (under the same lock as the schedule: 409 while another one runs).
 */
export const networkDeskRoutes = new Hono<ApiEnv>()
  .get("/endpoints", async (c) => {
    await staffOf(c);
    return c.json(await listEndpoints(c.get("db")));
  })
  .put("/endpoints/:acronym", validParam(z.object({ acronym: Acronym })), validBody(Endpoint), async (c) => {
    await staffOf(c);
    const { acronym } = c.req.valid("param");
    const body = bodyOf(c);
    await upsertEndpoint(c.get("db"), {
      acronym,
      name: body.name,
      url: body.url,
      set_spec: body.set ?? null,
      metadata_prefix: body.format,
      home_url: body.home ?? null,
    });
    return c.json(await findEndpoint(c.get("db"), acronym));
  })
  .delete("/endpoints/:acronym", validParam(z.object({ acronym: Acronym })), async (c) => {
    await staffOf(c);
    const removed = await removeEndpoint(c.get("db"), c.req.valid("param").acronym);
    if (!removed) throw new ApiError(404, "not_found", "errors.not_found");
    return c.json({ excluido: true });
  })
  .post(
    "/coleta",
    deferQuery(
      z.object({ sigla: z.array(z.string()).optional().describe("endpoints to harvest, repeated (all when none)") }),
      ["sigla"],
    ),
    async (c) => {
      await staffOf(c);
      // ?sigla=A&sigla=B: only those endpoints (all when none).
      const only = queryOf(c).sigla ?? [];
      const run = await harvestWithLock(c.get("db"), { only });
      if (!run.ran) throw new ApiError(409, "conflict", "errors.network_harvest_running");
      return c.json(run.reports);
    },
  );
