/**
 * /meupergamum/pedidos-pesquisa — the research requests the library takes (decision 033): one link
 * per type, each to its page (list and new request). No JS needed.
 */
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { RESEARCH_TYPES } from "../../api/lending/research-requests/contract.ts";
import { accountContext } from "../features/account/account.server.ts";
import { BASE_PATH } from "../features/research-requests/request-form.ts";
import requestStyles from "../features/research-requests/research-requests.css";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: requestStyles }];

export async function loader(args: LoaderFunctionArgs) {
  const { t } = await accountContext(args);
  return data({ title: t("requests.title") });
}

export default function ResearchRequestTypes() {
  const { t } = useTranslation();
  return (
    <div className="page account research-requests">
      <h1>{t("requests.title")}</h1>
      <p>{t("requests.intro")}</p>
      <ul className="research-requests__types">
        {RESEARCH_TYPES.map((type) => (
          <li key={type}>
            <Link to={`${BASE_PATH}/${type}`}>{t(`requests.types.${type}.title`)}</Link>
            <p>{t(`requests.types.${type}.intro`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  pageTitle(matches, loaderData?.title);

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
