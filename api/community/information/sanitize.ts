/**
 * Institution HTML (FAQ answers, information pages, events, the support message) is written by
 * staff and shown to every visitor, so it is sanitised with a maintained sanitiser (sanitize-html,
 * as the other staff HTML, api/core/staff-html.ts) before it leaves the service: text formatting,
 * lists, headings, tables and links; no scripts, styles, images, forms or event attributes; links
 * only to http(s), mailto and tel, each with rel="noopener noreferrer" and never a target.
 */
import type sanitizeHtml from "sanitize-html";
import { sanitizeStaffHtml } from "../../core/staff-html.ts";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["p", "br", "b", "strong", "i", "em", "u", "s", "small", "span", "abbr", "blockquote"],
    ...["ul", "ol", "li", "dl", "dt", "dd", "h2", "h3", "h4", "a"],
    ...["table", "caption", "thead", "tbody", "tr", "th", "td"],
  ],
  allowedAttributes: { a: ["href", "rel"], abbr: ["title"], th: ["scope"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }),
    // A heading inside a page sits under the page's own h1 and h2.
    h1: "h2",
  },
};

/** The HTML made safe, or null when nothing visible is left. */
export function sanitizeInstitutionHtml(html: string | null | undefined): string | null {
  if (!html?.trim()) return null;
  return sanitizeStaffHtml(html, OPTIONS) || null;
}

/** An event's or news item's address with a scheme: 'http://' when none was given (document 1 §8). */
export function withScheme(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  // Another scheme (javascript:, data:…) is not an address we link to.
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:/]+:\d+(\/|$)/.test(value)) return null;
  return `http://${value.replace(/^\/+/, "")}`;
}
