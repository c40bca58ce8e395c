import { describe, expect, it } from "vitest";

import {
  CODE_LENGTH,
  codeDigest,
  emailsOf,
  maskEmail,
  newRecoveryCode,
  signRecoveryToken,
  verifyRecoveryToken,
} from "./recovery-token.ts";

const SECRET = "unit-secret-unit-secret-unit-secret-00";

describe("the recovery token", () => {
  it("names its patron for its own user code, without regard to case or spaces", () => {
    const { token, expiresAt } = signRecoveryToken(SECRET, "Rita", 7, Date.UTC(2026, 0, 1, 12));
    expect(expiresAt.toISOString()).toBe("2026-01-01T12:15:00.000Z");
    const at = Date.UTC(2026, 0, 1, 12, 14, 59);
    expect(verifyRecoveryToken(SECRET, token, " rita ", at)).toEqual({ patronId: 7, login: "Rita" });
    expect(verifyRecoveryToken(SECRET, token, "rito", at)).toBeUndefined();
    expect(verifyRecoveryToken(SECRET, token, "rita", Date.UTC(2026, 0, 1, 12, 15))).toBeUndefined();
    expect(verifyRecoveryToken("another-secret-another-secret-000", token, "rita", at)).toBeUndefined();
  });
});

describe("the code", () => {
  it("has CODE_LENGTH digits", () => {
    for (let i = 0; i < 50; i++) expect(newRecoveryCode()).toMatch(new RegExp(`^\\d{${CODE_LENGTH}}$`));
  });

  it("is stored as a digest bound to its row", () => {
    expect(codeDigest(SECRET, 1, "123456")).toBe(codeDigest(SECRET, 1, "123456"));
    expect(codeDigest(SECRET, 2, "123456")).not.toBe(codeDigest(SECRET, 1, "123456"));
    expect(codeDigest(SECRET, 1, "123456")).not.toContain("123456");
  });
});

describe("the e-mail addresses shown", () => {
  it("are masked to a letter of the name and of the host", () => {
    expect(maskEmail("demo@biblioteca.example")).toBe("d***@b***.example");
    expect(maskEmail("ana.maria@mail.univ.example.br")).toBe("a***@m***.univ.example.br");
    expect(maskEmail("élia@localhost")).toBe("é***@l***");
    expect(maskEmail("broken")).toBe("***");
  });

  it("are read from the patron's field, one or several", () => {
    expect(emailsOf("a@b.example; c@d.example, e@f.example")).toEqual(["a@b.example", "c@d.example", "e@f.example"]);
    expect(emailsOf(null)).toEqual([]);
    expect(emailsOf(" nothing here ")).toEqual([]);
  });
});
