/**
 * The institution's login message (`msg_login`) is HTML written by staff and shown to every
 * visitor, so it is sanitised with a maintained sanitiser (sanitize-html) before it leaves the
 * service: simple formatting and links only, no scripts, styles, images or event attributes;
 * links only to http(s) and mailto, and every link gets rel="noopener noreferrer".
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "b", "strong", "i", "em", "u", "s", "small", "ul", "ol", "li", "a", "span"],
  // rel is allowed because transformTags sets it (overriding whatever the author wrote).
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs, rel: "noopener noreferrer" };
      if (out.target && out.target !== "_blank") delete out.target;
      return { tagName, attribs: out };
    },
  },
};

/** The message as safe HTML, or null when nothing visible is left. */
export function sanitizeLoginMessage(html: string | undefined): string | null {
  if (!html?.trim()) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean && sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim() ? clean : null;
}
