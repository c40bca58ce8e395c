/**
 * /meupergamum/emprestimos — the patron's open loans (GET /emprestimo/titulos-pendentes) with a
 * checkbox each and "Renovar" (POST /emprestimo/renovacao): the answer lists, per loan, the new due
 * date or the refusal's reason. Nothing ticked: "select an item" (document 2 §5). No JS needed.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { LoanOut, RenewalResult } from "../../api/lending/circulation/contract.ts";
import { accountContext } from "../features/account/account.server.ts";
import { formatDay, formatMoney, selectionSchema } from "../features/account/account.ts";
import { SelectableTable, useSelection } from "../features/account/selectable-table.tsx";
import { ServiceError, apiErrorResponse } from "../lib/library/index.server.ts";
import { parseForm, type FormResult } from "../lib/forms.ts";
import { tk } from "../lib/i18n.ts";
import { titleLang } from "../lib/record-language.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { formPageMeta } from "../ui/document-meta.tsx";
import { ErrorSummary } from "../ui/error-summary.tsx";

const SELECTION = selectionSchema("emprestimos", tk("circulation.account.loans.selectOne"));

export async function loader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  // With details (showDetails): where each copy is shelved and who waits for it (decision 034).
  const loans = await api.figures.pendingTitles().catch(apiErrorResponse);
  return data(
    { title: t("circulation.account.loans.title"), loans, locale: api.locale },
    { headers: await api.headers() },
  );
}

/** Each renewal's answer with the loan's title and its language, which the answer does not name. */
type RenewalLine = RenewalResult & Pick<LoanOut, "titulo" | "idioma">;
type ActionResult = { result: FormResult } | { results: RenewalLine[] };

export async function action(args: ActionFunctionArgs) {
  const { api } = await accountContext(args);
  const form = await args.request.formData();
  const parsed = parseForm(form, SELECTION, { autoCoercion: false });
  if (!parsed.ok) return data<ActionResult>({ result: parsed.result }, { status: 400 });
  const ids = parsed.value.emprestimos;
  const loans = await api.loans.pending().catch(apiErrorResponse);
  const results: RenewalLine[] = [];
  // One call per loan: each answer is that loan's result (the service takes a list as well).
  for (const id of ids) {
    try {
      const answer = await api.loans.renew(id);
      for (const r of answer.resultados) {
        const loan = loans.find((l) => l.cod_emprestimo === r.cod_emprestimo);
        results.push({ ...r, titulo: loan?.titulo ?? `#${id}`, idioma: loan?.idioma ?? null });
      }
    } catch (error) {
      if (!(error instanceof ServiceError) || error.status >= 500 || error.status === 401) throw error;
      results.push({
        cod_emprestimo: id,
        renovado: false,
        codigo: error.code,
        mensagem: error.message,
        titulo: `#${id}`,
        idioma: null,
      });
    }
  }
  return data<ActionResult>({ results }, { headers: await api.headers() });
}

export default function LoansPage() {
  const { loans, locale } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const { t, i18n } = useTranslation();
  const selection = useSelection({
    name: "emprestimos",
    schema: SELECTION,
    result: actionData && "result" in actionData ? actionData.result : null,
    firstBox: loans[0] ? `emprestimo-${loans[0].cod_emprestimo}` : null,
  });
  return (
    <div className="page account">
      <h1>{t("circulation.account.loans.title")}</h1>
      <ErrorSummary errors={selection.summary} focusKey={selection.attempt} />
      {actionData && "results" in actionData ? (
        <div className="notice account-results" role="status">
          <h2>{t("circulation.account.loans.results")}</h2>
          <ul>
            {actionData.results.map((r) => (
              <li key={r.cod_emprestimo}>
                <strong lang={titleLang(r.idioma, i18n.language)}>{r.titulo}</strong>:{" "}
                {r.renovado ? (
                  <span className="renewed">
                    {t("circulation.account.loans.renewed", { date: formatDay(r.data_devolucao, locale) })}
                  </span>
                ) : (
                  r.mensagem
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {loans.length === 0 ? (
        <p>{t("circulation.account.loans.empty")}</p>
      ) : (
        <SelectableTable
          name="emprestimos"
          idPrefix="emprestimo"
          legend={t("circulation.account.loans.legend")}
          selection={selection}
          columns={[
            t("circulation.account.columns.title"),
            t("circulation.account.columns.library"),
            t("circulation.account.columns.loanDate"),
            t("circulation.account.columns.dueDate"),
            t("circulation.account.columns.renewalsLeft"),
            t("circulation.account.columns.situation"),
            t("services.loans.location"),
            t("services.loans.queue"),
          ]}
          // A card shows the due date and the status under the title.
          lead={[2, 4]}
          rows={loans.map((loan) => ({
            id: loan.cod_emprestimo,
            title: <span lang={titleLang(loan.idioma, i18n.language)}>{loan.titulo}</span>,
            mark: loan.atrasado ? t("ui.dashboard.kind.overdue") : undefined,
            cells: [
              loan.desc_biblioteca,
              formatDay(loan.data_emprestimo, locale),
              formatDay(loan.data_devolucao, locale),
              loan.renovacoes_restantes,
              loan.atrasado
                ? t("circulation.account.loans.late", {
                    count: loan.dias_atraso,
                    fine: formatMoney(loan.multa_centavos, locale),
                  })
                : t("circulation.account.loans.onTime"),
              [loan.detalhes.numero_chamada, loan.detalhes.desc_local].filter(Boolean).join(" – ") || "–",
              loan.detalhes.reservas_na_fila,
            ],
          }))}
          submitLabel={t("circulation.account.loans.renew")}
        />
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = formPageMeta;

export const handle: RouteHandle = { hydrate: false };
