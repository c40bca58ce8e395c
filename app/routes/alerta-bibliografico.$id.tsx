/**
 * /alerta-bibliografico/:id — one bulletin (GET /api/bibliographic-alert/get-report-card-data):
 * its knowledge areas, each with its chapters and how many new titles each holds, every chapter a
 * link to its titles. Public; an unknown bulletin is 404.
 */
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { BULLETIN_PATH, chapterHref, monthName, parseBulletinId } from "../features/bulletin/bulletin-ids.ts";
import interestStyles from "../features/interest/interest.css";
import { getT } from "../lib/i18n.server.ts";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";

export { ErrorBoundary, handle, meta } from "../ui/static-route.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: interestStyles }];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseBulletinId(params.id);
  if (id === null) throw new Response("Not found", { status: 404 });
  const [api, t] = await Promise.all([libraryClient({ request, context }), getT(request)]);
  const bulletin = await api.bulletin.data(id).catch(apiErrorResponse);
  return { title: bulletin.titulo || t("bulletin.title"), bulletin, locale: api.locale };
}

export default function BulletinPage() {
  const { bulletin, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page bulletin">
      <p className="back-link">
        <Link to={BULLETIN_PATH}>{t("bulletin.back")}</Link>
      </p>
      <h1>{bulletin.titulo}</h1>
      <p>{t("bulletin.summary", { month: monthName(bulletin.mes, locale), count: bulletin.total })}</p>
      <ul className="bulletin-areas">
        {bulletin.areas.map((area) => (
          <li key={area.codigo}>
            <h2>
              {area.descricao} <span className="hint">({t("bulletin.titles", { count: area.total })})</span>
            </h2>
            <ul>
              {area.capitulos.map((chapter) => (
                <li key={chapter.chapter_code}>
                  <Link to={chapterHref(bulletin.cod_report_card, chapter.chapter_code)}>{chapter.descricao}</Link>{" "}
                  <span>({t("bulletin.titles", { count: chapter.total })})</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
