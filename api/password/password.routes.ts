/**
 * Password recovery (public, GET/POST/PUT /pessoas/{usuario}/recuperar-senha) and the logged-in
 * patron's password change (GET/PUT /pessoas/meu-pergamum/senha): document 2 §7 "Password recovery
 * and personal data"; the rules in api/password/password.service.ts and decision 025.
 */
import { Hono } from "hono";
import { z } from "zod";

import { patronFromBearer } from "../auth/auth.service.ts";
import { clientAddressOf } from "../http/client-address.ts";
import type { ApiEnv } from "../http/env.ts";
import { bodyOf, deferQuery, queryOf, validBody } from "../http/input.ts";
import {
  acceptCode,
  changeOwnPassword,
  passwordChangeInfo,
  recoverySettings,
  resetPassword,
  startRecovery,
} from "./password.service.ts";

const text = z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string().optional());
const CodeBody = z.object({ code: text });
const ResetBody = z.object({ code: text, password: z.string().optional() });
const ChangeBody = z.object({ senhaAtual: z.string().optional(), senhaNova: z.string().optional() });

const bearerOf = (header: string | undefined) => header?.match(/^Bearer\s+(.+)$/i)?.[1];

/** The captcha of a recovery that asks for one (decision 023): a token, or the answer of the service's own. */
const CaptchaQuery = z.object({ recaptcha_token: z.string().optional(), recaptcha_answer: z.string().optional() });

export function passwordRoutes() {
  return new Hono<ApiEnv>()
    .get("/recuperar-senha", async (c) => c.json(await recoverySettings(c.get("db"))))
    .get("/meu-pergamum/senha", async (c) => {
      const patronId = patronFromBearer(c.req.header("authorization"), c.get("config"));
      return c.json(await passwordChangeInfo(c.get("db"), patronId));
    })
    .put("/meu-pergamum/senha", validBody(ChangeBody), async (c) => {
      const patronId = patronFromBearer(c.req.header("authorization"), c.get("config"));
      const body = bodyOf(c);
      return c.json(await changeOwnPassword(c.get("db"), c.get("config"), c.get("lang"), patronId, body));
    })
    .get("/:usuario/recuperar-senha", deferQuery(CaptchaQuery), async (c) => {
      const q = queryOf(c);
      const started = await startRecovery(c.get("db"), c.get("config"), c.get("lang"), {
        usuario: c.req.param("usuario"),
        bearer: bearerOf(c.req.header("authorization")),
        captchaToken: q.recaptcha_token,
        captchaAnswer: q.recaptcha_answer,
        // The visitor's address as the login limits read it (api/http/client-address.ts, decision 024).
        client: clientAddressOf(c),
      });
      // A GET with an effect (a mail sent) and a token in its answer: never kept by a cache.
      c.header("Cache-Control", "no-store");
      return c.json(started);
    })
    .post("/:usuario/recuperar-senha", validBody(CodeBody), async (c) => {
      const body = bodyOf(c);
      const bearer = bearerOf(c.req.header("authorization"));
      return c.json(await acceptCode(c.get("db"), c.get("config"), c.req.param("usuario"), bearer, body.code));
    })
    .put("/:usuario/recuperar-senha", validBody(ResetBody), async (c) => {
      const body = bodyOf(c);
      return c.json(
        await resetPassword(c.get("db"), c.get("config"), c.get("lang"), {
          usuario: c.req.param("usuario"),
          bearer: bearerOf(c.req.header("authorization")),
          code: body.code,
          password: body.password,
        }),
      );
    });
}
