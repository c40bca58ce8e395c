/**
 * A small element tree from XML text (saxes, the project's XML parser), for tests that fetch a
 * feed or a description document: a parse error fails the test, so well-formedness is checked.
 */
import { SaxesParser } from "saxes";

export interface XmlElement {
  name: string;
  /** Namespace URI. */
  ns: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("opentag", (tag) => {
    const attrs: Record<string, string> = {};
    for (const attr of Object.values(tag.attributes)) attrs[attr.name] = attr.value;
    const element: XmlElement = { name: tag.local, ns: tag.uri, attrs, children: [], text: "" };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on("text", (t) => {
    const top = stack.at(-1);
    if (top) top.text += t;
  });
  parser.on("closetag", () => {
    stack.pop();
  });
  parser.write(text).close();
  if (!root) throw new Error("no root element");
  return root;
}

export function children(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((c) => c.name === name);
}

export function child(element: XmlElement, name: string): XmlElement | undefined {
  return children(element, name)[0];
}
