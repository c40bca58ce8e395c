/**
 * What axe's colour-contrast verdict on a page depends on, as a set of strings (decision
 * 022). The rule computes, for each element showing text, the colours the stylesheets
 * give it and the backgrounds behind it. Those come from the CSS rules that match the element and
 * its ancestors (tags, classes, the state attributes the stylesheets select on, inline styles),
 * from the stylesheets themselves, the viewport and the live state (focus, hover, media features,
 * which the caller adds) — not from the words shown, the addresses linked or how many times a
 * pattern repeats. Two results pages of different searches with the same kinds of results share
 * this set; a page that shows a new combination (a new badge, a new colour scheme, an error
 * state) has a new member, and is analysed again.
 *
 * Read from the serialised HTML (what the nojs mirror is given), so the nojs project can key a
 * page without copying it into the mirror first.
 */

/**
 * The attributes a stylesheet or the browser may style by (every data-* one too). Anything naming
 * content (ids, addresses, labels, values) is left out. Also used in the browser (fixtures.ts).
 */
export const STYLED_ATTRIBUTES = [
  "class",
  "style",
  "type",
  "hidden",
  "disabled",
  "open",
  "fill",
  "stroke",
  "color",
  "dir",
  "aria-current",
  "aria-pressed",
  "aria-invalid",
  "aria-disabled",
  "aria-busy",
  "aria-expanded",
  "aria-selected",
  "aria-checked",
  "aria-hidden",
];

function styledAttribute(name: string): boolean {
  return name.startsWith("data-") || STYLED_ATTRIBUTES.includes(name);
}

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** Controls whose own value or label axe's rule measures although they hold no text node. */
export const CONTROLS = ["input", "select", "textarea", "button"];

const TOKEN =
  /<!--[\s\S]*?-->|<!doctype[^>]*>|<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>|([^<]+)/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function signature(tag: string, attributes: string): string {
  const kept: string[] = [];
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!styledAttribute(name)) continue;
    let value = match[2] ?? match[3] ?? match[4] ?? "";
    if (name === "class") value = value.split(/\s+/).filter(Boolean).sort().join(".");
    kept.push(`${name}=${value}`);
  }
  return kept.length ? `${tag}[${kept.sort().join(",")}]` : tag;
}

/**
 * The stylesheets the page links and, for every element showing text or a control, its ancestor
 * chain as signatures, each distinct chain once, sorted.
 */
export function contrastSkeleton(html: string): string[] {
  const found = new Set<string>();
  const stack: { tag: string; sig: string }[] = [];
  const chain = () => stack.map((entry) => entry.sig).join(">");
  let hiddenDepth = -1;
  for (const match of html.matchAll(TOKEN)) {
    const [, closing, rawTag, attributes = "", selfClosing, text] = match;
    if (text !== undefined) {
      if (hiddenDepth >= 0) {
        // A <style> element's rules colour the page like a stylesheet does.
        if (stack[hiddenDepth]?.tag === "style") found.add(`css ${text}`);
      } else if (stack.length && text.trim()) {
        found.add(chain());
      }
      continue;
    }
    if (!rawTag) continue;
    const tag = rawTag.toLowerCase();
    if (closing) {
      const at = stack.map((entry) => entry.tag).lastIndexOf(tag);
      if (at >= 0) stack.length = at;
      if (hiddenDepth >= stack.length) hiddenDepth = -1;
      continue;
    }
    if (tag === "link" && /\brel\s*=\s*"?stylesheet/i.test(attributes)) {
      found.add(`stylesheet ${/\bhref\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? ""}`);
    }
    const sig = signature(tag, attributes);
    if (VOID.has(tag) || selfClosing) {
      // A hidden input is never shown (the JS-only `js=1` of the bar's form, for instance).
      const shown = !(tag === "input" && /\btype\s*=\s*"?hidden\b/i.test(attributes));
      if (hiddenDepth < 0 && shown && CONTROLS.includes(tag)) found.add(`${chain()}>${sig}`);
      continue;
    }
    stack.push({ tag, sig });
    // A closed <dialog> is not rendered (the footer's JS dialogs until opened): nothing in it is measured.
    const closedDialog = tag === "dialog" && !/(?:^|\s)open(?:\s|=|$)/i.test(attributes);
    if (hiddenDepth < 0 && (tag === "style" || tag === "title" || tag === "template" || closedDialog)) {
      hiddenDepth = stack.length - 1;
    }
    if (hiddenDepth < 0 && CONTROLS.includes(tag)) found.add(chain());
  }
  return [...found].sort();
}

/**
 * The server's HTML of a page in one colour scheme differs from the same page in another only by
 * `data-scheme` on <html> and which of the bar's scheme buttons is pressed (decision 038;
 * tests/e2e/accessibility-schemes.spec.ts proves it for every page it shows). Schemes change CSS
 * colour tokens only, never layout or what is shown, so the verdict of the rules that read no
 * colour is the same in every scheme: their key (tests/e2e/fixtures.ts) leaves both out, and a page
 * is analysed by them once, not once a scheme.
 */
export function schemeBlind(html: string): string {
  return html
    .replace(/(<html\b[^>]*?)\s+data-scheme="[^"]*"/i, "$1")
    .replace(/(<button\b[^>]*\bname="esquema"[^>]*?)\s+aria-pressed="(?:true|false)"/gi, "$1");
}
