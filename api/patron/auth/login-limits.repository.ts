import type { Queryable } from "../../core/db/db.ts";

/** What is recorded: wrong passwords, which make the captcha due (the limits are allowances, decision 053). */
export type LoginEventKind = "password";

export async function recordLoginFailure(
  db: Queryable,
  loginKey: string,
  client: string,
  kind: LoginEventKind,
): Promise<void> {
  await db.query(`INSERT INTO login_failure (login_key, client, kind) VALUES ($1, $2, $3)`, [loginKey, client, kind]);
}

/** Wrong passwords within the last `windowSeconds`: from this client address, and of this login (from anywhere). */
export async function recentLoginFailures(
  db: Queryable,
  loginKey: string,
  client: string,
  windowSeconds: number,
): Promise<{ client: number; login: number }> {
  const [row] = await db.query<{ client: number; login: number }>(
    `SELECT
       (SELECT count(*)::int FROM login_failure
         WHERE client = $2 AND at > now() - make_interval(secs => $3::double precision)) AS client,
       (SELECT count(*)::int FROM login_failure
         WHERE login_key = $1 AND login_key <> '' AND at > now() - make_interval(secs => $3::double precision)) AS login`,
    [loginKey, client, windowSeconds],
  );
  return row ?? { client: 0, login: 0 };
}

/** A proven password clears its login's failures, from every address. */
export async function clearLoginFailures(db: Queryable, loginKey: string): Promise<void> {
  await db.query(`DELETE FROM login_failure WHERE login_key = $1 AND login_key <> ''`, [loginKey]);
}

export async function pruneLoginFailures(db: Queryable, windowSeconds: number): Promise<void> {
  await db.query(`DELETE FROM login_failure WHERE at <= now() - make_interval(secs => $1::double precision)`, [
    windowSeconds,
  ]);
}
