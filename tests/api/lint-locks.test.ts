import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lockProblems } from "../../scripts/lint-locks.mjs";

const root = mkdtempSync(path.join(tmpdir(), "lint-locks-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The problems the rule finds in one repository file of the given text. */
function problemsOf(text: string): string[] {
  const dir = mkdtempSync(path.join(root, "case-"));
  mkdirSync(path.join(dir, "things"));
  writeFileSync(path.join(dir, "things", "thing.repository.ts"), text);
  return lockProblems(dir);
}

describe("scripts/lint-locks.mjs (decision 003)", () => {
  it("finds a row lock taken by a function that accepts any Queryable", () => {
    const problems = problemsOf(`
export async function lockThing(
  db: Queryable,
  id: number,
): Promise<{ id: number } | undefined> {
  const [row] = await db.query<{ id: number }>(\`SELECT id FROM thing WHERE id = $1 FOR UPDATE\`, [id]);
  return row;
}`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/thing\.repository\.ts:6: lockThing takes FOR UPDATE without a Tx parameter/);
  });

  it("finds FOR NO KEY UPDATE, FOR SHARE, advisory locks and SET LOCAL in arrow functions too", () => {
    const problems = problemsOf(`
const a = async (db: Queryable) => db.query("SELECT 1 FROM t FOR NO KEY UPDATE");
const b = (db: Queryable) => db.query(\`SELECT 1 FROM t FOR SHARE\`);
export const c = async (db: Queryable, key: number) => {
  await db.query("SELECT pg_advisory_xact_lock($1)", [key]);
};
export async function d(db: Queryable) {
  await db.query(\`SET LOCAL statement_timeout = 5\`);
}`);
    expect(problems.map((p) => p.replace(/^.*?: /, ""))).toEqual([
      "a takes FOR NO KEY UPDATE without a Tx parameter (decision 003)",
      "b takes FOR SHARE without a Tx parameter (decision 003)",
      "c takes pg_advisory_xact_lock without a Tx parameter (decision 003)",
      "d takes SET LOCAL without a Tx parameter (decision 003)",
    ]);
  });

  it("accepts a lock asked with a Tx, and the words in comments or in a function without a lock", () => {
    expect(
      problemsOf(`
/** Locks the row FOR UPDATE: the caller's transaction holds it. */
export async function lockThing(tx: Tx, id: number): Promise<{ id: number } | undefined> {
  // FOR UPDATE, as every lock of this module
  const [row] = await tx.query<{ id: number }>(\`SELECT id FROM thing WHERE id = $1 FOR UPDATE\`, [id]);
  return row;
}
export async function findThing(db: Queryable, id: number) {
  return db.query("SELECT id FROM thing WHERE id = $1 AND note <> '{'", [id]);
}`),
    ).toEqual([]);
  });

  it("finds nothing in the service's own repositories", () => {
    expect(lockProblems()).toEqual([]);
  });
});
