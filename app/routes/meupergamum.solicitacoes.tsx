/**
 * /meupergamum/solicitacoes — the patron's loan requests (GET /meupergamum/solicitacoes/emprestimo),
 * newest first, each waiting one with its own "Cancelar" button
 * (PUT /meupergamum/solicitacoes/cancel-emprestimo/{id}). No JS needed.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { accountContext } from "../features/account/account.server.ts";
import { formatDay, selectionSchema } from "../features/account/account.ts";
import { ServiceError, apiErrorResponse } from "../lib/library/index.server.ts";
import { formErrors, parseForm, serverText, translateMessage, type FormResult } from "../lib/forms.ts";
import { tk } from "../lib/i18n.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { formPageMeta } from "../ui/document-meta.tsx";
import { ErrorSummary } from "../ui/error-summary.tsx";
import { ScrollTable } from "../ui/scroll-table.tsx";

export async function loader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const requests = await api.loanRequests.list().catch(apiErrorResponse);
  return data(
    { title: t("circulation.account.requests.title"), requests, locale: api.locale },
    { headers: await api.headers() },
  );
}

type ActionResult = { result: FormResult } | { cancelled: string };

/** Each row's button submits its request's code as `cancelar`. */
const CANCEL = selectionSchema("cancelar", tk("common.error.body"));

export async function action(args: ActionFunctionArgs) {
  const { api } = await accountContext(args);
  const parsed = parseForm(await args.request.formData(), CANCEL, { autoCoercion: false });
  // Only a hand-made request lacks the code.
  if (!parsed.ok) throw new Response("Bad Request", { status: 400 });
  const [id] = parsed.value.cancelar;
  try {
    const out = await api.loanRequests.cancel(id);
    return data<ActionResult>({ cancelled: out.titulo }, { headers: await api.headers() });
  } catch (error) {
    if (!(error instanceof ServiceError) || error.status >= 500 || error.status === 401) throw error;
    return data<ActionResult>(
      { result: parsed.reject({ formErrors: [serverText(error.message)] }) },
      { status: error.status, headers: await api.headers() },
    );
  }
}

export default function RequestsPage() {
  const { requests, locale } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const { t } = useTranslation();
  const summary = formErrors(actionData && "result" in actionData ? actionData.result : null, {}, (message) =>
    translateMessage(t, message),
  );
  const place = (r: (typeof requests)[number]) =>
    r.domicilio === "S"
      ? t("circulation.account.requests.home", { address: r.recebimento_textual ?? "" })
      : (r.biblioteca_recebimento?.desc_biblioteca ?? r.local_recebimento?.descricao ?? "–");
  return (
    <div className="page account">
      <h1>{t("circulation.account.requests.title")}</h1>
      <ErrorSummary errors={summary} />
      {actionData && "cancelled" in actionData ? (
        <div className="notice" role="status">
          <p>{t("circulation.account.requests.cancelled", { title: actionData.cancelled })}</p>
        </div>
      ) : null}
      {requests.length === 0 ? (
        <p>{t("circulation.account.requests.empty")}</p>
      ) : (
        <Form method="post">
          <ScrollTable labelledBy="requests-caption">
            <table className="table">
              <caption id="requests-caption">{t("circulation.account.requests.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("circulation.account.columns.number")}</th>
                  <th scope="col">{t("circulation.account.columns.title")}</th>
                  <th scope="col">{t("circulation.account.columns.origin")}</th>
                  <th scope="col">{t("circulation.account.columns.place")}</th>
                  <th scope="col">{t("circulation.account.columns.requestedOn")}</th>
                  <th scope="col">{t("circulation.account.columns.pickup")}</th>
                  <th scope="col">{t("circulation.account.columns.situation")}</th>
                  <th scope="col">{t("circulation.account.columns.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {requests.map((r) => (
                  <tr key={r.cod_solicitacao}>
                    <td>{r.cod_solicitacao}</td>
                    <th scope="row">
                      <Link to={`/acervo/${r.cod_acervo}`}>{r.titulo}</Link>
                    </th>
                    <td>{r.biblioteca_origem.desc_biblioteca}</td>
                    <td>{place(r)}</td>
                    <td>{formatDay(r.data_solicitacao, locale)}</td>
                    <td>
                      {formatDay(r.retirada_inicio, locale)} – {formatDay(r.retirada_fim, locale)}
                    </td>
                    <td>{r.desc_situacao}</td>
                    <td>
                      {r.situacao === "waiting" ? (
                        <button
                          type="submit"
                          name="cancelar"
                          value={r.cod_solicitacao}
                          className="button button--secondary"
                          aria-label={t("circulation.account.requests.cancelOne", {
                            number: r.cod_solicitacao,
                            title: r.titulo,
                          })}
                        >
                          {t("circulation.account.requests.cancel")}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        </Form>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = formPageMeta;

export const handle: RouteHandle = { hydrate: false };
