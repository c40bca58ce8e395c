import { patronFromBearer } from "../auth/auth.service.ts";
import { callRoutes } from "../../core/http/call.ts";
import { clientAddressOf } from "../../core/http/client-address.ts";
import { bodyOf, queryOf } from "../../core/http/input.ts";
import { loginCalls as calls } from "./login.calls.ts";
import { loginScreenSettings } from "./login-screen.service.ts";
import { isDuplicateLogin, personLogins, switchLogin } from "./person-logins.service.ts";

/** GET /parametros/login: what the login screen shows (public; `usuario` asks whether a captcha is due). */
export const loginScreenRoutes = callRoutes("/parametros").on(calls.screen, async (c) => {
  const usuario = queryOf(c).usuario?.slice(0, 200);
  return c.json(await loginScreenSettings(c.get("db"), c.get("config"), usuario));
}).app;

/** GET /pessoas/login, PUT /pessoas/troca-login, GET /pessoas/duplicadas (document 2 §7). */
export const personLoginRoutes = callRoutes("/pessoas")
  .on(calls.personLogins, async (c) => {
    const patronId = patronFromBearer(c.req.header("authorization"), c.get("config"));
    return c.json(await personLogins(c.get("db"), patronId));
  })
  .on(calls.switchLogin, async (c) => {
    const patronId = patronFromBearer(c.req.header("authorization"), c.get("config"));
    const { codigo, base } = bodyOf(c);
    return c.json(await switchLogin(c.get("db"), c.get("config"), patronId, codigo, base || undefined));
  })
  .on(calls.duplicates, async (c) => {
    const usuario = (queryOf(c).usuario ?? "").slice(0, 200);
    return c.json(await isDuplicateLogin(c.get("db"), c.get("config"), usuario, clientAddressOf(c)));
  }).app;
