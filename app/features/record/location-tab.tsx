/**
 * The "Localização" tab (activity 31): where the record's copies stand, library by library — each
 * place (the copy's location) with its call numbers and how many copies are there and available,
 * so that a reader walks to the shelf with one line in mind. The copies themselves, one by one,
 * are the "Exemplares" tab's.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { CopiesLibrary } from "../../../api/contract.ts";
import { ScrollTable } from "../../ui/scroll-table.tsx";

export interface Place {
  location: string | null;
  callNumber: string | null;
  total: number;
  available: number;
}

/** The library's copies grouped by location and call number, in the order the service lists them. */
export function placesOf(library: CopiesLibrary): Place[] {
  const places = new Map<string, Place>();
  for (const copy of library.exemplares) {
    const key = JSON.stringify([copy.desc_local_exemplar, copy.chamada]);
    const place = places.get(key) ?? {
      location: copy.desc_local_exemplar,
      callNumber: copy.chamada,
      total: 0,
      available: 0,
    };
    place.total += 1;
    if (copy.situacao === "available") place.available += 1;
    places.set(key, place);
  }
  return [...places.values()];
}

function LibraryPlaces({ library, back }: { library: CopiesLibrary; back: string }) {
  const { t } = useTranslation();
  const headingId = `location-${library.cod_biblioteca}`;
  const captionId = `${headingId}-caption`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{library.desc_biblioteca}</h3>
      <p>
        {library.nome_campus}.{" "}
        <Link to={`/biblioteca/${library.cod_biblioteca}?voltar=${encodeURIComponent(back)}`}>
          {t("recordPages.library.about", { name: library.desc_biblioteca })}
        </Link>
      </p>
      <ScrollTable labelledBy={captionId}>
        <table className="table">
          <caption id={captionId} className="visually-hidden">
            {t("recordPages.location.caption", { library: library.desc_biblioteca })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("record.copies.location")}</th>
              <th scope="col">{t("record.copies.callNumber")}</th>
              <th scope="col">{t("recordPages.location.copies")}</th>
            </tr>
          </thead>
          <tbody>
            {placesOf(library).map((place) => (
              <tr key={JSON.stringify([place.location, place.callNumber])}>
                <th scope="row">{place.location ?? t("recordPages.location.unknown")}</th>
                <td>{place.callNumber ?? ""}</td>
                <td>{t("record.copies.summary", { total: place.total, available: place.available })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </section>
  );
}

export function LocationTab({ id, libraries }: { id: number; libraries: CopiesLibrary[] }) {
  const { t } = useTranslation();
  return (
    <section className="record-tab" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("recordPages.tabs.localizacao")}</h2>
      {libraries.length === 0 ? (
        <p>{t("record.copies.none")}</p>
      ) : (
        libraries.map((library) => (
          <LibraryPlaces key={library.cod_biblioteca} library={library} back={`/acervo/${id}/localizacao`} />
        ))
      )}
    </section>
  );
}
