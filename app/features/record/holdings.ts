/**
 * What the record's availability box says library by library (decision 008, "Availability under
 * the title"): each library that holds copies, in the order a patron should go — the most copies
 * on the shelf first, then the copy due back soonest, then by name — so that the first library is
 * the one the results list names (app/features/search/availability.ts); its call numbers, from
 * the copies, as the print view lists them; and where the patron asks for it, the record's own
 * reservation (or loan request) tab. Pure, tested without React.
 */
import type { CopiesLibrary, LibraryAvailability } from "../../../api/contract.ts";
import type { TabView } from "./activities.ts";

export interface Holding {
  library: LibraryAvailability;
  /** The distinct call numbers of the library's copies, in the service's order. */
  callNumbers: string[];
}

/** Where the box's button goes: the reservation of one library, or the record's loan request. */
export type HoldingAction = { kind: "reserve"; href: (library: number) => string } | { kind: "request"; href: string };

const dueOrLast = (l: LibraryAvailability) => l.proxima_devolucao ?? "9999-99-99";

export function recordHoldings(libraries: LibraryAvailability[], copies: CopiesLibrary[]): Holding[] {
  const callNumbers = new Map<number, string[]>();
  for (const library of copies) {
    const numbers: string[] = [];
    for (const copy of library.exemplares)
      if (copy.chamada && !numbers.includes(copy.chamada)) numbers.push(copy.chamada);
    callNumbers.set(library.cod_biblioteca, numbers);
  }
  return libraries
    .filter((l) => l.total > 0)
    .sort(
      (a, b) =>
        b.disponiveis - a.disponiveis ||
        dueOrLast(a).localeCompare(dueOrLast(b)) ||
        a.nome_biblioteca.localeCompare(b.nome_biblioteca),
    )
    .map((library) => ({ library, callNumbers: callNumbers.get(library.cod_biblioteca) ?? [] }));
}

/**
 * The record's reservation tab when it has one (the library chosen in its first step, decision
 * 016), else its loan request tab; null when the institution offers neither for this record.
 */
export function holdingAction(tabs: readonly TabView[]): HoldingAction | null {
  const reserve = tabs.find((tab) => tab.slug === "reserva");
  if (reserve) return { kind: "reserve", href: (library) => `${reserve.href}?biblioteca=${library}` };
  const request = tabs.find((tab) => tab.slug === "solicitacao-emprestimo");
  return request ? { kind: "request", href: request.href } : null;
}
