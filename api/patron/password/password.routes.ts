/**
 * Password recovery (public, GET/POST/PUT /pessoas/{usuario}/recuperar-senha) and the logged-in
 * patron's password change (GET/PUT /pessoas/meu-pergamum/senha): document 2 §7 "Password recovery
 * and personal data"; the rules in api/patron/password/password.service.ts and decision 025.
 */
import { patronFromBearer } from "../auth/auth.service.ts";
import { bearerToken } from "../auth/tokens.ts";
import { callRoutes } from "../../core/http/call.ts";
import { clientAddressOf } from "../../core/http/client-address.ts";
import { bodyOf, queryOf } from "../../core/http/input.ts";
import { passwordCalls as calls } from "./password.calls.ts";
import {
  acceptCode,
  changeOwnPassword,
  passwordChangeInfo,
  recoverySettings,
  resetPassword,
  startRecovery,
} from "./password.service.ts";

export function passwordRoutes() {
  return callRoutes("/pessoas")
    .on(calls.settings, async (c) => c.json(await recoverySettings(c.get("db"))))
    .on(calls.changeInfo, async (c) => {
      const patronId = patronFromBearer(c.req.header("authorization"), c.get("config"));
      return c.json(await passwordChangeInfo(c.get("db"), patronId));
    })
    .on(calls.change, async (c) => {
      const patronId = patronFromBearer(c.req.header("authorization"), c.get("config"));
      const input = { ...bodyOf(c), client: clientAddressOf(c) };
      return c.json(await changeOwnPassword(c.get("db"), c.get("config"), c.get("lang"), patronId, input));
    })
    .on(calls.start, async (c) => {
      const q = queryOf(c);
      const started = await startRecovery(c.get("db"), c.get("config"), c.get("lang"), {
        usuario: c.req.valid("param").usuario,
        bearer: bearerToken(c.req.header("authorization")),
        captchaToken: q.recaptcha_token,
        captchaAnswer: q.recaptcha_answer,
        // The visitor's address as the login limits read it (api/core/http/client-address.ts, decision 024).
        client: clientAddressOf(c),
      });
      // A GET with an effect (a mail sent) and a token in its answer: never kept by a cache.
      c.header("Cache-Control", "no-store");
      return c.json(started);
    })
    .on(calls.acceptCode, async (c) => {
      const body = bodyOf(c);
      const bearer = bearerToken(c.req.header("authorization"));
      return c.json(await acceptCode(c.get("db"), c.get("config"), c.req.valid("param").usuario, bearer, body.code));
    })
    .on(calls.reset, async (c) => {
      const body = bodyOf(c);
      return c.json(
        await resetPassword(c.get("db"), c.get("config"), c.get("lang"), {
          usuario: c.req.valid("param").usuario,
          bearer: bearerToken(c.req.header("authorization")),
          code: body.code,
          password: body.password,
        }),
      );
    }).app;
}
