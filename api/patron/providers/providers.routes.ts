import type { Context } from "hono";

import { optionalPatronOf, patronOf, staffOf } from "../../core/caller.ts";
import { callRoutes } from "../../core/http/call.ts";
import type { ApiEnv } from "../../core/http/env.ts";
import { bodyOf } from "../../core/http/input.ts";
import { PERSON_SERVICES } from "./contract.ts";
import { providerCalls as calls } from "./providers.calls.ts";
import {
  checkHandOff,
  configureService,
  enablePreset,
  externalServices,
  groupAHandOff,
  handOff,
  providerPresets,
  removeService,
} from "./providers.service.ts";

/** The hand-off token's issuer: the catalogue's public address (OPAC_PUBLIC_URL, else this request's origin). */
function issuerOf(c: Context<ApiEnv>): string {
  return (c.get("config").OPAC_PUBLIC_URL ?? new URL(c.req.url).origin).replace(/\/+$/, "");
}

const person = (code: string) => async (c: Context<ApiEnv>) =>
  c.json(await handOff(c.get("db"), { code, kind: "service", patronId: patronOf(c), issuer: issuerOf(c) }));

/** Document 2 §7 "Authentication": the patron-area hand-offs, under /pessoas. */
export const handOffRoutes = callRoutes("/pessoas")
  .on(calls.memberArea, person(PERSON_SERVICES.memberArea))
  .on(calls.provider, async (c) => {
    const patronId = patronOf(c);
    const { base } = bodyOf(c);
    return c.json(await handOff(c.get("db"), { code: base, kind: "provider", patronId, issuer: issuerOf(c) }));
  })
  .on(calls.workPosting, person(PERSON_SERVICES.workPosting))
  .on(calls.spaces, person(PERSON_SERVICES.spaces))
  .on(calls.check, async (c) => {
    const { base, token } = c.req.valid("query");
    return c.json(await checkHandOff(c.get("db"), { code: base, token, issuer: issuerOf(c) }));
  })
  // Public: the app opens its "layers" with the patron's identity when it sends their token.
  .on(calls.appLayers, async (c) =>
    c.json(
      await handOff(c.get("db"), {
        code: PERSON_SERVICES.appLayers,
        kind: "service",
        patronId: optionalPatronOf(c) ?? null,
        issuer: issuerOf(c),
      }),
    ),
  ).app;

/** Document 2 §7 "Links": POST /vinculos/grupoa (sessionid), under /vinculos (decision 045). */
export const providerLinkRoutes = callRoutes("/vinculos").on(calls.groupA, async (c) => {
  const patronId = patronOf(c);
  const { sessionid } = bodyOf(c);
  return c.json(await groupAHandOff(c.get("db"), { patronId, sessionid, issuer: issuerOf(c) }));
}).app;

/** The desk's configuration of providers and systems, under /balcao/provedores (institution-wide desks only). */
export const providerDeskRoutes = callRoutes("/balcao/provedores")
  .on(calls.deskList, async (c) => c.json(await externalServices(c.get("db"), await staffOf(c))))
  .on(calls.deskPresets, async (c) => c.json(await providerPresets(c.get("db"), await staffOf(c))))
  .on(calls.deskEnablePreset, async (c) => {
    const staff = await staffOf(c);
    return c.json(await enablePreset(c.get("db"), staff, c.req.valid("param").code, bodyOf(c)));
  })
  .on(calls.deskConfigure, async (c) => {
    const staff = await staffOf(c);
    return c.json(await configureService(c.get("db"), staff, c.req.valid("param").code, bodyOf(c)));
  })
  .on(calls.deskRemove, async (c) => {
    const code = c.req.valid("param").code;
    await removeService(c.get("db"), await staffOf(c), code);
    return c.json({ removido: code });
  }).app;
