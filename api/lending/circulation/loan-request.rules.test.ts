import { describe, expect, it } from "vitest";
import {
  emailProblem,
  loanRequestProblem,
  parseDateTime,
  phoneProblem,
  sanitisePhone,
  splitEmails,
  type LoanRequestFields,
} from "./loan-request.rules.ts";

describe("phone", () => {
  it("keeps digits, hyphen, parentheses and spaces, 16 at most", () => {
    expect(sanitisePhone("+55 (41) 9999-0000 ramal 12")).toBe("55 (41) 9999-000");
    expect(phoneProblem("(41) 99999-0000", false)).toBeNull();
    expect(phoneProblem("(41) 99999-00000", false)).toBeNull();
    expect(phoneProblem("(041) 99999-00000", false)).toEqual({ code: "invalid_phone" });
    expect(phoneProblem("+55 41 9999", false)).toEqual({ code: "invalid_phone" });
    expect(phoneProblem("() -", false)).toEqual({ code: "invalid_phone" });
  });
  it("is required only when the institution says so", () => {
    expect(phoneProblem("  ", false)).toBeNull();
    expect(phoneProblem(null, true)).toEqual({ code: "phone_required" });
  });
});

describe("e-mail", () => {
  it("splits on ';' and checks each address, lower-cased", () => {
    expect(splitEmails("a@x.org; B@Y.ORG;")).toEqual(["a@x.org", "B@Y.ORG"]);
    expect(emailProblem("a@x.org; B@Y.ORG;", true)).toBeNull();
    expect(emailProblem("a@x.org, b@y.org", true)).toEqual({
      code: "invalid_email",
      params: { email: "a@x.org, b@y.org" },
    });
    expect(emailProblem("a@x.org;b@y", true)).toEqual({ code: "invalid_email", params: { email: "b@y" } });
    expect(emailProblem("", true)).toEqual({ code: "email_required" });
    expect(emailProblem(" ; ", false)).toBeNull();
  });
});

describe("the whole request", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  const fields = (over: Partial<LoanRequestFields> = {}): LoanRequestFields => ({
    pickupLibraryId: 1,
    receivingUnitId: null,
    homeDelivery: false,
    address: null,
    phone: "(41) 3000-0000",
    emails: "a@x.org",
    pickupStart: new Date("2026-03-11T12:00:00Z"),
    pickupEnd: new Date("2026-03-12T12:00:00Z"),
    ...over,
  });
  const rules = { phoneRequired: false, emailRequired: true };
  it("accepts a complete request", () => {
    expect(loanRequestProblem(fields(), rules, now)).toBeNull();
    expect(loanRequestProblem(fields({ pickupLibraryId: null, receivingUnitId: 7 }), rules, now)).toBeNull();
    expect(
      loanRequestProblem(fields({ pickupLibraryId: null, homeDelivery: true, address: "Rua A, 1" }), rules, now),
    ).toBeNull();
  });
  it("reports the first problem in the order of the form", () => {
    expect(loanRequestProblem(fields({ pickupLibraryId: null, phone: "x" }), rules, now)?.code).toBe(
      "pickup_place_required",
    );
    expect(loanRequestProblem(fields({ homeDelivery: true, address: " " }), rules, now)?.code).toBe("address_required");
    expect(loanRequestProblem(fields({ phone: "abc", emails: "" }), rules, now)?.code).toBe("invalid_phone");
    expect(loanRequestProblem(fields({ emails: "nope" }), rules, now)?.code).toBe("invalid_email");
    expect(loanRequestProblem(fields({ pickupEnd: null }), rules, now)?.code).toBe("pickup_window_invalid");
    expect(loanRequestProblem(fields({ pickupStart: new Date("2026-03-13T00:00:00Z") }), rules, now)?.code).toBe(
      "pickup_window_invalid",
    );
    expect(
      loanRequestProblem(
        fields({ pickupStart: new Date("2026-03-01T00:00:00Z"), pickupEnd: new Date("2026-03-02T00:00:00Z") }),
        rules,
        now,
      )?.code,
    ).toBe("pickup_window_invalid");
  });
});

describe("date and time of the pick-up window", () => {
  it("reads wall-clock times in the institution's zone and instants with a zone as given", () => {
    expect(parseDateTime("2026-03-11T09:30")?.toISOString()).toBe("2026-03-11T12:30:00.000Z");
    expect(parseDateTime("2026-03-11 09:30:15")?.toISOString()).toBe("2026-03-11T12:30:15.000Z");
    expect(parseDateTime("2026-03-11T09:30:00.250Z")?.toISOString()).toBe("2026-03-11T09:30:00.250Z");
    expect(parseDateTime("2026-03-11T09:30-02:00")?.toISOString()).toBe("2026-03-11T11:30:00.000Z");
    expect(parseDateTime("2026-02-30T09:30")).toBeUndefined();
    expect(parseDateTime("2026-03-11T25:00")).toBeUndefined();
    expect(parseDateTime("amanhã")).toBeUndefined();
  });
});
