import { describe, expect, test } from "vitest";

import type { LinkOut } from "../../../api/contract.ts";
import { descriptionSlug, embeddablePdfUrl, isFollowableUrl, mediaKind, presentLinks } from "./links.ts";
import { restrictedLoginPath } from "./restricted.ts";

const link = (over: Partial<LinkOut>): LinkOut => ({
  seq_paragrafo: 1,
  tipo_link: "P",
  descricao: "Texto completo",
  url_link: "https://example.org/a.pdf",
  is_pdf: false,
  is_media: false,
  media_format: null,
  download_pdf: "S",
  extensao: null,
  ...over,
});

describe("presentLinks", () => {
  test("public links go through the counting media path, AR through the restricted flow, AC through the media path", () => {
    const views = presentLinks(
      [
        link({ seq_paragrafo: 1, descricao: "Versão on-line (PDF)", is_pdf: true }),
        link({ seq_paragrafo: 2, tipo_link: "AR", descricao: "Acesso restrito", url_link: "" }),
        link({ seq_paragrafo: 3, tipo_link: "AC", descricao: "Versão acessível", url_link: "" }),
      ],
      1540,
    );
    expect(views.map((v) => [v.kind, v.href])).toEqual([
      ["public", "/vinculos/publico/1540/seq/1/versao-on-line-pdf"],
      ["restricted", "/acervo/1540/restrito"],
      ["accessible", "/vinculos/publico/1540/seq/3/versao-acessivel"],
    ]);
    expect(views[0].isPdf).toBe(true);
  });

  test("an empty description still gives a readable path and a label", () => {
    const [view] = presentLinks([link({ descricao: "  ", seq_paragrafo: 4 })], 7);
    expect(view.label).toBe("4");
    expect(view.href).toBe("/vinculos/publico/7/seq/4/4");
    expect(descriptionSlug("***")).toBe("link");
  });
});

describe("media and addresses", () => {
  test("MP4 is video, other media audio, non-media nothing (document 1 §3)", () => {
    expect(mediaKind({ is_media: true, media_format: "MP4" })).toBe("video");
    expect(mediaKind({ is_media: true, media_format: "mp4" })).toBe("video");
    expect(mediaKind({ is_media: true, media_format: "MP3" })).toBe("audio");
    expect(mediaKind({ is_media: true, media_format: null })).toBe("audio");
    expect(mediaKind({ is_media: false, media_format: "MP4" })).toBeNull();
  });

  test("only http(s) and same-site paths are followed", () => {
    expect(isFollowableUrl("https://example.org/x")).toBe(true);
    expect(isFollowableUrl("/api/vinculos/arquivo/1540/1?t=abc")).toBe(true);
    expect(isFollowableUrl("javascript:alert(1)")).toBe(false);
    expect(isFollowableUrl("data:text/html,x")).toBe(false);
    expect(isFollowableUrl("//evil.example/x")).toBe(false);
    expect(isFollowableUrl("/\\evil.example")).toBe(false);
    expect(isFollowableUrl("")).toBe(false);
  });

  test("the restricted flow's login carries the spec's parameters", () => {
    const url = new URL(restrictedLoginPath(1540), "http://x");
    expect(url.pathname).toBe("/login");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      redirect: "/acesso-restrito/1540",
      origin: "restricted_access",
      destination: "C",
    });
  });
});

describe("embeddablePdfUrl", () => {
  test("only a public PDF kept by the service opens in the embedded viewer", () => {
    expect(embeddablePdfUrl(link({ is_pdf: true, url_link: "/api/vinculos/arquivo/7/2" }))).toBe(
      "/api/vinculos/arquivo/7/2",
    );
    // Elsewhere on the web (it may refuse to be framed), not a PDF, or not public: a plain link.
    expect(embeddablePdfUrl(link({ is_pdf: true, url_link: "https://example.org/a.pdf" }))).toBeNull();
    expect(embeddablePdfUrl(link({ is_pdf: false, url_link: "/api/vinculos/arquivo/7/2" }))).toBeNull();
    expect(embeddablePdfUrl(link({ is_pdf: true, tipo_link: "AR", url_link: "" }))).toBeNull();
    const [view] = presentLinks([link({ is_pdf: true, url_link: "/api/vinculos/arquivo/7/1" })], 7);
    expect(view.viewerUrl).toBe("/api/vinculos/arquivo/7/1");
  });
});
