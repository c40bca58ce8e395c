/**
 * Runs only on pages that hydrate (see `RouteHandle.hydrate` in root.tsx). The language is the
 * one the server rendered (<html lang>), so hydration matches the server markup.
 */
import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";

import i18nConfig, { fallbackLanguage, isLanguage } from "./lib/i18n.ts";

async function hydrate() {
  const lang = document.documentElement.lang;
  await i18next.use(initReactI18next).init({ ...i18nConfig, lng: isLanguage(lang) ? lang : fallbackLanguage });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
