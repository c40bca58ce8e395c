/** /informacoes/atividade/{id}: a function of the catalogue explained (its informativo) (decision 038); with JS, the footer opens the same content in a dialog. */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { activityLoader, pathId } from "../features/information/information.server.ts";

export { default, ErrorBoundary, handle, meta } from "../features/information/info-page-route.tsx";

export const loader = (args: LoaderFunctionArgs) => activityLoader(args, pathId(args.params.id));
