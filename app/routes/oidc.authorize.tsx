/**
 * GET /oidc/authorize?redirect=&login= (document 2 §7): starts an OpenID Connect sign-in and
 * sends the browser to the institution's provider (app/features/sso/sso.server.ts).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { startOidc } from "../features/sso/sso.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  return startOidc(args);
}
