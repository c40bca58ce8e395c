/**
 * /meupergamum/pedidos-pesquisa/<tipo> — one type of research request (decision 033): the patron's
 * requests of that type, filtered by status and by a period (a GET form, both dates or neither,
 * the first not after the second), each waiting one with its own cancel form and, for a finished
 * catalogue sheet, the card's PDF; then the form of a new request (the catalogue sheet as
 * multipart with the thesis PDF). A bibliographic switching request made from a record carries
 * `?acervo=ID`. Both forms follow the house pattern (decision 011) and validate in the browser
 * when JS is on; the handlers are research-request.server.ts's.
 */
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

import type { ResearchRequestOut, ResearchStatus } from "../../../api/lending/research-requests/contract.ts";
import { RESEARCH_STATUSES } from "../../../api/lending/research-requests/contract.ts";
import { formErrors, hasFormErrors, translateMessage, type FormResult } from "../../lib/forms.ts";
import { pageTitle } from "../../lib/meta.ts";
import { ACTION_DATA } from "../../ui/document-meta.tsx";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { Field } from "../../ui/field.tsx";
import { ScrollTable } from "../../ui/scroll-table.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";
import { formatDay } from "../account/account.ts";
import { RangeFilterForm } from "../account-stats/range-filter-form.tsx";
import { RequestFormFields } from "./request-fields.tsx";
import {
  BASE_PATH,
  FILTER_FIELDS,
  FilterSchema,
  fieldIds,
  MAX_FILE_MIB,
  researchIntentSchema,
} from "./request-form.ts";
import type { loader, ResearchAnswer } from "./research-request.server.ts";

export function ResearchRequestPage() {
  const { type, requests } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page account research-requests">
      <p className="research-requests__back">
        <Link to={BASE_PATH}>{t("requests.backToTypes")}</Link>
      </p>
      <h1>{t(`requests.types.${type}.title`)}</h1>
      <p>{t(`requests.types.${type}.intro`)}</p>
      <CancelError />
      <section aria-labelledby="requests-list-title">
        <h2 id="requests-list-title">{t("requests.list.title")}</h2>
        <FilterForm />
        {requests === null ? null : requests.length === 0 ? (
          <p role="status">{t("requests.list.empty")}</p>
        ) : (
          <RequestTable requests={requests} />
        )}
      </section>
      <NewRequestForm key={type} />
    </div>
  );
}

/** A cancel the service refused: said in the summary (the cancel forms have no fields). */
function CancelError() {
  const answer = useActionData<ResearchAnswer>();
  const { t } = useTranslation();
  const result = answer?.intent === "cancel" ? answer.result : null;
  const errors = formErrors(result, {}, (message) => translateMessage(t, message));
  return <ErrorSummary errors={errors} focusKey={answer} />;
}

