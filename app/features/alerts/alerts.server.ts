/**
 * The patron's alerts (/meupergamum/alertas), server half: the list under the optional date
 * filter, and marking one read or removing it.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";

import { parseForm } from "../../lib/forms.ts";
import { ServiceError, apiErrorResponse } from "../../lib/library/index.server.ts";
import { commitSession } from "../../lib/session.server.ts";
import { accountContext } from "../account/account.server.ts";
import { OptionalRangeSchema, rangeOf } from "../account-stats/date-range.ts";
import type { RangeValues } from "../account-stats/range-filter-form.tsx";
import { readRangeQuery } from "../account-stats/range-query.server.ts";
import { ALERTS_PATH } from "./alert-text.ts";

/** A row's buttons: which alert, and read or dismiss. */
const AlertChangeSchema = z.object({ intent: z.enum(["read", "dismiss"]), id: z.number().int().positive() });

export async function alertsLoader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const query = readRangeQuery(new URL(args.request.url), OptionalRangeSchema, { dataIni: "", dataFim: "" });
  const alerts = query.ok && query.value ? await api.alerts.list(rangeOf(query.value)).catch(apiErrorResponse) : null;
  return data(
    {
      title: t("services.alerts.title"),
      values: query.values as RangeValues,
      result: query.result,
      filtered: query.asked && query.ok && Boolean(query.value && rangeOf(query.value)),
      alerts,
      locale: api.locale,
    },
    { status: query.ok ? 200 : 400, headers: await api.headers() },
  );
}

export async function alertsAction(args: ActionFunctionArgs) {
  const { api } = await accountContext(args);
  const parsed = parseForm(await args.request.formData(), AlertChangeSchema);
  let notice = "services.alerts.gone";
  if (parsed.ok) {
    const { id, intent } = parsed.value;
    try {
      if (intent === "read") await api.alerts.read(id);
      else await api.alerts.dismiss(id);
      notice = intent === "read" ? "services.alerts.markedRead" : "services.alerts.dismissed";
    } catch (error) {
      // Removed meanwhile (another tab) or not this patron's: the list shows the truth.
      if (!(error instanceof ServiceError && error.status === 404)) apiErrorResponse(error);
    }
  }
  api.session.flash("notice", notice);
  const back = new URL(args.request.url).search;
  throw redirect(`${ALERTS_PATH}${back}`, {
    status: 303,
    headers: { "Set-Cookie": await commitSession(api.session, args.request) },
  });
}
