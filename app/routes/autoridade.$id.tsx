/**
 * /autoridade/:id — an authority record's frame: the heading (h1), its type, and two views,
 * the data (index) and MARC (/autoridade/:id/marc). An unknown authority is the not-found page.
 */
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { parseRecordId } from "../features/record/record-tabs.ts";
import recordStyles from "../features/record/record.css";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import { getT } from "../lib/i18n.server.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: recordStyles }];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const api = await libraryClient({ request, context });
  const [details, t] = await Promise.all([api.authorities.details(id).catch(apiErrorResponse), getT(request)]);
  return data(
    { details, titles: { data: t("recordPages.authority.data"), marc: t("recordPages.authority.marc") } },
    { headers: await api.headers() },
  );
}

export default function AuthorityPage() {
  const { details } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const base = `/autoridade/${details.cod_autoridade}`;
  return (
    <article className="page authority" aria-labelledby="authority-title">
      <header className="record__header">
        <h1 id="authority-title">{details.cabecalho}</h1>
        <p className="record__byline">
          {t("recordPages.authority.type")}: {details.desc_tipo}
        </p>
      </header>
      <nav className="record-tabs" aria-label={t("recordPages.authority.views")}>
        <ul>
          <li>
            <NavLink to={base} end className="record-tabs__link">
              {t("recordPages.authority.data")}
            </NavLink>
          </li>
          <li>
            <NavLink to={`${base}/marc`} end className="record-tabs__link">
              {t("recordPages.authority.marc")}
            </NavLink>
          </li>
        </ul>
      </nav>
      <Outlet />
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  pageTitle(matches, loaderData ? `${loaderData.details.cabecalho} – ${loaderData.titles.data}` : undefined);

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
