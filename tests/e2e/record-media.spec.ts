/**
 * Audio, video and PDF links of a record (document 1 §3 and §5): public media in the browser's
 * own players, restricted media only after the access call (and the spec's message when that
 * fails), the embedded PDF viewer with JavaScript and the plain link without it. The files are
 * the demo's (data/vinculos/demo, made by scripts/make-demo-files.mjs).
 */
import type { Locator } from "@playwright/test";

import { expect, test } from "./fixtures.ts";
import { apiJson, login, recordByKey, RESTRICTED_THESIS, type RecordKey } from "./record-finders.ts";

// The records that carry the demo's media links (api/operations/demo/seed.ts DEMO_LINKS: the first of their
// kind by source key, Portuguese first).
/** A video recording with the public "Vídeo de demonstração": "Driver l'imprendibile". */
const VIDEO: RecordKey = { key: "028780471|", search: "q=imprendibile&for=TITULO" };
/** A sound recording with the public "Áudio de demonstração": "Superkumikana". */
const AUDIO: RecordKey = { key: "006117999|", search: "q=superkumikana&for=TITULO" };
/** A music recording with the restricted (AR) "Gravação de demonstração": "Musiques populaires d'Indonesie…". */
const RESTRICTED_AUDIO: RecordKey = { key: "2395240|", search: "q=indonesie&for=TITULO" };
/** A book in Portuguese with the public three-page "Documento de demonstração": "Gestão urbana e sustentabilidade". */
const PUBLIC_PDF: RecordKey = { key: "002903523|", search: "q=gestao+urbana+sustentabilidade&for=TITULO" };

interface Link {
  seq_paragrafo: number;
  tipo_link: string;
  descricao: string;
  url_link: string;
  is_pdf: boolean;
  is_media: boolean;
  media_format: string | null;
}

