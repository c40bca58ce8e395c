import { describe, expect, it } from "vitest";

import { parseForm } from "../../lib/forms.ts";
import { clearanceSchema } from "./clearance-form.ts";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe("the clearance form", () => {
  it("takes a known reason with the confirmation ticked", () => {
    const parsed = parseForm(
      form([
        ["motivo", "2"],
        ["confirmacao", "on"],
      ]),
      clearanceSchema,
    );
    expect(parsed.ok && parsed.value).toEqual({ motivo: 2, confirmacao: true });
  });

  it("asks for the reason and the confirmation, each with its own message", () => {
    const parsed = parseForm(form([["motivo", ""]]), clearanceSchema);
    expect(parsed.ok).toBe(false);
    expect(parsed.result?.error).toEqual({
      motivo: ["clearance.errors.reason"],
      confirmacao: ["clearance.errors.confirm"],
    });
  });

  it("refuses a reason that is not on the list", () => {
    for (const motivo of ["0", "6", "x", "1.5"]) {
      const parsed = parseForm(
        form([
          ["motivo", motivo],
          ["confirmacao", "on"],
        ]),
        clearanceSchema,
      );
      expect(parsed.result?.error, motivo).toEqual({ motivo: ["clearance.errors.reason"] });
    }
  });
});
