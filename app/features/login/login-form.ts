/**
 * The login screen's forms (decision 024), isomorphic: the actions parse with these schemas and
 * Conform runs the same ones in the browser. The password step's schema depends on what the
 * institution offers (the destination choice is required only when it is offered), so it is made
 * from the settings the loader read, on both sides.
 */
import * as z from "zod";

import { DESTINATIONS, type Destination } from "../../../api/patron/login/contract.ts";
import { keyWith } from "../../lib/forms.ts";
import { tk } from "../../lib/i18n.ts";
import { LoginSchema } from "../account/login.ts";
import { CaptchaSchemaFields } from "../captcha/captcha.ts";

export const MEMBER_AREA = "/meupergamum";
export const CATALOGUE_HOME = "/";

/** 'PreenchaCampo' naming the field 'DirecionarPara' (document 2 §5 "Login"). */
export const DESTINATION_REQUIRED = keyWith(
  tk("login.errors.PreenchaCampo"),
  {},
  { field: tk("login.destination.legend") },
);

export function loginPageSchema({ destinationRequired }: { destinationRequired: boolean }) {
  // One schema type either way (the action reads its value), required or not at run time.
  const required = z.enum(DESTINATIONS, { error: DESTINATION_REQUIRED });
  const destination: z.ZodType<Destination | undefined> = destinationRequired ? required : required.optional();
  return LoginSchema.extend({
    remember: z.boolean().optional(),
    redirect: z.string().optional(),
    suporte: z.string().optional(),
    categoria: z.string().max(20).optional(),
    destination,
    ...CaptchaSchemaFields,
  });
}

/** The person choice: which of the person's logins ('EscolhaLogin' when none is chosen). */
export const ChooseLoginSchema = z.object({
  codigo: z
    .number({ error: tk("login.errors.EscolhaLogin") })
    .int()
    .positive({ error: tk("login.errors.EscolhaLogin") }),
});

/**
 * Everything /login's action accepts, by `intent`: the password step (its form sends no intent,
 * so a post without one is that step), the person choice, and going back from it.
 */
export function loginActionSchema({ destinationRequired }: { destinationRequired: boolean }) {
  return z.discriminatedUnion("intent", [
    loginPageSchema({ destinationRequired }).extend({ intent: z.literal("password").optional() }),
    ChooseLoginSchema.extend({ intent: z.literal("choose") }),
    z.object({ intent: z.literal("cancel") }),
  ]);
}

export function isDestination(value: unknown): value is Destination {
  return typeof value === "string" && (DESTINATIONS as readonly string[]).includes(value);
}

/**
 * Which destination starts chosen: the `destination` query parameter, else the catalogue when the
 * visitor was sent here from a page (`redirect`: back to it), else the institution's default.
 */
export function preselectedDestination(
  query: string | null,
  redirectTo: string,
  institutionDefault: Destination | null,
): Destination | null {
  if (isDestination(query)) return query;
  if (redirectTo) return "C";
  return institutionDefault;
}

/**
 * Where a successful login goes: the member area for M, the page the visitor came from (or the
 * catalogue home) for C, and without a choice the page they came from or the member area.
 * `suporte=true` is passed on.
 */
export function loginTarget(choice: Destination | undefined, redirectTo: string, suporte: boolean): string {
  const target =
    choice === "M" ? MEMBER_AREA : choice === "C" ? redirectTo || CATALOGUE_HOME : redirectTo || MEMBER_AREA;
  if (!suporte) return target;
  const url = new URL(target, "http://opac.invalid");
  url.searchParams.set("suporte", "true");
  return url.pathname + url.search + url.hash;
}
