/**
 * What reference managers read beside a record on any page that shows one: a COinS span
 * (ContextObjects in Spans, an empty `span.Z3988` whose title is an OpenURL 1.0 ContextObject in
 * KEV, which the service builds from the record's citation model) and the record's unAPI id
 * (`abbr.unapi-id`, app/features/unapi/unapi.ts). Both are empty: nothing is shown or read aloud.
 */
export function CaptureMarks({ id, coins }: { id: number; coins: string | undefined | null }) {
  return (
    <>
      {coins ? <span className="Z3988" title={coins} /> : null}
      <abbr className="unapi-id" title={String(id)} />
    </>
  );
}
