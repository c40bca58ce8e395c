/**
 * The network catalogue's routes, mounted from ./network.calls.ts: /rede-pergamum (document 2
 * "Network") and the desk's /balcao/rede (X-Staff-Key).
 */
import { optionalPatronOf, staffOf } from "../../core/caller.ts";
import { ApiError } from "../../core/errors.ts";
import { callRoutes } from "../../core/http/call.ts";
import { bodyOf, queryOf } from "../../core/http/input.ts";
import { findEndpoint, listEndpoints, removeEndpoint, upsertEndpoint } from "../oai/harvester.ts";
import { harvestWithLock } from "./harvest-schedule.ts";
import { DATABASE_TYPES } from "./contract.ts";
import { networkCalls, networkDeskCalls } from "./network.calls.ts";
import { databaseTypes, institutions, networkRecord, networkSearch } from "./network.service.ts";

export { NetworkQuerySchema } from "./network.calls.ts";

export const networkRoutes = callRoutes("/rede-pergamum")
  .on(networkCalls.bases, async (c) =>
    c.json(await databaseTypes(c.get("pageDb"), optionalPatronOf(c) ?? null, c.get("lang"))),
  )
  .on(networkCalls.institutions, async (c) => c.json(await institutions(c.get("pageDb"))))
  .on(networkCalls.search, async (c) => {
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
        ...(p.agrupar === "1" ? { group: true } : {}),
      }),
    );
  })
  .on(networkCalls.record, async (c) => c.json(await networkRecord(c.get("db"), c.req.valid("param").id))).app;

/**
 * /balcao/rede (X-Staff-Key): the endpoints, as the desk commands network-list/add/remove, and a
 * harvest now (under the same lock as the schedule: 409 while another one runs).
 */
export const networkDeskRoutes = callRoutes("/balcao/rede")
  .on(networkDeskCalls.endpoints, async (c) => {
    await staffOf(c);
    return c.json(await listEndpoints(c.get("db")));
  })
  .on(networkDeskCalls.saveEndpoint, async (c) => {
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
  .on(networkDeskCalls.removeEndpoint, async (c) => {
    await staffOf(c);
    const removed = await removeEndpoint(c.get("db"), c.req.valid("param").acronym);
    if (!removed) throw new ApiError(404, "not_found", "errors.not_found");
    return c.json({ excluido: true });
  })
  .on(networkDeskCalls.harvest, async (c) => {
    await staffOf(c);
    // ?sigla=A&sigla=B: only those endpoints (all when none).
    const only = queryOf(c).sigla ?? [];
    const run = await harvestWithLock(c.get("db"), { only });
    if (!run.ran) throw new ApiError(409, "conflict", "errors.network_harvest_running");
    return c.json(run.reports);
  }).app;
