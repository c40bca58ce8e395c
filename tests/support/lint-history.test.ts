import { describe, expect, it } from "vitest";
import { commentsOf, historyProblemsIn } from "../../scripts/lint-history.mjs";

const found = (file: string, text: string) => (historyProblemsIn(file, text) as string[]).map((p) => p.split(": ")[0]);
const n = (k: number) => String(k); // numbers built at run time, so this file does not cite anything itself

describe("lint-history: comments citing issues or sessions", () => {
  it("finds an issue by number in line, block and JSX comments, across a line break", () => {
    expect(found("a.ts", `const a = 1; // the tabs (issue ${n(18)}, item 1)\n`)).toEqual(["a.ts:1"]);
    expect(found("a.ts", `/**\n * Results first (issue\n * ${n(18)}).\n */\nconst a = 1;\n`)).toEqual(["a.ts:1"]);
    expect(found("a.tsx", `<div>\n  {/* see issue #${n(7)} */}\n</div>\n`)).toEqual(["a.tsx:2"]);
    expect(found("a.ts", `// issues ${n(14)} and ${n(16)}; issue's ${n(3)} part; fixed (#${n(42)})\n`)).toHaveLength(3);
  });

  it("finds a decision record's addendum", () => {
    expect(found("a.ts", `// written by staff (decision 038 addendum)\n`)).toEqual(["a.ts:1"]);
    expect(found("a.ts", `/* the session 7 and 9\n * addenda */\n`)).toHaveLength(2);
  });

  it("finds a work session, and looks at CSS block comments", () => {
    expect(found("a.mjs", `// as in session ${n(7)}\n`)).toEqual(["a.mjs:1"]);
    expect(found("a.css", `.a {\n  color: red;\n}\n/* ---- Tabs (Session ${n(8)}) ---- */\n`)).toEqual(["a.css:4"]);
  });

  it("leaves strings, regular expressions and other uses of the words alone", () => {
    const code = [
      `const s = "issue ${n(18)}", t = 'session ${n(7)}', u = \`issue \${x} session ${n(2)}\`;`,
      `const url = "http://example.org/issue/${n(18)}"; // an address in a string is not a comment`,
      `const re = /issue ${n(18)}|\\/\\//; // a regular expression is not a comment`,
      `// the session ends; one kardex issue a month; a session of ${n(5)} minutes`,
      `const half = a / 2; // division, then a comment without citations`,
    ].join("\n");
    expect(found("a.ts", code)).toEqual([]);
    expect(found("a.css", `a[href*="issue ${n(18)}"] { content: "session ${n(7)}"; }\n`)).toEqual([]);
  });

  it("reports each comment with the line it starts on", () => {
    expect((commentsOf("a\n/* b\n c */\n// d\n") as { line: number }[]).map((c) => c.line)).toEqual([2, 4]);
  });
});
