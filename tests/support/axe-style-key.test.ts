import { describe, expect, it } from "vitest";

import { contrastSkeleton, schemeBlind } from "./axe-style-key.ts";

const page = (main: string, htmlAttributes = 'lang="pt-BR" data-scheme="normal"') =>
  `<!DOCTYPE html><html ${htmlAttributes}><head><title>Busca</title>` +
  `<link rel="stylesheet" href="/build/app-ABC.css"/></head><body><main class="site-main">${main}</main></body></html>`;

describe("contrastSkeleton", () => {
  it("keys what styles text, not the words, addresses or repetitions", () => {
    const one = page(
      '<ol><li class="result"><a href="/acervo/1">História</a> <span class="badge">Livro</span></li></ol>',
    );
    const three = page(
      '<ol><li class="result"><a href="/acervo/7">Darwin</a> <span class="badge">Livro</span></li>' +
        '<li class="result"><a href="/acervo/9">Brasil</a><span class="badge">Livro</span></li>' +
        '<li class="result"><a href="/acervo/12">Mar</a><span class="badge">Livro</span></li></ol>',
    );
    expect(contrastSkeleton(three)).toEqual(contrastSkeleton(one));
    expect(contrastSkeleton(one)).toEqual([
      "html[data-scheme=normal]>body>main[class=site-main]>ol>li[class=result]>a",
      "html[data-scheme=normal]>body>main[class=site-main]>ol>li[class=result]>span[class=badge]",
      "stylesheet /build/app-ABC.css",
    ]);
  });

  it("changes with a new class, a state attribute, the colour scheme, a stylesheet or a control", () => {
    const base = contrastSkeleton(page('<p class="note">Texto</p>'));
    expect(contrastSkeleton(page('<p class="note note--error">Texto</p>'))).not.toEqual(base);
    expect(contrastSkeleton(page('<p class="note" aria-current="page">Texto</p>'))).not.toEqual(base);
    expect(contrastSkeleton(page('<p class="note">Texto</p>', 'lang="pt-BR" data-scheme="inverted"'))).not.toEqual(
      base,
    );
    expect(contrastSkeleton(page('<p class="note">Texto</p><input type="text" name="q"/>'))).not.toEqual(base);
    expect(contrastSkeleton(page('<p class="note">Texto</p>').replace("app-ABC", "app-DEF"))).not.toEqual(base);
    expect(contrastSkeleton(page('<style>.note{color:red}</style><p class="note">Texto</p>'))).not.toEqual(base);
  });

  it("ignores class order, empty elements and the title", () => {
    expect(contrastSkeleton(page('<p class="b a">x</p><div class="empty"></div>'))).toEqual(
      contrastSkeleton(page('<p class="a b">y</p>').replace("<title>Busca</title>", "<title>Outra</title>")),
    );
  });

  it("leaves out hidden inputs and closed dialogs, which are never shown, but not an open dialog", () => {
    const base = contrastSkeleton(page('<form class="bar"><button class="b">A</button></form>'));
    expect(
      contrastSkeleton(
        page('<form class="bar"><input type="hidden" name="js" value="1"/><button class="b">A</button></form>'),
      ),
    ).toEqual(base);
    expect(
      contrastSkeleton(
        page('<form class="bar"><button class="b">A</button></form><dialog class="d"><h2>Info</h2></dialog>'),
      ),
    ).toEqual(base);
    expect(
      contrastSkeleton(
        page('<form class="bar"><button class="b">A</button></form><dialog class="d" open=""><h2>Info</h2></dialog>'),
      ),
    ).not.toEqual(base);
  });
});

describe("schemeBlind", () => {
  const bar = (scheme: string) =>
    `<html lang="pt" dir="ltr"${scheme === "normal" ? "" : ` data-scheme="${scheme}"`} data-text-size="200"><body>` +
    ["normal", "inverted"]
      .map(
        (value) =>
          `<button type="submit" name="esquema" value="${value}" class="a11y-bar__button" aria-pressed="${value === scheme}">${value}</button>`,
      )
      .join("") +
    `<button type="button" aria-pressed="true">Negrito</button></body></html>`;

  it("makes a page in one scheme the same as in another, and keeps everything else", () => {
    expect(schemeBlind(bar("inverted"))).toBe(schemeBlind(bar("normal")));
    expect(schemeBlind(bar("normal"))).toContain('data-text-size="200"');
    expect(schemeBlind(bar("normal"))).toContain('<button type="button" aria-pressed="true">Negrito</button>');
    expect(schemeBlind(bar("normal").replace("Negrito", "Bold"))).not.toBe(schemeBlind(bar("normal")));
  });
});
