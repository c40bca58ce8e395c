/** /accessibility: the accessible search's calls, mounted from their declarations (accessibility.calls.ts). */
import { callRoutes } from "../../core/http/call.ts";
import { accessibilityCalls as calls } from "./accessibility.calls.ts";
import {
  accessibleDetails,
  accessibleFilters,
  accessibleLibraries,
  accessibleSearch,
} from "./accessibility.service.ts";

export const accessibilityRoutes = callRoutes("/accessibility")
  .on(calls.search, async (c) => c.json(await accessibleSearch(c.get("db"), c.req.valid("query"), c.get("lang"))))
  .on(calls.filters, async (c) => c.json(await accessibleFilters(c.get("db"), c.req.valid("query"), c.get("lang"))))
  .on(calls.details, async (c) =>
    c.json(
      await accessibleDetails(c.get("db"), c.req.valid("param").id, c.req.valid("query").codBiblioteca, c.get("lang")),
    ),
  )
  .on(calls.libraries, async (c) =>
    c.json(await accessibleLibraries(c.get("db"), c.req.valid("param").id, c.get("lang"))),
  ).app;
