/**
 * Runs only on pages that hydrate (see `RouteHandle.hydrate` in root.tsx). The language is the
 * one the server rendered (<html lang>), so hydration matches the server markup.
 */
import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";

import i18nConfig, { fallbackLanguage, isLanguage } from "./lib/i18n.ts";

/**
 * The events for which React 18.3 hydrates a still-server-rendered root synchronously when one
 * reaches it (`discreteReplayableEvents` in react-dom).
 */
const discreteEvents = [
  "auxclick",
  "change",
  "click",
  "compositionend",
  "compositionstart",
  "contextmenu",
  "copy",
  "cut",
  "dblclick",
  "dragend",
  "dragstart",
  "drop",
  "input",
  "keydown",
  "keypress",
  "keyup",
  "mousedown",
  "mouseup",
  "paste",
  "pointercancel",
  "pointerdown",
  "pointerup",
  "reset",
  "submit",
  "textInput",
  "touchcancel",
  "touchend",
  "touchstart",
] as const;

/**
 * Keeps those events from React while RemixBrowser can still suspend. On a busy phone, what the
 * patron types while the scripts load is dispatched after `hydrateRoot` but before React's first
 * render; React then hydrates synchronously, RemixBrowser suspends on that render until the page's
 * loader data is decoded (single fetch), and a synchronous render that suspends outside a Suspense
 * boundary is fatal in React 18.3 (minified error #345): the page never hydrated. Until then React
 * has no handler for these events anyway; the browser's own actions (typing, following a link,
 * submitting a form) are untouched, as on a page without JavaScript. Once RemixBrowser has made its
 * router (`window.__remixRouter`, after the data is decoded) it can no longer suspend, and events
 * pass as before; at the latest, the hold ends with the commit that hydrated the page.
 * Returns the release.
 */
function holdEventsFromReact(): () => void {
  const release = () => {
    for (const type of discreteEvents) window.removeEventListener(type, hold, { capture: true });
  };
  function hold(event: Event) {
    if ("__remixRouter" in window) release();
    else event.stopPropagation();
  }
  for (const type of discreteEvents) window.addEventListener(type, hold, { capture: true });
  return release;
}

/** Calls `onHydrated` in the commit that hydrated the page. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useLayoutEffect(onHydrated, [onHydrated]);
  return children;
}

async function hydrate() {
  const release = holdEventsFromReact();
  const lang = document.documentElement.lang;
  await i18next.use(initReactI18next).init({ ...i18nConfig, lng: isLanguage(lang) ? lang : fallbackLanguage });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <Hydrated onHydrated={release}>
            <RemixBrowser />
          </Hydrated>
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
