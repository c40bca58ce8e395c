/**
 * A COinS span (ContextObjects in Spans): an empty `span.Z3988` whose title is an OpenURL 1.0
 * ContextObject in KEV, which Zotero, Mendeley and link resolvers read from any page that shows
 * a record. The service builds the KEV from the record's citation model; React escapes it.
 */
export function Coins({ kev }: { kev: string | undefined | null }) {
  if (!kev) return null;
  return <span className="Z3988" title={kev} />;
}
