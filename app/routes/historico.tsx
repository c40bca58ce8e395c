/**
 * /historico — the visitor's search history (document 1 §2 "Search history modal"), a page first:
 * each search with its position, terms and their types, base, records found, a redo link and a
 * remove button (POST, not on the newest). Reached from the search page, where with JS the same
 * list opens in a dialog (app/features/history/history-link.tsx) that loads this route's data and posts
 * its removals here with `dialog=1`, answered with data instead of a redirect.
 */
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as z from "zod";

import { SearchHistoryTable } from "../features/history/history-table.tsx";
import historyStyles from "../features/history/history.css";
import { loadSearchHistory, removeSearchHistoryEntry } from "../features/history/history.server.ts";
import { presentHistory } from "../features/history/history.ts";
import { parseForm } from "../lib/forms.ts";
import { ServiceError, apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import { getT } from "../lib/i18n.server.ts";
import { commitSession } from "../lib/session.server.ts";

export { ErrorBoundary, handle, meta } from "../ui/static-route.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: historyStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await libraryClient({ request, context });
  const t = await getT(request);
  const entries = await loadSearchHistory(request, api).catch(apiErrorResponse);
  const items = presentHistory(entries, (type) => t(`search.for.${type}`, { defaultValue: type }));
  return data({ title: t("searchHistory.title"), items }, { headers: await api.headers() });
}

/** A row's remove button: which entry, and whether the dialog (JS) asks. */
const RemoveEntrySchema = z.object({ id: z.number().int().positive(), dialog: z.string().optional() });

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = parseForm(await request.formData(), RemoveEntrySchema);
  const api = await libraryClient({ request, context });
  if (parsed.ok) {
    const { id, dialog } = parsed.value;
    await removeSearchHistoryEntry(request, api, id).catch((error: unknown) => {
      // Already gone (removed in another tab): the list shown next is what counts.
      if (!(error instanceof ServiceError && error.status === 404)) apiErrorResponse(error);
    });
    if (dialog === "1") return data({ removed: true }, { headers: await api.headers() });
    api.session.flash("notice", "searchHistory.removed");
  }
  const headers = await api.headers();
  headers.append("Set-Cookie", await commitSession(api.session, request));
  return redirect("/historico", { status: 303, headers });
}

export default function SearchHistoryPage() {
  const { items } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page page--search-history">
      <h1>{t("searchHistory.title")}</h1>
      <SearchHistoryTable
        items={items}
        removeForm={(_item, fields) => (
          <form method="post" action="/historico">
            {fields}
          </form>
        )}
      />
      <p>
        <Link to="/">{t("searchHistory.backToSearch")}</Link>
      </p>
    </div>
  );
}
