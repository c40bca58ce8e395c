/**
 * Feeds and search discovery: the OpenSearch description linked from every page, the Atom feed
 * of a search (linked from its results page) and of new acquisitions. The documents are fetched
 * and parsed (a parse error fails the test) and checked against what the pages and the library
 * service show.
 */
import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "./fixtures.ts";
import { child, children, parseXml, type XmlElement } from "./xml.ts";

const ATOM = "http://www.w3.org/2005/Atom";
const OPENSEARCH = "http://a9.com/-/spec/opensearch/1.1/";

async function fetchXml(request: APIRequestContext, href: string, type: RegExp): Promise<XmlElement> {
  const response = await request.get(href);
  expect(response.status(), href).toBe(200);
  expect(response.headers()["content-type"]).toMatch(type);
  return parseXml(await response.text());
}

/** RFC 4287: every feed and entry has an id, a title and an updated date (RFC 3339). */
function expectAtomBasics(feed: XmlElement) {
  expect(feed.name).toBe("feed");
  expect(feed.ns).toBe(ATOM);
  for (const node of [feed, ...children(feed, "entry")]) {
    expect(child(node, "id")?.text).toMatch(/^https?:\/\//);
    expect(child(node, "title")?.text.trim()).not.toBe("");
    expect(child(node, "updated")?.text).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  }
  // Entries without a name of their own take the feed's author.
  expect(child(child(feed, "author")!, "name")?.text.trim()).not.toBe("");
  expect(children(feed, "link").find((l) => l.attrs.rel === "self")?.attrs.href).toMatch(/^https?:\/\//);
}

test.describe("feeds", () => {
  test("the OpenSearch description is linked and its template searches", async ({ page, a11y, request, baseURL }) => {
    await a11y.visit("/");
    const link = page.locator('head link[rel="search"]');
    await expect(link).toHaveAttribute("type", "application/opensearchdescription+xml");
    const description = await fetchXml(
      request,
      (await link.getAttribute("href"))!,
      /^application\/opensearchdescription\+xml/,
    );
    expect(description.ns).toBe(OPENSEARCH);
    expect(description.name).toBe("OpenSearchDescription");
    const shortName = child(description, "ShortName")!.text;
    expect(shortName.length).toBeGreaterThan(0);
    expect(shortName.length).toBeLessThanOrEqual(16);
    const html = children(description, "Url").find((u) => u.attrs.type === "text/html")!;
    expect(html.attrs.template).toBe(`${baseURL}/?q={searchTerms}&page={startPage?}`);
    const atom = children(description, "Url").find((u) => u.attrs.type === "application/atom+xml")!;
    expect(atom.attrs.template).toBe(`${baseURL}/feed?q={searchTerms}`);

    // The template, filled in as a browser would, is the results page.
    await a11y.visit(html.attrs.template.replace("{searchTerms}", "history").replace("{startPage?}", "1"));
    await expect(page.getByRole("heading", { level: 2, name: "Resultados da pesquisa" })).toBeVisible();
  });

  test("a search's Atom feed has the records of its results page", async ({ page, a11y, request, baseURL }) => {
    await a11y.visit("/?q=history&for=LIVRE");
    const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"][href^="/feed?"]');
    await expect(alternate).toHaveAttribute("href", "/feed?q=history&for=LIVRE");
    await expect(page.getByRole("link", { name: "Assinar esta pesquisa (feed Atom)" })).toHaveAttribute(
      "href",
      "/feed?q=history&for=LIVRE",
    );

    const onPage = await page
      .locator(".result-list > li h3 a")
      .evaluateAll((links) => links.map((a) => ({ href: a.getAttribute("href"), title: a.textContent?.trim() })));
    const feed = await fetchXml(request, "/feed?q=history&for=LIVRE", /^application\/atom\+xml/);
    expectAtomBasics(feed);
    expect(child(feed, "title")!.text).toContain("history");
    const entries = children(feed, "entry");
    expect(
      entries.map((e) => ({
        href: children(e, "link")
          .find((l) => l.attrs.rel === "alternate")!
          .attrs.href.replace(baseURL!, ""),
        title: child(e, "title")!.text,
      })),
    ).toEqual(onPage);
    expect(children(feed, "link").find((l) => l.attrs.rel === "alternate")!.attrs.href).toBe(
      `${baseURL}/?q=history&for=LIVRE`,
    );
    // Named authors where the record has them.
    expect(entries.some((e) => children(e, "author").length > 0)).toBe(true);

    // No term: refused as the search page refuses it.
    const blank = await request.get("/feed?q=");
    expect(blank.status()).toBe(400);
    expect(await blank.text()).toBe("Você precisa digitar um termo para continuar!");
  });

  test("the new-acquisitions feed lists the newest records", async ({ page, a11y, request, baseURL }) => {
    await a11y.visit("/");
    const link = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(link).toHaveAttribute("href", "/feed/novas-aquisicoes");
    const feed = await fetchXml(request, "/feed/novas-aquisicoes", /^application\/atom\+xml/);
    expectAtomBasics(feed);
    expect(child(feed, "title")!.text).toMatch(/^Novas aquisições \| /);

    const newest = (await (await request.get("/api/acervo/novas-aquisicoes?limite=50")).json()) as {
      cod_acervo: number;
      criado_em: string;
    }[];
    const entries = children(feed, "entry");
    expect(entries).toHaveLength(newest.length);
    expect(entries.map((e) => child(e, "id")!.text)).toEqual(newest.map((r) => `${baseURL}/acervo/${r.cod_acervo}`));
    const published = entries.map((e) => Date.parse(child(e, "published")!.text));
    expect([...published].sort((a, b) => b - a)).toEqual(published);

    // Each entry's link opens the record page.
    await a11y.visit(children(entries[0], "link")[0].attrs.href.replace(baseURL!, ""));
    await expect(page.getByRole("heading", { level: 1, name: child(entries[0], "title")!.text })).toBeVisible();
  });
});
