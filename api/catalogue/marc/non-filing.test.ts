import { describe, expect, it } from "vitest";
import { toDublinCore } from "../records/dublin-core.ts";
import { indexFields } from "../records/index-fields.ts";
import { filedPart, withoutMarks, withoutNonFilingMarks } from "./non-filing.ts";
import type { DataField, MarcRecord } from "./record.ts";

const df = (tag: string, ind: string, ...pairs: string[]): DataField => ({
  tag,
  ind1: ind[0],
  ind2: ind[1],
  subfields: Array.from({ length: pairs.length / 2 }, (_, i) => ({ code: pairs[2 * i], value: pairs[2 * i + 1] })),
});

/** A record built here with an hbz-style title: the article marked with << >>, 245 ind2 left 0 as such exports do. */
const marked: MarcRecord = {
  leader: "00000nam a2200000 c 4500",
  fields: [
    { tag: "001", value: "test-non-filing" },
    df("245", "10", "a", "<<Die>> Rechtsprechung des Bundesverfassungsgerichts", "b", "eine Einführung /", "c", "X"),
    df("730", "02", "a", "\u0098The \u009cconstitution"),
  ],
};

describe("non-filing marks", () => {
  it("reads a value without its marks and from its first filing character", () => {
    expect(withoutMarks("<<Die>> Rechtsprechung")).toBe("Die Rechtsprechung");
    expect(withoutMarks("\u0098The \u009cconstitution")).toBe("The constitution");
    expect(filedPart("<<Die>> Rechtsprechung")).toBe("Rechtsprechung");
    expect(filedPart("\u0098Les \u009cmisérables")).toBe("misérables");
    expect(filedPart("Rechtsprechung")).toBeUndefined();
  });

  it("leaves a record without marks as it is", () => {
    const plain: MarcRecord = { leader: marked.leader, fields: [df("245", "14", "a", "The title")] };
    expect(withoutNonFilingMarks(plain)).toBe(plain);
  });

  it("indexes the title without marks, the article kept as a word, sorted after it", () => {
    const row = indexFields(marked);
    expect(row.title).toBe("Die Rechtsprechung des Bundesverfassungsgerichts eine Einführung");
    expect(row.titleSort).toBe("rechtsprechung des bundesverfassungsgerichts eine einfuhrung");
    expect(row.textTitle).toContain("Die Rechtsprechung des Bundesverfassungsgerichts");
    expect(row.textTitle).toContain("The constitution");
    expect(row.textTitle).not.toMatch(/<<|>>|[\u0098\u009c]/);
    // The stored MARC keeps the marks, for the MARC and MARCXML exports.
    expect(JSON.stringify(row.marc)).toContain("<<Die>>");
  });

  it("shows Dublin Core titles without marks", () => {
    const title = toDublinCore(marked).find((e) => e.elemento === "dc:title");
    expect(title?.valor).toMatch(/^Die Rechtsprechung des Bundesverfassungsgerichts/);
  });
});
