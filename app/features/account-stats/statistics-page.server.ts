/**
 * The patron's statistics page's data (/meupergamum/estatisticas): the period's figures.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";

import { apiErrorResponse } from "../../lib/library/index.server.ts";
import { accountContext } from "../account/account.server.ts";
import { OptionalRangeSchema, rangeOf } from "./date-range.ts";
import { type RangeValues } from "./range-filter-form.tsx";
import { readRangeQuery } from "./range-query.server.ts";

export async function statisticsLoader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const query = readRangeQuery(new URL(args.request.url), OptionalRangeSchema, { dataIni: "", dataFim: "" });
  const stats =
    query.ok && query.value ? await api.figures.statistics(rangeOf(query.value)).catch(apiErrorResponse) : null;
  return data(
    {
      title: t("services.statistics.title"),
      values: query.values as RangeValues,
      result: query.result,
      stats,
      locale: api.locale,
    },
    { status: query.ok ? 200 : 400, headers: await api.headers() },
  );
}
