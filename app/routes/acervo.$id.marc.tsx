/** /acervo/:id/marc — the MARC 21 record: leader, then one table row per field. */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { MarcFieldOut, MarcResponse } from "../../api/contract.ts";
import { ScrollTable } from "../components/scroll-table.tsx";
import { TabErrorBoundary } from "../components/tab-error-boundary.tsx";
import { apiErrorResponse, createApiClient } from "../lib/api.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { recordTabTitle } from "../records/record-route.ts";
import { parseRecordId } from "../records/record-tabs.ts";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const api = await createApiClient({ request, context });
  const marc = await api.get<MarcResponse>(`/acervo/${id}/marc`).catch(apiErrorResponse);
  return data({ marc }, { headers: await api.headers() });
}

/** MARC documentation writes a blank indicator as "#". */
function indicator(value: string | undefined): string {
  return value === undefined ? "" : value === " " || value === "" ? "#" : value;
}

function FieldData({ field }: { field: MarcFieldOut }) {
  if (field.subcampos) {
    return (
      <>
        {field.subcampos.map((sub, index) => (
          <span key={index} className="marc-subfield">
            <span className="marc-subfield__code">${sub.codigo}</span> {sub.valor}{" "}
          </span>
        ))}
      </>
    );
  }
  return <code className="marc-control">{field.valor}</code>;
}

export default function MarcTab() {
  const { marc } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="record-tab" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("record.tabs.marc")}</h2>
      <dl className="marc-leader">
        <dt>{t("record.marc.leader")}</dt>
        <dd>
          <code className="marc-control">{marc.lider}</code>
        </dd>
      </dl>
      <ScrollTable labelledBy="marc-caption">
        <table className="table marc-table">
          <caption id="marc-caption">{t("record.marc.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("record.marc.tag")}</th>
              <th scope="col">{t("record.marc.ind1")}</th>
              <th scope="col">{t("record.marc.ind2")}</th>
              <th scope="col">{t("record.marc.data")}</th>
            </tr>
          </thead>
          <tbody>
            {marc.campos.map((field, index) => (
              <tr key={index}>
                <th scope="row">{field.tag}</th>
                <td className="marc-table__ind">{indicator(field.ind1)}</td>
                <td className="marc-table__ind">{indicator(field.ind2)}</td>
                <td>
                  <FieldData field={field} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordTabTitle(matches, "marc");

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
