import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../http/env.ts";
import { deferQuery, queryOf } from "../http/input.ts";
import { AUTOCOMPLETE_SEARCH_BY, autocomplete, parseAutocompleteQuery } from "./autocomplete.ts";

/** Described here; parseAutocompleteQuery checks them, with messages that say what to send. */
const AutocompleteQuery = z.object({
  term: z.string().optional().describe("the text typed: required, 1-200 characters"),
  searchBy: z
    .string()
    .optional()
    .describe(`required: ${AUTOCOMPLETE_SEARCH_BY.join(", ")}`),
  limit: z.string().optional().describe("1-20, default 10"),
});

/** GET /consulta/auto-complete?term=&searchBy=[&limit=] → Suggestion[] (docs/api.md). */
export const autocompleteRoutes = new Hono<ApiEnv>().get("/", deferQuery(AutocompleteQuery), async (c) =>
  c.json(await autocomplete(c.get("readDb"), parseAutocompleteQuery(queryOf(c)))),
);
