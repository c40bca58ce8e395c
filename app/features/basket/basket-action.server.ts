/**
 * The basket's POST (to /cesta, from the results list, the record page and the basket page):
 * - a button `add` or `remove` with a record id acts on that record;
 * - `intent=add-many` adds the checked `ids`; `intent=clear` empties the basket.
 * Without JS the answer is a 303 back to `redirectTo` (same-site only) with the outcome as the
 * page's one-time notice. With JS the form sends `js=1` and gets the outcome as data instead:
 * no navigation, the message goes to a live region and the root loader's basket revalidates.
 */
import { data, redirect } from "@remix-run/node";

import { assertSameOrigin } from "../../lib/auth.server.ts";
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

function decide(form: FormData, basket: number[]): Outcome {
  const one = (name: string) => parseRecordId(form.get(name));
  const add = one("add");
  if (add !== null) {
    const result = addToBasket(basket, [add]);
    return result.refused.length > 0
      ? { ids: result.ids, notice: tk("basket.notice.full"), ok: false }
      : { ids: result.ids, notice: tk("basket.notice.added"), ok: true };
  }
  const remove = one("remove");
  if (remove !== null)
    return { ids: removeFromBasket(basket, [remove]), notice: tk("basket.notice.removed"), ok: true };
  switch (form.get("intent")) {
    case "add-many": {
      const ids = form
        .getAll("ids")
        .map(parseRecordId)
        .filter((id): id is number => id !== null);
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
  const [form, basket, t] = await Promise.all([request.formData(), readBasket(request), getT(request)]);
  const outcome = decide(form, basket);
  const headers = new Headers();
  if (outcome.ids.join() !== basket.join())
    headers.append("Set-Cookie", await basketCookieHeader(outcome.ids, request));

  if (form.get("js") === "1") {
    const answer: BasketActionData = { ok: outcome.ok, message: t(outcome.notice), count: outcome.ids.length };
    return data(answer, { status: outcome.ok ? 200 : 400, headers });
  }
  const session = await getSession(request);
  session.flash("notice", outcome.notice);
  headers.append("Set-Cookie", await commitSession(session, request));
  throw redirect(safeRedirect(form.get("redirectTo"), "/cesta"), { status: 303, headers });
}
