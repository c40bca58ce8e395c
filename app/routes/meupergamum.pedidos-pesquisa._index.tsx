/**
 * /meupergamum/pedidos-pesquisa — the research requests the library takes (decision 033): one link
 * per type, each to its page (list and new request). No JS needed.
 */
import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { RESEARCH_TYPES } from "../../api/lending/research-requests/contract.ts";
import { accountContext } from "../features/account/account.server.ts";
import { BASE_PATH } from "../features/research-requests/request-form.ts";
import requestStyles from "../features/research-requests/research-requests.css";

export { ErrorBoundary, handle, meta } from "../ui/static-route.tsx";

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
