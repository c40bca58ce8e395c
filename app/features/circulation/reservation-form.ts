/**
 * The reservation tab's POST forms (document 1 "Reservation screen", §4, §5): one schema whose
 * `intent` is the button pressed. The embedded login (`login`, the same `LoginSchema` as /login)
 * is checked in the browser too; the confirmation (`confirm`, `join`, `cancel`) carries the
 * choices, which the choice model checks on the server because they depend on the copies.
 */
import * as z from "zod";

import { LoginSchema } from "../account/login.ts";
import { CHOICE_FIELDS, selectionQuery, type ChoiceField, type Selection } from "./reservation-choices.ts";

export const ReservationLoginSchema = LoginSchema.extend({ intent: z.literal("login") });

export const ReservationSchema = z.discriminatedUnion("intent", [
  ReservationLoginSchema,
  z.object({ intent: z.literal("confirm") }),
  z.object({ intent: z.literal("join") }),
  z.object({ intent: z.literal("cancel") }),
]);

export type ReservationIntent = z.output<typeof ReservationSchema>;

/** The login form's fields and the choices' elements, by field name. */
export const LOGIN_FIELDS = { username: "reserva-username", password: "reserva-password" };
export const CHOICE_ELEMENTS = Object.fromEntries(CHOICE_FIELDS.map((field) => [field, `reserva-${field}`]));

/** The tab's address with a selection (and the answer's flags). */
export function tabPath(id: number, selection: Selection, extra?: Record<string, string>): string {
  const query = [selectionQuery(selection), new URLSearchParams(extra).toString()].filter(Boolean).join("&");
  return `/acervo/${id}/reserva${query ? `?${query}` : ""}`;
}

/** Where focus goes after a choice: the next select, else what completes the reservation. */
export function focusAfterChoice(next: ChoiceField | null, complete: boolean, loggedIn: boolean): string | null {
  if (next) return `reserva-${next}`;
  if (!complete) return null;
  return loggedIn ? "reserva-confirm" : LOGIN_FIELDS.username;
}
