/**
 * /meupergamum/token — the loan token (GET and POST /api/emprestimo/token; decision 032): the code
 * to show at the desk, as text and as a QR code for the self-service kiosk, with its validity,
 * and a button that makes a new one (the old one stops working). No script needed.
 */
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { accountContext } from "../features/account/account.server.ts";
import clearanceStyles from "../features/clearance/clearance.css";
import { renewTokenAction, tokenState } from "../features/loan-token/loan-token.server.ts";
import { formatDayTime } from "../lib/dates.ts";

export { ErrorBoundary, handle, meta } from "../ui/static-route.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: clearanceStyles }];

export async function loader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const state = await tokenState(api);
  return data(
    { title: t("clearance.token.title"), state, locale: api.locale },
    { headers: { ...Object.fromEntries(await api.headers()), "Cache-Control": "no-store" } },
  );
}

export const action = (args: ActionFunctionArgs) => renewTokenAction(args);

export default function LoanTokenPage() {
  const { state, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page page--narrow loan-token-page">
      <h1>{t("clearance.token.title")}</h1>
      {state.state === "cleared" ? (
        <p className="clearance-box clearance-box--warning">{t("clearance.token.cleared")}</p>
      ) : (
        <>
          <p>{t("clearance.token.intro")}</p>
          <section className="loan-token" aria-labelledby="token-rotulo">
            <div>
              <h2 id="token-rotulo">{t("clearance.token.token")}</h2>
              <p className="loan-token__code" id="token-codigo">
                {state.token}
              </p>
              <p id="token-validade">
                {t("clearance.token.validUntil", {
                  date: formatDayTime(state.validade, locale),
                })}
              </p>
            </div>
            <img
              className="loan-token__qr"
              src={state.qr}
              alt={t("clearance.token.qr", { token: state.token })}
              width={200}
              height={200}
            />
          </section>
          <Form method="post">
            <p className="hint" id="token-renovar-dica">
              {t("clearance.token.renewHint")}
            </p>
            <button type="submit" className="button" aria-describedby="token-renovar-dica">
              {t("clearance.token.renew")}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
