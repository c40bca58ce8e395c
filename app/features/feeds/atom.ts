/**
 * Atom 1.0 (RFC 4287) documents of catalogue records, and the OpenSearch 1.1 description. Pure
 * functions over plain data: the feed routes fetch, these write.
 */
import type { BasketRecord } from "../../../api/catalogue/basket/contract.ts";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text for XML content and attributes; characters XML 1.0 forbids (C0 controls) are dropped. */
export function xmlEscape(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]);
}

export interface AtomFeed {
  /** Absolute address of this feed (its id and rel="self"). */
  self: string;
  /** The HTML page the feed mirrors (rel="alternate"). */
  alternate: string;
  title: string;
  subtitle?: string;
  /** The publisher: the feed's author, which entries without a name of their own inherit. */
  siteName: string;
  language: string;
  origin: string;
  records: BasketRecord[];
  /** When the feed has no entries: the instant to give as its `updated`. */
  now: Date;
  /** Entry categories: the record's work type, in the visitor's language. */
  workTypeLabel(record: BasketRecord): string;
}

function latest(records: BasketRecord[], now: Date): string {
  const times = records.map((r) => Date.parse(r.atualizado_em)).filter((n) => !Number.isNaN(n));
  return new Date(times.length > 0 ? Math.max(...times) : now.getTime()).toISOString();
}

export function atomFeed(feed: AtomFeed): string {
  const e = xmlEscape;
  const entries = feed.records.map((record) => {
    const href = `${feed.origin}/acervo/${record.cod_acervo}`;
    const authors = record.autores.length > 0 ? record.autores : record.autor ? [record.autor] : [];
    return [
      "  <entry>",
      // The record's permanent address: stable across imports and servers behind one name.
      `    <id>${e(href)}</id>`,
      `    <title>${e(record.titulo)}</title>`,
      `    <link rel="alternate" type="text/html" href="${e(href)}"/>`,
      `    <updated>${e(record.atualizado_em)}</updated>`,
      `    <published>${e(record.criado_em)}</published>`,
      ...authors.map((name) => `    <author><name>${e(name)}</name></author>`),
      `    <category term="${record.cod_tipo_obra}" label="${e(feed.workTypeLabel(record))}"/>`,
      `    <summary type="text">${e(record.referencia)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${e(feed.language)}">`,
    `  <id>${e(feed.self)}</id>`,
    `  <title>${e(feed.title)}</title>`,
    ...(feed.subtitle ? [`  <subtitle>${e(feed.subtitle)}</subtitle>`] : []),
    `  <updated>${latest(feed.records, feed.now)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${e(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${e(feed.alternate)}"/>`,
    `  <author><name>${e(feed.siteName)}</name><uri>${e(feed.origin + "/")}</uri></author>`,
    `  <generator>${e(feed.siteName)}</generator>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

export const ATOM_TYPE = "application/atom+xml; charset=utf-8";
export const OPENSEARCH_TYPE = "application/opensearchdescription+xml; charset=utf-8";

export interface OpenSearchDescription {
  origin: string;
  /** At most 16 characters (OpenSearch 1.1). */
  shortName: string;
  description: string;
  language: string;
}

export function openSearchDescription(d: OpenSearchDescription): string {
  const e = xmlEscape;
  const shortName = d.shortName.length > 16 ? d.shortName.slice(0, 16).trimEnd() : d.shortName;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    `  <ShortName>${e(shortName)}</ShortName>`,
    `  <Description>${e(d.description)}</Description>`,
    `  <Language>${e(d.language)}</Language>`,
    "  <InputEncoding>UTF-8</InputEncoding>",
    "  <OutputEncoding>UTF-8</OutputEncoding>",
    `  <Image height="16" width="16" type="image/svg+xml">${e(d.origin)}/favicon.svg</Image>`,
    `  <Url type="text/html" method="get" template="${e(d.origin)}/?q={searchTerms}&amp;page={startPage?}"/>`,
    `  <Url type="application/atom+xml" method="get" template="${e(d.origin)}/feed?q={searchTerms}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${e(d.origin)}/opensearch.xml"/>`,
    "</OpenSearchDescription>",
    "",
  ].join("\n");
}
