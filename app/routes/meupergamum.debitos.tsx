/**
 * /meupergamum/debitos — unpaid debts (GET /emprestimo/debitos-pendentes; amounts with the
 * locale's currency, 2 decimals, comma in pt) and suspensions (GET /pessoas/afastamentos).
 */
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { accountContext } from "../features/account/account.server.ts";
import { formatDay, formatMoney } from "../features/account/account.ts";
import clearanceStyles from "../features/clearance/clearance.css";
import { PixPayment } from "../features/clearance/pix-payment.tsx";
import { apiErrorResponse } from "../lib/library/index.server.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { qrSymbol } from "../ui/qr-code.server.ts";
import { ScrollTable } from "../ui/scroll-table.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: clearanceStyles }];

export async function loader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const [debts, suspensions] = await Promise.all([
    api.loans.debts().catch(apiErrorResponse),
    api.loans.suspensions().catch(apiErrorResponse),
  ]);
  return data(
    {
      title: t("circulation.account.debts.title"),
      debts,
      pixQr: debts.pix ? qrSymbol(debts.pix) : null,
      suspensions,
      locale: api.locale,
    },
    { headers: await api.headers() },
  );
}

export default function DebtsPage() {
  const { debts, pixQr, suspensions, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // A GRU names its payer by CPF: without one on record the page says whom to see instead of
  // offering slips the service would refuse (decision 065).
  const gru = !debts.gru_indisponivel;
  return (
    <div className="page account">
      <h1>{t("circulation.account.debts.title")}</h1>
      {/* Plain sections: the scrolling table inside is the region named by the heading. */}
      <section>
        <h2 id="debts-heading">{t("circulation.account.debts.debts")}</h2>
        {debts.gru_indisponivel ? (
          <p className="notice" id="gru-unavailable">
            {t(`clearance.gru.unavailable.${debts.gru_indisponivel}`)}
          </p>
        ) : null}
        {debts.debitos.length === 0 ? (
          <p>{t("circulation.account.debts.none")}</p>
        ) : (
          <ScrollTable labelledBy="debts-heading">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t("circulation.account.columns.date")}</th>
                  <th scope="col">{t("circulation.account.columns.title")}</th>
                  <th scope="col">{t("circulation.account.columns.reason")}</th>
                  <th scope="col">{t("circulation.account.columns.fine")}</th>
                  <th scope="col">{t("circulation.account.columns.discount")}</th>
                  <th scope="col">{t("circulation.account.columns.paid")}</th>
                  <th scope="col">{t("circulation.account.columns.due")}</th>
                  {gru ? <th scope="col">{t("clearance.gru.column")}</th> : null}
                </tr>
              </thead>
              <tbody>
                {debts.debitos.map((d) => (
                  <tr key={d.cod_debito}>
                    <td>{formatDay(d.data, locale)}</td>
                    <th scope="row">{d.titulo ?? d.descricao ?? "–"}</th>
                    <td>{d.desc_motivo}</td>
                    <td>{formatMoney(d.valor_centavos, locale)}</td>
                    <td>{formatMoney(d.desconto_centavos, locale)}</td>
                    <td>{formatMoney(d.pago_centavos, locale)}</td>
                    <td>{formatMoney(d.pendente_centavos, locale)}</td>
                    {gru ? (
                      <td>
                        {/* The GRU payment slip (decision 032): a PDF, so a plain download link. */}
                        <a
                          href={`/meupergamum/debitos/gru/${d.cod_debito}`}
                          download
                          aria-label={t("clearance.gru.linkLabel", {
                            amount: formatMoney(d.pendente_centavos, locale),
                            title: d.titulo ?? d.descricao ?? d.desc_motivo,
                          })}
                        >
                          {t("clearance.gru.link")}
                        </a>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={6}>
                    {t("circulation.account.debts.total")}
                  </th>
                  <td id="debts-total">{formatMoney(debts.total_centavos, locale)}</td>
                  {gru ? <td /> : null}
                </tr>
              </tfoot>
            </table>
          </ScrollTable>
        )}
      </section>
      {debts.pix && pixQr ? (
        <PixPayment code={debts.pix} qr={pixQr} amount={formatMoney(debts.total_centavos, locale)} />
      ) : null}
      <section>
        <h2 id="suspensions-heading">{t("circulation.account.debts.suspensions")}</h2>
        {suspensions.length === 0 ? (
          <p>{t("circulation.account.debts.noSuspensions")}</p>
        ) : (
          <ScrollTable labelledBy="suspensions-heading">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t("circulation.account.columns.from")}</th>
                  <th scope="col">{t("circulation.account.columns.to")}</th>
                  <th scope="col">{t("circulation.account.columns.reason")}</th>
                  <th scope="col">{t("circulation.account.columns.situation")}</th>
                </tr>
              </thead>
              <tbody>
                {suspensions.map((s) => (
                  <tr key={s.cod_afastamento}>
                    <td>{formatDay(s.data_inicio, locale)}</td>
                    <td>{formatDay(s.data_fim, locale)}</td>
                    <td>{s.motivo}</td>
                    <td>{s.ativo ? t("circulation.account.debts.active") : t("circulation.account.debts.ended")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  pageTitle(matches, loaderData?.title);

export const handle: RouteHandle = { hydrate: false };
