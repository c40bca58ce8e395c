/** The catalogue area's URL prefixes under /api, mounted by api/app.ts (decision 047). */
import type { Hono } from "hono";
import type { ApiEnv } from "../core/http/env.ts";
import { autocompleteRoutes } from "./search/autocomplete.routes.ts";
import { savedSearchRoutes, searchOptionRoutes } from "./search/search-options.routes.ts";
import { searchRoutes } from "./search/search.routes.ts";
import { teachingRoutes } from "./teaching/teaching.routes.ts";
import { basketRecordRoutes, basketRoutes } from "./basket/basket.routes.ts";
import { newAcquisitionRoutes } from "./feeds/feeds.routes.ts";
import { availabilityRoutes } from "./availability/availability.routes.ts";
import { historyRoutes } from "./history/history.routes.ts";
import { kardexItemRoutes, recordExtraRoutes, recordFixedRoutes } from "./records/extras.routes.ts";
import { kardexRoutes, recordRoutes, summaryRoutes } from "./records/records.routes.ts";
import { linkRoutes, restrictedAccessRoutes } from "./links/links.routes.ts";
import { standardsRoutes } from "./links/standards.routes.ts";
import { authorityRoutes } from "./authorities/authority.routes.ts";
import { campusRoutes, informationUnitRoutes, libraryRoutes } from "./libraries/libraries.routes.ts";
import { teacherPlanRoutes } from "./teaching/teacher-plans.routes.ts";
import { catalogParamRoutes, catalogRoutes } from "./catalog/catalog.routes.ts";
import { accessibilityRoutes } from "./accessibility/accessibility.routes.ts";
import { resourceRoutes } from "./resources/resources.routes.ts";
import { catalogContentDeskRoutes } from "./catalog/catalog-content.routes.ts";
import { browseRoutes } from "./browse/browse.routes.ts";

export function mountCatalogue(app: Hono<ApiEnv>): void {
  app.route("/consulta/auto-complete", autocompleteRoutes);
  app.route("/consulta", searchOptionRoutes);
  app.route("/v2/consulta", savedSearchRoutes);
  app.route("/consulta", searchRoutes);
  app.route("/consulta", teachingRoutes);
  // Fixed paths under /acervo before the record routes' "/:id".
  app.route("/acervo", basketRecordRoutes);
  app.route("/acervo", newAcquisitionRoutes);
  app.route("/acervo", availabilityRoutes);
  app.route("/historico-pesquisa", historyRoutes);
  app.route("/navegacao", browseRoutes);
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
  app.route("/autoridade", authorityRoutes);
  app.route("/biblioteca", libraryRoutes);
  app.route("/campus", campusRoutes);
  app.route("/unidade-informacao", informationUnitRoutes);
  app.route("/plano-ensino", teacherPlanRoutes);
  app.route("/parametros", catalogParamRoutes);
  app.route("/catalogo", catalogRoutes);
  app.route("/accessibility", accessibilityRoutes);
  app.route("/resources", resourceRoutes);
  // The kids and museum catalogues' home content, written by staff (decision 040).
  app.route("/balcao/catalogo", catalogContentDeskRoutes);
}
