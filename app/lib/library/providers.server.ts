/** Content providers and the patron-area hand-offs (/pessoas/meu-pergamum/redirect-base…): decision 044. */
import { providerCalls as calls } from "../../../api/patron/providers/providers.calls.ts";
import type { Transport } from "./transport.server.ts";

export function providerCalls(t: Transport) {
  return {
    /** PUT /pessoas/meu-pergamum/redirect-base: the provider's address carrying the patron's identity; 404 `not_configured`. */
    handOff: (base: string) => t.call(calls.provider, { body: { base } }),
  };
}
