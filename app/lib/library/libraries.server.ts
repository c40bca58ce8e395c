/** The library calls (/biblioteca, /unidade-informacao). */
import type { UserLibrary } from "../../../api/circulation/contract.ts";
import type { LibraryOut, LibraryPage } from "../../../api/contract.ts";
import type { Transport } from "./transport.server.ts";

export function libraryCalls(t: Transport) {
  return {
    /** GET /biblioteca/{id}: the library page. */
    page: (id: number) => t.json<LibraryPage>(`/biblioteca/${id}`),
    /** GET /unidade-informacao[?campus=]: the libraries, of one campus when given. */
    list: (campus?: string | number) => t.json<LibraryOut[]>("/unidade-informacao", { query: { campus } }),
    /** GET /unidade-informacao/get-user-libraries: the libraries the logged-in patron may use. */
    ofPatron: () => t.json<UserLibrary[]>("/unidade-informacao/get-user-libraries"),
  };
}
