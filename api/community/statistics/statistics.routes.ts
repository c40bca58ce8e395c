/** The public statistics calls (statistics.calls.ts), mounted at /statistics. */
import { callRoutes } from "../../core/http/call.ts";
import { bodyOf } from "../../core/http/input.ts";
import { statisticsCalls as calls } from "./statistics.calls.ts";
import * as stats from "./statistics.service.ts";

export const statisticsRoutes = callRoutes("/statistics")
  .on(calls.home, async (c) => c.json(await stats.statisticsHome(c.get("db"))))
  .on(calls.operatingDaysYears, async (c) => c.json(await stats.operatingDaysYears(c.get("db"))))
  .on(calls.operatingDays, async (c) => c.json(await stats.operatingDays(c.get("db"), c.req.valid("query").year)))
  .on(calls.activeUsersByLibrary, async (c) => c.json(await stats.activeUsersByLibrary(c.get("db"))))
  .on(calls.activeUsersByCategory, async (c) => c.json(await stats.activeUsersByCategory(c.get("db"))))
  .on(calls.activeUsersByOrgUnit, async (c) => {
    const { order, page } = c.req.valid("query");
    return c.json(await stats.activeUsersByOrgUnit(c.get("db"), order, page));
  })
  .on(calls.circulationYears, async (c) => c.json(await stats.circulationYears(c.get("db"))))
  .on(calls.circulationByInstitution, async (c) => {
    const { year, option } = c.req.valid("query");
    return c.json(await stats.circulation(c.get("db"), c.get("lang"), year, option, null));
  })
  .on(calls.circulationLibraries, async (c) => c.json(await stats.circulationLibraries(c.get("db"))))
  .on(calls.circulationByLibrary, async (c) => {
    const { year, option, library } = c.req.valid("query");
    return c.json(await stats.circulation(c.get("db"), c.get("lang"), year, option, library));
  })
  .on(calls.turnstileYears, async (c) => c.json(await stats.turnstileYears(c.get("db"))))
  .on(calls.turnstile, async (c) => {
    const { library, year, month } = c.req.valid("query");
    return c.json(await stats.turnstile(c.get("db"), library, year, month));
  })
  .on(calls.workTypes, async (c) => c.json(await stats.workTypes(c.get("db"), c.get("lang"))))
  .on(calls.copyStatus, (c) => c.json(stats.copyStatuses(c.get("lang"))))
  .on(calls.collectionStatus, async (c) => c.json(await stats.collectionStatuses(c.get("db"))))
  .on(calls.collectionYears, async (c) => c.json(await stats.collectionYears(c.get("db"))))
  .on(calls.generalCollections, async (c) => {
    const body = bodyOf(c);
    return c.json(await stats.generalCollections(c.get("db"), c.get("lang"), body));
  })
  .on(calls.mecQ83, async (c) => {
    const body = bodyOf(c);
    return c.json(await stats.mecQ83(c.get("db"), body));
  }).app;
