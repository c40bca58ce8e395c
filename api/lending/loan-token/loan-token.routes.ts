/** The loan token (./loan-token.calls.ts) and the desk's check. Decision 032. */
import { patronOf, staffOf } from "../../core/caller.ts";
import { callRoutes } from "../../core/http/call.ts";
import { loanTokenCalls, loanTokenDeskCalls } from "./loan-token.calls.ts";
import { checkLoanToken, currentLoanToken, newLoanToken } from "./loan-token.service.ts";

/** Mounted at /emprestimo. */
export const loanTokenRoutes = callRoutes("/emprestimo")
  .on(loanTokenCalls.current, async (c) => c.json(await currentLoanToken(c.get("db"), patronOf(c))))
  .on(loanTokenCalls.renew, async (c) => c.json(await newLoanToken(c.get("db"), patronOf(c)), 201)).app;

/** Mounted at /balcao (X-Staff-Key). */
export const loanTokenDeskRoutes = callRoutes("/balcao").on(loanTokenDeskCalls.check, async (c) => {
  await staffOf(c);
  return c.json(await checkLoanToken(c.get("db"), c.req.valid("param").token));
}).app;
