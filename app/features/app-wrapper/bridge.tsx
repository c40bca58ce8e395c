/**
 * The site's side of the conversation with a wrapping app (messages.ts says what is exchanged).
 * Rendered by the root only in the wrapper (the opac_app cookie); runs only when there is someone
 * to talk to: `window.ReactNativeWebView` (React Native) or a parent frame of this origin.
 */
import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

import type { Language } from "../../lib/i18n.ts";
import {
  languageUrl,
  messagesFor,
  pageNameOf,
  readAppMessage,
  type SiteMessage,
  type WrapperUser,
} from "./messages.ts";

/** The app's entry speaks for itself (it hands the new uuid over, then leaves). */
export const APP_ENTRY = "/meupergamum/app";

declare global {
  interface Window {
    ReactNativeWebView?: { postMessage(message: string): void };
  }
}

/** What was said last, per tab, so that a reload does not repeat it. */
const LAST = "opac-app-wrapper";

function wrapper(): ((message: SiteMessage) => void) | null {
  if (window.ReactNativeWebView) {
    const native = window.ReactNativeWebView;
    return (message) => native.postMessage(JSON.stringify(message));
  }
  if (window.parent !== window) return (message) => window.parent.postMessage(message, window.location.origin);
  return null;
}

function readLast(): { page?: string; language?: string; user?: number | null } {
  try {
    return JSON.parse(sessionStorage.getItem(LAST) ?? "{}") as ReturnType<typeof readLast>;
  } catch {
    return {};
  }
}

/** Tells the app, once, the user with the device's new uuid (the /meupergamum/app hand-off). */
export function postUserWithUuid(user: WrapperUser): void {
  const post = wrapper();
  if (!post) return;
  post({ type: "user", user });
  sessionStorage.setItem(LAST, JSON.stringify({ ...readLast(), user: user.cod_pessoa }));
}

export function AppWrapperBridge({ user, language }: { user: WrapperUser | null; language: Language }) {
  const { pathname, search } = useLocation();

  useEffect(() => {
    const post = wrapper();
    if (!post || pathname === APP_ENTRY) return;
    for (const message of messagesFor({ pathname, language, user }, readLast())) post(message);
    sessionStorage.setItem(
      LAST,
      JSON.stringify({ page: pageNameOf(pathname), language, user: user?.cod_pessoa ?? null }),
    );
  }, [pathname, language, user]);

  useEffect(() => {
    if (!wrapper()) return;
    const onMessage = (event: Event) => {
      const { data, origin } = event as MessageEvent;
      const message = readAppMessage(data, origin ?? "", window.location.origin);
      // A full load in the new language: the cookie is set by the root loader, and every string
      // of the page (the server's and the browser's) comes back in it.
      if (message?.type === "language" && message.language !== language) {
        window.location.assign(languageUrl(pathname, search, message.language));
      }
    };
    window.addEventListener("message", onMessage);
    // React Native on Android delivers injected messages on the document.
    document.addEventListener("message", onMessage);
    return () => {
      window.removeEventListener("message", onMessage);
      document.removeEventListener("message", onMessage);
    };
  }, [language, pathname, search]);

  return null;
}