/** The list's filter: a status and a period (app/features/account-stats' date filter). */
function FilterForm() {
  const { filterValues, filterResult, type } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <RangeFilterForm
      id={`filter-${type}`}
      schema={FilterSchema}
      values={filterValues}
      result={filterResult as FormResult | null}
      submitLabel={t("requests.filter.submit")}
      dateIds={{ dataIni: FILTER_FIELDS.dataIni, dataFim: FILTER_FIELDS.dataFim }}
      extraFields={{ status: FILTER_FIELDS.status }}
      labels={{ from: t("requests.filter.from"), to: t("requests.filter.to") }}
      className="form research-requests__filter"
      buttonClassName="button button--secondary"
    >
      {(errorOf, fields) => (
        <Field id={FILTER_FIELDS.status} label={t("requests.filter.status")} error={errorOf(FILTER_FIELDS.status)}>
          {(control) => (
            <select
              {...control}
              key={fields.status.key}
              name="status"
              defaultValue={fields.status.initialValue as string | undefined}
              className="input"
            >
              <option value="">{t("requests.filter.anyStatus")}</option>
              {RESEARCH_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`requests.status.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </RangeFilterForm>
  );
}

function RequestTable({ requests }: { requests: ResearchRequestOut[] }) {
  const { locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <ScrollTable labelledBy="requests-caption">
      <table className="table">
        <caption id="requests-caption">{t("requests.list.caption", { count: requests.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("requests.list.number")}</th>
            <th scope="col">{t("requests.list.requestTitle")}</th>
            <th scope="col">{t("requests.list.requestedOn")}</th>
            <th scope="col">{t("requests.list.status")}</th>
            <th scope="col">{t("requests.list.answer")}</th>
            <th scope="col">{t("requests.list.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((r) => (
            <tr key={r.codigo}>
              <td>{r.codigo}</td>
              <th scope="row">{r.cod_acervo ? <Link to={`/acervo/${r.cod_acervo}`}>{r.titulo}</Link> : r.titulo}</th>
              <td>{formatDay(r.data_solicitacao, locale)}</td>
              <td>
                <span className={`research-status research-status--${r.situacao}`}>
                  {t(`requests.status.${r.situacao as ResearchStatus}`)}
                </span>
                {r.situacao !== "waiting" ? (
                  <span className="research-requests__when">
                    {" "}
                    {t("requests.list.since", { date: formatDay(r.data_atualizacao, locale) })}
                  </span>
                ) : null}
              </td>
              <td>{r.resposta ?? "–"}</td>
              <td>
                {r.ficha_pronta ? (
                  <a
                    href={`${BASE_PATH}/ficha-catalografica/${r.codigo}/pdf`}
                    download
                    aria-label={t("requests.list.downloadCardOf", { title: r.titulo })}
                  >
                    {t("requests.list.downloadCard")}
                  </a>
                ) : null}
                {r.cancelavel ? (
                  <Form method="post" className="research-requests__cancel">
                    <input type="hidden" name="intent" value="cancel" />
                    <input type="hidden" name="codigo" value={r.codigo} />
                    <button
                      type="submit"
                      className="button button--secondary button--small"
                      aria-label={t("requests.list.cancelOne", { number: r.codigo, title: r.titulo })}
                    >
                      {t("requests.list.cancel")}
                    </button>
                  </Form>
                ) : null}
                {!r.ficha_pronta && !r.cancelavel ? "–" : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

function NewRequestForm() {
  const { type, record, institution } = useLoaderData<typeof loader>();
  const answer = useActionData<ResearchAnswer>();
  const { t } = useTranslation();
  const schema = useMemo(() => researchIntentSchema(type), [type]);
  const ids = fieldIds(type);
  const form = useSchemaForm({
    id: `request-${type}`,
    schema,
    lastResult: answer?.intent === "create" ? answer.result : undefined,
    fields: ids,
    formErrorField: Object.keys(ids)[0],
    defaultValue: institution ? { instituicao: institution } : undefined,
    autoCoercion: false,
  });
  const upload = type === "ficha-catalografica";
  return (
    <section aria-labelledby="request-new-title" className="research-requests__new">
      <h2 id="request-new-title">{t("requests.form.title")}</h2>
      <ErrorSummary errors={form.summary} focusKey={form.attempt} />
      {record ? (
        <p>
          {t("requests.form.fromRecord")} <Link to={`/acervo/${record.id}`}>{record.title}</Link>
        </p>
      ) : null}
      <p className="hint">{t("requests.form.required")}</p>
      <Form
        method="post"
        {...form.formProps}
        encType={upload ? "multipart/form-data" : undefined}
        className="form research-requests__form"
      >
        <input type="hidden" name="intent" value="create" />
        {record ? <input type="hidden" name="acervo" value={record.id} /> : null}
        <RequestFormFields type={type} form={form} maxFileMib={MAX_FILE_MIB} />
        <button type="submit" className="button">
          {t(`requests.types.${type}.submit`)}
        </button>
      </Form>
    </section>
  );
}

/** "Erro: " in the title while the sent form or the filter shows its problems. */
export const researchRequestMeta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  const answer = (loaderData as Record<string, unknown> | undefined)?.[ACTION_DATA] as ResearchAnswer | undefined;
  return pageTitle(matches, loaderData?.title, {
    error: hasFormErrors(answer?.result) || hasFormErrors(loaderData?.filterResult as FormResult | null),
  });
};
