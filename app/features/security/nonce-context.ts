/**
 * The nonce of the document being rendered (app/entry.server.tsx provides it), for <Scripts> and
 * <ScrollRestoration> in app/root.tsx. Empty in the browser: nonces only matter in the server's HTML.
 */
import { createContext } from "react";

export const NonceContext = createContext("");
