/** The loan token (document 2 §7 "Loans": GET and POST /api/emprestimo/token) and the desk's check. Decision 032. */
import { Hono } from "hono";

import { patronOf, staffOf } from "../circulation/http.ts";
import type { ApiEnv } from "../http/env.ts";
import { checkLoanToken, currentLoanToken, newLoanToken } from "./loan-token.service.ts";

/** Mounted at /emprestimo. */
export const loanTokenRoutes = new Hono<ApiEnv>()
  .get("/token", async (c) => c.json(await currentLoanToken(c.get("db"), patronOf(c))))
  .post("/token", async (c) => c.json(await newLoanToken(c.get("db"), patronOf(c)), 201));

/** Mounted at /balcao (X-Staff-Key). */
export const loanTokenDeskRoutes = new Hono<ApiEnv>().get("/token/:token", async (c) => {
  await staffOf(c);
  return c.json(await checkLoanToken(c.get("db"), c.req.param("token")));
});
