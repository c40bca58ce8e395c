/**
 * The messages between the site and a mobile app that wraps it (document 2 §2 "Wrapper
 * reporting", §4 "Mobile wrapper", §9): pure functions, so the rules are unit-tested without a
 * browser. The client module (bridge.tsx) sends and receives them.
 *
 * Site → app, as JSON: { type: "pageName", page } on every navigation; { type: "language",
 * language } when the language changes; { type: "user", user } after login (with `app_uuid` right
 * after the device got one); { type: "removeUuid" } when the patron is gone (logout, swap).
 * App → site: { type: "language", language } ("en-US" → "en"; unknown → "pt"); { type: "log" }
 * (accepted and ignored: the site keeps no client logs).
 */
import { fallbackLanguage, isLanguage, type Language } from "../../lib/i18n.ts";

export type PageName = "meupergamum" | "login" | "catalogo";

export interface WrapperUser {
  nome_pessoa: string;
  cod_pessoa: number;
  login: string;
  app_uuid?: string | null;
}

export type SiteMessage =
  | { type: "pageName"; page: PageName }
  | { type: "language"; language: Language }
  | { type: "user"; user: WrapperUser }
  | { type: "removeUuid" };

export type AppMessage = { type: "language"; language: Language } | { type: "log" };

/** /meupergamum and below are "meupergamum", /login is "login", anything else "catalogo". */
export function pageNameOf(pathname: string): PageName {
  if (pathname === "/meupergamum" || pathname.startsWith("/meupergamum/")) return "meupergamum";
  if (pathname === "/login" || pathname.startsWith("/login/")) return "login";
  return "catalogo";
}

/** en, pt, es; a region suffix trimmed ("pt-BR", "es_ES"); anything else Portuguese. */
export function appLanguage(value: unknown): Language {
  const base = typeof value === "string" ? value.trim().toLowerCase().split(/[-_]/)[0] : "";
  return isLanguage(base) ? base : fallbackLanguage;
}

/**
 * A message from the app, or null when it is not one we accept. Only messages from this origin
 * (a React Native WebView injects them into the page, or a same-origin parent frame) or without
 * an origin (React Native on Android dispatches them on the document) are read.
 */
export function readAppMessage(data: unknown, origin: string, ownOrigin: string): AppMessage | null {
  if (origin !== "" && origin !== ownOrigin) return null;
  let value = data;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (value === null || typeof value !== "object") return null;
  const message = value as { type?: unknown; language?: unknown; lng?: unknown };
  if (message.type === "language" || message.type === "changeLanguage") {
    return { type: "language", language: appLanguage(message.language ?? message.lng) };
  }
  if (message.type === "log") return { type: "log" };
  return null;
}

/** The address that switches the language: the same page with ?lng= (the root loader sets the cookie). */
export function languageUrl(pathname: string, search: string, language: Language): string {
  const params = new URLSearchParams(search);
  params.set("lng", language);
  return `${pathname}?${params}`;
}

/** What the site says when the page's state changes, given what it said last (kept per tab). */
export function messagesFor(
  now: { pathname: string; language: Language; user: WrapperUser | null },
  last: { page?: string; language?: string; user?: number | null },
): SiteMessage[] {
  const out: SiteMessage[] = [];
  const page = pageNameOf(now.pathname);
  if (page !== last.page) out.push({ type: "pageName", page });
  if (now.language !== last.language) out.push({ type: "language", language: now.language });
  if (now.user && now.user.cod_pessoa !== last.user) out.push({ type: "user", user: now.user });
  if (!now.user && typeof last.user === "number") out.push({ type: "removeUuid" });
  return out;
}
