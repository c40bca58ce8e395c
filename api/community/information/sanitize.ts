/**
 * Institution HTML (FAQ answers, information pages, events, the support message) is written by
 * staff and shown to every visitor, so it is sanitised with a maintained sanitiser (sanitize-html,
 * as the login message, api/patron/login/login-message.ts) before it leaves the service: text
 * formatting, lists, headings, tables and links; no scripts, styles, images, forms or event
 * attributes; links only to http(s), mailto and tel, each with rel="noopener noreferrer".
 */
import sanitizeHtml from "sanitize-html";

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
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean && sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim() ? clean : null;
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
