/**
 * /saml-response (document 2 §2): the SAML identity provider's page posts its response here
 * (POST binding). The one cross-site POST the OPAC accepts: see finishSaml for its origin rule.
 * A GET (a bookmark, a reload) has nothing to finish and goes to /login.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";

import { finishSaml } from "../features/sso/sso.server.ts";

export async function loader() {
  return redirect("/login");
}

export async function action(args: ActionFunctionArgs) {
  return finishSaml(args);
}
