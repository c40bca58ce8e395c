/** The library calls (/biblioteca, /unidade-informacao). */
import { informationUnitCalls, libraryCalls as calls } from "../../../api/catalogue/libraries/libraries.calls.ts";
import { userLibraryCalls } from "../../../api/lending/circulation/circulation.calls.ts";
import type { Transport } from "./transport.server.ts";

export function libraryCalls(t: Transport) {
  return {
    /** The library page. */
    page: (id: number) => t.call(calls.page, { params: { id } }),
    /** Each library's hours today (the home page). */
    hoursToday: () => t.call(informationUnitCalls.hoursToday, {}),
    /** The libraries, of one campus when given. */
    list: (campus?: string | number) => t.call(informationUnitCalls.list, { query: { campus } }),
    /** GET /unidade-informacao/get-user-libraries: the libraries the logged-in patron may use. */
    ofPatron: () => t.call(userLibraryCalls.list, {}),
  };
}
