/**
 * Server-side language detection: `?lng=` first (the switcher's links), then the `lng` cookie,
 * then Accept-Language, then Portuguese. The root loader turns a `?lng=` into the cookie.
 */
import { RemixI18Next } from "remix-i18next/server";

import { plainCookie } from "./cookies.server.ts";
import i18nConfig, { fallbackLanguage, supportedLanguages, type Language } from "./i18n.ts";

const ONE_YEAR = 60 * 60 * 24 * 365;

export const localeCookie = plainCookie("lng", { maxAge: ONE_YEAR });

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    cookie: localeCookie,
    order: ["searchParams", "cookie", "header"],
  },
  i18next: i18nConfig,
});

export async function getLocale(request: Request): Promise<Language> {
  return (await i18nServer.getLocale(request)) as Language;
}

export async function getT(request: Request) {
  return i18nServer.getFixedT(await getLocale(request));
}
