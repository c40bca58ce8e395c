import { describe, expect, it } from "vitest";
import { ApiError } from "../../core/errors.ts";
import { MAX_RECIPIENTS, parseRecipients } from "./recipients.ts";

function codeOf(value: unknown): string | undefined {
  try {
    parseRecipients(value);
    return undefined;
  } catch (error) {
    return error instanceof ApiError ? error.code : "thrown";
  }
}

describe("parseRecipients", () => {
  it("splits on ';', trims, drops empty parts and repeats", () => {
    expect(parseRecipients(" ana@example.org ; bia@example.com; ;ana@example.org")).toEqual([
      "ana@example.org",
      "bia@example.com",
    ]);
    expect(parseRecipients(["ana@example.org", "bia@example.com"])).toEqual(["ana@example.org", "bia@example.com"]);
  });

  it("refuses nothing, a bad address, commas and too many", () => {
    expect(codeOf("")).toBe("email_required");
    expect(codeOf(" ; ")).toBe("email_required");
    expect(codeOf(undefined)).toBe("email_required");
    expect(codeOf("ana@example")).toBe("invalid_email");
    expect(codeOf("ana@example.org, bia@example.com")).toBe("invalid_email");
    const many = Array.from({ length: MAX_RECIPIENTS + 1 }, (_, i) => `p${i}@example.org`).join(";");
    expect(codeOf(many)).toBe("too_many_recipients");
  });
});
