import { expect, test } from "vitest";

import { jsonLdText } from "./json-ld.ts";

test("a title with </script> cannot end the script element, and the text is the same JSON", () => {
  const value = { "@type": "Book", name: "A </script><script>alert(1)</script> & <!-- b -->\u2028" };
  const text = jsonLdText(value)!;
  expect(text).not.toMatch(/<\/script/i);
  expect(text).not.toContain("<!--");
  expect(text).not.toContain("<");
  expect(text).not.toContain("&");
  expect(JSON.parse(text)).toEqual(value);
});

test("nothing to embed for a missing value", () => {
  expect(jsonLdText(null)).toBeNull();
  expect(jsonLdText("x")).toBeNull();
});
