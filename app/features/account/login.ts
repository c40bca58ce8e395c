/**
 * The login form's schema, one for /login and the reservation tab's embedded login: an empty
 * field is refused before the service is asked (document 2 §8: "fill in the field"). Isomorphic:
 * the actions parse with it, and Conform runs it in the browser before the request.
 */
import * as z from "zod";

import { tk } from "../../lib/i18n.ts";

export const LoginSchema = z.object({
  username: z
    .string({ error: tk("login.errors.credential_missing") })
    .trim()
    .min(1, { error: tk("login.errors.credential_missing") }),
  password: z
    .string({ error: tk("login.errors.password_required") })
    .min(1, { error: tk("login.errors.password_required") }),
});
