/**
 * /plano-ensino (document 2 §1, §3; decision 034): the logged-in teacher's own plans.
 * GET disciplinas-bibliotecas: the plans (course, year, semester, period, discipline, vacancies)
 * and the libraries holding their titles; GET bibliografia?plano={id}: one plan's bibliography
 * with the copies per library.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../http/env.ts";
import { deferQuery, Id, queryOf } from "../http/input.ts";
import { patronOf } from "../circulation/http.ts";
import { planBibliography, teacherPlans } from "./teacher-plans.service.ts";

export const teacherPlanRoutes = new Hono<ApiEnv>()
  .get("/disciplinas-bibliotecas", async (c) => c.json(await teacherPlans(c.get("db"), patronOf(c))))
  .get("/bibliografia", deferQuery(z.object({ plano: Id })), async (c) => {
    const patronId = patronOf(c);
    const { plano } = queryOf(c);
    return c.json(await planBibliography(c.get("db"), patronId, plano));
  });
