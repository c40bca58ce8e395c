/** Reading a date filter's GET form in a loader: the query string is its submission. */
import { parseForm, type FormResult } from "../../lib/forms.ts";
import type { z } from "zod";

export function readRangeQuery<S extends z.ZodType>(
  url: URL,
  schema: S,
  fallback: Record<string, string>,
): {
  asked: boolean;
  values: Record<string, string>;
  ok: boolean;
  value: z.output<S> | null;
  result: FormResult | null;
} {
  const names = Object.keys(fallback);
  const asked = names.some((n) => url.searchParams.has(n));
  const values = asked ? Object.fromEntries(names.map((n) => [n, url.searchParams.get(n) ?? ""])) : fallback;
  const parsed = parseForm(new URLSearchParams(values), schema, { autoCoercion: false });
  return parsed.ok
    ? { asked, values, ok: true, value: parsed.value, result: null }
    : { asked, values, ok: false, value: null, result: parsed.result };
}
