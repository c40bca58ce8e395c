import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { TITLE_SLOT, TitlesInSentence } from "./titles-in-sentence.tsx";

const html = (sentence: string, titles: { title: string; language: string | null }[], pageLanguage = "pt-BR") =>
  renderToStaticMarkup(<TitlesInSentence sentence={sentence} titles={titles} pageLanguage={pageLanguage} />);

describe("titles in a translated sentence", () => {
  it("gives each title its record's language where it is not the page's, joined by semicolons", () => {
    expect(
      html(`Reserva cancelada: ${TITLE_SLOT}.`, [
        { title: "A century of science", language: "eng" },
        { title: "Curvas da face", language: "por" },
        { title: "Sem código", language: null },
      ]),
    ).toBe(
      'Reserva cancelada: <span lang="en">A century of science</span>; <span>Curvas da face</span>; <span>Sem código</span>.',
    );
  });

  it("keeps the words around the slot, wherever the translation puts it", () => {
    expect(html(`${TITLE_SLOT} is due today`, [{ title: "Dom Casmurro", language: "por" }], "en")).toBe(
      '<span lang="pt">Dom Casmurro</span> is due today',
    );
    expect(html("Nothing to show", [])).toBe("Nothing to show");
  });
});
