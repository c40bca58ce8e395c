import { describe, expect, it } from "vitest";

import { TEACHING_PLANS_ACTIVITY } from "../../../api/catalogue/teaching/teacher-plans.contract.ts";
import { ACCOUNT_PAGES, accountMenu, type AccountPage } from "./account-menu.ts";

describe("the patron area's menu", () => {
  const paths = (activities: number[]) =>
    accountMenu(ACCOUNT_PAGES, new Set(activities)).flatMap((g) => g.pages.map((p) => p.to));

  it("lists an entry with a permission only to a category holding it", () => {
    expect(paths([8])).not.toContain("/meupergamum/planos-ensino");
    expect(paths([8, TEACHING_PLANS_ACTIVITY])).toContain("/meupergamum/planos-ensino");
    expect(paths([])).toContain("/meupergamum/alertas");
  });

  it("groups the entries in the groups' order, leaves empty groups out and puts ungrouped ones last", () => {
    const pages: AccountPage[] = [
      { to: "/a", label: "a", end: false, group: "circulation" },
      { to: "/b", label: "b", end: false },
      { to: "/c", label: "c", end: true, group: "account" },
    ];
    expect(accountMenu(pages, new Set()).map((g) => [g.id, g.pages.map((p) => p.to)])).toEqual([
      ["account", ["/c"]],
      ["circulation", ["/a"]],
      ["services", ["/b"]],
    ]);
  });
});
