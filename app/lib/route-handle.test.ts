import { describe, expect, it } from "vitest";
import { shouldHydrate } from "./route-handle.ts";

describe("shouldHydrate", () => {
  it("hydrates when no route says otherwise", () => {
    expect(shouldHydrate([{}, { handle: {} }])).toBe(true);
  });

  it("ships no script when the deepest declaring route opts out", () => {
    expect(shouldHydrate([{}, { handle: { hydrate: false } }, { handle: {} }])).toBe(false);
  });

  it("lets a child page opt back in under a layout that opted out", () => {
    expect(shouldHydrate([{}, { handle: { hydrate: false } }, { handle: { hydrate: true } }])).toBe(true);
  });
});
