// @vitest-environment happy-dom
/**
 * NOTICIAS as the APG carousel once hydrated: the carousel and each slide are groups (an
 * aria-roledescription needs a role), inside the section's one region of that name.
 */
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

import { renderPt } from "../../test/render.tsx";
import { HomeSections } from "./catalogue-sections.tsx";

afterEach(cleanup);

const news = Array.from({ length: 4 }, (_, i) => ({
  id_noticia: i + 1,
  titulo: `Notícia ${i + 1}`,
  conteudo: "Texto.",
  url: null,
  nom_imagem: null,
}));

test("the news carousel and its slide are named groups inside one region", async () => {
  await renderPt(
    <HomeSections
      prefix="kids"
      sections={[{ tipo_secao: "NOTICIAS", nome_secao: "Notícias" }]}
      highlights={null}
      highlightState={{ page: 1, perPage: 7, orderBy: "obra", direction: "C" }}
      news={news}
    />,
  );
  const carousel = await screen.findByRole("group", { name: "Notícias" });
  expect(carousel.getAttribute("aria-roledescription")).toBeTruthy();
  expect(screen.getAllByRole("region", { name: "Notícias" })).toHaveLength(1);
  const slide = within(carousel).getByRole("group", { name: "Slide 1 de 2" });
  expect(slide.getAttribute("aria-roledescription")).toBeTruthy();
  expect(within(slide).getByRole("heading", { name: "Notícia 1" })).toBeTruthy();
});
