/** "<record> – <tab> | <site>", with "Erro: " when the form came back with errors. */
import type { MetaFunction } from "@remix-run/node";

import { ACTION_DATA } from "../components/document-meta.tsx";
import { pageTitle, routeData } from "../lib/meta.ts";
import { RECORD_ROUTE_ID, type RecordLoaderData } from "../records/record-route.ts";
import type { LoanRequestActionData } from "./loan-request.server.ts";

export function loanRequestMeta({ data, matches }: Parameters<MetaFunction>[0]) {
  const loaderData = data as ({ title?: string } & Record<string, unknown>) | undefined;
  const parent = routeData<RecordLoaderData>(matches, RECORD_ROUTE_ID);
  const actionData = loaderData?.[ACTION_DATA] as LoanRequestActionData | undefined;
  const title = parent ? `${parent.record.titulo} – ${loaderData?.title ?? ""}` : loaderData?.title;
  return pageTitle(matches, title, { error: (actionData?.errors.length ?? 0) > 0 });
}
