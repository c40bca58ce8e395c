/**
 * The links block as the server renders it: each file type of document 1's list gets its icon
 * (decorative) and its type in words in the link's note, where the PDF and media notes have not
 * said it already.
 */
import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { beforeAll, expect, test } from "vitest";

import type { LinkOut } from "../../../api/contract.ts";
import i18nConfig from "../../lib/i18n.ts";
import { LinksBlock } from "./links-block.tsx";
import { presentLinks } from "./links.ts";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: "pt" });
});

const link = (seq: number, descricao: string, over: Partial<LinkOut>): LinkOut => ({
  seq_paragrafo: seq,
  tipo_link: "P",
  descricao,
  url_link: "https://example.org/x",
  is_pdf: false,
  is_media: false,
  media_format: null,
  download_pdf: "N",
  extensao: null,
  ...over,
});

test("each listed file type shows its icon and says its type once, in words", () => {
  const links = presentLinks(
    [
      link(1, "Planilha de dados", { extensao: "xlsx" }),
      link(2, "Texto completo", { extensao: "pdf", is_pdf: true }),
      link(3, "Entrevista", { extensao: "mp3", is_media: true, media_format: "AUDIO" }),
      link(4, "Gravação antiga", { extensao: "avi" }),
      link(5, "Página do projeto", {}),
    ],
    7,
  );
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <LinksBlock links={links} />
    </I18nextProvider>,
  );
  const items = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, item]) => item);
  const icons = items.map(
    (item) => /<svg[^>]*aria-hidden="true"[^>]*>.*?<text[^>]*>([A-Z0-9]+)<\/text>/.exec(item)?.[1],
  );
  expect(icons).toEqual(["XLSX", "PDF", "MP3", "AVI", undefined]);
  const notes = items.map((item) => /record-link__note"> \((.*?)\)</.exec(item)?.[1]);
  expect(notes).toEqual(["planilha XLSX", "PDF", "áudio", "vídeo AVI", undefined]);
});
