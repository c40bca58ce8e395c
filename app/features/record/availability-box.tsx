/**
 * The record's availability under its title, before the tabs (decision 008): library by library,
 * how many copies are on the shelf in the results list's words, the call numbers to walk to, and
 * the way to reserve there. The button is a link to the record's reservation tab with that
 * library chosen (decision 016: the same form, in place with JS), so it needs no script here.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { CopiesLibrary, RecordAvailability } from "../../../api/contract.ts";
import { AvailabilityNote } from "../search/availability-note.tsx";
import { availabilityLines } from "../search/availability.ts";
import type { TabView } from "./activities.ts";
import { holdingAction, recordHoldings, type Holding, type HoldingAction } from "./holdings.ts";

/** Whether the library's line already names it ("Disponível em …"); "Emprestado, …" does not. */
function lineNamesLibrary(library: Holding["library"]): boolean {
  return availabilityLines([library], false, (day) => day).some((line) => "library" in line.values);
}

function LibraryHolding({ holding, action }: { holding: Holding; action: HoldingAction | null }) {
  const { t } = useTranslation();
  const { library, callNumbers } = holding;
  return (
    <div className="record-holdings__library">
      {lineNamesLibrary(library) ? null : <p className="record-holdings__name">{library.nome_biblioteca}</p>}
      <AvailabilityNote libraries={[library]} online={false} />
      {callNumbers.length > 0 ? (
        <p className="record-holdings__call">
          {t("recordPages.holdings.callNumber", { numbers: callNumbers.join("; ") })}
        </p>
      ) : null}
      {action?.kind === "reserve" ? (
        <Link
          to={action.href(library.cod_biblioteca)}
          className="button record-holdings__action"
          aria-label={t("recordPages.holdings.reserveAt", { library: library.nome_biblioteca })}
        >
          {t("circulation.reservation.link")}
        </Link>
      ) : null}
    </div>
  );
}

export function RecordAvailabilityBox({
  availability,
  copies,
  tabs,
}: {
  availability: RecordAvailability;
  copies: CopiesLibrary[];
  tabs: readonly TabView[];
}) {
  const { t } = useTranslation();
  const holdings = recordHoldings(availability.bibliotecas, copies);
  // Nothing to say: no copies and no online access (the links block says what there is to read).
  if (holdings.length === 0 && !availability.online) return null;
  const action = holdingAction(tabs);
  const copiesTab = tabs.find((tab) => tab.slug === "exemplares");
  return (
    <section className="record-availability" aria-labelledby="availability-heading">
      <h2 id="availability-heading">{t("ui.availability.label")}</h2>
      {holdings.map((holding) => (
        <LibraryHolding key={holding.library.cod_biblioteca} holding={holding} action={action} />
      ))}
      {availability.online ? <AvailabilityNote libraries={[]} online /> : null}
      {holdings.length > 0 && (action?.kind === "request" || copiesTab) ? (
        <p className="record-availability__more">
          {action?.kind === "request" ? (
            <Link to={action.href} className="button record-holdings__action">
              {t("recordPages.holdings.request")}
            </Link>
          ) : null}{" "}
          {copiesTab ? <Link to={copiesTab.href}>{t("ui.availability.copies")}</Link> : null}
        </p>
      ) : null}
    </section>
  );
}
