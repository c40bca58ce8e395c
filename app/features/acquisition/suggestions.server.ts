/** The patron's suggestions page's data: the filter parsed from the query, the list and its statistics. */
import { data, type LoaderFunctionArgs } from "@remix-run/node";

import { parseForm } from "../../lib/forms.ts";
import { apiErrorResponse } from "../../lib/library/index.server.ts";
import { accountContext } from "../account/account.server.ts";
import { SUGGESTION_FILTER_FIELDS as FIELDS, SuggestionFilterSchema } from "./suggestion-form.ts";

export async function suggestionsLoader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const url = new URL(args.request.url);
  const values = Object.fromEntries(Object.keys(FIELDS).map((k) => [k, url.searchParams.get(k) ?? ""]));
  const parsed = parseForm(url.searchParams, SuggestionFilterSchema, { autoCoercion: false });
  const [suggestions, statistics] = parsed.ok
    ? await Promise.all([
        api.acquisition.list(parsed.value),
        api.acquisition.statistics({ dataIni: parsed.value.dataIni, dataFim: parsed.value.dataFim }),
      ]).catch(apiErrorResponse)
    : [null, null];
  return data(
    {
      title: t("acquisition.list.title"),
      values,
      result: parsed.result ?? null,
      suggestions,
      statistics,
      locale: api.locale,
    },
    { status: parsed.ok ? 200 : 400, headers: await api.headers() },
  );
}
