/**
 * The Nu HTML checker (the W3C's validator, npm vnu-jar, on the machine's Java) finds no error in
 * the main pages, as the server sends them (the project without JS) and as the browser holds them
 * once React has hydrated them (the project with JS). Every document of a run goes to one run of
 * the checker: the JVM's start is most of its time.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures.ts";

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

/** The main page states: path and the status the server answers. */
const PAGES: [string, string, number][] = [
  ["home", "/", 200],
  ["results", "/?q=brasil&for=LIVRE", 200],
  ["advanced search", "/pesquisa_avancada", 200],
  ["statistics", "/estatistica", 200],
  ["login", "/login", 200],
  ["not found", "/esta-pagina-nao-existe", 404],
];

/** The document once hydrated: the accessibility bar adds its JS marker when React has taken the page. */
async function hydratedHtml(page: Page): Promise<string> {
  if (await page.locator("script[type=module]").count()) {
    // The bar's display form is drawn twice (a phone's fold and the wide row): either marker will do.
    await page.locator('.a11y-bar input[name="js"]').first().waitFor({ state: "attached" });
  }
  return `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`;
}

test("the Nu HTML checker finds no error in the main pages, before and after hydration", async ({
  page,
  a11y,
  javaScriptEnabled,
}) => {
  // Without JS a browser shows the server's HTML; with JS, the document React hydrated. Each
  // project checks its own, so the two runs share no work.
  const documents: [string, string][] = [];
  const collect = async (name: string, path: string, status: number) => {
    if (javaScriptEnabled) {
      const response = await a11y.visit(path);
      expect(response?.status(), path).toBe(status);
      documents.push([`${name} (hydrated)`, await hydratedHtml(page)]);
    } else {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(status);
      documents.push([`${name} (server)`, await response.text()]);
    }
  };
  for (const [name, path, status] of PAGES) await collect(name, path, status);
  const results = documents.find(([name]) => name.startsWith("results "))![1];
  const record = results.match(/href="(\/acervo\/\d+)"/)?.[1];
  expect(record).toBeTruthy();
  await collect("record", record!, 200);
  const login = await page.request.post("/login", {
    form: { username: "demo", password: "demo", destination: "M" },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(303);
  await collect("patron home", "/meupergamum", 200);

  const dir = mkdtempSync(path.join(tmpdir(), "nu-"));
  try {
    const files = documents.map(([name, html], i) => {
      const file = path.join(dir, `${String(i).padStart(2, "0")}-${name.replace(/\W+/g, "-")}.html`);
      writeFileSync(file, html);
      return file;
    });
    // The checker exits 1 when it finds errors; its report (JSON) is on stderr either way.
    const { stderr } = await promisify(execFile)(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", ...files],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? String(error) }));
    const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
    const found = messages.map((m) => `${path.basename(m.url)}:${m.lastLine ?? "?"} ${m.message}`);
    expect(found).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
