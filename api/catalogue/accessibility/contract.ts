/** Answer types of the accessible search's calls, declared in accessibility.calls.ts. */
export type {
  AccessibleDetails,
  AccessibleFilters,
  AccessibleLibrary,
  AccessibleSearchItem,
  AccessibleSearchResponse,
} from "./accessibility.calls.ts";
