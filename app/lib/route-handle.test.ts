import { describe, expect, it } from "vitest";
import { shouldHydrate } from "./route-handle.ts";

describe("shouldHydrate", () => {
  it("hydrates when no route says otherwise", () => {
    expect(shouldHydrate([{ id: "root" }, { id: "a", handle: {} }])).toBe(true);
  });

  it("lets the deepest declaring route decide from the matched routes' data", () => {
    const byData = { hydrate: (matches: readonly { data?: unknown }[]) => matches.some((m) => m.data === "pdf") };
    expect(
      shouldHydrate([
        { id: "root" },
        { id: "a", data: "pdf", handle: { hydrate: false } },
        { id: "b", handle: byData },
      ]),
    ).toBe(true);
    expect(
      shouldHydrate([
        { id: "root" },
        { id: "a", data: "none", handle: { hydrate: false } },
        { id: "b", handle: byData },
      ]),
    ).toBe(false);
  });

  it("ships no script when the deepest declaring route opts out", () => {
    expect(shouldHydrate([{ id: "root" }, { id: "a", handle: { hydrate: false } }, { id: "b", handle: {} }])).toBe(
      false,
    );
  });

  it("lets a child page opt back in under a layout that opted out", () => {
    expect(
      shouldHydrate([{ id: "root" }, { id: "a", handle: { hydrate: false } }, { id: "b", handle: { hydrate: true } }]),
    ).toBe(true);
  });
});
