/** The patron area's URL prefixes under /api, mounted by api/app.ts (decision 047). */
import type { Hono } from "hono";
import type { ApiEnv } from "../core/http/env.ts";
import { permanentBasketRoutes } from "./permanent-basket/permanent-basket.routes.ts";
import { handOffRoutes, providerDeskRoutes, providerLinkRoutes } from "./providers/providers.routes.ts";
import { infoMessageRoutes, loanStatisticsRoutes } from "./account-stats/account-stats.routes.ts";
import { captchaRoutes } from "./captcha/captcha.routes.ts";
import { authRoutes, patronRoutes } from "./auth/auth.routes.ts";
import { loginScreenRoutes, personLoginRoutes } from "./login/login.routes.ts";
import { passwordRoutes } from "./password/password.routes.ts";
import { personalRoutes } from "./personal/personal.routes.ts";
import { alertRoutes } from "./alerts/alerts.routes.ts";
import { oidcRoutes, samlRoutes, ssoRoutes } from "./sso/sso.routes.ts";
import { interestRoutes } from "./interest/interest.routes.ts";
import { bulletinRoutes } from "./bulletin/bulletin.routes.ts";

export function mountPatron(app: Hono<ApiEnv>): void {
  app.route("/acervo", permanentBasketRoutes);
  app.route("/vinculos", providerLinkRoutes);
  app.route("/biblioteca", infoMessageRoutes);
  app.route("/captcha", captchaRoutes);
  app.route("/oauth", authRoutes());
  app.route("/pessoas", handOffRoutes);
  app.route("/pessoas", patronRoutes);
  app.route("/pessoas", personLoginRoutes);
  app.route("/pessoas", passwordRoutes());
  app.route("/pessoas", personalRoutes);
  app.route("/emprestimo", loanStatisticsRoutes);
  // Before any "/solicitacoes/:tipo" of the research requests: "alertas" is not a request type.
  app.route("/solicitacoes/alertas", alertRoutes);
  app.route("/parametros", loginScreenRoutes);
  app.route("/sso", ssoRoutes);
  app.route("/oidc", oidcRoutes);
  app.route("/saml", samlRoutes);
  app.route("/perfil-interesse", interestRoutes);
  app.route("/bibliographic-alert", bulletinRoutes);
  app.route("/balcao/provedores", providerDeskRoutes);
}
