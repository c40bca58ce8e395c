import { describe, expect, it } from "vitest";

import { parseForm } from "../../lib/forms.ts";
import { ChooseLoginSchema, loginPageSchema, loginTarget, preselectedDestination } from "./login-form.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("the login page's schema", () => {
  it("requires the destination only when it is offered, with 'PreenchaCampo' naming the field", () => {
    const required = parseForm(
      form({ username: "demo", password: "demo" }),
      loginPageSchema({ destinationRequired: true }),
    );
    expect(required.ok).toBe(false);
    expect(required.result?.error?.destination).toEqual([
      'login.errors.PreenchaCampo{"field":{"key":"login.destination.legend"}}',
    ]);
    const optional = parseForm(
      form({ username: "demo", password: "demo" }),
      loginPageSchema({ destinationRequired: false }),
    );
    expect(optional.ok).toBe(true);
    const chosen = parseForm(
      form({ username: "demo", password: "demo", destination: "M" }),
      loginPageSchema({ destinationRequired: true }),
    );
    expect(chosen.value?.destination).toBe("M");
  });

  it("asks which login with 'EscolhaLogin' when none is chosen", () => {
    expect(parseForm(form({}), ChooseLoginSchema).result?.error?.codigo).toEqual(["login.errors.EscolhaLogin"]);
    expect(parseForm(form({ codigo: "1007" }), ChooseLoginSchema).value).toEqual({ codigo: 1007 });
  });
});

describe("where a login goes", () => {
  it("M to the member area, C back to the page or the catalogue home", () => {
    expect(loginTarget("M", "/acervo/1", false)).toBe("/meupergamum");
    expect(loginTarget("C", "/acervo/1", false)).toBe("/acervo/1");
    expect(loginTarget("C", "", false)).toBe("/");
    expect(loginTarget(undefined, "", false)).toBe("/meupergamum");
    expect(loginTarget(undefined, "/cesta", false)).toBe("/cesta");
  });

  it("passes suporte=true on", () => {
    expect(loginTarget("M", "", true)).toBe("/meupergamum?suporte=true");
    expect(loginTarget("C", "/?q=a#x", true)).toBe("/?q=a&suporte=true#x");
  });

  it("preselects the query's choice, else C when sent from a page, else the institution's default", () => {
    expect(preselectedDestination("C", "", "M")).toBe("C");
    expect(preselectedDestination("x", "/acervo/1", "M")).toBe("C");
    expect(preselectedDestination(null, "", "M")).toBe("M");
    expect(preselectedDestination(null, "", null)).toBeNull();
  });
});
