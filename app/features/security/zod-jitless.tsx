/**
 * zod without its compiled parsers in the browser (decision 053). zod 4 probes `new Function`
 * when it builds an object schema, to compile a faster parser; the page's CSP has no
 * `unsafe-eval`, so the browser refuses the probe and reports a violation on every hydrating page.
 * `jitless` skips the probe; the forms' schemas are small, so the interpreted parser costs nothing
 * one notices. It must be set before any module builds a schema, and the bundles' shared chunks
 * build theirs as they load, before any of our code runs: so it is an inline script (with the
 * CSP's nonce) ahead of the module scripts, writing the settings object zod reads at load
 * (`globalThis.__zod_globalConfig`). The server keeps the compiled parsers.
 */
export const ZOD_JITLESS_SCRIPT = "globalThis.__zod_globalConfig={...globalThis.__zod_globalConfig,jitless:true};";

export function ZodJitless({ nonce }: { nonce?: string }) {
  return (
    // The browser hides a nonce from the DOM after use: React must not compare it on hydration.
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
  );
}
