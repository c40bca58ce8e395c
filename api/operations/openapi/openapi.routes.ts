/**
 * GET /api/openapi.json and GET /api/docs (decision 045). The document is built once per app, at
 * the first request, when every route is mounted.
 */
import { Hono } from "hono";
import type { ApiEnv } from "../../core/http/env.ts";
import { notFound } from "../../core/http/errors.ts";
import { buildOpenApiDocument, type OpenApiDocument } from "./openapi.ts";
import { REFERENCE_CSP, referenceLang, renderReference } from "./reference-page.ts";

type Routes = Parameters<typeof buildOpenApiDocument>[0];

export function openApiRoutes(routesOf: () => Routes) {
  let doc: OpenApiDocument | undefined;
  const document = () => (doc ??= buildOpenApiDocument(routesOf()));
  return new Hono<ApiEnv>()
    .get("/openapi.json", (c) => c.json(document()))
    .get("/docs/:recurso?", (c) => {
      const lang = referenceLang(c.req.header("lang"), c.req.header("accept-language"));
      const html = renderReference(document(), lang, c.req.param("recurso"));
      if (html === null) return notFound(c);
      return c.html(html, 200, {
        "Content-Security-Policy": REFERENCE_CSP,
        "Content-Language": lang === "pt" ? "pt-BR" : lang,
        Vary: "Accept-Language, lang",
      });
    });
}
