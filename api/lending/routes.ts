/** The lending area's URL prefixes under /api, mounted by api/app.ts (decision 047). */
import type { Hono } from "hono";
import type { ApiEnv } from "../core/http/env.ts";
import {
  deskRoutes,
  institutionRoutes,
  loanRequestRoutes,
  loanRoutes,
  myRequestRoutes,
  reservationRoutes,
  suspensionRoutes,
  userLibraryRoutes,
} from "./circulation/routes.ts";
import { researchDeskRoutes, researchRequestRoutes } from "./research-requests/research-requests.routes.ts";
import { clearanceDeskRoutes, clearanceRoutes, nadaConstaRoutes } from "./clearance/clearance.routes.ts";
import { loanTokenDeskRoutes, loanTokenRoutes } from "./loan-token/loan-token.routes.ts";

export function mountLending(app: Hono<ApiEnv>): void {
  app.route("/pessoas", suspensionRoutes);
  app.route("/reserva", reservationRoutes);
  app.route("/emprestimo", loanRoutes);
  app.route("/solicitacao-emprestimo", loanRequestRoutes);
  app.route("/meupergamum/solicitacoes", myRequestRoutes);
  app.route("/unidade-informacao", userLibraryRoutes);
  app.route("/parametros", institutionRoutes);
  app.route("/balcao", deskRoutes);
  app.route("/solicitacoes", researchRequestRoutes);
  app.route("/balcao/solicitacoes", researchDeskRoutes);
  // The clearance declaration, its QR validation, the GRU slip and the loan token (decision 032).
  app.route("/unidade-informacao", clearanceRoutes);
  app.route("/nada-consta", nadaConstaRoutes);
  app.route("/emprestimo", loanTokenRoutes);
  app.route("/balcao", clearanceDeskRoutes);
  app.route("/balcao", loanTokenDeskRoutes);
}
