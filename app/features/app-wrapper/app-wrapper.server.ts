/**
 * Whether this browser is the mobile app's wrapper, and which device of the patron it is: a signed
 * cookie set by /meupergamum/app (the app's entry), lasting as long as a remembered session. In
 * the wrapper every page ships its script, so that the bridge (bridge.tsx) can talk to the app;
 * elsewhere nothing changes. On logout the device is revoked, since the app forgets its uuid.
 */
import type { AppLoadContext } from "@remix-run/node";

import { cookieSecure, signedCookie } from "../../lib/cookies.server.ts";
import { libraryClient } from "../../lib/library/index.server.ts";
import type { AuthData } from "../../lib/session.server.ts";
import type { WrapperUser } from "./messages.ts";

const THIRTY_DAYS = 60 * 60 * 24 * 30;

interface AppCookie {
  app: true;
  /** The device (app_device id) this browser signed in as, once known. */
  device: number | null;
}

const appCookie = signedCookie("opac_app", { maxAge: THIRTY_DAYS });

export async function readAppCookie(request: Request): Promise<AppCookie | null> {
  const value = (await appCookie.parse(request.headers.get("Cookie"))) as AppCookie | null;
  return value && value.app === true
    ? { app: true, device: Number.isInteger(value.device) ? value.device : null }
    : null;
}

export async function inAppWrapper(request: Request): Promise<boolean> {
  return (await readAppCookie(request)) !== null;
}

/** The Set-Cookie marking this browser as the app, signed in as `device` (or not yet). */
export function appCookieHeader(request: Request, device: number | null): Promise<string> {
  return appCookie.serialize({ app: true, device } satisfies AppCookie, { secure: cookieSecure(request) });
}

/** What the root gives the bridge: null outside the wrapper. */
export async function appWrapperState(
  request: Request,
  auth: AuthData | undefined,
): Promise<{ user: WrapperUser | null } | null> {
  if (!(await inAppWrapper(request))) return null;
  return {
    user: auth
      ? { nome_pessoa: auth.user.nome_pessoa, cod_pessoa: auth.user.cod_pessoa, login: auth.user.login }
      : null,
  };
}

/**
 * At logout in the wrapper: revokes this browser's device (the app is told to forget its uuid)
 * and answers the Set-Cookie that keeps the wrapper on without it. Nothing outside the wrapper.
 */
export async function endAppDevice(request: Request, context: AppLoadContext): Promise<string[]> {
  const cookie = await readAppCookie(request);
  if (!cookie) return [];
  if (cookie.device !== null) {
    const api = await libraryClient({ request, context });
    // The session may be gone already; the device then stays until the patron revokes it.
    await api.personal.revokeAppDevice(cookie.device).catch(() => undefined);
  }
  return [await appCookieHeader(request, null)];
}
