/**
 * /oauth-response (document 2 §2): where the OpenID provider sends the browser back. Signs the
 * patron in and goes on to the page they asked for, or back to /login with a notice.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { finishOidc } from "../features/sso/sso.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  return finishOidc(args);
}
