import { callRoutes } from "../../core/http/call.ts";
import { autocomplete, parseAutocompleteQuery } from "./autocomplete.ts";
import { autocompleteCalls as calls } from "./search.calls.ts";

/**
 * GET /consulta/auto-complete?term=&searchBy=[&limit=] → Suggestion[]. The parameters are read
 * as sent and checked by parseAutocompleteQuery, whose refusals say what to send.
 */
export const autocompleteRoutes = callRoutes("/consulta/auto-complete").on(calls.suggestions, async (c) =>
  c.json(await autocomplete(c.get("readDb"), parseAutocompleteQuery(c.req.query()))),
).app;
