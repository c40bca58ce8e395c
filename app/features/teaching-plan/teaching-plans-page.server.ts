/**
 * The patron's teaching plans page's data (/meupergamum/planos-ensino).
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";

import { ServiceError, apiErrorResponse } from "../../lib/library/index.server.ts";
import { accountContext } from "../account/account.server.ts";

export async function teachingPlansLoader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const title = t("services.teachingPlans.title");
  const asked = new URL(args.request.url).searchParams.get("plano");
  const planId = asked && /^\d{1,9}$/.test(asked) ? Number(asked) : null;
  try {
    const [plans, bibliography] = await Promise.all([
      api.figures.teacherPlans(),
      planId ? api.figures.planBibliography(planId) : Promise.resolve(null),
    ]);
    return data({ title, plans, bibliography, refusal: null }, { headers: await api.headers() });
  } catch (error) {
    if (error instanceof ServiceError && error.status === 403)
      return data({ title, plans: null, bibliography: null, refusal: error.message }, { status: 403 });
    return apiErrorResponse(error);
  }
}
