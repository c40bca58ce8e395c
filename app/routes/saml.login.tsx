/**
 * GET /saml/login?redirect= (document 2 §7): sends the browser to the institution's SAML identity
 * provider with an AuthnRequest (app/features/sso/sso.server.ts).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { startSaml } from "../features/sso/sso.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  return startSaml(args);
}
