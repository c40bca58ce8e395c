/**
 * /acervo/:id/restrito — document 1 §2, exactly: if a link of the record is restricted
 * (GET /api/acervo/{id}/restrito), a logged-in patron goes to /acesso-restrito/{id} and a visitor
 * to login with the way back (redirect=/acesso-restrito/{id}, origin restricted_access,
 * destination C); otherwise back to /acervo/{id}. Any error goes to /.
 * Only redirects: the page itself never renders.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { parseRecordId } from "../features/record/record-tabs.ts";
import { restrictedLoginPath } from "../features/record/restricted.ts";
import { libraryClient } from "../lib/library/index.server.ts";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw redirect("/");
  let restricted: boolean;
  let loggedIn: boolean;
  try {
    const api = await libraryClient({ request, context });
    restricted = (await api.records.restricted(id)).restrito === true;
    loggedIn = Boolean(api.session.get("auth"));
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("restricted check:", error instanceof Error ? error.message : error);
    throw redirect("/");
  }
  if (!restricted) throw redirect(`/acervo/${id}`);
  throw redirect(loggedIn ? `/acesso-restrito/${id}` : restrictedLoginPath(id));
}

export default function RestrictedRedirect() {
  return null;
}
