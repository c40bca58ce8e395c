/**
 * HTML written by staff (the login message, the catalogues' information tabs, the institution's
 * pages) is shown to every visitor, so it is sanitised with a maintained sanitiser (sanitize-html)
 * before it leaves the service. Each kind names the tags it allows; the rules for links and for
 * what is left empty are these, the same for all.
 */
import sanitizeHtml from "sanitize-html";

/** A link keeps `target` only as _blank and always gets rel="noopener noreferrer", whatever the author wrote. */
const safeLink: sanitizeHtml.Transformer = (tagName, attribs) => {
  const out: Record<string, string> = { ...attribs, rel: "noopener noreferrer" };
  if (out.target && out.target !== "_blank") delete out.target;
  return { tagName, attribs: out };
};

/**
 * The sanitiser's options: the tags and attributes given, and links (`a`: href, target, rel) only
 * to http(s) and mailto, never protocol-relative. A tag that is not allowed goes, its text stays;
 * scripts, styles, images, forms and event attributes never pass.
 */
export function staffHtmlOptions({
  allowedTags,
  allowedAttributes = {},
  transformTags = {},
}: Pick<sanitizeHtml.IOptions, "allowedTags" | "transformTags"> & {
  allowedAttributes?: Record<string, string[]>;
}): sanitizeHtml.IOptions {
  return {
    allowedTags,
    // rel is allowed because safeLink sets it (overriding whatever the author wrote).
    allowedAttributes: { a: ["href", "target", "rel"], ...allowedAttributes },
    allowedSchemes: ["http", "https", "mailto"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: { a: safeLink, ...transformTags },
  };
}

/** The words of some HTML, every tag removed. */
export function htmlText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();
}

/** The HTML made safe with `options`, or "" when nothing visible is left. */
export function sanitizeStaffHtml(html: string, options: sanitizeHtml.IOptions): string {
  const clean = sanitizeHtml(html, options).trim();
  return htmlText(clean) ? clean : "";
}
