import { describe, expect, it } from "vitest";

import { requestHost, requestSite } from "./request-site.ts";

const h = (init: Record<string, string>) => new Headers(init);

describe("requestSite", () => {
  it("believes Sec-Fetch-Site first", () => {
    expect(requestSite(h({ "sec-fetch-site": "cross-site" }), "opac.example")).toBe("cross-site");
    expect(requestSite(h({ "sec-fetch-site": "same-origin", referer: "https://evil.example/" }), "opac.example")).toBe(
      "ours",
    );
    expect(requestSite(h({ "sec-fetch-site": "none" }), "opac.example")).toBe("ours");
  });

  it("falls back to the Referer's host, and takes no signal as ours", () => {
    expect(requestSite(h({ referer: "https://evil.example/page" }), "opac.example")).toBe("cross-site");
    expect(requestSite(h({ referer: "https://opac.example/acervo/1" }), "opac.example")).toBe("ours");
    expect(requestSite(h({ referer: "not a url" }), "opac.example")).toBe("cross-site");
    expect(requestSite(h({}), "opac.example")).toBe("ours");
  });

  it("reads the host a proxy forwarded before Host", () => {
    const request = new Request("http://internal:3000/sair", {
      headers: { host: "internal:3000", "x-forwarded-host": "opac.example, other" },
    });
    expect(requestHost(request)).toBe("opac.example");
    expect(requestHost(new Request("http://internal:3000/sair"))).toBe("internal:3000");
  });
});
