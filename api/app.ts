import { Hono } from "hono";
import { availabilityRoutes } from "./availability/availability.routes.ts";
import { authRoutes, patronRoutes } from "./auth/auth.routes.ts";
import { refuseEndedSession } from "./auth/auth.service.ts";
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
import type { ApiConfig } from "./config.ts";
import type { Db } from "./db/db.ts";
import { ApiError } from "./errors.ts";
import type { ApiEnv } from "./http/env.ts";
import { handleError, notFound } from "./http/errors.ts";
import { langFromHeader } from "./i18n.ts";
import { basketRecordRoutes, basketRoutes } from "./basket/basket.routes.ts";
import { newAcquisitionRoutes } from "./feeds/feeds.routes.ts";
import { authorityRoutes } from "./authorities/authority.routes.ts";
import { campusRoutes, informationUnitRoutes, libraryRoutes } from "./libraries/libraries.routes.ts";
import { linkRoutes, restrictedAccessRoutes } from "./links/links.routes.ts";
import { kardexRoutes, recordRoutes, summaryRoutes } from "./records/records.routes.ts";
import { ResultCache } from "./search/result-cache.ts";
import { searchRoutes } from "./search/search.routes.ts";
import { autocompleteRoutes } from "./search/autocomplete.routes.ts";
import { historyRoutes } from "./history/history.routes.ts";
import { teachingRoutes } from "./teaching/teaching.routes.ts";
import { loginScreenRoutes, personLoginRoutes } from "./login/login.routes.ts";
import { captchaRoutes } from "./captcha/captcha.routes.ts";
import { passwordRoutes } from "./password/password.routes.ts";
import { oidcRoutes, samlRoutes, ssoRoutes } from "./sso/sso.routes.ts";
import { personalRoutes } from "./personal/personal.routes.ts";
import { researchDeskRoutes, researchRequestRoutes } from "./research-requests/research-requests.routes.ts";
import { acquisitionRoutes, suggestionDeskRoutes, suggestionFormRoutes } from "./acquisition/acquisition.routes.ts";
import { clearanceDeskRoutes, clearanceRoutes, nadaConstaRoutes } from "./clearance/clearance.routes.ts";
import { loanTokenDeskRoutes, loanTokenRoutes } from "./loan-token/loan-token.routes.ts";
import { commentDeskRoutes, commentRoutes, libraryCommentRoutes } from "./comments/comments.routes.ts";
import { interestRoutes } from "./interest/interest.routes.ts";
import { bulletinRoutes } from "./bulletin/bulletin.routes.ts";
import { alertRoutes } from "./alerts/alerts.routes.ts";
import { permanentBasketRoutes } from "./permanent-basket/permanent-basket.routes.ts";
import { infoMessageRoutes, loanStatisticsRoutes } from "./account-stats/account-stats.routes.ts";
import { teacherPlanRoutes } from "./teaching/teacher-plans.routes.ts";
import { statisticsRoutes } from "./statistics/statistics.routes.ts";
import { accessibilityRoutes } from "./accessibility/accessibility.routes.ts";
import { informationRoutes } from "./information/information.routes.ts";
import { importRoutes } from "./import/import.routes.ts";
import { contentDeskRoutes } from "./information/content.routes.ts";
import { catalogContentDeskRoutes } from "./catalog/catalog-content.routes.ts";
import { catalogParamRoutes, catalogRoutes } from "./catalog/catalog.routes.ts";
import { networkDeskRoutes, networkRoutes } from "./network/network.routes.ts";
import { handOffRoutes, providerDeskRoutes, providerLinkRoutes } from "./providers/providers.routes.ts";
import { kardexItemRoutes, recordExtraRoutes, recordFixedRoutes } from "./records/extras.routes.ts";
import { savedSearchRoutes, searchOptionRoutes } from "./search/search-options.routes.ts";
import { standardsRoutes } from "./links/standards.routes.ts";
import { resourceRoutes } from "./resources/resources.routes.ts";
import { openApiRoutes } from "./openapi/openapi.routes.ts";
import { paramCallRoutes } from "./institution/param-calls.routes.ts";

/**
 * The library service as a fetch handler: Pergamum-compatible calls under /api. It does not
 * open or migrate the database itself (see api/bootstrap.ts), so tests can hand it any Db.
 */
