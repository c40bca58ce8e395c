/**
 * /acervo/:id — the record page's frame: the record title (the h1 of every tab), a short line of
 * who/what/when, the permanent address, and the tabs the service permits for this record
 * (GET /api/acervo/{id}/permissoes). Each tab is a child route with its own loader.
 *
 * On the record itself (the main tab), its availability by library with the copies' call numbers,
 * shown under the title before the tabs (decision 008).
 *
 * Also loaded here, for every tab: the record's links (the index tab shows them) and its
 * schema.org JSON-LD (embedded in the page), and its capture data (citation meta tags, which every
 * tab's <head> carries, and COinS) for reference managers. Those and the permission call are "layout" calls:
 * a failure is logged and the page still renders (document 1 §8), with the default tabs.
 * `?imprimir=1` on the record itself shows the print view instead of the tabs.
 */
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { CopiesLibrary, Edition, LinkOut, RelatedRecord } from "../../api/contract.ts";
import { KeepInPermanentBasketForm } from "../features/permanent-basket/keep-form.tsx";
import { RecordBasketForm } from "../features/basket/record-basket-form.tsx";
import {
  currentSlug,
  DEFAULT_ACTIVITIES,
  isRefusedTab,
  presentTabs,
  TAB_LABELS,
} from "../features/record/activities.ts";
import { RecordAvailabilityBox } from "../features/record/availability-box.tsx";
import { JsonLd } from "../features/record/json-ld-script.tsx";
import { titleLang } from "../lib/record-language.ts";
import { orLogged } from "../features/record/logged.ts";
import { PrintView } from "../features/record/print-view.tsx";
import { permalinkOf } from "../features/record/permalink-qr.server.ts";
import { qrSymbol } from "../ui/qr-code.server.ts";
import { recordTabTitle } from "../features/record/record-route.ts";
import { parseRecordId } from "../features/record/record-tabs.ts";
import recordStyles from "../features/record/record.css";
import { RecordTabNav } from "../features/record/tab-nav.tsx";
import { ResultNavigation } from "../features/record/result-navigation.tsx";
import { readTrail } from "../features/record/result-nav.server.ts";
import { recordNav } from "../features/record/result-nav.ts";
import { UNAPI_LINK } from "../features/unapi/unapi.ts";
import { RecordRequestLink } from "../features/research-requests/record-request-link.tsx";
import { publicUrl } from "../features/security/public-origin.server.ts";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import { getT } from "../lib/i18n.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { CaptureMarks } from "../ui/capture-marks.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: recordStyles }, UNAPI_LINK];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  // Absolute addresses on the configured public origin, never from Host (decision 035).
  const url = publicUrl(request);
  const slug = currentSlug(url.pathname);
  const printing = slug === "" && url.searchParams.get("imprimir") === "1";
  const api = await libraryClient({ request, context });
  const main = slug === "" && !printing;
  const [record, activities, links, jsonLd, capture, printData, t, availability, trail, related, editions, copies] =
    await Promise.all([
      api.records.data(id).catch(apiErrorResponse),
      api.records.activities(id).catch(orLogged("record tabs", DEFAULT_ACTIVITIES)),
      api.records.links(id).catch(orLogged("record links", [] as LinkOut[])),
      api.records.jsonLd(id).catch(orLogged("record JSON-LD", null)),
      api.records.capture(id).catch(orLogged("record capture", null)),
      printing ? api.records.printData(id).catch(orLogged("print data", null)) : Promise.resolve(null),
      getT(request),
      main ? api.records.availability(id).catch(orLogged("record availability", null)) : Promise.resolve(null),
      readTrail(request),
      main ? api.records.related(id).catch(orLogged("more like this", [] as RelatedRecord[])) : Promise.resolve([]),
      main ? api.records.editions(id).catch(orLogged("other editions", [] as Edition[])) : Promise.resolve([]),
      // The call numbers of the availability box (the main tab only, as the availability).
      main
        ? api.records
            .copies(id)
            .then((answer) => answer.bibliotecas)
            .catch(orLogged("record copies", [] as CopiesLibrary[]))
        : Promise.resolve([]),
    ]);
  // A tab this record does not have (a book's kardex) is a page that does not exist.
  if (isRefusedTab(slug, activities)) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const tabs = presentTabs(activities, id);
  const tabLabels: Record<string, string> = Object.fromEntries(
    Object.entries(TAB_LABELS).map(([key, label]) => [key, t(label)]),
  );
  for (const tab of tabs) if (!tab.translate) tabLabels[tab.slug] = tab.label;
  if (printData) tabLabels[""] = t("recordPages.print.title");
  const permalink = permalinkOf(request, id);
  return data(
    {
      record,
      tabs,
      tabLabels,
      links,
      jsonLd,
      capture,
      printData,
      permalink,
      qr: printData ? qrSymbol(permalink) : null,
      availability,
      copies,
      related,
      editions,
      nav: recordNav(trail, id),
    },
    { headers: await api.headers() },
  );
}

export default function RecordPage() {
  const { record, tabs, jsonLd, capture, printData, permalink, qr, nav, availability, copies } =
    useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const byline = [
    record.autor,
    t(`workType.${record.cod_tipo_obra}`, { defaultValue: record.desc_tipo_obra }),
    record.ano_publicacao,
  ].filter(Boolean);
  return (
    <article className="page record" aria-labelledby="record-title">
      <JsonLd value={jsonLd} />
      <CaptureMarks id={record.cod_acervo} coins={capture?.coins} />
      {nav && !printData ? <ResultNavigation nav={nav} /> : null}
      <header className="record__header">
        <h1 id="record-title" lang={titleLang(record.idioma, i18n.language)}>
          {record.titulo}
        </h1>
        {byline.length > 0 ? <p className="record__byline">{byline.join(" · ")}</p> : null}
      </header>
      {/* What a patron comes for first, before the permalink and the baskets (decision 008). */}
      {availability ? <RecordAvailabilityBox availability={availability} copies={copies} tabs={tabs} /> : null}
      {printData ? null : (
        <div className="record__actions">
          <p className="record__permalink">
            <span className="record__permalink-label">{t("recordPages.permalink.label")}</span>{" "}
            <a href={permalink} className="permalink">
              {permalink}
            </a>
          </p>
          <RecordBasketForm id={record.cod_acervo} />
          <RecordRequestLink id={record.cod_acervo} />
          <KeepInPermanentBasketForm ids={[record.cod_acervo]} redirectTo={`/acervo/${record.cod_acervo}`} />
        </div>
      )}
      {printData && qr ? (
        <PrintView data={printData} permalink={permalink} qr={qr} />
      ) : (
        <>
          <RecordTabNav tabs={tabs} />
          <div className="record__tab">
            <Outlet />
          </div>
        </>
      )}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordTabTitle(matches, "");

export const handle: RouteHandle = { hydrate: false };

// No ErrorBoundary here: an unknown record is the site's not-found page (root boundary, 404),
// while a failing tab is handled by the tab's own boundary inside this frame.
