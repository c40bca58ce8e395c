import { describe, expect, it } from "vitest";
import { marc } from "../../../../tests/fixtures/records/load.ts";
import { demoIssues, firstIssue, issuesPerYear } from "./kardex-demo.ts";

const serial = (f008: string, ...lines: string[]) => marc("00000cas a2200000 a 4500", `008 ${f008}`, ...lines);

describe("demo kardex", () => {
  it("reads the frequency from 310 or 008/18", () => {
    expect(issuesPerYear(serial("900101c19909999xx mr p       0   a0eng d"))).toBe(12);
    expect(issuesPerYear(serial("900101c19909999xx qr p       0   a0eng d"))).toBe(4);
    expect(issuesPerYear(serial("900101c19909999xx  x p       0   a0eng d", "310 __ $a Semestral"))).toBe(2);
    expect(issuesPerYear(serial("900101c19909999xx  x p       0   a0eng d", "310 __ $a Annual"))).toBe(1);
    expect(issuesPerYear(serial("900101c19909999xx  x p       0   a0eng d"))).toBe(4);
  });

  it("reads the first volume and year from 362", () => {
    expect(firstIssue(serial("x", "362 0_ $a Vol. 5, no. 1 (Jan. 1990)-"))).toEqual({ volume: 5, year: 1990 });
    expect(firstIssue(serial("x", "362 1_ $a Began with 1932."))).toEqual({ volume: undefined, year: 1932 });
  });

  it("makes a run of the last three years, numbering volumes from 362, the same every time", () => {
    const record = serial("900101c19909999xx qr p       0   a0eng d", "362 0_ $a Vol. 5, no. 1 (Jan. 1990)-");
    const issues = demoIssues(record, "seed", 2024);
    expect(issues).toHaveLength(12);
    expect(issues.map((i) => i.year)).toEqual([2022, 2022, 2022, 2022, 2023, 2023, 2023, 2023, 2024, 2024, 2024, 2024]);
    expect(issues[0]).toMatchObject({ volume: "37", number: "1", month: 1, designation: "jan./mar. 2022" });
    expect(issues[11]).toMatchObject({ volume: "39", number: "4", month: 10, designation: "out./dez. 2024" });
    expect(demoIssues(record, "seed", 2024)).toEqual(issues);
    for (const issue of issues) expect(issue.receivedOn === null).toBe(issue.status === "missing");
  });

  it("stops a closed run at its last year", () => {
    const issues = demoIssues(serial("900101d19751989xx ar p       0   a0eng d"), "s", 2024);
    expect(issues.map((i) => [i.year, i.designation])).toEqual([
      [1987, "1987"],
      [1988, "1988"],
      [1989, "1989"],
    ]);
  });
});
