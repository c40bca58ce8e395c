/**
 * /alerta-bibliografico — the library's bibliographic bulletins (document 1; GET
 * /api/bibliographic-alert/get-report-cards; decision 031): one per month of new acquisitions,
 * newest first, each a link to its areas and chapters. Public.
 */
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { bulletinHref, monthName } from "../features/bulletin/bulletin-ids.ts";
import interestStyles from "../features/interest/interest.css";
import { getT } from "../lib/i18n.server.ts";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";

export { ErrorBoundary, handle, meta } from "../ui/static-route.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: interestStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [api, t] = await Promise.all([libraryClient({ request, context }), getT(request)]);
  const cards = await api.bulletin.list().catch(apiErrorResponse);
  return { title: t("bulletin.title"), cards, locale: api.locale };
}

export default function BulletinsPage() {
  const { cards, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page bulletin">
      <h1>{t("bulletin.title")}</h1>
      <p>{t("bulletin.intro")}</p>
      {cards.length === 0 ? (
        <p>{t("bulletin.none")}</p>
      ) : (
        <ul className="bulletin-areas">
          {cards.map((card) => (
            <li key={card.cod_report_card}>
              <Link to={bulletinHref(card.cod_report_card)}>{card.titulo}</Link>{" "}
              <span>
                · {monthName(card.mes, locale)} · {t("bulletin.titles", { count: card.total })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
