/** "<record> – <tab> | <site>", with "Erro: " when the form came back with errors. */
import type { MetaFunction } from "@remix-run/node";

import { hasFormErrors } from "../../lib/forms.ts";
import { pageTitle, routeData } from "../../lib/meta.ts";
import { ACTION_DATA } from "../../ui/document-meta.tsx";
import { RECORD_ROUTE_ID, type RecordLoaderData } from "../record/record-route.ts";
import type { LoanRequestActionData } from "./loan-request.server.ts";

export function loanRequestMeta({ data, matches }: Parameters<MetaFunction>[0]) {
  const loaderData = data as ({ title?: string } & Record<string, unknown>) | undefined;
  const parent = routeData<RecordLoaderData>(matches, RECORD_ROUTE_ID);
  const actionData = loaderData?.[ACTION_DATA] as LoanRequestActionData | undefined;
  const title = parent ? `${parent.record.titulo} – ${loaderData?.title ?? ""}` : loaderData?.title;
  return pageTitle(matches, title, { error: hasFormErrors(actionData?.result) });
}
