/**
 * /acervo/:id/referencia — the reference of the record in ABNT NBR 6023 (default), APA 7
 * (`?estilo=apa`) or a CSL style (`?estilo=mla`, …, rendered by the service with citeproc-js and
 * chosen in a GET form), the export of the record (RIS, BibTeX, MARC, MARCXML: files of the service)
 * the print view, and the QR code of the permanent address. The service splits a reference where emphasis changes (`partes`), so
 * emphasis is rendered as <strong>/<em> and no HTML from data is trusted.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { orLogged } from "../features/record/logged.ts";
import { PermalinkQr } from "../features/record/permalink-qr.tsx";
import { permalinkOf } from "../features/record/permalink-qr.server.ts";
import { qrSymbol } from "../ui/qr-code.server.ts";
import { recordTabTitle } from "../features/record/record-route.ts";
import { parseRecordId } from "../features/record/record-tabs.ts";
import {
  CSL_REFERENCE_STYLES,
  EXPORT_FORMATS,
  exportHref,
  parseStyle,
  REFERENCE_STYLES,
  styleHref,
} from "../features/record/reference.ts";
import { ReferenceStyleForm } from "../features/record/reference-style-form.tsx";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import type { CslStyle } from "../../api/catalogue/records/citation/csl/styles.ts";
import type { ReferenceStyle } from "../features/record/reference.ts";
import { ReferenceText } from "../ui/reference-text.tsx";
import { TabErrorBoundary } from "../ui/tab-error-boundary.tsx";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const style = parseStyle(new URL(request.url).searchParams.get("estilo"));
  const api = await libraryClient({ request, context });
  const [reference, print] = await Promise.all([
    (style.csl
      ? api.records.cslReference(id, style.code as CslStyle)
      : api.records.reference(id, style.code as ReferenceStyle)
    ).catch(apiErrorResponse),
    api.records.printPermission().catch(orLogged("print permission", { permissao: false })),
  ]);
  const permalink = permalinkOf(request, id);
  return data(
    { id, style: style.code, partes: reference.partes, canPrint: print.permissao, permalink, qr: qrSymbol(permalink) },
    { headers: await api.headers() },
  );
}

export default function ReferenceTab() {
  const { id, style, partes, canPrint, permalink, qr } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const current = REFERENCE_STYLES.find((s) => s.code === style);
  const csl = CSL_REFERENCE_STYLES.find((s) => s.code === style);
  return (
    <section className="record-tab" aria-labelledby="tab-heading">
      <h2 id="tab-heading">
        {csl
          ? t("recordPages.reference.cslHeading", { style: t(csl.label) })
          : t((current ?? REFERENCE_STYLES[0]).heading)}
      </h2>
      <nav className="reference-styles" aria-label={t("recordPages.reference.styles")}>
        <ul>
          {REFERENCE_STYLES.map((s) => (
            <li key={s.code}>
              <Link to={styleHref(id, s.code)} aria-current={s.code === style ? "page" : undefined}>
                {t(s.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ReferenceStyleForm
        action={`/acervo/${id}/referencia`}
        legend="recordPages.reference.otherStyles"
        current={csl ? csl.code : "apa-csl"}
      />
      <p className="reference">
        <ReferenceText parts={partes} />
      </p>

      <h3 id="export-heading">{t("recordPages.export.heading")}</h3>
      <ul className="export-links" aria-labelledby="export-heading">
        {EXPORT_FORMATS.map((format) => (
          <li key={format.code}>
            <a href={exportHref(id, format.code)} download>
              {t(format.label)}
            </a>
          </li>
        ))}
      </ul>
      {canPrint ? (
        <p className="record-actions">
          <Link to={`/acervo/${id}?imprimir=1`}>{t("recordPages.print.link")}</Link>
        </p>
      ) : null}
      <PermalinkQr qr={qr} permalink={permalink} />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordTabTitle(matches, "referencia");

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
