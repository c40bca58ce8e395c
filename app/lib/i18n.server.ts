/**
 * Server-side language detection: `?lng=` first (the switcher's links), then the `lng` cookie,
 * then Accept-Language, then Portuguese. The root loader turns a `?lng=` into the cookie.
 */
import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
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

/**
 * One i18next instance per language for the whole process, made on first use: the server never
 * changes an instance's language, so requests share them. A new instance per loader and per
 * render (remix-i18next's getFixedT, createInstance) cost about 1 ms each, two or three times a
 * page (decision 043).
 */
const instances = new Map<Language, Promise<I18n>>();

export function serverI18n(lng: Language): Promise<I18n> {
  let made = instances.get(lng);
  if (!made) {
    const instance = createInstance();
    made = instance
      .use(initReactI18next)
      .init({ ...i18nConfig, lng })
      .then(() => instance);
    instances.set(lng, made);
  }
  return made;
}

export async function fixedT(lng: Language) {
  return (await serverI18n(lng)).getFixedT(lng);
}

export async function getT(request: Request) {
  return fixedT(await getLocale(request));
}
