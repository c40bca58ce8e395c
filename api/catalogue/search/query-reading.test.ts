import { describe, expect, it } from "vitest";
import { excludesWord, readQuery } from "./query-reading.ts";

describe("reading a query as the patron means it", () => {
  it("reads a dash standing alone between spaces as punctuation, whatever the dash", () => {
    expect(readQuery("history - war")).toBe("history war");
    expect(readQuery("Deutschland 1806 - 1918")).toBe("Deutschland 1806 1918");
    expect(readQuery("abril 1977 – junho 1977")).toBe("abril 1977 junho 1977");
    expect(readQuery("Velikovsky — The truth −  the torment")).toBe("Velikovsky The truth the torment");
    expect(readQuery("- leading and trailing -")).toBe("leading and trailing");
    expect(readQuery("a -- b --- c")).toBe("a b c");
    expect(readQuery("--et pour finir, le terrorisme")).toBe("et pour finir, le terrorisme");
  });

  it("keeps a minus glued to the start of a word or phrase as an exclusion", () => {
    expect(readQuery("history -war")).toBe("history -war");
    expect(readQuery('history -"civil war"')).toBe('history -"civil war"');
    expect(excludesWord(readQuery("history -war"))).toBe(true);
    expect(excludesWord(readQuery("history - war"))).toBe(false);
  });

  it("keeps hyphenated words and a minus before punctuation is no exclusion", () => {
    expect(readQuery("well-known 1806-1918")).toBe("well-known 1806-1918");
    expect(readQuery("Flora -(Brasil)")).toBe("Flora (Brasil)");
    expect(excludesWord("well-known")).toBe(false);
  });

  it("reads words between a pair of dashes as an aside, not an exclusion", () => {
    expect(readQuery("obra para retablo -sombras y títeres- dividida")).toBe(
      "obra para retablo sombras y títeres dividida",
    );
    expect(readQuery("history -war -peace")).toBe("history -war -peace");
  });

  it("reads a character reference as the index does, as a space", () => {
    expect(readQuery("al-Ta&#x02bc;rīkh 1&#xfffd;50 &amp;")).toBe("al-Ta rīkh 1 50");
  });

  it("drops an unpaired quote and keeps paired ones", () => {
    expect(readQuery('the "real" story')).toBe('the "real" story');
    expect(readQuery('12" record of songs')).toBe("12 record of songs");
    expect(readQuery('"a" "b" "c')).toBe('"a" "b" c');
  });
});
