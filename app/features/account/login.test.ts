import { describe, expect, test } from "vitest";

import { parseForm } from "../../lib/forms.ts";
import { LoginSchema } from "./login.ts";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

describe("LoginSchema (the login page and the reservation tab's login)", () => {
  test("both fields required, the password never sent back", () => {
    const parsed = parseForm(form({ username: " ", password: "" }), LoginSchema, { hideFields: ["password"] });
    expect(parsed.ok).toBe(false);
    expect(parsed.result?.error).toEqual({
      username: ["login.errors.credential_missing"],
      password: ["login.errors.password_required"],
    });
    expect(parsed.result?.initialValue).not.toHaveProperty("password");
  });

  test("the username is trimmed", () => {
    const parsed = parseForm(form({ username: " demo ", password: "x" }), LoginSchema);
    expect(parsed.value).toEqual({ username: "demo", password: "x" });
  });
});
