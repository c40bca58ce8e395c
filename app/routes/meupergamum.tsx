/**
 * /meupergamum and everything under it: the patron area. A visitor is sent to
 * /login?redirect=<the path asked for>. The patron's data is fetched fresh (GET /api/pessoas),
 * which also proves the tokens still work (refreshing them once if needed).
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";

import { GeneralErrorBoundary } from "../components/general-error-boundary.tsx";
import { getT } from "../i18n.server.ts";
import { apiErrorResponse, createApiClient } from "../lib/api.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { requireAuth } from "../lib/session.server.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAuth(request);
  const api = await createApiClient({ request, context });
  const [{ user }, t] = await Promise.all([api.userData().catch(apiErrorResponse), getT(request)]);
  return data(
    { patron: { name: user.nome_pessoa, login: user.login }, title: t("patron.title") },
    { headers: await api.headers() },
  );
}

export default function PatronArea() {
  return <Outlet />;
}

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
