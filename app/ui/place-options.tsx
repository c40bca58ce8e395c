/**
 * The options of a campus select and of a library select, as the service names them: the forms
 * that ask a patron where (a suggestion, a general comment) list the same rows the same way.
 */
export function CampusOptions({ campuses }: { campuses: readonly { cod_campus: number; nome_campus: string }[] }) {
  return campuses.map((c) => (
    <option key={c.cod_campus} value={c.cod_campus}>
      {c.nome_campus}
    </option>
  ));
}

export function LibraryOptions({
  libraries,
}: {
  libraries: readonly { cod_biblioteca: number; desc_biblioteca: string }[];
}) {
  return libraries.map((l) => (
    <option key={l.cod_biblioteca} value={l.cod_biblioteca}>
      {l.desc_biblioteca}
    </option>
  ));
}
