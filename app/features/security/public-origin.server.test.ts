import { describe, expect, it } from "vitest";

import { absoluteUrlCaching, publicUrl } from "./public-origin.server.ts";

describe("publicUrl", () => {
  const request = new Request("http://evil.example/opensearch.xml?x=1", { headers: { host: "evil.example" } });

  it("puts the path and query on the configured origin, whatever the Host said", () => {
    expect(publicUrl(request, "https://catalogo.example.edu").href).toBe(
      "https://catalogo.example.edu/opensearch.xml?x=1",
    );
  });

  it("follows the request when no origin is configured, and then caches privately", () => {
    expect(publicUrl(request, undefined).origin).toBe("http://evil.example");
    expect(absoluteUrlCaching(300, undefined)).toBe("private, max-age=300");
    expect(absoluteUrlCaching(3600, "https://catalogo.example.edu")).toBe("public, max-age=3600");
  });
});
