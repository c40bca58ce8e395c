/**
 * /meupergamum/pedidos-pesquisa/<tipo> — one type of research request (decision 033): the patron's
 * requests of that type (GET /solicitacoes/{tipo}, filtered by status and by a period: a GET form,
 * both dates or neither, the first not after the second), each waiting one with its own cancel
 * form (DELETE /solicitacoes/{tipo}/{id}) and, for a finished catalogue sheet, the card's PDF;
 * then the form of a new request (POST; the catalogue sheet as multipart with the thesis PDF).
 * A bibliographic switching request made from a record carries `?acervo=ID`.
 * Both forms follow the house pattern (decision 011); success redirects (303) with a notice.
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

import type { ResearchRequestOut, ResearchStatus } from "../../api/research-requests/contract.ts";
import { RESEARCH_STATUSES } from "../../api/research-requests/contract.ts";
import { accountContext } from "../features/account/account.server.ts";
import { formatDay } from "../features/account/account.ts";
import { RequestFormFields } from "../features/research-requests/request-fields.tsx";
import {
  BASE_PATH,
  FILTER_FIELDS,
  FilterSchema,
  fieldIds,
  isResearchType,
  MAX_FILE_MIB,
  requestFormSchema,
  valuesOf,
} from "../features/research-requests/request-form.ts";
import requestStyles from "../features/research-requests/research-requests.css";
import { ApiError, apiErrorResponse } from "../lib/library/index.server.ts";
import { hasFormErrors, parseForm, serverText, type FormResult } from "../lib/forms.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { commitSession } from "../lib/session.server.ts";
import { ACTION_DATA } from "../ui/document-meta.tsx";
import { ErrorSummary } from "../ui/error-summary.tsx";
import { Field } from "../ui/field.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";
import { ScrollTable } from "../ui/scroll-table.tsx";
import { useSchemaForm } from "../ui/use-schema-form.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: requestStyles }];

function typeOf(param: string | undefined) {
  if (!isResearchType(param)) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return param;
}

/** `?acervo=ID`: the record a switching request is made from. */
function recordParam(value: string | null): number | undefined {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

export async function loader(args: LoaderFunctionArgs) {
  const type = typeOf(args.params.tipo);
  const { api, t } = await accountContext(args);
  const url = new URL(args.request.url);
  const filter = parseForm(url.searchParams, FilterSchema, { autoCoercion: false });
  const filterValues = {
    status: url.searchParams.get("status") ?? "",
    dataIni: url.searchParams.get("dataIni") ?? "",
    dataFim: url.searchParams.get("dataFim") ?? "",
  };
  const recordId = type === "comutacao-bibliografica" ? recordParam(url.searchParams.get("acervo")) : undefined;
  const [requests, config, record] = await Promise.all([
    filter.ok ? api.researchRequests.list(type, filter.value) : Promise.resolve(null),
    type === "ficha-catalografica" ? api.researchRequests.catalogueFormConfig() : Promise.resolve(null),
    recordId ? api.records.data(recordId) : Promise.resolve(null),
  ]).catch(apiErrorResponse);
  return data(
    {
      type,
      title: t(`requests.types.${type}.title`),
      requests,
      filterValues,
      filterResult: filter.result ?? null,
      institution: config?.instituicao ?? null,
      record: record ? { id: record.cod_acervo, title: record.titulo } : null,
      locale: api.locale,
    },
    { status: filter.ok ? 200 : 400, headers: await api.headers() },
  );
}

type ActionResult = { result: FormResult } | { cancelError: string };

export async function action(args: ActionFunctionArgs) {
  const type = typeOf(args.params.tipo);
  const { api } = await accountContext(args);
  const form = await args.request.formData();
  const url = new URL(args.request.url);
  const back = async (notice: string) => {
    api.session.flash("notice", notice);
    throw redirect(`${url.pathname}${url.search}`, {
      status: 303,
      headers: { "Set-Cookie": await commitSession(api.session, args.request) },
    });
  };
  if (form.get("intent") === "cancel") {
    const id = Number(form.get("codigo"));
    if (!Number.isInteger(id) || id < 1) throw new Response("Bad Request", { status: 400 });
    try {
      await api.researchRequests.cancel(type, id);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
      return data<ActionResult>({ cancelError: error.message }, { status: error.status });
    }
    return back("requests.notice.cancelled");
  }
  const parsed = parseForm(form, requestFormSchema(type), { autoCoercion: false });
  if (!parsed.ok) return data<ActionResult>({ result: parsed.result }, { status: 400 });
  const { values, file } = valuesOf(parsed.value);
  try {
    if (type === "ficha-catalografica") {
      await api.researchRequests.saveCatalogueSheet(values, file!);
    } else {
      const recordId = type === "comutacao-bibliografica" ? recordParam(String(form.get("acervo") ?? "")) : undefined;
      await api.researchRequests.create(type, values, recordId);
    }
  } catch (error) {
    // What the browser could not foresee (the file's bytes are not a PDF, a record gone).
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    return data<ActionResult>(
      { result: parsed.reject({ formErrors: [serverText(error.message)] }) },
      { status: error.status },
    );
  }
  return back("requests.notice.created");
}

export default function ResearchRequestPage() {
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

function CancelError() {
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const message = actionData && "cancelError" in actionData ? actionData.cancelError : null;
  return <ErrorSummary errors={message ? [{ message }] : []} focusKey={message} />;
}

function FilterForm() {
  const { filterValues, filterResult, type } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { fields, formProps, summary, errorOf, attempt } = useSchemaForm({
    id: `filter-${type}`,
    schema: FilterSchema,
    lastResult: filterResult as FormResult | null,
    fields: FILTER_FIELDS,
    defaultValue: filterValues,
    autoCoercion: false,
  });
  const initial = (name: keyof typeof FILTER_FIELDS) => fields[name].initialValue as string | undefined;
  return (
    <>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <Form method="get" {...formProps} className="form research-requests__filter">
        <Field id={FILTER_FIELDS.status} label={t("requests.filter.status")} error={errorOf(FILTER_FIELDS.status)}>
          {(control) => (
            <select
              {...control}
              key={fields.status.key}
              name="status"
              defaultValue={initial("status")}
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
        {(["dataIni", "dataFim"] as const).map((name) => (
          <Field
            key={name}
            id={FILTER_FIELDS[name]}
            label={t(name === "dataIni" ? "requests.filter.from" : "requests.filter.to")}
            error={errorOf(FILTER_FIELDS[name])}
          >
            {(control) => (
              <input
                {...control}
                key={fields[name].key}
                name={name}
                type="date"
                defaultValue={initial(name)}
                className="input input--date"
              />
            )}
          </Field>
        ))}
        <button type="submit" className="button button--secondary">
          {t("requests.filter.submit")}
        </button>
      </Form>
    </>
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
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const { t } = useTranslation();
  const schema = useMemo(() => requestFormSchema(type), [type]);
  const ids = fieldIds(type);
  const form = useSchemaForm({
    id: `request-${type}`,
    schema,
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
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

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  const actionData = (loaderData as Record<string, unknown> | undefined)?.[ACTION_DATA] as ActionResult | undefined;
  const actionFailed = Boolean(
    actionData && ("cancelError" in actionData || ("result" in actionData && hasFormErrors(actionData.result))),
  );
  return pageTitle(matches, loaderData?.title, {
    error: actionFailed || hasFormErrors(loaderData?.filterResult as FormResult | null),
  });
};

/** The forms validate in the browser when JS is on. */
export const handle: RouteHandle = { hydrate: true };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
