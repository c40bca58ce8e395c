/**
 * Single sign-on calls (document 2 §7 "Authentication", decision 027):
 * GET /sso (what the login page offers), GET /oidc/authorize, POST /oidc/validar,
 * GET /saml/login, POST /saml/validar. All public: the answer of a validar is the patron's tokens.
 */
import { Hono } from "hono";
import { z } from "zod";

import type { ApiEnv } from "../http/env.ts";
import { bodyOf, validBody, validQuery } from "../http/input.ts";
import { oidcAuthorize, oidcValidate } from "./oidc.service.ts";
import { samlLogin, samlValidate } from "./saml.service.ts";
import { ssoOptions } from "./sso-settings.service.ts";

const url = z.string().trim().url().max(2000);
const token = z.string().trim().min(1).max(4000);

export const ssoRoutes = new Hono<ApiEnv>().get("/", async (c) =>
  c.json(await ssoOptions(c.get("db"), c.get("config"))),
);

export const oidcRoutes = new Hono<ApiEnv>()
  .get(
    "/authorize",
    validQuery(z.object({ redirect: url.optional(), login: z.string().trim().max(200).optional() })),
    async (c) => c.json(await oidcAuthorize(c.get("db"), c.get("config"), c.req.valid("query"))),
  )
  .post(
    "/validar",
    validBody(z.object({ code: token, code_verifier: token, nonce: token, redirect: url.optional() })),
    async (c) => {
      const body = bodyOf(c);
      return c.json(await oidcValidate(c.get("db"), c.get("config"), body));
    },
  );

export const samlRoutes = new Hono<ApiEnv>()
  .get("/login", validQuery(z.object({ redirect: z.string().max(2000).optional(), acs: url.optional() })), async (c) =>
    c.json(await samlLogin(c.get("db"), c.get("config"), c.req.valid("query"))),
  )
  .post("/validar", validBody(z.object({ saml: z.string().trim().min(1), acs: url.optional() })), async (c) => {
    // A signed response with its certificate is a few kilobytes; the body limit of readBody holds.
    const body = bodyOf(c);
    return c.json(await samlValidate(c.get("db"), c.get("config"), body));
  });
