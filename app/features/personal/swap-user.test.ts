import { describe, expect, it } from "vitest";

import { loginAfterSwap, SwapUserSchema } from "./swap-user.ts";

describe("swapping user", () => {
  it("needs the other login, trimmed", () => {
    expect(SwapUserSchema.parse({ usuario: " professor " })).toEqual({ usuario: "professor" });
    expect(SwapUserSchema.safeParse({ usuario: "  " }).error?.issues[0]?.message).toBe("personal.swap.required");
    expect(SwapUserSchema.safeParse({}).error?.issues[0]?.message).toBe("personal.swap.required");
  });

  it("goes to the login, naming the user and coming back to the patron area", () => {
    expect(loginAfterSwap("prof essor")).toBe("/login?redirect=%2Fmeupergamum&usuario=prof+essor");
  });
});
