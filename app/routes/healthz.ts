/** /healthz of the OPAC alone (app/features/operations/operator-routes.server.ts). */
import { healthz } from "../features/operations/operator-routes.server.ts";

export const loader = () => healthz();