/** Asks the player to load the file and waits until the browser knows its duration (it can decode it). */
async function loadsMedia(player: Locator) {
  await player.evaluate((element: HTMLMediaElement) => {
    element.preload = "metadata";
    element.load();
  });
  await expect
    .poll(() => player.evaluate((element: HTMLMediaElement) => element.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await player.evaluate((element: HTMLMediaElement) => Math.round(element.duration))).toBe(4);
}

test.describe("media links", () => {
  test("a public video and a public audio play in the browser's own players, video 350 px high, audio 150 px", async ({
    page,
    a11y,
    request,
  }) => {
    const cases = [
      {
        subject: VIDEO,
        title: "Driver l'imprendibile",
        name: "Vídeo de demonstração",
        tag: "video",
        note: "vídeo",
        minHeight: 350,
        type: "video/mp4",
      },
      {
        subject: AUDIO,
        title: "Superkumikana",
        name: "Áudio de demonstração",
        tag: "audio",
        note: "áudio",
        minHeight: 150,
        type: "audio/wav",
      },
    ];
    for (const media of cases) {
      const id = await recordByKey(request, media.subject);
      const links = await apiJson<Link[]>(request, `/api/acervo/${id}/links`);
      expect(links.some((l) => l.tipo_link === "P" && l.descricao === media.name)).toBe(true);
      await a11y.visit(`/acervo/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(media.title);
      const block = page.getByRole("region", { name: "Links" });
      const link = block.getByRole("link", { name: media.name });
      const href = (await link.getAttribute("href"))!;
      expect(href).toMatch(new RegExp(`^/vinculos/publico/${id}/seq/\\d+/[a-z0-9-]+$`));
      await expect(block).toContainText(`${media.name} (${media.note})`);

      const player = block.locator(`${media.tag}[aria-label="${media.name}"]`);
      await expect(player).toHaveAttribute("controls", "");
      // The source is the counting path, and nothing is fetched before the reader plays it.
      await expect(player).toHaveAttribute("src", href);
      await expect(player).toHaveAttribute("preload", "none");
      expect((await player.boundingBox())!.height).toBeGreaterThanOrEqual(media.minHeight);
      await loadsMedia(player);

      const file = await request.get(href);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toBe(media.type);
    }
  });

  test("restricted audio: login, the access call, then the player; a failed access shows the spec's message and no player", async ({
    page,
    a11y,
    request,
  }) => {
    const id = await recordByKey(request, RESTRICTED_AUDIO);
    await a11y.visit(`/acervo/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Musiques populaires d'Indonesie. Folk music West Java",
    );
    const link = page.getByRole("region", { name: "Links" }).getByRole("link", { name: "Gravação de demonstração" });
    await expect(link).toHaveAttribute("href", `/acervo/${id}/restrito`);
    await link.click();
    await expect(page).toHaveURL(/\/login\?/);
    await a11y.check();
    await login(page);
    await expect(page).toHaveURL(new RegExp(`/acesso-restrito/${id}$`));
    await expect(page.getByRole("listitem").filter({ hasText: "Gravação de demonstração" })).toContainText("(áudio)");
    // No player and no address before the access call.
    await expect(page.locator("audio")).toHaveCount(0);
    await a11y.check();

    await page.getByRole("button", { name: "Acessar Gravação de demonstração" }).click();
    const viewer = page.getByRole("region", { name: "Gravação de demonstração" });
    const player = viewer.locator('audio[aria-label="Gravação de demonstração"]');
    await expect(player).toHaveAttribute("src", new RegExp(`^/api/vinculos/arquivo/${id}/\\d+\\?t=`));
    expect((await player.boundingBox())!.height).toBeGreaterThanOrEqual(150);
    await loadsMedia(player);
    await a11y.check();

    // A link that cannot be opened (here: one the record no longer has).
    await page
      .locator('input[name="seq"]')
      .first()
      .evaluate((input: HTMLInputElement) => {
        input.value = "99";
      });
    await page.getByRole("button", { name: "Acessar Gravação de demonstração" }).click();
    await expect(page.getByRole("alert")).toContainText("Houve um erro durante a tentativa de acesso ao vinculo.");
    await expect(page.locator("audio")).toHaveCount(0);
    await expect(page).toHaveTitle(/^Erro: /);
    await a11y.check();
  });
});

test.describe("PDF viewer", () => {
  test("a public PDF: the embedded viewer with JavaScript, keyboard operable; the plain link without", async ({
    page,
    a11y,
    request,
    javaScriptEnabled,
  }) => {
    const id = await recordByKey(request, PUBLIC_PDF);
    const pdf = (await apiJson<Link[]>(request, `/api/acervo/${id}/links`)).find((l) => l.is_pdf)!;
    expect(pdf).toMatchObject({ tipo_link: "P", descricao: "Documento de demonstração" });
    expect(pdf.url_link).toBe(`/api/vinculos/arquivo/${id}/1`);
    await a11y.visit(`/acervo/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gestão urbana e sustentabilidade");
    const block = page.getByRole("region", { name: "Links" });
    const link = block.getByRole("link", { name: "Documento de demonstração" });
    const href = (await link.getAttribute("href"))!;
    const file = await request.get(href);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    const open = block.getByRole("button", { name: "Ver “Documento de demonstração” no visualizador" });

    if (!javaScriptEnabled) {
      // Without script: the link is the way to the PDF, and no viewer is offered.
      await expect(open).toHaveCount(0);
      await expect(page.locator("iframe")).toHaveCount(0);
      return;
    }

    await expect(open).toHaveAttribute("aria-expanded", "false");
    await open.focus();
    await page.keyboard.press("Enter");
    const close = block.getByRole("button", { name: "Fechar o visualizador de “Documento de demonstração”" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const controls = block.getByRole("group", { name: "Controles do visualizador de PDF" });
    const pageInput = controls.getByRole("textbox", { name: "Página" });
    await expect(pageInput).toHaveValue("1");
    await expect(controls).toContainText("de 3");
    const frame = block.locator('iframe[title="Visualizador de PDF: Documento de demonstração"]');
    // The first frame goes through the counting path; later ones straight to the file.
    await expect(frame).toHaveAttribute("src", `${href}#page=1&zoom=100`);
    await a11y.check();

    await pageInput.focus();
    await page.keyboard.press("ArrowUp");
    await expect(frame).toHaveAttribute("src", `${pdf.url_link}#page=2&zoom=100`);
    await pageInput.fill("9");
    await expect(controls.getByText("Digite uma página de 1 a 3.")).toBeVisible();
    await expect(pageInput).toHaveAttribute("aria-invalid", "true");
    await expect(frame).toHaveAttribute("src", `${pdf.url_link}#page=2&zoom=100`);
    await a11y.check();
    await pageInput.fill("3");
    await page.keyboard.press("Enter");
    await expect(frame).toHaveAttribute("src", `${pdf.url_link}#page=3&zoom=100`);

    const zoomOut = controls.getByRole("button", { name: "Diminuir zoom" });
    await zoomOut.focus();
    await page.keyboard.press("Enter");
    await expect(frame).toHaveAttribute("src", `${pdf.url_link}#page=3&zoom=50`);
    await expect(controls.getByText("Zoom: 50%")).toBeVisible();
    // At 0.5 the button stays where the focus is and does nothing.
    await page.keyboard.press("Enter");
    await expect(zoomOut).toBeFocused();
    await expect(zoomOut).toHaveAttribute("aria-disabled", "true");
    await expect(frame).toHaveAttribute("src", `${pdf.url_link}#page=3&zoom=50`);
    await page.keyboard.press("Tab");
    await expect(controls.getByRole("button", { name: "Aumentar zoom" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(frame).toHaveAttribute("src", `${pdf.url_link}#page=3&zoom=100`);

    await close.click();
    await expect(frame).toHaveCount(0);
  });

  test("a restricted PDF after the access call: the viewer with JavaScript, the plain link always", async ({
    page,
    a11y,
    request,
    javaScriptEnabled,
  }) => {
    const id = await recordByKey(request, RESTRICTED_THESIS);
    await a11y.visit(`/acesso-restrito/${id}`);
    await login(page);
    await expect(page).toHaveURL(new RegExp(`/acesso-restrito/${id}$`));
    await page.getByRole("button", { name: "Acessar Acesso restrito" }).click();
    const viewer = page.getByRole("region", { name: "Acesso restrito", exact: true });
    const file = viewer.getByRole("link", { name: /Abrir o PDF “Acesso restrito”/ });
    const href = (await file.getAttribute("href"))!;
    expect(href).toMatch(new RegExp(`^/api/vinculos/arquivo/${id}/1\\?t=`));
    const controls = viewer.getByRole("group", { name: "Controles do visualizador de PDF" });
    if (javaScriptEnabled) {
      await expect(controls.getByRole("textbox", { name: "Página" })).toHaveValue("1");
      await expect(controls).toContainText("de 1");
      await expect(viewer.locator("iframe")).toHaveAttribute("src", `${href}#page=1&zoom=100`);
      await controls.getByRole("button", { name: "Aumentar zoom" }).click();
      await expect(viewer.locator("iframe")).toHaveAttribute("src", `${href}#page=1&zoom=150`);
    } else {
      await expect(controls).toHaveCount(0);
      await expect(viewer.locator("iframe")).toHaveCount(0);
    }
    await a11y.check();
  });
});
