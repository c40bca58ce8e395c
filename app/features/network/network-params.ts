/**
 * The network search's part of the search URL (decision 041): `rep` (the database type, document
 * 1 §2 "rep selects the database type"), `inst` (the institution picker: `todas` or institution
 * codes) and `Z` (the institution filter letter, document 1 §9). The rest of the state (q, for,
 * order, page, mobileView) is the general search's own (search-config.ts).
 */
import { searchHref, type SearchState } from "../search/search-config.ts";

export const NETWORK_PARAMS = { base: "rep", institutions: "inst", filter: "Z" } as const;
/** The picker's "all institutions" value. */
export const ALL_INSTITUTIONS = "todas";
/** Ids of the picker's controls: the error summary links to the first. */
export const PICKER_IDS = {
  fieldset: "rede-instituicoes",
  all: "rede-instituicao-todas",
  one: (code: number) => `rede-instituicao-${code}`,
  base: "search-rep",
} as const;
const MAX_VALUES = 200;

export interface NetworkParams {
  /** The database type chosen; null: the institution's own catalogue. */
  rep: number | null;
  /** The picker's choices as sent: "todas" and/or codes (deduplicated, bounded). */
  institutions: string[];
  /** Filter Z. */
  z: number[];
}

const code = (value: string) => (/^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null);

export function parseNetworkParams(params: URLSearchParams): NetworkParams {
  const rep = code(params.get(NETWORK_PARAMS.base) ?? "");
  const institutions = [
    ...new Set(
      params
        .getAll(NETWORK_PARAMS.institutions)
        .map((v) => v.trim().toLowerCase())
        .filter((v) => v === ALL_INSTITUTIONS || code(v) !== null),
    ),
  ].slice(0, MAX_VALUES);
  const z = [
    ...new Set(params.getAll(NETWORK_PARAMS.filter).flatMap((v) => (code(v) === null ? [] : [code(v)!]))),
  ].slice(0, 30);
  return { rep, institutions, z };
}

/** The picker's choices as the service takes them: "todas" wins over single codes. */
export function institutionsQuery(net: NetworkParams): string[] {
  return net.institutions.includes(ALL_INSTITUTIONS) ? [ALL_INSTITUTIONS] : net.institutions;
}

/** The network search's address with these choices (links of pages and of filter Z). */
export function networkHref(state: SearchState, net: NetworkParams): string {
  const href = searchHref({ ...state, filters: { ...state.filters } });
  const [path, query = ""] = href.split("?");
  const params = new URLSearchParams(query);
  if (net.rep !== null) params.set(NETWORK_PARAMS.base, String(net.rep));
  for (const value of institutionsQuery(net)) params.append(NETWORK_PARAMS.institutions, value);
  for (const value of net.z) params.append(NETWORK_PARAMS.filter, String(value));
  return `${path}?${params}`;
}

/** Filter Z toggled: added, or removed when applied; back to page 1. */
export function toggleZHref(state: SearchState, net: NetworkParams, value: number): string {
  const z = net.z.includes(value) ? net.z.filter((v) => v !== value) : [...net.z, value];
  return networkHref({ ...state, page: 1 }, { ...net, z });
}
