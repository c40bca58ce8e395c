/** A library's availability for the tests of the availability wording and of what uses it. */
import type { LibraryAvailability } from "../../../api/contract.ts";

export const libraryAvailability = (over: Partial<LibraryAvailability>): LibraryAvailability => ({
  cod_biblioteca: 1,
  nome_biblioteca: "Biblioteca Central",
  total: 1,
  disponiveis: 0,
  emprestados: 0,
  consulta_local: 0,
  proxima_devolucao: null,
  ...over,
});
