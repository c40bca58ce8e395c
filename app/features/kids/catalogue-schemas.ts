/**
 * The schemas of the kids and museum catalogues' GET forms (catalogue-home.ts holds their values
 * and addresses): the DESTAQUE grid's sort, direction and page size, the record's view switch.
 * Both never refuse: anything out of range is the default.
 */
import * as z from "zod";

import { HIGHLIGHT_SORTS } from "../../../api/catalogue/catalog/values.ts";
import { parseFilter } from "../../lib/forms.ts";
import {
  FORMAT_VIEWS,
  HIGHLIGHT_DEFAULT_SIZE,
  HIGHLIGHT_PAGE_SIZES,
  HIGHLIGHT_PARAMS,
  type HighlightState,
} from "./catalogue-home.ts";

/**
 * The grid's GET form (sort, direction, page size) and its page links: anything out of range falls
 * back to its default rather than failing.
 */
export const HighlightSchema = z.object({
  [HIGHLIGHT_PARAMS.page]: z.coerce.number().transform(Math.trunc).pipe(z.number().min(1).max(10_000)).catch(1),
  [HIGHLIGHT_PARAMS.perPage]: z.coerce
    .number()
    .pipe(z.union(HIGHLIGHT_PAGE_SIZES.map((size) => z.literal(size))))
    .catch(HIGHLIGHT_DEFAULT_SIZE),
  [HIGHLIGHT_PARAMS.orderBy]: z.enum(HIGHLIGHT_SORTS).catch("obra"),
  [HIGHLIGHT_PARAMS.direction]: z.enum(["C", "D"]).catch("C"),
});

/** Reads the grid's state from the address (HighlightSchema). */
export function parseHighlightState(query: URLSearchParams): HighlightState {
  const values = parseFilter(query, HighlightSchema);
  return {
    page: values[HIGHLIGHT_PARAMS.page],
    perPage: values[HIGHLIGHT_PARAMS.perPage],
    orderBy: values[HIGHLIGHT_PARAMS.orderBy],
    direction: values[HIGHLIGHT_PARAMS.direction],
  };
}

/** The switch's GET form: the view chosen; one it does not offer is the default view. */
export const FormatSchema = z.object({ visao: z.enum(FORMAT_VIEWS).catch("") });
