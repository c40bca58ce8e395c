/**
 * /cesta/imprimir — the basket as a printable list of ABNT NBR 6023 references, in alphabetical
 * order (NBR 6023 6.1), each with the record's permanent address; `?estilo=` gives them in a CSL
 * style instead (the reference tab's codes and form, decision 050). The print stylesheet
 * (basket.css) leaves out the site's header, navigation and footer and the style's form.
 */
import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { readBasket } from "../features/basket/basket-cookie.server.ts";
import { basketRecords } from "../features/basket/basket-records.server.ts";
import basketStyles from "../features/basket/basket.css";
import { LIST_REFERENCE_STYLES, parseStyle } from "../features/record/reference.ts";
import { ReferenceStyleForm } from "../features/record/reference-style-form.tsx";
import { libraryClient } from "../lib/library/index.server.ts";
import type { CslStyle } from "../../api/catalogue/records/citation/csl/styles.ts";
import { getT } from "../lib/i18n.server.ts";
import { ReferenceText } from "../ui/reference-text.tsx";
import { publicUrl } from "../features/security/public-origin.server.ts";

export { ErrorBoundary, handle, meta } from "../ui/static-route.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: basketStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [ids, t] = await Promise.all([readBasket(request), getT(request)]);
  const api = await libraryClient({ request, context });
  const parsed = parseStyle(new URL(request.url).searchParams.get("estilo"));
  const style = parsed.csl ? LIST_REFERENCE_STYLES.find((s) => s.code === parsed.code) : undefined;
  const records = await basketRecords(api, ids, style?.code as CslStyle | undefined);
  const sorted = [...records].sort((a, b) =>
    a.referencia.localeCompare(b.referencia, "pt-BR", { sensitivity: "base" }),
  );
  const origin = publicUrl(request).origin;
  const title = style ? t("basket.print.styleTitle", { style: t(style.label) }) : t("basket.print.title");
  return data({ title, style: style?.code ?? "abnt", records: sorted, origin }, { headers: await api.headers() });
}

export default function BasketPrintPage() {
  const { title, style, records, origin } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page basket-print">
      <h1>{title}</h1>
      <p className="no-print">
        {t("basket.print.hint")} <Link to="/cesta">{t("basket.back")}</Link>
      </p>
      <div className="no-print">
        <ReferenceStyleForm
          action="/cesta/imprimir"
          legend="basket.print.style"
          current={style}
          styles={LIST_REFERENCE_STYLES}
        />
      </div>
      {records.length === 0 ? (
        <p>{t("basket.empty")}</p>
      ) : (
        <ol className="basket-print__list">
          {records.map((record) => (
            <li key={record.cod_acervo} className="reference">
              <ReferenceText parts={record.partes} />
              <br />
              <a href={`${origin}/acervo/${record.cod_acervo}`} className="permalink">
                {`${origin}/acervo/${record.cod_acervo}`}
              </a>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
