import { describe, expect, it } from "vitest";

import {
  applyPrefilters,
  decodePrefilters,
  hasPrefilterParams,
  removePrefilter,
  takePrefilterParams,
  type Prefilters,
} from "./prefilters.ts";

const p = (over: Partial<Prefilters> = {}): Prefilters => ({ libraries: [], workTypes: [], online: false, ...over });

describe("prefilters from the address", () => {
  it("reads Pergamum's comma lists and takes every prefilter parameter off the address", () => {
    const url = new URL(
      "http://x/pesquisa_avancada?id_biblioteca=2,3,&tipo_obra=1,&cr=S&id_colecao=9,&mobileView=search",
    );
    expect(takePrefilterParams(url)).toEqual({
      prefilters: { libraries: ["2", "3"], workTypes: ["1"], online: true },
      location: "/pesquisa_avancada?mobileView=search",
    });
  });

  it("drops malformed values and keeps each value once", () => {
    const { prefilters, location } = takePrefilterParams(
      new URL("http://x/?id_biblioteca=abc,02,2&tipo_obra=1234&cr=0"),
    );
    expect(prefilters).toEqual({ libraries: ["2"], workTypes: [], online: false });
    expect(location).toBe("/");
  });

  it("leaves a search submission alone: the advanced search's fields have the same names", () => {
    expect(hasPrefilterParams(new URLSearchParams("id_biblioteca=1"))).toBe(true);
    expect(hasPrefilterParams(new URLSearchParams("q=x&id_biblioteca=1"))).toBe(false);
    expect(hasPrefilterParams(new URLSearchParams("mobileView=x"))).toBe(false);
  });

  it("trusts nothing in a saved value", () => {
    expect(decodePrefilters({ libraries: ["1", 2, "x"], workTypes: "1", online: "yes" })).toEqual(
      p({ libraries: ["1"] }),
    );
    expect(decodePrefilters(null)).toEqual(p());
  });

  it("removes one prefilter by its reference", () => {
    const all = p({ libraries: ["1", "2"], workTypes: ["3"], online: true });
    expect(removePrefilter(all, "B:1")).toEqual(p({ libraries: ["2"], workTypes: ["3"], online: true }));
    expect(removePrefilter(all, "T:3")).toEqual(p({ libraries: ["1", "2"], online: true }));
    expect(removePrefilter(all, "cr")).toEqual(p({ libraries: ["1", "2"], workTypes: ["3"] }));
    expect(removePrefilter(all, "Z:9")).toEqual(all);
  });
});

describe("applying prefilters to a search", () => {
  const query = (text: string) => new URLSearchParams(text);

  it("adds them as filters when the reader chose none of that letter", () => {
    const out = applyPrefilters(query("q=x&for=LIVRE"), p({ libraries: ["2"], workTypes: ["1", "3"], online: true }));
    expect(out.getAll("B")).toEqual(["2"]);
    expect(out.getAll("T")).toEqual(["1", "3"]);
    expect(out.get("bib_virtual")).toBe("S");
    expect(out.get("q")).toBe("x");
  });

  it("keeps the reader's values only where the prefilter allows them; none allowed finds nothing", () => {
    expect(applyPrefilters(query("T=1&T=2"), p({ workTypes: ["1", "3"] })).getAll("T")).toEqual(["1"]);
    expect(applyPrefilters(query("B=5"), p({ libraries: ["2"] })).getAll("B")).toEqual(["0"]);
  });

  it("changes nothing without prefilters", () => {
    expect(applyPrefilters(query("q=x&B=1"), p()).toString()).toBe("q=x&B=1");
  });
});
