import { callRoutes } from "../../core/http/call.ts";
import { authorityCalls as calls } from "./authorities.calls.ts";
import {
  authorityCombo,
  authorityDetails,
  authorityImages,
  authorityMarc,
  authorityRecords,
  authoritySearch,
} from "./authority.service.ts";

/** /autoridade (document 1 §2 and §7, document 2 §7 "Links and authority"). Fixed paths come before "/:id". */
export const authorityRoutes = callRoutes("/autoridade")
  .on(calls.combo, async (c) =>
    c.json(await authorityCombo(c.get("db"), c.req.valid("query").autoridades, c.get("lang"))),
  )
  .on(calls.search, async (c) => c.json(await authoritySearch(c.get("db"), c.req.valid("query"), c.get("lang"))))
  .on(calls.images, async (c) => c.json(await authorityImages(c.get("db"), c.req.valid("query").cod_autoridade)))
  .on(calls.details, async (c) => c.json(await authorityDetails(c.get("db"), c.req.valid("param").id, c.get("lang"))))
  .on(calls.marc, async (c) => c.json(await authorityMarc(c.get("db"), c.req.valid("param").id)))
  .on(calls.records, async (c) => {
    const { page, perPage } = c.req.valid("query");
    return c.json(await authorityRecords(c.get("db"), c.req.valid("param").id, page, perPage, c.get("lang")));
  }).app;
