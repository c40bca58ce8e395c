/** /plano-ensino: the logged-in teacher's own plans, mounted from their declarations (teaching.calls.ts). */
import { patronOf } from "../../core/caller.ts";
import { callRoutes } from "../../core/http/call.ts";
import { queryOf } from "../../core/http/input.ts";
import { teacherPlanCalls as calls } from "./teaching.calls.ts";
import { planBibliography, teacherPlans } from "./teacher-plans.service.ts";

export const teacherPlanRoutes = callRoutes("/plano-ensino")
  .on(calls.plans, async (c) => c.json(await teacherPlans(c.get("db"), patronOf(c))))
  .on(calls.bibliography, async (c) => {
    const patronId = patronOf(c);
    const { plano } = queryOf(c);
    return c.json(await planBibliography(c.get("db"), patronId, plano));
  }).app;
