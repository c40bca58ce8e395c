/**
 * The library client: the one way the OPAC calls the library service (docs/architecture.md,
 * "The library client"). Each call is a named function of a resource group that owns its path,
 * method, body encoding and response type, the type being the contract type (api/**\/contract.ts)
 * the service's handler is declared to return; so a change of shape on the service side breaks
 * the OPAC's type check. The transport (token, refresh, lang…) stays inside this folder.
 *
 *   const api = await libraryClient({ request, context });
 *   const reference = await api.records.reference(id, "abnt"); // Promise<ReferenceResponse>
 */
import type { AppLoadContext } from "@remix-run/node";

import { accessibilityCalls } from "./accessibility.server.ts";
import { acquisitionCalls } from "./acquisition.server.ts";
import { authCalls } from "./auth.server.ts";
import { catalogueCalls } from "./catalogues.server.ts";
import { authorityCalls } from "./authorities.server.ts";
import { basketCalls } from "./basket.server.ts";
import { browseCalls } from "./browse.server.ts";
import { captchaCalls } from "./captcha.server.ts";
import { clearanceCalls, loanTokenCalls } from "./clearance.server.ts";
import { commentCalls } from "./comments.server.ts";
import { institutionCalls, loanCalls, loanRequestCalls, reservationCalls } from "./circulation.server.ts";
import { historyCalls } from "./history.server.ts";
import { informationCalls } from "./information.server.ts";
import { libraryCalls } from "./libraries.server.ts";
import { linkCalls } from "./links.server.ts";
import { passwordCalls } from "./password.server.ts";
import { loginCalls } from "./login.server.ts";
import { personalCalls } from "./personal.server.ts";
import { bulletinCalls, interestCalls } from "./interest.server.ts";
import { recordCalls } from "./records.server.ts";
import { researchRequestCalls } from "./research-requests.server.ts";
import { searchCalls } from "./search.server.ts";
import { ssoCalls } from "./sso.server.ts";
import { statisticsCalls } from "./statistics.server.ts";
import { teachingCalls } from "./teaching.server.ts";
import { accountFigureCalls, alertCalls, permanentBasketCalls } from "./services.server.ts";
import { providerCalls } from "./providers.server.ts";
import { createTransport } from "./transport.server.ts";
import { networkCalls } from "./network.server.ts";

export { ServiceError, apiErrorResponse } from "./transport.server.ts";
export { fileDownload, fileDownloadOr } from "./download.server.ts";
export type { TeachingQuery } from "./teaching.server.ts";
export type { LoginExtras } from "./auth.server.ts";

export async function libraryClient({ request, context }: { request: Request; context: AppLoadContext }) {
  const t = await createTransport({ request, context });
  return {
    locale: t.locale,
    session: t.session,
    /** Set-Cookie for the loader's answer when the tokens were refreshed, else empty. */
    headers: () => t.headers(),
    auth: authCalls(t),
    search: searchCalls(t),
    records: recordCalls(t),
    authorities: authorityCalls(t),
    libraries: libraryCalls(t),
    links: linkCalls(t),
    reservations: reservationCalls(t),
    loans: loanCalls(t),
    loanRequests: loanRequestCalls(t),
    institution: institutionCalls(t),
    basket: basketCalls(t),
    history: historyCalls(t),
    browse: browseCalls(t),
    teaching: teachingCalls(t),
    captcha: captchaCalls(t),
    password: passwordCalls(t),
    sso: ssoCalls(t),
    login: loginCalls(t),
    personal: personalCalls(t),
    researchRequests: researchRequestCalls(t),
    acquisition: acquisitionCalls(t),
    clearance: clearanceCalls(t),
    loanToken: loanTokenCalls(t),
    comments: commentCalls(t),
    interest: interestCalls(t),
    bulletin: bulletinCalls(t),
    alerts: alertCalls(t),
    permanentBasket: permanentBasketCalls(t),
    figures: accountFigureCalls(t),
    statistics: statisticsCalls(t),
    accessibility: accessibilityCalls(t),
    network: networkCalls(t),
    information: informationCalls(t),
    catalogues: catalogueCalls(t),
    providers: providerCalls(t),
  };
}

export type LibraryClient = Awaited<ReturnType<typeof libraryClient>>;
