/**
 * The institution's texts for its catalogues' information tabs are HTML written by staff and shown
 * to every visitor: sanitised here (api/core/staff-html.ts) before they leave the service.
 * Formatting, headings, lists, tables and links (http, https, mailto) only.
 */
import { htmlText, sanitizeStaffHtml, staffHtmlOptions } from "../../core/staff-html.ts";

const OPTIONS = staffHtmlOptions({
  allowedTags: [
    "p",
    "br",
    "b",
    "strong",
    "i",
    "em",
    "u",
    "s",
    "small",
    "ul",
    "ol",
    "li",
    "a",
    "span",
    "h3",
    "h4",
    "blockquote",
    "table",
    "caption",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { th: ["scope"] },
  // The page's own headings are h1 and h2: an author's h1/h2 would break its outline.
  transformTags: { h1: "h3", h2: "h3" },
});

/** Safe HTML, or "" when nothing visible is left. */
export function sanitizeCatalogHtml(html: string): string {
  return sanitizeStaffHtml(html, OPTIONS);
}

/** A TEXT tab: any markup removed, the words kept. */
export function plainCatalogText(text: string): string {
  return htmlText(text);
}
