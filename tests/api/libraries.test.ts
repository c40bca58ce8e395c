/** The library page and the campus and library lists, on the demo institution, on every engine. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampusOut, HoursToday, LibraryOut, LibraryPage } from "../../api/contract.ts";
import { hoursToday } from "../../api/catalogue/libraries/libraries.service.ts";
import { seedRecordPages } from "../../api/operations/demo/seed.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("libraries on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    await seedRecordPages(lib.db);
  });
  afterAll(async () => {
    await lib?.close();
  });

  it("gives a library's data, description and images", async () => {
    const res = await lib.call("/api/biblioteca/1");
    expect(res.status).toBe(200);
    const page = res.body as LibraryPage;
    expect(page).toMatchObject({
      cod_biblioteca: 1,
      desc_biblioteca: "Biblioteca Central",
      cod_campus: 1,
      nome_campus: "Campus Centro",
      endereco: expect.any(String),
      telefone: expect.any(String),
      email: "central@biblioteca.example",
      horario: expect.any(String),
      descricao: expect.stringMatching(/demonstração/),
    });
    expect(page.imagens).toEqual([
      {
        ordem: 1,
        url: "/bibliotecas/demo/biblioteca-1-fachada.svg",
        descricao: expect.stringMatching(/^Ilustração de demonstração/),
      },
      {
        ordem: 2,
        url: "/bibliotecas/demo/biblioteca-1-acervo.svg",
        descricao: expect.stringMatching(/^Ilustração de demonstração/),
      },
    ]);
  });

  it("answers 404 with the no-data message for an unknown library, 400 for a malformed id", async () => {
    const missing = await lib.call("/api/biblioteca/999", { headers: { lang: "5" } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      error: { code: "library_not_found", message: "There is no data to show for this library." },
    });
    expect((await lib.call("/api/biblioteca/abc")).status).toBe(400);
  });

  it("lists campuses, and libraries of one campus or all", async () => {
    expect((await lib.call("/api/campus")).body as CampusOut[]).toEqual([
      { cod_campus: 1, nome_campus: "Campus Centro" },
      { cod_campus: 2, nome_campus: "Campus Norte" },
    ]);
    const all = (await lib.call("/api/unidade-informacao")).body as LibraryOut[];
    expect(all.map((l) => l.cod_biblioteca).sort()).toEqual([1, 2, 3]);
    expect((await lib.call("/api/unidade-informacao?campus=2")).body).toEqual([
      { cod_biblioteca: 3, desc_biblioteca: "Biblioteca do Campus Norte", cod_campus: 2, nome_campus: "Campus Norte" },
    ]);
    expect((await lib.call("/api/unidade-informacao?campus=9")).body).toEqual([]);
    expect((await lib.call("/api/unidade-informacao?campus=x")).status).toBe(400);
  });

  it("says each library's hours today, read from the hours it wrote, in the institution's day", async () => {
    const res = await lib.call("/api/unidade-informacao/horario-hoje");
    expect(res.status).toBe(200);
    const today = res.body as HoursToday;
    expect(today.dia).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(today.bibliotecas.map((l) => l.desc_biblioteca)).toEqual([
      "Biblioteca Central",
      "Biblioteca de Ciências Humanas",
      "Biblioteca do Campus Norte",
    ]);
    // 2026-12-05 is a Saturday: 02:30 UTC on the 6th is still 23:30 on the 5th in São Paulo (UTC-3).
    const saturday = await hoursToday(lib.db, new Date("2026-12-06T02:30:00Z"));
    expect(saturday.dia).toBe("2026-12-05");
    expect(saturday.bibliotecas.map((l) => l.hoje)).toEqual([[{ abre: "08:00", fecha: "12:00" }], [], []]);
    const monday = await hoursToday(lib.db, new Date("2026-12-07T12:00:00Z"));
    expect(monday.bibliotecas[0]).toEqual({
      cod_biblioteca: 1,
      desc_biblioteca: "Biblioteca Central",
      horario: "Segunda a sexta, 8h às 22h; sábado, 8h às 12h",
      hoje: [{ abre: "08:00", fecha: "22:00" }],
    });
  });

  it("keeps the seed idempotent: running it again adds nothing", async () => {
    const demoLinks = async () =>
      (
        await lib.db.query<{ links: number }>(
          "SELECT count(*)::int AS links FROM record WHERE marc::text LIKE '%/vinculos/demo/%'",
        )
      )[0].links;
    // Two restricted-access examples, then the demo media: video, audio, restricted audio and a PDF.
    expect(await demoLinks()).toBe(6);
    await seedRecordPages(lib.db);
    const [{ n }] = await lib.db.query<{ n: number }>("SELECT count(*)::int AS n FROM library_image");
    expect(n).toBe(6);
    expect(await demoLinks()).toBe(6);
  });
});
