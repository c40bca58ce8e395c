import { describe, expect, it } from "vitest";

import { clientAddressFrom } from "./client-address.ts";

describe("clientAddressFrom", () => {
  it("takes the peer, ignoring X-Forwarded-For from anyone not trusted", () => {
    expect(clientAddressFrom("203.0.113.9", "198.51.100.1", "")).toBe("203.0.113.9");
    expect(clientAddressFrom("::ffff:203.0.113.9", null, "")).toBe("203.0.113.9");
    expect(clientAddressFrom("203.0.113.9", "198.51.100.1", "10.0.0.1")).toBe("203.0.113.9");
  });

  it("believes the last forwarded address when a trusted proxy sent it", () => {
    expect(clientAddressFrom("10.0.0.1", "1.2.3.4, 198.51.100.1", "10.0.0.1,10.0.0.2")).toBe("198.51.100.1");
    expect(clientAddressFrom("10.0.0.1", null, "10.0.0.1")).toBe("10.0.0.1");
  });

  it("says unknown when there is no peer", () => {
    expect(clientAddressFrom(undefined, "1.2.3.4", "")).toBe("unknown");
  });
});
