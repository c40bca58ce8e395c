import { Hono } from "hono";
import type { ApiEnv } from "../http/env.ts";
import { autocomplete, parseAutocompleteQuery } from "./autocomplete.ts";

/** GET /consulta/auto-complete?term=&searchBy=[&limit=] → Suggestion[] (docs/api.md). */
export const autocompleteRoutes = new Hono<ApiEnv>().get("/", async (c) =>
  c.json(await autocomplete(c.get("readDb"), parseAutocompleteQuery(c.req.query()))),
);
