/**
 * Target audience (MARC 008/22) of books, read at import into `record.target_audience`. The kids
 * catalogue (/catalogos/kids) lists the records whose audience is one of the children's levels
 * and uses those levels as its categories.
 */
import { controlField, type MarcRecord } from "../marc/record.ts";

/** The children's levels of 008/22: preschool, primary, pre-adolescent, juvenile. */
export const CHILDREN_AUDIENCES = ["a", "b", "c", "j"] as const;
export type ChildrenAudience = (typeof CHILDREN_AUDIENCES)[number];

export function isChildrenAudience(value: string): value is ChildrenAudience {
  return (CHILDREN_AUDIENCES as readonly string[]).includes(value);
}

/**
 * The 008/22 code of a book (leader/06 a or t, not a serial or a component part, whose 008/22
 * means something else); null when blank, "no attempt" (|) or not a book.
 */
export function targetAudience(record: MarcRecord): string | null {
  const type = record.leader.charAt(6);
  const level = record.leader.charAt(7);
  if ((type !== "a" && type !== "t") || !"acdm".includes(level) || level === "") return null;
  const code = controlField(record, "008")?.charAt(22) ?? "";
  return /^[a-gj]$/.test(code) ? code : null;
}
