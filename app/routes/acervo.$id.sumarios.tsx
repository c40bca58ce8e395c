/**
 * /acervo/:id/sumarios — contents notes (505: items with title, responsibility and pages when the
 * note is structured, else its text) and summaries (520), from GET /api/sumario/{id}/dados.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { recordTabTitle } from "../features/record/record-route.ts";
import { parseRecordId } from "../features/record/record-tabs.ts";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { TabErrorBoundary } from "../ui/tab-error-boundary.tsx";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const api = await libraryClient({ request, context });
  const summary = await api.records.summary(id).catch(apiErrorResponse);
  return data({ summary }, { headers: await api.headers() });
}

export default function SummariesTab() {
  const { summary } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const empty = summary.conteudo.length === 0 && summary.resumo.length === 0;
  return (
    <section className="record-tab" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("recordPages.tabs.sumarios")}</h2>
      {empty ? <p>{t("recordPages.summaries.none")}</p> : null}
      {summary.conteudo.length > 0 ? (
        <section aria-labelledby="contents-heading">
          <h3 id="contents-heading">{t("recordPages.summaries.contents")}</h3>
          {summary.conteudo.map((note, index) =>
            note.itens.length > 0 ? (
              <ol key={index} className="contents-items">
                {note.itens.map((item, i) => (
                  <li key={i}>
                    <span className="contents-item__title">{item.titulo}</span>
                    {item.responsabilidade ? <> / {item.responsabilidade}</> : null}
                    {item.paginas ? <> — {t("recordPages.summaries.pages", { pages: item.paginas })}</> : null}
                  </li>
                ))}
              </ol>
            ) : (
              <p key={index}>{note.texto}</p>
            ),
          )}
        </section>
      ) : null}
      {summary.resumo.length > 0 ? (
        <section aria-labelledby="abstract-heading">
          <h3 id="abstract-heading">{t("recordPages.summaries.abstract")}</h3>
          {summary.resumo.map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </section>
      ) : null}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordTabTitle(matches, "sumarios");

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
