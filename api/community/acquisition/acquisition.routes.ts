/**
 * Acquisition suggestions (docs/api.md "Acquisition suggestions"; decision 030):
 * /unidade-informacao/sugestao-aquisicao (the form: its options and the submission),
 * /aquisicao (the patron's suggestions, the situations, the statistics) and /balcao/sugestoes
 * (the desk, X-Staff-Key). The patron always comes from the bearer token.
 */
import type { Context } from "hono";
import * as z from "zod";

import { optionalDateRange, patronOf, staffOf } from "../../core/caller.ts";
import { callRoutes } from "../../core/http/call.ts";
import type { ApiEnv } from "../../core/http/env.ts";
import { bodyOf, invalidParameter, OptionalId, parse, pathId, queryOf } from "../../core/http/input.ts";
import { acquisitionCalls, suggestionDeskCalls, suggestionFormCalls, type ListQuery } from "./acquisition.calls.ts";
import {
  createSuggestion,
  deskSuggestions,
  formOptions,
  moveByDesk,
  patronStatistics,
  patronSuggestions,
  situations,
} from "./acquisition.service.ts";
import type { SuggestionSituation } from "./contract.ts";
import { isSituation } from "./situations.ts";
import { spendWriteAllowance } from "../../operations/mail/mail-limits.ts";

function situationOf(value: unknown, name = "situacao"): SuggestionSituation | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string" || !isSituation(value.trim())) throw invalidParameter(name);
  return value.trim() as SuggestionSituation;
}

/** dataIni/dataFim (neither, or both in order) and situacao of a list. */
function listFilter(c: Context<ApiEnv, string, { out: { query: z.output<typeof ListQuery> } }>) {
  const q = queryOf(c);
  const range = optionalDateRange(q.dataIni || undefined, q.dataFim || undefined);
  return { ...range, situation: situationOf(q.situacao) };
}

/** /unidade-informacao/sugestao-aquisicao. */
export const suggestionFormRoutes = callRoutes("/unidade-informacao")
  .on(suggestionFormCalls.options, async (c) => c.json(await formOptions(c.get("db"), patronOf(c))))
  .on(suggestionFormCalls.suggest, async (c) => {
    const patronId = patronOf(c);
    const body = bodyOf(c);
    await spendWriteAllowance(c.get("db"), c.get("config"), "suggestion", patronId);
    return c.json(await createSuggestion(c.get("db"), patronId, body, c.get("lang")), 201);
  }).app;

/** /aquisicao. */
export const acquisitionRoutes = callRoutes("/aquisicao")
  // Public: the words of the situations are no one's data.
  .on(acquisitionCalls.situations, (c) => c.json(situations(c.get("lang"))))
  .on(acquisitionCalls.list, async (c) => {
    const patronId = patronOf(c);
    return c.json(await patronSuggestions(c.get("db"), patronId, listFilter(c), c.get("lang")));
  })
  .on(acquisitionCalls.statistics, async (c) => {
    const patronId = patronOf(c);
    const q = queryOf(c);
    const range = optionalDateRange(q.dataIni || undefined, q.dataFim || undefined);
    // After the dates, as before: a library code (a positive integer), blank for all.
    const { biblioteca } = parse(z.object({ biblioteca: OptionalId }), { biblioteca: q.biblioteca });
    return c.json(
      await patronStatistics(c.get("db"), patronId, { ...range, libraryId: biblioteca ?? undefined }, c.get("lang")),
    );
  }).app;

/** /balcao/sugestoes (X-Staff-Key). */
export const suggestionDeskRoutes = callRoutes("/balcao")
  .on(suggestionDeskCalls.list, async (c) => {
    const staff = await staffOf(c);
    return c.json(
      await deskSuggestions(c.get("db"), staff, { situation: situationOf(queryOf(c).situacao) }, c.get("lang")),
    );
  })
  .on(suggestionDeskCalls.move, async (c) => {
    const staff = await staffOf(c);
    const id = pathId(c);
    const body = bodyOf(c);
    const situation = situationOf(body.situacao);
    if (!situation) throw invalidParameter("situacao");
    return c.json(await moveByDesk(c.get("db"), staff, id, { situation, answer: body.resposta }, c.get("lang")));
  }).app;
