/**
 * A small namespace-aware element tree over saxes, for reading other repositories' OAI-PMH
 * answers. Hostile input is expected: saxes rejects what is not well-formed (the caller skips the
 * page) and the tree is bounded in size and depth.
 */
import { SaxesParser } from "saxes";

export interface XmlNode {
  ns: string;
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

const MAX_NODES = 2_000_000;
const MAX_DEPTH = 64;

export function parseXml(xml: string): XmlNode {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlNode = { ns: "", name: "#document", attrs: {}, children: [], text: "" };
  const stack: XmlNode[] = [root];
  let nodes = 0;
  let failure: Error | null = null;
  parser.on("error", (e) => {
    failure ??= e;
  });
  parser.on("opentag", (tag) => {
    if (++nodes > MAX_NODES || stack.length > MAX_DEPTH) throw new Error("document too large or too deep");
    const attrs: Record<string, string> = {};
    for (const [, a] of Object.entries(tag.attributes)) {
      const attr = a as { local: string; uri: string; value: string };
      if (!attr.uri) attrs[attr.local] = attr.value;
    }
    const node: XmlNode = { ns: tag.uri ?? "", name: tag.local ?? tag.name, attrs, children: [], text: "" };
    stack[stack.length - 1].children.push(node);
    stack.push(node);
  });
  parser.on("text", (t) => {
    stack[stack.length - 1].text += t;
  });
  parser.on("cdata", (t) => {
    stack[stack.length - 1].text += t;
  });
  parser.on("closetag", () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (failure) throw failure;
  return root;
}

export function child(node: XmlNode | undefined, name: string, ns?: string): XmlNode | undefined {
  return node?.children.find((c) => c.name === name && (ns === undefined || c.ns === ns));
}

export function children(node: XmlNode | undefined, name: string, ns?: string): XmlNode[] {
  return node?.children.filter((c) => c.name === name && (ns === undefined || c.ns === ns)) ?? [];
}
