/** /metrics of the OPAC alone, behind METRICS_TOKEN (app/features/operations/operator-routes.server.ts). */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { metrics } from "../features/operations/operator-routes.server.ts";

export const loader = ({ request }: LoaderFunctionArgs) => metrics(request);
