/**
 * The clean-up of ended sessions (decision 035), on every engine: what it deletes
 * (sessions ended more than a day ago, sessions whose refresh tokens have all expired, expired
 * refresh tokens), what it keeps (live sessions, a session ended today, a session not yet given
 * its first token), that the live session still renews afterwards, the server's schedule and its
 * off switch, and the desk command.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { SESSION_COMMANDS } from "../../api/operations/cli/session-commands.ts";
import { UsageError } from "../../api/operations/cli/desk-commands.ts";
import { cleanUpSessions, startSessionCleanup } from "../../api/patron/auth/session-cleanup.ts";
import type { TokenResponse } from "../../api/contract.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

describe.each(engines)("sessions clean-up on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const login = async () =>
    (await lib.call("/api/oauth/token", form({ grant_type: "password", username: "demo", password: "demo" })))
      .body as TokenResponse;
  const refresh = (token: string) =>
    lib.call("/api/oauth/token", form({ grant_type: "refresh_token", refresh_token: token }));
  const me = async (access: string) =>
    (await lib.call("/api/pessoas", { headers: { authorization: `Bearer ${access}` } })).status;
  /** The session an access token names (its `sid` claim). */
  const sessionOf = (token: TokenResponse) =>
    (JSON.parse(Buffer.from(token.access_token.split(".")[1]!, "base64url").toString()) as { sid: string }).sid;
  const count = async (table: "auth_session" | "refresh_token") =>
    (await lib.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  const age = (sid: string, sql: string) => lib.db.query(`UPDATE auth_session SET ${sql} WHERE id = $1`, [sid]);
  const expireTokens = (sid: string, days: number) =>
    lib.db.query(`UPDATE refresh_token SET expires_at = now() - make_interval(days => $2) WHERE session_id = $1`, [
      sid,
      days,
    ]);

  it("deletes what can open nothing and was kept a day, keeps the rest; the live session still renews", async () => {
    await lib.db.query("DELETE FROM refresh_token");
    await lib.db.query("DELETE FROM auth_session");

    // Ended (logout) an hour ago: kept for the day.
    const endedToday = await login();
    await lib.call("/api/oauth/revoke", form({ token: endedToday.refresh_token }));
    await age(sessionOf(endedToday), "created_at = now() - interval '2 hours', ended_at = now() - interval '1 hour'");
    // Ended two days ago: deleted with its token.
    const endedBefore = await login();
    await lib.call("/api/oauth/revoke", form({ token: endedBefore.refresh_token }));
    await age(sessionOf(endedBefore), "created_at = now() - interval '40 days', ended_at = now() - interval '2 days'");
    // Never ended, renewed once, every token expired three days ago: deleted with both tokens.
    const abandoned = await login();
    await refresh(abandoned.refresh_token);
    await age(sessionOf(abandoned), "created_at = now() - interval '40 days'");
    await expireTokens(sessionOf(abandoned), 3);
    // Live for 40 days, renewed: its rotated token expired two days ago (deleted); the session and
    // its current token stay.
    const live = await login();
    const renewed = (await refresh(live.refresh_token)).body as TokenResponse;
    await age(sessionOf(live), "created_at = now() - interval '40 days'");
    await lib.db.query(
      `UPDATE refresh_token SET expires_at = now() - interval '2 days' WHERE session_id = $1 AND rotated_at IS NOT NULL`,
      [sessionOf(live)],
    );
    // A token from before sessions existed, expired: deleted.
    await lib.db.query(
      `INSERT INTO refresh_token (token_hash, patron_id, expires_at)
       SELECT 'legacy-token-hash', patron_id, now() - interval '2 days' FROM auth_session WHERE id = $1`,
      [sessionOf(live)],
    );
    // A login's session a moment before its first refresh token is stored: never touched.
    await lib.db.query(
      `INSERT INTO auth_session (id, patron_id) SELECT 'being-made', patron_id FROM auth_session WHERE id = $1`,
      [sessionOf(live)],
    );
    expect([await count("auth_session"), await count("refresh_token")]).toEqual([5, 7]);

    expect(await cleanUpSessions(lib.db)).toEqual({ sessions: 2, refreshTokens: 5 });
    const left = await lib.db.query<{ id: string }>("SELECT id FROM auth_session ORDER BY created_at, id");
    expect(left.map((r) => r.id).sort()).toEqual([sessionOf(endedToday), sessionOf(live), "being-made"].sort());
    expect(await count("refresh_token")).toBe(2);
    // Nothing more the second time.
    expect(await cleanUpSessions(lib.db)).toEqual({ sessions: 0, refreshTokens: 0 });

    // The live session goes on; the deleted ones' tokens are refused as before.
    expect(await me(renewed.access_token)).toBe(200);
    expect((await refresh(renewed.refresh_token)).status).toBe(200);
    expect(await me(endedBefore.access_token)).toBe(401);
    expect((await refresh(endedBefore.refresh_token)).status).toBe(401);
    expect((await refresh(abandoned.refresh_token)).status).toBe(401);
  });

  it("runs on the server's schedule, and not at all when set to 0", async () => {
    const dead = await login();
    await lib.call("/api/oauth/revoke", form({ token: dead.refresh_token }));
    await age(sessionOf(dead), "created_at = now() - interval '3 days', ended_at = now() - interval '2 days'");

    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const offLog = vi.fn();
      const stopOff = startSessionCleanup(lib.db, { SESSION_CLEANUP_EVERY_MINUTES: 0 }, offLog);
      const log = vi.fn();
      const stop = startSessionCleanup(lib.db, { SESSION_CLEANUP_EVERY_MINUTES: 5 }, log);
      vi.advanceTimersByTime(4 * 60_000);
      expect(log).not.toHaveBeenCalled();
      vi.advanceTimersByTime(60_000);
      for (let i = 0; i < 200 && log.mock.calls.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
      expect(log.mock.calls).toEqual([["sessions clean-up: deleted 1 sessions and 1 refresh tokens"]]);
      stop();
      stopOff();
      vi.advanceTimersByTime(60 * 60_000);
      expect(offLog).not.toHaveBeenCalled();
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is a desk command: npm run circ -- sessions-cleanup", async () => {
    const dead = await login();
    await lib.call("/api/oauth/revoke", form({ token: dead.refresh_token }));
    await age(sessionOf(dead), "created_at = now() - interval '3 days', ended_at = now() - interval '2 days'");
    const command = SESSION_COMMANDS["sessions-cleanup"]!;
    expect(await command.run(lib.db, [], "pt")).toEqual({
      line: "sessions clean-up: deleted 1 sessions and 1 refresh tokens",
      json: { sessions: 1, refreshTokens: 1 },
    });
    await expect(command.run(lib.db, ["now"], "pt")).rejects.toBeInstanceOf(UsageError);
  });
});
