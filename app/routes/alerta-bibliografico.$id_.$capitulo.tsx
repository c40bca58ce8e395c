/**
 * /alerta-bibliografico/:id/:capitulo — one chapter of a bulletin (GET
 * /api/bibliographic-alert/get-report-card-data-item): its new titles by title, 20 a page, each a
 * link to its record. Public; an unknown bulletin or chapter is 404.
 */
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { bulletinHref, chapterHref, parseBulletinId } from "../features/bulletin/bulletin-ids.ts";
import interestStyles from "../features/interest/interest.css";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import { PageLinks } from "../ui/pagination.tsx";

export { ErrorBoundary, handle, meta } from "../ui/static-route.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: interestStyles }];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseBulletinId(params.id);
  const chapter = params.capitulo ?? "";
  if (id === null || !/^[A-Za-z0-9-]{1,20}$/.test(chapter)) throw new Response("Not found", { status: 404 });
  const page = Number(new URL(request.url).searchParams.get("pagina") ?? "1");
  const api = await libraryClient({ request, context });
  const data = await api.bulletin
    .chapter(id, chapter, Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1)
    .catch(apiErrorResponse);
  return { title: `${data.capitulo.descricao} | ${data.titulo}`, data };
}

export default function BulletinChapterPage() {
  const { data } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const pages = Math.ceil(data.capitulo.total / data.porPagina);
  return (
    <div className="page bulletin">
      <p className="back-link">
        <Link to={bulletinHref(data.cod_report_card)}>{t("bulletin.backTo", { title: data.titulo })}</Link>
      </p>
      <h1>{data.capitulo.descricao}</h1>
      <p>{t("bulletin.chapterSummary", { area: data.area.descricao, count: data.capitulo.total })}</p>
      <ol className="interest-titles" start={(data.pagina - 1) * data.porPagina + 1}>
        {data.titulos.map((r) => (
          <li key={r.cod_acervo}>
            <Link to={`/acervo/${r.cod_acervo}`}>{r.titulo}</Link>
            {r.autor ? <span> · {r.autor}</span> : null}
            {r.ano_publicacao ? <span> · {r.ano_publicacao}</span> : null}
          </li>
        ))}
      </ol>
      <PageLinks
        current={data.pagina}
        pages={pages}
        href={(page) => chapterHref(data.cod_report_card, data.capitulo.chapter_code, page)}
        label={t("bulletin.pages")}
      />
    </div>
  );
}
