import { callRoutes } from "../../core/http/call.ts";
import { campusCalls, informationUnitCalls, libraryCalls } from "./libraries.calls.ts";
import { campuses, hoursToday, libraries, libraryPage } from "./libraries.service.ts";

export const libraryRoutes = callRoutes("/biblioteca").on(libraryCalls.page, async (c) =>
  c.json(await libraryPage(c.get("db"), c.req.valid("param").id)),
).app;

export const campusRoutes = callRoutes("/campus").on(campusCalls.list, async (c) =>
  c.json(await campuses(c.get("db"))),
).app;

export const informationUnitRoutes = callRoutes("/unidade-informacao")
  .on(informationUnitCalls.hoursToday, async (c) => c.json(await hoursToday(c.get("db"))))
  .on(informationUnitCalls.list, async (c) => c.json(await libraries(c.get("db"), c.req.valid("query").campus))).app;
