/**
 * Marks the stylesheets draw (●, ○, ↗, separators) are not read aloud (decision 038): a screen
 * reader says generated content unless it carries an empty alternative text (`content: "●" / ""`);
 * the words next to a mark already say what it means.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const appDir = fileURLToPath(new URL("../../", import.meta.url));

function stylesheets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return stylesheets(full);
    return name.endsWith(".css") ? [full] : [];
  });
}

/** A `content` string of anything but words and a label's colon is a drawn mark. */
const isMark = (text: string) => /[^\p{L}\p{N}\s:]/u.test(text);

test("every drawn mark has an empty alternative text", () => {
  const read: string[] = [];
  let marks = 0;
  for (const file of stylesheets(appDir)) {
    for (const m of readFileSync(file, "utf8").matchAll(/content:\s*"([^"]*)"\s*(\/\s*"[^"]*")?/g)) {
      if (!isMark(m[1])) continue;
      marks++;
      if (!/^\/\s*""$/.test(m[2] ?? "")) read.push(`${path.relative(appDir, file)}: "${m[1]}"`);
    }
  }
  expect(marks).toBeGreaterThanOrEqual(4);
  expect(read).toEqual([]);
});
