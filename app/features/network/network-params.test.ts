import { describe, expect, it } from "vitest";

import { parseSearchState } from "../search/search-config.ts";
import { institutionsQuery, networkHref, parseNetworkParams, toggleZHref } from "./network-params.ts";

const params = (query: string) => new URLSearchParams(query);

describe("the network search's URL", () => {
  it("reads rep, the picker's choices and filter Z, dropping what is not a code", () => {
    expect(parseNetworkParams(params("rep=109&inst=todas&inst=3&inst=3&inst=x&Z=4&Z=a"))).toEqual({
      rep: 109,
      institutions: ["todas", "3"],
      z: [4],
    });
    expect(parseNetworkParams(params("rep=abc"))).toEqual({ rep: null, institutions: [], z: [] });
  });

  it("sends 'todas' alone when it is ticked with single institutions", () => {
    expect(institutionsQuery({ rep: 109, institutions: ["3", "todas"], z: [] })).toEqual(["todas"]);
    expect(institutionsQuery({ rep: 109, institutions: ["3", "5"], z: [] })).toEqual(["3", "5"]);
  });

  it("builds page and filter links that keep the choices, starting filters at page 1", () => {
    const state = { ...parseSearchState(params("q=piano&for=LIVRE")), page: 2 };
    const net = { rep: 109, institutions: ["todas"], z: [] };
    expect(networkHref(state, net)).toBe("/?q=piano&for=LIVRE&page=2&rep=109&inst=todas");
    expect(toggleZHref(state, net, 7)).toBe("/?q=piano&for=LIVRE&rep=109&inst=todas&Z=7");
    expect(toggleZHref(state, { ...net, z: [7, 8] }, 7)).toBe("/?q=piano&for=LIVRE&rep=109&inst=todas&Z=8");
  });
});
