/** /informacoes: the institution's general information, its functions and service points (decision 038); with JS, the footer opens the same content in a dialog. */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { generalLoader } from "../features/information/information.server.ts";

export { default, ErrorBoundary, handle, meta } from "../features/information/info-page-route.tsx";

export const loader = (args: LoaderFunctionArgs) => generalLoader(args);
