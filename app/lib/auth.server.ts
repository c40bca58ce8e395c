/**
 * Login through remix-auth 4 with remix-auth-form. The strategy's verify asks the library service
 * for tokens (POST /oauth/token, password grant) and the patron's data (GET /pessoas); the route
 * stores the result in our cookie session (remix-auth 4 keeps none).
 */
import type { AppLoadContext } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";

import { libraryClient } from "./library/index.server.ts";
import type { AuthData } from "./session.server.ts";

/**
 * One authenticator per request: verify needs the request's API client (in-process fetch from
 * the load context, language header), which a module-level instance could not reach.
 */
export function createAuthenticator(context: AppLoadContext): Authenticator<AuthData> {
  const authenticator = new Authenticator<AuthData>();
  authenticator.use(
    new FormStrategy(async ({ form, request }) => {
      const api = await libraryClient({ request, context });
      const username = String(form.get("username") ?? "").trim();
      const password = String(form.get("password") ?? "");
      const tokens = await api.auth.passwordToken(username, password);
      const { user } = await api.auth.userData(tokens.access_token);
      // Pergamum treats a blocked patron (bloqueio) like the service's 430.
      if (user.bloqueio) throw new BlockedUserError();
      return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, user };
    }),
    "form",
  );
  return authenticator;
}

export class BlockedUserError extends Error {
  constructor() {
    super("blocked");
    this.name = "BlockedUserError";
  }
}

/**
 * State-changing POSTs must come from our own pages. Browsers send Origin on POST; when it is
 * there it must name this host (X-Forwarded-Host when a proxy rewrote Host). SameSite=Lax on the
 * session cookie covers clients that send no Origin.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") {
    if (origin === "null") throw new Response("Forbidden", { status: 403 });
    return;
  }
  const host =
    request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() ??
    request.headers.get("host") ??
    new URL(request.url).host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new Response("Forbidden", { status: 403 });
  }
  if (originHost !== host) throw new Response("Forbidden", { status: 403 });
}
