/**
 * /acervo/:id/marc — the MARC 21 record: leader, then one table row per field. Two views
 * (docs/decisions/015-marc-release-view.md): the public one, and with `?liberacao=1` the
 * complete one with the local fields (9XX) and nonpublic notes. Plain links switch between
 * them, so the switch needs no script; when the institution refuses the complete view, the
 * public view shows with the service's message.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { RecordMarcResponse } from "../../api/contract.ts";
import { MarcTable } from "../features/record/marc-table.tsx";
import { marcViewHref, wantsCompleteMarc } from "../features/record/marc-view.ts";
import { recordTabTitle } from "../features/record/record-route.ts";
import { parseRecordId } from "../features/record/record-tabs.ts";
import { ServiceError, apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { TabErrorBoundary } from "../ui/tab-error-boundary.tsx";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const api = await libraryClient({ request, context });
  const complete = wantsCompleteMarc(new URL(request.url).searchParams);
  let refused: string | null = null;
  let marc: RecordMarcResponse;
  try {
    marc = await api.records.marc(id, complete);
  } catch (error) {
    if (!(complete && error instanceof ServiceError && error.status === 403)) apiErrorResponse(error);
    refused = error.message;
    marc = await api.records.marc(id).catch(apiErrorResponse);
  }
  return data({ id, marc, refused }, { headers: await api.headers() });
}

function ViewSwitch({ id, marc }: { id: number; marc: RecordMarcResponse }) {
  const { t } = useTranslation();
  if (!marc.liberacao_permitida) return null;
  const views = [
    { complete: false, label: t("recordPages.marcView.public") },
    { complete: true, label: t("recordPages.marcView.complete") },
  ];
  return (
    <nav className="marc-views" aria-label={t("recordPages.marcView.switch")}>
      <ul className="marc-views__list">
        {views.map((view) => (
          <li key={String(view.complete)}>
            <Link
              to={marcViewHref(id, view.complete)}
              aria-current={view.complete === marc.liberacao ? "page" : undefined}
              className="marc-views__link"
            >
              {view.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function MarcTab() {
  const { id, marc, refused } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="record-tab" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("record.tabs.marc")}</h2>
      {refused ? (
        <div className="notice notice--error" role="alert">
          <p>{refused}</p>
        </div>
      ) : null}
      <ViewSwitch id={id} marc={marc} />
      {/* A library server that predates the two views (LIBRARY_API_URL) sends neither count nor switch. */}
      {typeof marc.campos_locais === "number" ? (
        <p className="marc-views__about">
          {marc.liberacao
            ? t("recordPages.marcView.aboutComplete", { count: marc.campos_locais })
            : t("recordPages.marcView.aboutPublic", { count: marc.campos_locais })}
        </p>
      ) : null}
      <MarcTable
        marc={marc}
        caption={marc.liberacao ? t("recordPages.marcView.captionComplete") : t("record.marc.caption")}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordTabTitle(matches, "marc");

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
