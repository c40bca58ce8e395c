import { Hono } from "hono";
import { z } from "zod";

import { patronFromBearer } from "../auth/auth.service.ts";
import type { ApiEnv } from "../http/env.ts";
import { clientAddressOf } from "../http/client-address.ts";
import { bodyOf, deferQuery, queryOf, validBody } from "../http/input.ts";
import { loginScreenSettings } from "./login-screen.service.ts";
import { isDuplicateLogin, personLogins, switchLogin } from "./person-logins.service.ts";

/** GET /parametros/login: what the login screen shows (public; `usuario` asks whether a captcha is due). */
const UsuarioQuery = z.object({
  usuario: z.string().optional().describe("a login (only its first 200 characters are read)"),
});

export const loginScreenRoutes = new Hono<ApiEnv>().get("/login", deferQuery(UsuarioQuery), async (c) => {
  const usuario = queryOf(c).usuario?.slice(0, 200);
  return c.json(await loginScreenSettings(c.get("db"), c.get("config"), usuario));
});

const SwitchRequest = z.object({
  codigo: z.coerce.number().int().positive(),
  base: z.string().trim().max(100).optional(),
});

/** GET /pessoas/login, PUT /pessoas/troca-login, GET /pessoas/duplicadas (document 2 §7). */
export const personLoginRoutes = new Hono<ApiEnv>()
  .get("/login", async (c) => {
    const patronId = patronFromBearer(c.req.header("authorization"), c.get("config"));
    return c.json(await personLogins(c.get("db"), patronId));
  })
  .put("/troca-login", validBody(SwitchRequest), async (c) => {
    const patronId = patronFromBearer(c.req.header("authorization"), c.get("config"));
    const { codigo, base } = bodyOf(c);
    return c.json(await switchLogin(c.get("db"), c.get("config"), patronId, codigo, base || undefined));
  })
  .get("/duplicadas", deferQuery(UsuarioQuery), async (c) => {
    const usuario = (queryOf(c).usuario ?? "").slice(0, 200);
    return c.json(await isDuplicateLogin(c.get("db"), c.get("config"), usuario, clientAddressOf(c)));
  });
