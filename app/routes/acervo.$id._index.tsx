/**
 * /acervo/:id — "Dados do acervo": the cover, the display fields (`campos`) of GET
 * /api/acervo/{id}, the record's links, its other editions and the titles like it, all loaded by
 * the parent route (which shows the availability above the tabs). Authors and subjects link to
 * their authority page when the service found one for the heading, else to a search.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { RecordData, RecordField } from "../../api/contract.ts";
import { recordTabErrorTitle } from "../features/comments/comment-meta.ts";
import commentStyles from "../features/comments/comments.css";
import { RecordComments } from "../features/comments/record-comments.tsx";
import { recordCommentAction, recordCommentsLoader } from "../features/comments/record-comments.server.ts";
import { headingHref } from "../features/record/headings.ts";
import { LinksBlock } from "../features/record/links-block.tsx";
import { OtherEditions } from "../features/record/other-editions.tsx";
import { RecordBlock } from "../features/record/record-block.tsx";
import { RelatedTitles } from "../features/record/related-titles.tsx";
import { embeddablePdfUrl, presentLinks } from "../features/record/links.ts";
import {
  RECORD_ROUTE_ID,
  recordTabTitle,
  useRecord,
  useRecordLinks,
  useRecordEditions,
  useRelatedRecords,
  type RecordLoaderData,
} from "../features/record/record-route.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { Cover } from "../ui/cover.tsx";
import { TabErrorBoundary } from "../ui/tab-error-boundary.tsx";

function isWebLink(value: string): boolean {
  return /^https?:\/\//i.test(value.trim());
}

function FieldValue({ record, field, value }: { record: RecordData; field: RecordField; value: string }) {
  const heading = headingHref(record, field.rotulo, value);
  if (heading) return <Link to={heading}>{value}</Link>;
  // Only http(s) links: a catalogued "javascript:" URL must never become a link.
  if (field.rotulo === "online_access" && isWebLink(value)) {
    return (
      <a href={value.trim()} rel="noopener noreferrer nofollow">
        {value.trim()}
      </a>
    );
  }
  return <>{value}</>;
}

/** The record's comments (app/features/comments, decision 029); the record itself is the parent's. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: commentStyles }];
export const loader = (args: LoaderFunctionArgs) => recordCommentsLoader(args);
export const action = (args: ActionFunctionArgs) => recordCommentAction(args);

export default function RecordDataTab() {
  const record = useRecord();
  const comments = useLoaderData<typeof loader>();
  const commentAnswer = useActionData<typeof action>();
  const { t } = useTranslation();
  const links = presentLinks(useRecordLinks(), record.cod_acervo);
  const related = useRelatedRecords();
  const editions = useRecordEditions();
  // The online-access field repeats the links; the links block replaces it when there is one.
  const fields = record.campos.filter(
    (f) => f.valores.some((v) => v.trim() !== "") && !(links.length > 0 && f.rotulo === "online_access"),
  );
  return (
    <section className="record-tab record-data" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("record.tabs.dados")}</h2>
      {record.link_capa ? <Cover src={record.link_capa} className="record-data__cover" /> : null}
      {fields.length === 0 ? (
        <p>{t("record.data.empty")}</p>
      ) : (
        <dl className="record-fields">
          {fields.map((field) => (
            <div key={field.rotulo} className="record-fields__row">
              <dt>{t(`record.field.${field.rotulo}`, { defaultValue: field.rotulo })}</dt>
              {field.valores.map((value, index) => (
                <dd key={index}>
                  <FieldValue record={record} field={field} value={value} />
                </dd>
              ))}
            </div>
          ))}
        </dl>
      )}
      <LinksBlock links={links} />
      <RecordBlock />
      <OtherEditions editions={editions} />
      <RelatedTitles related={related} />
      <RecordComments {...comments} result={commentAnswer?.result} />
    </section>
  );
}

export const meta: MetaFunction = ({ matches, data }) =>
  recordTabErrorTitle(matches, data) ?? recordTabTitle(matches, "");

/** Script only for a record with a PDF the embedded viewer can show; every other record page ships none. */
export const handle: RouteHandle = {
  hydrate: (matches) => {
    const parent = matches.find((m) => m.id === RECORD_ROUTE_ID)?.data as RecordLoaderData | undefined;
    return (parent?.links ?? []).some((link) => embeddablePdfUrl(link) !== null);
  },
};

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
