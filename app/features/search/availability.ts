/**
 * A record's availability in words (decision 037), from its copies by library
 * (`disponibilidade` of the search answer, GET /api/acervo/{id}/disponibilidade):
 * - copies on the shelf: "Available at Biblioteca Central (2 of 3)", the library with the most
 *   first, then "also at 1 other library";
 * - none on the shelf but some on loan: "On loan, due 12/12/2026" (the earliest due date);
 * - only closed stacks or not for loan: "For use in the library only, at …";
 * - otherwise (reserved, in transit): "Not available now (3 copies)";
 * - online access is said as well, on a line of its own.
 * Pure: the lines are translation keys with their values, so it is tested without React.
 */
import type { LibraryAvailability } from "../../../api/contract.ts";

export type AvailabilityTone = "available" | "loan" | "house" | "unavailable" | "online" | "none";

export interface AvailabilityLine {
  key: string;
  values: Record<string, string | number>;
  /** What the line says at a glance; the words say it too, the tone only adds a mark. */
  tone: AvailabilityTone;
}

export function availabilityLines(
  libraries: LibraryAvailability[],
  online: boolean,
  formatDate: (day: string) => string,
): AvailabilityLine[] {
  const lines: AvailabilityLine[] = [];
  const withCopies = libraries.filter((l) => l.total > 0);
  const onShelf = withCopies
    .filter((l) => l.disponiveis > 0)
    .sort((a, b) => b.disponiveis - a.disponiveis || a.nome_biblioteca.localeCompare(b.nome_biblioteca));
  if (onShelf.length > 0) {
    const first = onShelf[0]!;
    lines.push({
      key: "ui.availability.available",
      values: { library: first.nome_biblioteca, available: first.disponiveis, total: first.total },
      tone: "available",
    });
    if (onShelf.length > 1)
      lines.push({ key: "ui.availability.alsoAt", values: { count: onShelf.length - 1 }, tone: "available" });
  } else if (withCopies.some((l) => l.emprestados > 0)) {
    const due = withCopies
      .map((l) => l.proxima_devolucao)
      .filter((d): d is string => d !== null)
      .sort()[0];
    lines.push(
      due
        ? { key: "ui.availability.onLoan", values: { date: formatDate(due) }, tone: "loan" }
        : { key: "ui.availability.onLoanNoDate", values: {}, tone: "loan" },
    );
  } else if (withCopies.some((l) => l.consulta_local > 0)) {
    const library = withCopies.find((l) => l.consulta_local > 0)!;
    lines.push({ key: "ui.availability.inHouse", values: { library: library.nome_biblioteca }, tone: "house" });
  } else if (withCopies.length > 0) {
    const total = withCopies.reduce((sum, l) => sum + l.total, 0);
    lines.push({ key: "ui.availability.unavailable", values: { total }, tone: "unavailable" });
  }
  if (online) lines.push({ key: "ui.availability.online", values: {}, tone: "online" });
  if (lines.length === 0) lines.push({ key: "ui.availability.none", values: {}, tone: "none" });
  return lines;
}
