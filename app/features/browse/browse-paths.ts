/** The alphabetic browse's addresses (docs/decisions/057-browse.md): the URL is the page's state. */
import type { BrowseKind } from "../../../api/catalogue/browse/browse.calls.ts";

export const BROWSE_PATH = "/navegar";

/** A page of headings from a key (`de`, inclusive) or before one (`ate`). */
export const browseHref = (tipo: BrowseKind, key: "de" | "ate", value: string) =>
  `${BROWSE_PATH}?${new URLSearchParams({ tipo, [key]: value })}`;

/** A page of a heading's records, after a record id. */
export const headingRecordsHref = (tipo: BrowseKind, chave: string, apos?: number) =>
  `${BROWSE_PATH}/registros?${new URLSearchParams({ tipo, chave, ...(apos ? { apos: String(apos) } : {}) })}`;
