import { dataFields, type MarcRecord } from "../../marc/record.ts";
import { headingDisplay } from "../../authorities/authority-fields.ts";

/** Subject headings (600-655, 653) as readers see them: "Dogs -- Juvenile fiction". */
export function subjectHeadings(record: MarcRecord): string[] {
  const out = dataFields(record, /^6(00|10|11|30|48|50|51|53|55)$/)
    .map(headingDisplay)
    .filter(Boolean);
  return [...new Set(out)];
}
