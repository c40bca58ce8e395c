/**
 * The demo's content provider (decision 066): the `pearson` preset enabled as a desk would, but
 * pointing at a provider stand-in, not at Pearson: tests/support/test-provider.ts, which the
 * tests start and `npm run provider-stand-in` starts by hand on DEMO_PROVIDER.url's port. It checks
 * the signed link with the demo key below and shows who arrived. The name says it is a stand-in.
 */
import type { Queryable } from "../../core/db/db.ts";
import { applyPreset, findExternalService } from "../../patron/providers/providers.service.ts";

export const DEMO_PROVIDER = {
  code: "pearson",
  name: "Biblioteca Virtual Pearson (simulada: provedor de demonstração)",
  url: "http://127.0.0.1:3790/pearson",
  /** Invented for the demo, like the demo desk's key; a real provider's key is the institution's secret. */
  secret: "demo-provedor-chave-2026-simulado",
};

export async function seedProviderDemo(db: Queryable): Promise<void> {
  if (await findExternalService(db, DEMO_PROVIDER.code)) return;
  await applyPreset(db, DEMO_PROVIDER.code, {
    base_url: DEMO_PROVIDER.url,
    secret: DEMO_PROVIDER.secret,
    name: DEMO_PROVIDER.name,
  });
}
