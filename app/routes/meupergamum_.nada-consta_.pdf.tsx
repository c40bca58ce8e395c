/**
 * /meupergamum/nada-consta/pdf — the patron's clearance declaration as a PDF (GET
 * /unidade-informacao/nada-consta/pdf), made again from the declaration each time: a resource
 * route passing the service's file, type and name through. A patron without one goes back to
 * the clearance page.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { accountContext } from "../features/account/account.server.ts";
import { CLEARANCE_PATH } from "../features/clearance/clearance.server.ts";
import { fileDownloadOr } from "../lib/library/index.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await accountContext(args);
  return fileDownloadOr(api.clearance.pdf(), CLEARANCE_PATH);
}
