/**
 * /acervo/:id/sumarios-livros — a book's table-of-contents links (GET
 * /api/acervo/{id}/sumarios-livros), followed through the counting path like every public link.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { isFollowableUrl, publicLinkPath } from "../features/record/links.ts";
import { recordTabTitle } from "../features/record/record-route.ts";
import { parseRecordId } from "../features/record/record-tabs.ts";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { TabErrorBoundary } from "../ui/tab-error-boundary.tsx";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const api = await libraryClient({ request, context });
  const contents = await api.records.bookContents(id).catch(apiErrorResponse);
  const links = contents.links
    .filter((l) => isFollowableUrl(l.url_link))
    .map((l) => ({ seq: l.seq_paragrafo, label: l.descricao, href: publicLinkPath(id, l.seq_paragrafo, l.descricao) }));
  return data({ links }, { headers: await api.headers() });
}

export default function BookContentsTab() {
  const { links } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="record-tab" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("recordPages.tabs.sumariosLivros")}</h2>
      {links.length === 0 ? (
        <p>{t("recordPages.summaries.noBookContents")}</p>
      ) : (
        <ul>
          {links.map((link) => (
            <li key={link.seq}>
              <a href={link.href} rel="nofollow">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordTabTitle(matches, "sumarios-livros");

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
