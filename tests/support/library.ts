/**
 * A library service over a real database filled with the real demo records, for integration
 * tests: `app.request()` with no port bound (Hono's testing style).
 */
import { createApi } from "../../api/app.ts";
import { readConfig, type ApiConfig } from "../../api/core/config.ts";
import type { TestEngine } from "./engines.ts";

export async function openTestLibrary(engine: TestEngine, env: Record<string, string> = {}) {
  // The institution, the demo records and their copies (tests/support/db-templates.ts seedDemo).
  const { db, close } = await engine.openDemo();
  const config: ApiConfig = readConfig({
    TOKEN_SECRET: "test-secret-test-secret-test-secret-0123",
    DEMO_DATA: "off",
    // The searches count in SQL unless a test asks for the bitmaps (tests/api/search-counts.test.ts).
    SEARCH_BITMAP_MB: "0",
    ...env,
  });
  const app = createApi(db, config);
  const call = async (url: string, init: RequestInit = {}) => {
    const res = await app.request(url, init);
    const body = await res.json();
    return { status: res.status, body };
  };
  /** The demo records' ids by their MARC source keys (a test's subjects, pinned by key). */
  const recordIds = async <K extends string>(keys: Record<K, string>): Promise<Record<K, number>> => {
    const ids = {} as Record<K, number>;
    for (const [name, key] of Object.entries(keys) as [K, string][]) {
      const [row] = await db.query<{ id: number }>("SELECT id FROM record WHERE source_key = $1", [key]);
      if (!row) throw new Error(`no demo record with source key ${key}`);
      ids[name] = row.id;
    }
    return ids;
  };
  return { db, app, config, call, recordIds, close };
}
