/** The community area's URL prefixes under /api, mounted by api/app.ts (decision 047). */
import type { Hono } from "hono";
import type { ApiEnv } from "../core/http/env.ts";
import { acquisitionRoutes, suggestionDeskRoutes, suggestionFormRoutes } from "./acquisition/acquisition.routes.ts";
import { commentDeskRoutes, commentRoutes, libraryCommentRoutes } from "./comments/comments.routes.ts";
import { statisticsRoutes } from "./statistics/statistics.routes.ts";
import { informationRoutes } from "./information/information.routes.ts";
import { contentDeskRoutes } from "./information/content.routes.ts";

export function mountCommunity(app: Hono<ApiEnv>): void {
  app.route("/unidade-informacao", suggestionFormRoutes);
  app.route("/aquisicao", acquisitionRoutes);
  app.route("/balcao", suggestionDeskRoutes);
  app.route("/comentarios", commentRoutes);
  app.route("/unidade-informacao", libraryCommentRoutes);
  app.route("/balcao", commentDeskRoutes);
  app.route("/statistics", statisticsRoutes);
  app.route("/parametros", informationRoutes);
  // The FAQ, service points and events, written by staff (decision 038).
  app.route("/balcao", contentDeskRoutes);
}
