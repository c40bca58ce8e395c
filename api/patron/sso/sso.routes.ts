/**
 * Single sign-on calls (document 2 §7 "Authentication", decision 027):
 * GET /sso (what the login page offers), GET /oidc/authorize, POST /oidc/validar,
 * GET /saml/login, POST /saml/validar. All public: the answer of a validar is the patron's tokens.
 */
import { callRoutes } from "../../core/http/call.ts";
import { bodyOf } from "../../core/http/input.ts";
import { oidcAuthorize, oidcValidate } from "./oidc.service.ts";
import { samlLogin, samlValidate } from "./saml.service.ts";
import { ssoCalls as calls } from "./sso.calls.ts";
import { ssoOptions } from "./sso-settings.service.ts";

export const ssoRoutes = callRoutes("/sso").on(calls.options, async (c) =>
  c.json(await ssoOptions(c.get("db"), c.get("config"))),
).app;

export const oidcRoutes = callRoutes("/oidc")
  .on(calls.oidcAuthorize, async (c) => c.json(await oidcAuthorize(c.get("db"), c.get("config"), c.req.valid("query"))))
  .on(calls.oidcValidate, async (c) => {
    const body = bodyOf(c);
    return c.json(await oidcValidate(c.get("db"), c.get("config"), body));
  }).app;

export const samlRoutes = callRoutes("/saml")
  .on(calls.samlLogin, async (c) => c.json(await samlLogin(c.get("db"), c.get("config"), c.req.valid("query"))))
  .on(calls.samlValidate, async (c) => {
    // A signed response with its certificate is a few kilobytes; the body limit of readBody holds.
    const body = bodyOf(c);
    return c.json(await samlValidate(c.get("db"), c.get("config"), body));
  }).app;
