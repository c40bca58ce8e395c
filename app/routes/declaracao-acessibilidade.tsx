/**
 * /declaracao-acessibilidade — the accessibility statement (decision 063): every WCAG 2.2 A and
 * AA criterion and eMAG 3.1 recommendation with its status and the tests that check it, the
 * known exceptions and how to report a barrier. `/acessibilidade` is the accessibility search
 * tab's address (decision 038), so the statement has a name of its own.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { statementLoader } from "../features/a11y-statement/statement.server.ts";

export { ErrorBoundary, handle, meta } from "../ui/static-route.tsx";
export { StatementPage as default } from "../features/a11y-statement/statement-page.tsx";

export const loader = (args: LoaderFunctionArgs) => statementLoader(args);
