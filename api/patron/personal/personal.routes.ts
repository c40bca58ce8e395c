/**
 * Under /pessoas: the patron's personal data, the renewal prompt, the small patron calls, swapping
 * user and the app devices (docs/api.md "Personal data, the renewal prompt and the app").
 * Every call but auth-app-uuid takes the patron from the bearer token.
 */
import type { Context } from "hono";

import { endOwnSessionOf, patronFromBearer, sessionOfBearer } from "../auth/auth.service.ts";
import { reauthenticate } from "../auth/reauthentication.service.ts";
import { clientAddressOf } from "../../core/http/client-address.ts";
import { callRoutes } from "../../core/http/call.ts";
import type { ApiEnv } from "../../core/http/env.ts";
import { bodyOf, invalidParameter, pathId } from "../../core/http/input.ts";
import {
  appDevices,
  authAppUuid,
  revokeAllAppDevices,
  revokeAppDevice,
  signOutEverywhere,
  storeAppUuid,
} from "./app-device.service.ts";
import { undoEmailChangeWith } from "./email-change.service.ts";
import { personalCalls as calls } from "./personal.calls.ts";
import {
  changePersonalData,
  departments,
  loggedEmail,
  ownName,
  personalData,
  renewalPrompt,
  sessions,
  swapUser,
} from "./personal.service.ts";

const patronOf = (c: Context<ApiEnv>) => patronFromBearer(c.req.header("authorization"), c.get("config"));

/** Who asks, for a re-authentication (decision 052): the token and the client address. */
const reauthOf = (c: Context<ApiEnv>) => ({ authorization: c.req.header("authorization"), client: clientAddressOf(c) });

/**
 * Who is trading uuids, for the guess limit: the client address the server bound (the peer, or the
 * address a trusted proxy forwarded; api/core/http/client-address.ts), never a header a caller over
 * the network chooses. Only an in-process caller that bound nothing (tests, scripts: no socket at
 * all) is told apart by the first X-Forwarded-For address it names.
 */
function clientOf(c: Context<ApiEnv>): string {
  const bound = clientAddressOf(c);
  if (bound !== "unknown") return bound;
  return c.req.header("x-forwarded-for")?.split(",")[0]?.trim().slice(0, 100) || "unknown";
}

export const personalRoutes = callRoutes("/pessoas")
  .on(calls.data, async (c) => c.json(await personalData(c.get("db"), patronOf(c))))
  .on(calls.save, async (c) => {
    const patronId = patronOf(c);
    const body: Record<string, unknown> = bodyOf(c);
    const config = c.get("config");
    // The undo link's address: the catalogue's public one, else this request's origin.
    const origin = (config.OPAC_PUBLIC_URL ?? new URL(c.req.url).origin).replace(/\/+$/, "");
    const guard = { config, reauthentication: reauthOf(c), origin };
    return c.json(await changePersonalData(c.get("db"), patronId, body, c.get("lang"), guard));
  })
  .on(calls.renewal, async (c) => c.json(await renewalPrompt(c.get("db"), patronOf(c), c.get("lang"))))
  .on(calls.email, async (c) => c.json(await loggedEmail(c.get("db"), patronOf(c))))
  .on(calls.departments, async (c) => {
    patronOf(c);
    return c.json(await departments(c.get("db")));
  })
  .on(calls.swapUser, async (c) => {
    const patronId = patronOf(c);
    const body = bodyOf(c);
    return c.json(await swapUser(c.get("db"), patronId, body.usuario, body.refresh_token));
  })
  .on(calls.storeAppUuid, async (c) => {
    patronOf(c);
    // The device's name in the patron's list: `nome` when the caller gives one, else its User-Agent.
    const { nome, senha_atual: password } = bodyOf(c);
    // A device outlives the session that made it: only a proven patron makes one (decision 052).
    const patron = await reauthenticate(c.get("db"), c.get("config"), { ...reauthOf(c), password });
    return c.json(await storeAppUuid(c.get("db"), patron.id, nome ?? c.req.header("user-agent") ?? null));
  })
  .on(calls.authAppUuid, async (c) => {
    const { uuid } = bodyOf(c);
    if (!uuid.trim()) throw invalidParameter("uuid");
    return c.json(await authAppUuid(c.get("db"), c.get("config"), uuid, clientOf(c)));
  })
  .on(calls.appDevices, async (c) => c.json(await appDevices(c.get("db"), patronOf(c))))
  .on(calls.revokeAllAppDevices, async (c) =>
    c.json({ revogados: await revokeAllAppDevices(c.get("db"), patronOf(c)) }),
  )
  .on(calls.revokeAppDevice, async (c) => {
    const patronId = patronOf(c);
    await revokeAppDevice(c.get("db"), patronId, pathId(c));
    return c.json({ revogado: true as const });
  })
  .on(calls.sessions, async (c) => {
    const patronId = patronOf(c);
    const current = sessionOfBearer(c.req.header("authorization"), c.get("config"));
    return c.json(await sessions(c.get("db"), patronId, current));
  })
  .on(calls.endSession, async (c) => {
    await endOwnSessionOf(c.get("db"), patronOf(c), c.req.valid("param").id);
    return c.json({ encerrada: true as const });
  })
  .on(calls.signOutEverywhere, async (c) => {
    const patronId = patronOf(c);
    await c.get("db").transaction((tx) => signOutEverywhere(tx, patronId));
    return c.json({ encerradas: true as const });
  })
  .on(calls.undoEmailChange, async (c) => {
    await undoEmailChangeWith(c.get("db"), c.get("config"), bodyOf(c).token);
    return c.json({ desfeita: true as const });
  })
  // Last: its first segment is any login.
  .on(calls.name, async (c) => c.json(await ownName(c.get("db"), patronOf(c), c.req.valid("param").usuario))).app;
