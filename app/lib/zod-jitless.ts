/**
 * zod without its compiled parsers in the browser (decision 053). zod 4 probes `new Function`
 * when it builds an object schema, to compile a faster parser; the page's CSP has no
 * `unsafe-eval`, so the browser refuses the probe and reports a violation on every hydrating page.
 * `jitless` skips the probe; the forms' schemas are small, so the interpreted parser costs nothing
 * one notices. It must run before any schema is built, and Remix evaluates the route modules
 * (root first) before app/entry.client.tsx: app/root.tsx imports it first. Only in the browser:
 * the server (where the library service shares zod's settings) keeps its compiled parsers.
 */
import * as z from "zod";

if (typeof document !== "undefined") z.config({ jitless: true });
