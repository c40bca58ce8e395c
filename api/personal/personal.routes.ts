/**
 * Under /pessoas: the patron's personal data, the renewal prompt, the small patron calls, swapping
 * user and the app devices (docs/api.md "Personal data, the renewal prompt and the app").
 * Every call but auth-app-uuid takes the patron from the bearer token.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";

import { patronFromBearer } from "../auth/auth.service.ts";
import type { ApiEnv } from "../http/env.ts";
import { bodyOf, invalidParameter, parse, pathId, readBody, validBody } from "../http/input.ts";
import { appDevices, authAppUuid, revokeAllAppDevices, revokeAppDevice, storeAppUuid } from "./app-device.service.ts";
import {
  changePersonalData,
  departments,
  loggedEmail,
  ownName,
  personalData,
  renewalPrompt,
  swapUser,
} from "./personal.service.ts";

const patronOf = (c: Context<ApiEnv>) => patronFromBearer(c.req.header("authorization"), c.get("config"));

/** Who is trading uuids, for the guess limit: the first X-Forwarded-For address, else one shared key. */
function clientOf(c: Context<ApiEnv>): string {
  return c.req.header("x-forwarded-for")?.split(",")[0]?.trim().slice(0, 100) || "direct";
}

const SwapUser = z.object({
  usuario: z.string().trim().min(1).max(100),
  refresh_token: z.string().max(200).optional(),
});

const AppUuid = z.object({ uuid: z.string().max(100) });

const DeviceName = z.object({ nome: z.string().max(120).optional() });

export const personalRoutes = new Hono<ApiEnv>()
  .get("/meu-pergamum/dados-pessoais", async (c) => c.json(await personalData(c.get("db"), patronOf(c))))
  .put("/meu-pergamum/dados-pessoais", async (c) => {
    const patronId = patronOf(c);
    const body = await readBody(c.req.raw);
    return c.json(await changePersonalData(c.get("db"), patronId, body, c.get("lang")));
  })
  .get("/renovar", async (c) => c.json(await renewalPrompt(c.get("db"), patronOf(c), c.get("lang"))))
  .get("/email-pessoa-logada", async (c) => c.json(await loggedEmail(c.get("db"), patronOf(c))))
  .get("/departamentos", async (c) => {
    patronOf(c);
    return c.json(await departments(c.get("db")));
  })
  .post("/meu-pergamum/troca-usuario", validBody(SwapUser), async (c) => {
    const patronId = patronOf(c);
    const body = bodyOf(c);
    return c.json(await swapUser(c.get("db"), patronId, body.usuario, body.refresh_token));
  })
  .post("/store-app-uuid", validBody(DeviceName), async (c) => {
    const patronId = patronOf(c);
    // The device's name in the patron's list: `nome` when the caller gives one, else its User-Agent.
    const { nome } = bodyOf(c);
    return c.json(await storeAppUuid(c.get("db"), patronId, nome ?? c.req.header("user-agent") ?? null));
  })
  .post("/auth-app-uuid", async (c) => {
    const body = await readBody(c.req.raw);
    if (typeof body.uuid !== "string" || !body.uuid.trim()) throw invalidParameter("uuid");
    const { uuid } = parse(AppUuid, body);
    return c.json(await authAppUuid(c.get("db"), c.get("config"), uuid, clientOf(c)));
  })
  .get("/app-uuid", async (c) => c.json(await appDevices(c.get("db"), patronOf(c))))
  .delete("/app-uuid", async (c) => c.json({ revogados: await revokeAllAppDevices(c.get("db"), patronOf(c)) }))
  .delete("/app-uuid/:id", async (c) => {
    const patronId = patronOf(c);
    await revokeAppDevice(c.get("db"), patronId, pathId(c));
    return c.json({ revogado: true });
  })
  // Last: its first segment is any login.
  .get("/:usuario/nome", async (c) => c.json(await ownName(c.get("db"), patronOf(c), c.req.param("usuario"))));
