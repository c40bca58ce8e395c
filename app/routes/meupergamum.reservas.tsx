/**
 * /meupergamum/reservas — the patron's open reservations (GET /reserva): queue position, release
 * date, pick-up deadline, status; tick and "Cancelar reservas" (DELETE /reserva/{id}). Nothing
 * ticked: "select a reservation" (document 2 §5). No JS needed.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { accountContext } from "../features/account/account.server.ts";
import { formatDay, selectionSchema } from "../features/account/account.ts";
import { SelectableTable, useSelection } from "../features/account/selectable-table.tsx";
import {
  CancelConfirmation,
  cancelItem,
  useCancelDialog,
  type CancelItem,
} from "../features/account/cancel-confirmation.tsx";
import { ServiceError, apiErrorResponse } from "../lib/library/index.server.ts";
import { parseForm, type FormResult } from "../lib/forms.ts";
import { tk } from "../lib/i18n.ts";
import { titleLang } from "../lib/record-language.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { formPageMeta } from "../ui/document-meta.tsx";
import { ErrorSummary } from "../ui/error-summary.tsx";
import { TITLE_SLOT, TitlesInSentence, type TitleInSentence } from "../ui/titles-in-sentence.tsx";

const SELECTION = selectionSchema("reservas", tk("circulation.account.reservations.selectOne"));

export async function loader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const reservations = await api.reservations.list().catch(apiErrorResponse);
  return data(
    { title: t("circulation.account.reservations.title"), reservations, locale: api.locale },
    { headers: await api.headers() },
  );
}

type ActionResult =
  { result: FormResult } | { cancelled: TitleInSentence[]; refused: string[] } | { confirm: CancelItem[] };

export async function action(args: ActionFunctionArgs) {
  const { api } = await accountContext(args);
  const form = await args.request.formData();
  const parsed = parseForm(form, SELECTION, { autoCoercion: false });
  if (!parsed.ok) return data<ActionResult>({ result: parsed.result }, { status: 400 });
  const ids = parsed.value.reservas;
  // Cancelling cannot be undone (the place in the queue is lost): the first post asks, the
  // second, with `confirmar`, cancels (decision 037). Works the same with and without JS.
  if (form.get("confirmar") !== "1") {
    const open = await api.reservations.list().catch(apiErrorResponse);
    const confirm = open.filter((r) => ids.includes(r.cod_reserva)).map(cancelItem);
    if (confirm.length > 0) return data<ActionResult>({ confirm }, { headers: await api.headers() });
  }
  const cancelled: TitleInSentence[] = [];
  const refused: string[] = [];
  for (const id of ids) {
    try {
      const out = await api.reservations.cancel(id);
      cancelled.push({ title: out.titulo, language: out.idioma });
    } catch (error) {
      if (!(error instanceof ServiceError) || error.status >= 500 || error.status === 401) throw error;
      refused.push(error.message);
    }
  }
  return data<ActionResult>({ cancelled, refused }, { headers: await api.headers() });
}

export default function ReservationsPage() {
  const { reservations, locale } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const { t, i18n } = useTranslation();
  const ask = useCancelDialog((id) => {
    const reservation = reservations.find((r) => r.cod_reserva === id);
    return reservation ? cancelItem(reservation) : { id, title: String(id), language: null };
  });
  const selection = useSelection({
    name: "reservas",
    schema: SELECTION,
    result: actionData && "result" in actionData ? actionData.result : null,
    firstBox: reservations[0] ? `reserva-${reservations[0].cod_reserva}` : null,
  });
  return (
    <div className="page account">
      <h1>{t("circulation.account.reservations.title")}</h1>
      <ErrorSummary errors={selection.summary} focusKey={selection.attempt} />
      {actionData && "cancelled" in actionData ? (
        <div className="notice" role="status">
          {actionData.cancelled.length > 0 ? (
            <p>
              <TitlesInSentence
                sentence={t("circulation.account.reservations.cancelled", { titles: TITLE_SLOT })}
                titles={actionData.cancelled}
                pageLanguage={i18n.language}
              />
            </p>
          ) : null}
          {actionData.refused.map((message, i) => (
            <p key={i}>{message}</p>
          ))}
        </div>
      ) : null}
      {actionData && "confirm" in actionData ? (
        <CancelConfirmation items={actionData.confirm} />
      ) : reservations.length === 0 ? (
        <p>{t("circulation.account.reservations.empty")}</p>
      ) : (
        <SelectableTable
          name="reservas"
          idPrefix="reserva"
          legend={t("circulation.account.reservations.legend")}
          selection={selection}
          columns={[
            t("circulation.account.columns.title"),
            t("circulation.account.columns.library"),
            t("circulation.account.columns.reservedOn"),
            t("circulation.account.columns.position"),
            t("circulation.account.columns.situation"),
            t("circulation.account.columns.released"),
            t("circulation.account.columns.pickupBy"),
          ]}
          // A card shows the status and the pick-up deadline under the title.
          lead={[3, 5]}
          rows={reservations.map((r) => ({
            id: r.cod_reserva,
            title: (
              <Link to={`/acervo/${r.cod_acervo}`} lang={titleLang(r.idioma, i18n.language)}>
                {r.titulo}
              </Link>
            ),
            mark: r.situacao === "ready" ? t("ui.dashboard.kind.ready") : undefined,
            cells: [
              r.desc_biblioteca,
              formatDay(r.data_reserva, locale),
              r.posicao ?? "–",
              r.desc_situacao,
              formatDay(r.data_liberacao, locale) || "–",
              formatDay(r.prazo_retirada, locale) || "–",
            ],
          }))}
          submitLabel={t("circulation.account.reservations.cancel")}
          submitClassName="button button--secondary"
          onSubmit={ask.onSubmit}
        >
          {ask.dialog}
        </SelectableTable>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = formPageMeta;

// Script only when there is something to cancel: it turns the confirmation into a dialog.
export const handle: RouteHandle = {
  hydrate: (matches) => {
    const own = matches.find((m) => m.id === "routes/meupergamum.reservas")?.data as
      { reservations?: unknown[] } | undefined;
    return (own?.reservations?.length ?? 0) > 0;
  },
};
