/**
 * The institution's login message (`msg_login`) is HTML written by staff and shown to every
 * visitor, so it is sanitised (api/core/staff-html.ts) before it leaves the service: simple
 * formatting and links only.
 */
import { sanitizeStaffHtml, staffHtmlOptions } from "../../core/staff-html.ts";

const OPTIONS = staffHtmlOptions({
  allowedTags: ["p", "br", "b", "strong", "i", "em", "u", "s", "small", "ul", "ol", "li", "a", "span"],
});

/** The message as safe HTML, or null when nothing visible is left. */
export function sanitizeLoginMessage(html: string | undefined): string | null {
  if (!html?.trim()) return null;
  return sanitizeStaffHtml(html, OPTIONS) || null;
}
