/**
 * /nada-consta-validate-qrcode/{cod}/{valid}/{motivo} — where a clearance declaration's QR code
 * leads (document 1; decision 032). Public: whoever holds the paper checks it here. Genuine: for
 * whom (the name printed on it, nothing else), when and why. Anything else, including any part
 * of the address altered: 'invalid QR code', with status 404.
 */
import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { formatDay } from "../features/account/account.ts";
import clearanceStyles from "../features/clearance/clearance.css";
import { getT } from "../lib/i18n.server.ts";
import { ServiceError, apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";

export { ErrorBoundary, handle, meta } from "../ui/static-route.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: clearanceStyles }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const [api, t] = await Promise.all([libraryClient({ request, context }), getT(request)]);
  const parts = { cod: params.cod ?? "", valid: params.valid ?? "", motivo: params.motivo ?? "" };
  try {
    const declaration = await api.clearance.validate(parts);
    return data(
      { title: t("clearance.validation.genuine"), declaration, locale: api.locale },
      { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
    );
  } catch (error) {
    // 404 (not genuine) and 400 (a part too long to be one): the same answer, as the service gives.
    if (!(error instanceof ServiceError) || (error.status !== 404 && error.status !== 400)) apiErrorResponse(error);
    return data(
      { title: t("clearance.validation.invalid"), declaration: null, locale: api.locale },
      { status: 404, headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
    );
  }
}

export default function ClearanceValidationPage() {
  const { declaration, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page page--narrow clearance">
      <h1>{t("clearance.validation.title")}</h1>
      {declaration ? (
        <section className="clearance-box clearance-box--genuine" aria-labelledby="nada-consta-resultado">
          <h2 id="nada-consta-resultado">{t("clearance.validation.genuine")}</h2>
          <p>{t("clearance.validation.genuineText")}</p>
          <dl className="clearance-values">
            <div>
              <dt>{t("clearance.fields.name")}</dt>
              <dd>{declaration.nome}</dd>
            </div>
            <div>
              <dt>{t("clearance.fields.date")}</dt>
              <dd>{formatDay(declaration.emitida_em, locale)}</dd>
            </div>
            <div>
              <dt>{t("clearance.fields.reason")}</dt>
              <dd>{declaration.desc_motivo}</dd>
            </div>
          </dl>
        </section>
      ) : (
        <section className="clearance-box clearance-box--invalid" aria-labelledby="nada-consta-resultado">
          <h2 id="nada-consta-resultado">{t("clearance.validation.invalid")}</h2>
          <p>{t("clearance.validation.invalidText")}</p>
        </section>
      )}
    </div>
  );
}
