/** /autoridade/:id/marc — the authority record in MARC 21 (GET /api/autoridade/{id}/marc). */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { AuthorityDetails } from "../../api/contract.ts";
import { MarcTable } from "../features/record/marc-table.tsx";
import { parseRecordId } from "../features/record/record-tabs.ts";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import { pageTitle, routeData } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { TabErrorBoundary } from "../ui/tab-error-boundary.tsx";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const api = await libraryClient({ request, context });
  const marc = await api.authorities.marc(id).catch(apiErrorResponse);
  return data({ marc }, { headers: await api.headers() });
}

export default function AuthorityMarc() {
  const { marc } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="record-tab" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("recordPages.authority.marc")}</h2>
      <MarcTable marc={marc} caption={t("recordPages.authority.marcCaption")} />
    </section>
  );
}

interface ParentData {
  details: AuthorityDetails;
  titles: { data: string; marc: string };
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const parent = routeData<ParentData>(matches, "routes/autoridade.$id");
  return pageTitle(matches, parent ? `${parent.details.cabecalho} – ${parent.titles.marc}` : undefined);
};

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
