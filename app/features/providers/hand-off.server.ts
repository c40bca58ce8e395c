/**
 * /pergamum_redireciona?base=<provider>, /pearson and /grupoa (document 2 §2;
 * decision 044): a logged-in patron is sent on to the provider with their identity (the service
 * signs it per provider); a visitor logs in first and comes back here; a provider the institution
 * has not configured is a page saying so (404), never a guess. A provider that takes the token in
 * a posted form gets a page with that form instead of a redirect (decision 066).
 */
import { data, redirect, type AppLoadContext } from "@remix-run/node";

import { getT } from "../../lib/i18n.server.ts";
import { ServiceError, libraryClient } from "../../lib/library/index.server.ts";
import { getAuth } from "../../lib/session.server.ts";
import { providerCode } from "./provider-name.ts";

export async function handOffLoader(request: Request, context: AppLoadContext, base: string | null) {
  const t = await getT(request);
  const code = providerCode(base);
  const refused = (status: number, message: string) =>
    data({ title: t("calls.handOff.title"), message }, { status, headers: { "Cache-Control": "no-store" } });
  if (!code) return refused(404, t("calls.handOff.unknown"));
  if (!(await getAuth(request))) {
    throw redirect(`/login?${new URLSearchParams({ redirect: code })}`);
  }
  const api = await libraryClient({ request, context });
  try {
    const { url, nome, campos } = await api.providers.handOff(code);
    // An SSO form post (decision 066): a page whose form the browser posts to the provider.
    if (campos) {
      return data(
        { title: t("calls.handOff.title"), post: { action: url, fields: campos, name: nome } },
        { headers: { "Cache-Control": "no-store" } },
      );
    }
    throw redirect(url, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    if (error.status === 404) return refused(404, t("calls.handOff.notConfigured"));
    return refused(error.status >= 500 ? 503 : error.status, error.message);
  }
}
