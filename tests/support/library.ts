/**
 * A library service over a real database filled with the real demo records, for integration
 * tests: `app.request()` with no port bound (Hono's testing style).
 */
import path from "node:path";
import { createApi } from "../../api/app.ts";
import { readConfig, type ApiConfig } from "../../api/config.ts";
import { seedCopies, seedInstitution } from "../../api/demo/seed.ts";
import { importFiles } from "../../api/import/importer.ts";
import type { TestEngine } from "./engines.ts";

export const DEMO_FILE = path.resolve("data/marc/demo-bib.mrc");

export async function openTestLibrary(engine: TestEngine, env: Record<string, string> = {}) {
  const { db, close } = await engine.open();
  await seedInstitution(db);
  await importFiles(db, [DEMO_FILE]);
  await seedCopies(db);
  const config: ApiConfig = readConfig({
    TOKEN_SECRET: "test-secret-test-secret-test-secret-0123",
    DEMO_DATA: "off",
    ...env,
  });
  const app = createApi(db, config);
  const call = async (url: string, init: RequestInit = {}) => {
    const res = await app.request(url, init);
    const body = await res.json();
    return { status: res.status, body };
  };
  return { db, app, config, call, close };
}
