/**
 * The institution's texts for its catalogues' information tabs are HTML written by staff and shown
 * to every visitor: sanitised here, with a maintained sanitiser (sanitize-html), before they leave
 * the service. Formatting, headings, lists, tables and links (http, https, mailto) only: no
 * scripts, styles, images, forms or event attributes; every link gets rel="noopener noreferrer".
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
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
  allowedAttributes: { a: ["href", "target", "rel"], th: ["scope"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs, rel: "noopener noreferrer" };
      if (out.target && out.target !== "_blank") delete out.target;
      return { tagName, attribs: out };
    },
    // The page's own headings are h1 and h2: an author's h1/h2 would break its outline.
    h1: "h3",
    h2: "h3",
  },
};

/** Safe HTML, or "" when nothing visible is left. */
export function sanitizeCatalogHtml(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim() ? clean : "";
}

/** A TEXT tab: any markup removed, the words kept. */
export function plainCatalogText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }).trim();
}
