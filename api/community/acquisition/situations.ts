/**
 * Where a suggestion may go from where it is (decision 030). Document 2 §4 names the fourteen
 * situations but not their order; this is the order of a purchase at a library: the patron's
 * pre-suggestion becomes a purchase suggestion, is quoted, negotiated, awaited and received (in
 * full or in part), or ends on the way (duplicated, already in the collection, not found, sold
 * out, not attended, cancelled). The eight endings are final: a new request is a new suggestion.
 */
import { SUGGESTION_SITUATIONS, type SuggestionSituation } from "./contract.ts";

export const NEXT_SITUATIONS: Record<SuggestionSituation, readonly SuggestionSituation[]> = {
  pre_suggestion: ["purchase_suggestion", "in_quote", "duplicated", "already_exists", "not_attended", "cancelled"],
  purchase_suggestion: ["in_quote", "trading", "duplicated", "already_exists", "not_attended", "cancelled"],
  in_quote: ["trading", "awaiting_delivery", "sold_out", "not_found", "not_attended", "cancelled"],
  trading: ["in_quote", "awaiting_delivery", "sold_out", "not_found", "not_attended", "cancelled"],
  awaiting_delivery: ["attended", "partially_attended", "finished_incomplete", "not_found", "cancelled"],
  partially_attended: ["attended", "finished_incomplete"],
  attended: [],
  cancelled: [],
  duplicated: [],
  already_exists: [],
  not_attended: [],
  not_found: [],
  sold_out: [],
  finished_incomplete: [],
};

/** Where a new suggestion starts: the library has not looked at it yet. */
export const INITIAL_SITUATION: SuggestionSituation = "pre_suggestion";

/** Where a suggestion goes when its title is catalogued (an import brings a record with its ISBN). */
export const CATALOGUED_SITUATION: SuggestionSituation = "attended";

/** Situations still being worked on: an import may find them catalogued. */
export const OPEN_SITUATIONS = SUGGESTION_SITUATIONS.filter((s) => NEXT_SITUATIONS[s].length > 0);

export function isSituation(value: string): value is SuggestionSituation {
  return (SUGGESTION_SITUATIONS as readonly string[]).includes(value);
}

export function canMove(from: SuggestionSituation, to: SuggestionSituation): boolean {
  return NEXT_SITUATIONS[from].includes(to);
}
