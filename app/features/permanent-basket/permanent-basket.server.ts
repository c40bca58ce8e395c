/**
 * The permanent basket's server half (/meupergamum/cesta-permanente): the list under the page's
 * filter, and the changes posted by intent (keep, keep the ticked, remove, restore).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { parseForm } from "../../lib/forms.ts";
import { ServiceError, apiErrorResponse } from "../../lib/library/index.server.ts";
import { commitSession, safeRedirect } from "../../lib/session.server.ts";
import { accountContext } from "../account/account.server.ts";
import { rangeOf } from "../account-stats/date-range.ts";
import type { RangeValues } from "../account-stats/range-filter-form.tsx";
import { readRangeQuery } from "../account-stats/range-query.server.ts";
import { PERMANENT_BASKET_PATH, PermanentBasketActionSchema, PermanentBasketFilterSchema } from "./permanent-basket.ts";

export async function permanentBasketLoader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const query = readRangeQuery(new URL(args.request.url), PermanentBasketFilterSchema, {
    tipo: "colecao",
    dataIni: "",
    dataFim: "",
  });
  const items =
    query.ok && query.value
      ? await api.permanentBasket.list(query.value.tipo, rangeOf(query.value)).catch(apiErrorResponse)
      : null;
  const kept =
    query.ok && query.value?.tipo === "colecao" && !rangeOf(query.value)
      ? (items?.length ?? 0)
      : (await api.permanentBasket.list("colecao").catch(apiErrorResponse)).length;
  return data(
    {
      title: t("services.permanentBasket.title"),
      values: query.values as RangeValues,
      result: query.result,
      items,
      kept,
      locale: api.locale,
    },
    { status: query.ok ? 200 : 400, headers: await api.headers() },
  );
}

export async function permanentBasketAction(args: ActionFunctionArgs) {
  const { api, t } = await accountContext(args);
  const parsed = parseForm(await args.request.formData(), PermanentBasketActionSchema, { autoCoercion: false });
  let to = `${PERMANENT_BASKET_PATH}${new URL(args.request.url).search}`;
  let notice = "services.permanentBasket.nothing";
  try {
    const posted = parsed.value;
    if (posted?.intent === "keep" || posted?.intent === "keep-selected") {
      to = safeRedirect(posted.redirectTo, PERMANENT_BASKET_PATH);
      // "keep-selected" comes from the result list's basket form: its boxes are named ids.
      const ids = posted.intent === "keep" ? posted.acervo : posted.ids;
      if (ids.length > 0) {
        const out = await api.permanentBasket.keep(ids);
        notice = t("services.permanentBasket.added", { count: out.alterados.length });
      }
    } else if (posted && posted.acervo.length > 0) {
      const restore = posted.intent === "restore";
      await api.permanentBasket.change(posted.acervo, restore ? "colecao" : "removido");
      notice = restore ? "services.permanentBasket.restored" : "services.permanentBasket.removed";
    }
  } catch (error) {
    // The service's refusal in words (the basket full, a title no longer kept).
    if (!(error instanceof ServiceError) || error.status >= 500 || error.status === 401) throw error;
    notice = t("services.permanentBasket.refused", { message: error.message });
  }
  api.session.flash("notice", notice);
  throw redirect(to, { status: 303, headers: { "Set-Cookie": await commitSession(api.session, args.request) } });
}
