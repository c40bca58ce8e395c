import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, newNonce } from "./csp.server.ts";

describe("contentSecurityPolicy", () => {
  it("lets scripts run only from our origin or with the nonce, and nobody frame the page", () => {
    const policy = contentSecurityPolicy("abc123");
    const directives = Object.fromEntries(
      policy.split("; ").map((d) => [d.split(" ")[0], d.slice(d.indexOf(" ") + 1)]),
    );
    expect(directives["script-src"]).toBe("'self' 'nonce-abc123'");
    expect(directives["object-src"]).toBe("'none'");
    expect(directives["base-uri"]).toBe("'none'");
    expect(directives["frame-ancestors"]).toBe("'none'");
    expect(directives["connect-src"]).toBe("'self'");
    expect(policy).not.toContain("unsafe-eval");
    expect(directives["script-src"]).not.toContain("unsafe-inline");
  });

  it("opens the live-reload socket in development only", () => {
    expect(contentSecurityPolicy("n", { development: true })).toContain("connect-src 'self' ws:");
  });

  it("lets the VLibras site in only when the operator turns the widget on", () => {
    expect(contentSecurityPolicy("n")).not.toContain("vlibras");
    const directives = Object.fromEntries(
      contentSecurityPolicy("n", { vlibras: true })
        .split("; ")
        .map((d) => [d.split(" ")[0], d.slice(d.indexOf(" ") + 1)]),
    );
    expect(directives["script-src"]).toBe("'self' 'nonce-n' https://vlibras.gov.br");
    expect(directives["connect-src"]).toBe("'self' https://vlibras.gov.br");
    expect(directives["style-src"]).toBe("'self' 'unsafe-inline' https://vlibras.gov.br");
    expect(directives["font-src"]).toBe("'self' https://vlibras.gov.br");
  });

  it("makes a different 128-bit nonce every time", () => {
    const a = newNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
  });
});
