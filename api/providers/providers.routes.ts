import { Hono, type Context } from "hono";
import { z } from "zod";

import { optionalPatronOf, patronOf, staffOf } from "../circulation/http.ts";
import type { ApiEnv } from "../http/env.ts";
import { bodyOf, readBody, validBody, validParam, validQuery } from "../http/input.ts";
import { PERSON_SERVICES } from "./contract.ts";
import {
  checkHandOff,
  configureService,
  externalServices,
  groupAHandOff,
  handOff,
  removeService,
  ServiceCode,
} from "./providers.service.ts";

/** The hand-off token's issuer: the catalogue's public address (OPAC_PUBLIC_URL, else this request's origin). */
function issuerOf(c: Context<ApiEnv>): string {
  return (c.get("config").OPAC_PUBLIC_URL ?? new URL(c.req.url).origin).replace(/\/+$/, "");
}

const BaseBody = z.object({ base: ServiceCode });
const TokenQuery = z.object({ base: ServiceCode, token: z.string().min(1).max(4096) });
const CodeParam = z.object({ code: ServiceCode });

const person = (code: string) => async (c: Context<ApiEnv>) =>
  c.json(await handOff(c.get("db"), { code, kind: "service", patronId: patronOf(c), issuer: issuerOf(c) }));

/** Document 2 §7 "Authentication": the patron-area hand-offs, under /pessoas. */
export const handOffRoutes = new Hono<ApiEnv>()
  .get("/meu-pergamum/redirect", person(PERSON_SERVICES.memberArea))
  .put("/meu-pergamum/redirect-base", validBody(BaseBody), async (c) => {
    const patronId = patronOf(c);
    const { base } = bodyOf(c);
    return c.json(await handOff(c.get("db"), { code: base, kind: "provider", patronId, issuer: issuerOf(c) }));
  })
  .post("/postagem-trabalho/redirect", person(PERSON_SERVICES.workPosting))
  .post("/espacos/redirect", person(PERSON_SERVICES.spaces))
  .get("/token-redireciona", validQuery(TokenQuery), async (c) => {
    const { base, token } = c.req.valid("query");
    return c.json(await checkHandOff(c.get("db"), { code: base, token, issuer: issuerOf(c) }));
  })
  // Public: the app opens its "layers" with the patron's identity when it sends their token.
  .get("/autenticar/app-layers", async (c) =>
    c.json(
      await handOff(c.get("db"), {
        code: PERSON_SERVICES.appLayers,
        kind: "service",
        patronId: optionalPatronOf(c) ?? null,
        issuer: issuerOf(c),
      }),
    ),
  );

/** Grupo A's session, its query-string token (letters, digits, "-", "_", "."). */
const GroupABody = z.object({ sessionid: z.string().regex(/^[A-Za-z0-9._-]{1,200}$/) });

/** Document 2 §7 "Links": POST /vinculos/grupoa (sessionid), under /vinculos (decision 045 addendum). */
export const providerLinkRoutes = new Hono<ApiEnv>().post("/grupoa", validBody(GroupABody), async (c) => {
  const patronId = patronOf(c);
  const { sessionid } = bodyOf(c);
  return c.json(await groupAHandOff(c.get("db"), { patronId, sessionid, issuer: issuerOf(c) }));
});

/** The desk's configuration of providers and systems, under /balcao/provedores (institution-wide desks only). */
export const providerDeskRoutes = new Hono<ApiEnv>()
  .get("/", async (c) => c.json(await externalServices(c.get("db"), await staffOf(c))))
  .put("/:code", validParam(CodeParam), async (c) => {
    const staff = await staffOf(c);
    return c.json(
      await configureService(c.get("db"), staff, c.req.valid("param").code, await readBody(c.req.raw, "json")),
    );
  })
  .delete("/:code", validParam(CodeParam), async (c) => {
    const code = c.req.valid("param").code;
    await removeService(c.get("db"), await staffOf(c), code);
    return c.json({ removido: code });
  });