export function createApi(db: Db, config: ApiConfig) {
  const searchCache = new ResultCache({
    maxEntries: config.SEARCH_CACHE_ENTRIES,
    ttlMs: config.SEARCH_CACHE_TTL_SECONDS * 1000,
  });
  const app = new Hono<ApiEnv>().basePath("/api");
  app.use(async (c, next) => {
    c.set("db", db);
    c.set("readDb", db.reader ?? db);
    c.set("searchCache", searchCache);
    c.set("config", config);
    c.set("lang", langFromHeader(c.req.header("lang")));
    // PostgreSQL cannot hold a NUL in text, and no parameter means anything with one.
    if (/%00/.test(c.req.url)) throw new ApiError(400, "bad_request", "errors.bad_request");
    await next();
  });
  // Decision 035: a token of a session that ended (logout, password change) is refused everywhere.
  app.use(async (c, next) => {
    await refuseEndedSession(db, config, c.req.header("authorization"));
    await next();
  });
  app.route("/consulta/auto-complete", autocompleteRoutes);
  app.route("/consulta", searchOptionRoutes);
  app.route("/v2/consulta", savedSearchRoutes);
  app.route("/consulta", searchRoutes);
  app.route("/consulta", teachingRoutes);
  // Fixed paths under /acervo before the record routes' "/:id".
  app.route("/acervo", basketRecordRoutes);
  app.route("/acervo", permanentBasketRoutes);
  app.route("/acervo", newAcquisitionRoutes);
  app.route("/acervo", availabilityRoutes);
  app.route("/historico-pesquisa", historyRoutes);
  // Decision 044: fixed paths (get-permission-hide-other-titles, …) before "/acervo/:id".
  app.route("/acervo", recordFixedRoutes);
  app.route("/acervo", recordExtraRoutes);
  app.route("/acervo", recordRoutes);
  app.route("/cesta", basketRoutes);
  app.route("/kardex", kardexRoutes);
  app.route("/kardex", kardexItemRoutes);
  app.route("/sumario", summaryRoutes);
  app.route("/acesso-restrito", restrictedAccessRoutes);
  app.route("/vinculos", linkRoutes);
  app.route("/vinculos", standardsRoutes);
  app.route("/vinculos", providerLinkRoutes);
  app.route("/autoridade", authorityRoutes);
  app.route("/biblioteca", infoMessageRoutes);
  app.route("/biblioteca", libraryRoutes);
  app.route("/campus", campusRoutes);
  app.route("/unidade-informacao", informationUnitRoutes);
  app.route("/captcha", captchaRoutes);
  app.route("/oauth", authRoutes());
  app.route("/pessoas", handOffRoutes);
  app.route("/pessoas", patronRoutes);
  app.route("/pessoas", personLoginRoutes);
  app.route("/pessoas", suspensionRoutes);
  app.route("/pessoas", passwordRoutes());
  app.route("/pessoas", personalRoutes);
  app.route("/reserva", reservationRoutes);
  app.route("/emprestimo", loanRoutes);
  app.route("/emprestimo", loanStatisticsRoutes);
  // Before any "/solicitacoes/:tipo" of the research requests: "alertas" is not a request type.
  app.route("/solicitacoes/alertas", alertRoutes);
  app.route("/plano-ensino", teacherPlanRoutes);
  app.route("/solicitacao-emprestimo", loanRequestRoutes);
  app.route("/meupergamum/solicitacoes", myRequestRoutes);
  app.route("/unidade-informacao", userLibraryRoutes);
  app.route("/parametros", institutionRoutes);
  app.route("/parametros", loginScreenRoutes);
  app.route("/parametros", catalogParamRoutes);
  app.route("/parametros", paramCallRoutes);
  app.route("/catalogo", catalogRoutes);
  app.route("/balcao", deskRoutes);
  app.route("/solicitacoes", researchRequestRoutes);
  app.route("/balcao/solicitacoes", researchDeskRoutes);
  app.route("/unidade-informacao", suggestionFormRoutes);
  app.route("/aquisicao", acquisitionRoutes);
  app.route("/balcao", suggestionDeskRoutes);
  // The clearance declaration, its QR validation, the GRU slip and the loan token (decision 032).
  app.route("/unidade-informacao", clearanceRoutes);
  app.route("/nada-consta", nadaConstaRoutes);
  app.route("/emprestimo", loanTokenRoutes);
  app.route("/balcao", clearanceDeskRoutes);
  app.route("/balcao", loanTokenDeskRoutes);
  app.route("/comentarios", commentRoutes);
  app.route("/unidade-informacao", libraryCommentRoutes);
  app.route("/balcao", commentDeskRoutes);
  app.route("/sso", ssoRoutes);
  app.route("/oidc", oidcRoutes);
  app.route("/saml", samlRoutes);
  app.route("/perfil-interesse", interestRoutes);
  app.route("/bibliographic-alert", bulletinRoutes);
  app.route("/statistics", statisticsRoutes);
  app.route("/accessibility", accessibilityRoutes);
  app.route("/parametros", informationRoutes);
  // MARC files imported through the running server (decision 036).
  app.route("/balcao", importRoutes);
  // The network catalogue: database types, institutions, search, harvested records (decision 041).
  app.route("/rede-pergamum", networkRoutes);
  app.route("/balcao/rede", networkDeskRoutes);
  app.route("/balcao/provedores", providerDeskRoutes);
  app.route("/resources", resourceRoutes);
  // The FAQ, service points and events, written by staff (decision 038).
  app.route("/balcao", contentDeskRoutes);
  // The kids and museum catalogues' home content, written by staff (decision 040).
  app.route("/balcao/catalogo", catalogContentDeskRoutes);
  // The OpenAPI document and its reference page, built from the routes above (decision 045).
  const reference = openApiRoutes(() => app.routes);
  app.route("/", reference);
  app.notFound(notFound);
  app.onError(handleError);
  return app;
}
