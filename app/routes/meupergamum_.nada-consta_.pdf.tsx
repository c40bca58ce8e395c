/**
 * /meupergamum/nada-consta/pdf — the patron's clearance declaration as a PDF (GET
 * /unidade-informacao/nada-consta/pdf), made again from the declaration each time: a resource
 * route passing the service's file, type and name through. A patron without one goes back to
 * the clearance page.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { accountContext } from "../features/account/account.server.ts";
import { CLEARANCE_PATH } from "../features/clearance/clearance.server.ts";
import { ServiceError } from "../lib/library/index.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await accountContext(args);
  try {
    const file = await api.clearance.pdf();
    const headers = new Headers({ "Cache-Control": "no-store" });
    for (const name of ["Content-Type", "Content-Disposition"]) {
      const value = file.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(file.body, { status: 200, headers });
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw redirect(CLEARANCE_PATH);
    throw error;
  }
}
