/**
 * Acquisition suggestions (docs/api.md "Acquisition suggestions"; decision 030):
 * /unidade-informacao/sugestao-aquisicao (the form: its options and the submission),
 * /aquisicao (the patron's suggestions, the situations, the statistics) and /balcao/sugestoes
 * (the desk, X-Staff-Key). The patron always comes from the bearer token.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";

import { optionalDateRange, patronOf, staffOf } from "../circulation/http.ts";
import type { ApiEnv } from "../http/env.ts";
import {
  bodyOf,
  DateRangeQuery,
  deferQuery,
  invalidParameter,
  OptionalId,
  parse,
  pathId,
  queryOf,
  readBody,
  validBody,
} from "../http/input.ts";
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

function situationOf(value: unknown, name = "situacao"): SuggestionSituation | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string" || !isSituation(value.trim())) throw invalidParameter(name);
  return value.trim() as SuggestionSituation;
}

const Situacao = z.string().optional().describe("a situation's code (GET /aquisicao/sugestoes/situacao)");
const ListQuery = DateRangeQuery.extend({ situacao: Situacao });

/** dataIni/dataFim (neither, or both in order) and situacao of a list. */
function listFilter(c: Context<ApiEnv, string, { out: { query: z.output<typeof ListQuery> } }>) {
  const q = queryOf(c);
  const range = optionalDateRange(q.dataIni || undefined, q.dataFim || undefined);
  return { ...range, situation: situationOf(q.situacao) };
}

/** /unidade-informacao/sugestao-aquisicao. */
export const suggestionFormRoutes = new Hono<ApiEnv>()
  .get("/sugestao-aquisicao", async (c) => c.json(await formOptions(c.get("db"), patronOf(c))))
  .post("/sugestao-aquisicao", async (c) => {
    const patronId = patronOf(c);
    const body = await readBody(c.req.raw);
    return c.json(await createSuggestion(c.get("db"), patronId, body, c.get("lang")), 201);
  });

/** /aquisicao. */
export const acquisitionRoutes = new Hono<ApiEnv>()
  // Public: the words of the situations are no one's data.
  .get("/sugestoes/situacao", (c) => c.json(situations(c.get("lang"))))
  .get("/sugestoes", deferQuery(ListQuery), async (c) => {
    const patronId = patronOf(c);
    return c.json(await patronSuggestions(c.get("db"), patronId, listFilter(c), c.get("lang")));
  })
  .get("/estatisticas", deferQuery(DateRangeQuery.extend({ biblioteca: z.string().optional() })), async (c) => {
    const patronId = patronOf(c);
    const q = queryOf(c);
    const range = optionalDateRange(q.dataIni || undefined, q.dataFim || undefined);
    // After the dates, as before: a library code (a positive integer), blank for all.
    const { biblioteca } = parse(z.object({ biblioteca: OptionalId }), { biblioteca: q.biblioteca });
    return c.json(
      await patronStatistics(c.get("db"), patronId, { ...range, libraryId: biblioteca ?? undefined }, c.get("lang")),
    );
  });

const Move = z.object({
  situacao: z.string(),
  resposta: z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => v?.trim() || null)
    .pipe(z.string().max(2000).nullable()),
});

/** /balcao/sugestoes (X-Staff-Key). */
export const suggestionDeskRoutes = new Hono<ApiEnv>()
  .get("/sugestoes", deferQuery(z.object({ situacao: Situacao })), async (c) => {
    const staff = await staffOf(c);
    return c.json(
      await deskSuggestions(c.get("db"), staff, { situation: situationOf(queryOf(c).situacao) }, c.get("lang")),
    );
  })
  .put("/sugestoes/:id", validBody(Move), async (c) => {
    const staff = await staffOf(c);
    const id = pathId(c);
    const body = bodyOf(c);
    const situation = situationOf(body.situacao);
    if (!situation) throw invalidParameter("situacao");
    return c.json(await moveByDesk(c.get("db"), staff, id, { situation, answer: body.resposta }, c.get("lang")));
  });
