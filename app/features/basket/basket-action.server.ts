/**
 * The basket's POST (to /cesta, from the results list, the record page and the basket page):
 * - a button `add` or `remove` with a record id acts on that record;
 * - `intent=add-many` adds the checked `ids`; `intent=clear` empties the basket.
 * Without JS the answer is a 303 back to `redirectTo` (same-site only) with the outcome as the
 * page's one-time notice. With JS the form sends `js=1` and gets the outcome as data instead:
 * no navigation, the message goes to a live region and the root loader's basket revalidates.
 */
import { data, redirect } from "@remix-run/node";
import * as z from "zod";

import { assertSameOrigin } from "../../lib/auth.server.ts";
import { parseForm } from "../../lib/forms.ts";
import { getT } from "../../lib/i18n.server.ts";
import { tk } from "../../lib/i18n.ts";
import { commitSession, getSession, safeRedirect } from "../../lib/session.server.ts";
import { basketCookieHeader, readBasket } from "./basket-cookie.server.ts";
import { addToBasket, parseRecordId, removeFromBasket } from "./basket.ts";

export interface BasketActionData {
  ok: boolean;
  message: string;
  /** The basket's size after the action. */
  count: number;
}

interface Outcome {
  ids: number[];
  notice: string;
  ok: boolean;
}

/** A record id, or nothing when the value is none (a button that was not pressed, a stray value). */
const OneRecord = z.preprocess((value) => parseRecordId(value) ?? undefined, z.number().optional());

/**
 * Everything the basket's forms post. Nothing here is refused: a value that is no record id is
 * no record, and what is left decides the outcome (`decide`). Parsed with `autoCoercion: false`.
 */
const BasketPostSchema = z.object({
  add: OneRecord,
  remove: OneRecord,
  intent: z.string().optional(),
  ids: z.preprocess(
    (value) => (value === undefined ? [] : [value].flat()).map(parseRecordId).filter((id): id is number => id !== null),
    z.array(z.number()),
  ),
  redirectTo: z.string().optional(),
  js: z.string().optional(),
});

type BasketPost = z.output<typeof BasketPostSchema>;

function decide(form: BasketPost, basket: number[]): Outcome {
  const { add, remove } = form;
  if (add !== undefined) {
    const result = addToBasket(basket, [add]);
    return result.refused.length > 0
      ? { ids: result.ids, notice: tk("basket.notice.full"), ok: false }
      : { ids: result.ids, notice: tk("basket.notice.added"), ok: true };
  }
  if (remove !== undefined)
    return { ids: removeFromBasket(basket, [remove]), notice: tk("basket.notice.removed"), ok: true };
  switch (form.intent) {
    case "add-many": {
      const { ids } = form;
      if (ids.length === 0) return { ids: basket, notice: tk("basket.notice.noneSelected"), ok: false };
      const result = addToBasket(basket, ids);
      if (result.refused.length > 0) return { ids: result.ids, notice: tk("basket.notice.full"), ok: false };
      return { ids: result.ids, notice: tk("basket.notice.addedMany"), ok: true };
    }
    case "clear":
      return { ids: [], notice: tk("basket.notice.cleared"), ok: true };
    default:
      return { ids: basket, notice: tk("basket.notice.unknown"), ok: false };
  }
}

export async function basketAction(request: Request) {
  assertSameOrigin(request);
  const [posted, basket, t] = await Promise.all([request.formData(), readBasket(request), getT(request)]);
  const parsed = parseForm(posted, BasketPostSchema, { autoCoercion: false });
  // The schema refuses nothing (see above); a post it could not read changes nothing.
  const form = parsed.value ?? { ids: [] };
  const outcome = decide(form, basket);
  const headers = new Headers();
  if (outcome.ids.join() !== basket.join())
    headers.append("Set-Cookie", await basketCookieHeader(outcome.ids, request));

  if (form.js === "1") {
    const answer: BasketActionData = { ok: outcome.ok, message: t(outcome.notice), count: outcome.ids.length };
    return data(answer, { status: outcome.ok ? 200 : 400, headers });
  }
  const session = await getSession(request);
  session.flash("notice", outcome.notice);
  headers.append("Set-Cookie", await commitSession(session, request));
  throw redirect(safeRedirect(form.redirectTo, "/cesta"), { status: 303, headers });
}
