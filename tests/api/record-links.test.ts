/**
 * Links of a record and the restricted-access flow (document 1 §2 /acervo/{id}/restrito,
 * /acesso-restrito/{id}, /vinculos/publico/…; document 2 §7 /vinculos/…), on the demo records
 * that carry the demo restricted PDF and accessibility version, on every engine.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LinkAccessResponse, LinkOut, RestrictedLinksResponse, SearchResponse } from "../../api/contract.ts";
import {
  DEMO_ACCESSIBLE_FILE,
  DEMO_AUDIO_FILE,
  DEMO_RESTRICTED_FILE,
  DEMO_VIDEO_FILE,
  seedDemoLinks,
  seedRecordPages,
} from "../../api/operations/demo/seed.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("links and restricted access on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let restricted: number;
  let accessible: number;
  let open: { id: number; url: string };
  let bearer: Record<string, string>;
  const accesses = async (id: number) =>
    lib.db.query<{
      seq_paragrafo: number;
      url: string;
      link_type: string;
      patron_id: number | null;
      browser: string | null;
      device: string | null;
      os: string | null;
    }>(
      "SELECT seq_paragrafo, url, link_type, patron_id, browser, device, os FROM link_access WHERE record_id = $1 ORDER BY id",
      [id],
    );

  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    await seedRecordPages(lib.db);
    const idOf = async (file: string) =>
      (await lib.db.query<{ id: number }>("SELECT id FROM record WHERE marc::text LIKE $1", [`%${file}%`]))[0].id;
    restricted = await idOf(DEMO_RESTRICTED_FILE);
    accessible = await idOf(DEMO_ACCESSIBLE_FILE);
    const [row] = await lib.db.query<{ id: number }>(
      "SELECT id FROM record WHERE online AND marc::text NOT LIKE '%/vinculos/%' ORDER BY id LIMIT 1",
    );
    const links = (await lib.call(`/api/acervo/${row.id}/links`)).body as LinkOut[];
    open = { id: row.id, url: links[0].url_link };
    const token = await lib.call("/api/oauth/token", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ grant_type: "password", username: "demo", password: "demo" }),
    });
    bearer = { authorization: `Bearer ${token.body.access_token}` };
  });
  afterAll(async () => {
    await lib?.close();
  });

  it("shows the demo links without the addresses of restricted and accessibility links", async () => {
    const links = (await lib.call(`/api/acervo/${restricted}/links`)).body as LinkOut[];
    expect(links).toEqual([
      expect.objectContaining({
        seq_paragrafo: 1,
        tipo_link: "AR",
        descricao: "Acesso restrito",
        url_link: "",
        is_pdf: true,
        extensao: "pdf",
      }),
    ]);
    const accessibleLinks = (await lib.call(`/api/acervo/${accessible}/links`)).body as LinkOut[];
    expect(accessibleLinks).toEqual([
      expect.objectContaining({ tipo_link: "AC", descricao: "Versão acessível (demonstração)", url_link: "" }),
    ]);
  });

  it("keeps restricted addresses out of the record data, Dublin Core and references", async () => {
    for (const path of ["", "/dublin-core", "/referencia", "/referencia?estilo=apa", "/get-data-to-print"]) {
      const res = await lib.call(`/api/acervo/${restricted}${path}`);
      expect(res.status, path).toBe(200);
      expect(JSON.stringify(res.body), path).not.toContain("/vinculos/");
    }
    // Nor from the exports, MARC ones included (docs/decisions/015), which keep the link itself.
    for (const format of ["marc", "marcxml", "ris", "bibtex", "jsonld"]) {
      const res = await lib.app.request(`/api/acervo/${restricted}/exportar?formato=${format}`);
      expect(res.status, format).toBe(200);
      const text = await res.text();
      expect(text, format).not.toContain("/vinculos/");
      if (format.startsWith("marc")) expect(text, format).toContain("Acesso restrito");
    }
  });

  it("marks the accessible record possui_acessibilidade S in search results", async () => {
    const [{ title }] = await lib.db.query<{ title: string }>("SELECT title FROM record WHERE id = $1", [accessible]);
    const hits = (await lib.call(`/api/consulta?q=${encodeURIComponent(title)}&for=TITULO`)).body as SearchResponse;
    expect(hits.registros.find((r) => r.cod_acervo === accessible)?.possui_acessibilidade).toBe("S");
  });

  it("tells the OPAC which way to send the reader (GET /acervo/{id}/restrito)", async () => {
    expect((await lib.call(`/api/acervo/${restricted}/restrito`)).body).toEqual({ restrito: true });
    expect((await lib.call(`/api/acervo/${accessible}/restrito`)).body).toEqual({ restrito: false });
    expect((await lib.call(`/api/acervo/${open.id}/restrito`)).body).toEqual({ restrito: false });
    expect((await lib.call("/api/acervo/99999999/restrito")).status).toBe(404);
  });

  it("lists restricted links only to a logged-in patron, and an empty list when there are none", async () => {
    const visitor = await lib.call(`/api/acesso-restrito/${restricted}`);
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.code).toBe("unauthorized");
    const list = (await lib.call(`/api/acesso-restrito/${restricted}`, { headers: bearer }))
      .body as RestrictedLinksResponse;
    expect(list).toEqual({
      links: [{ seq_paragrafo: 1, descricao: "Acesso restrito", is_pdf: true, is_media: false, media_format: null }],
    });
    expect((await lib.call(`/api/acesso-restrito/${open.id}`, { headers: bearer })).body).toEqual({ links: [] });
    expect((await lib.call("/api/acesso-restrito/99999999", { headers: bearer })).status).toBe(404);
  });

  it("tells a patron whose category may not see restricted material so, and records nothing", async () => {
    // norte is a community member; the demo opens restricted material to graduacao, professor and intercambio.
    const token = await lib.call("/api/oauth/token", {
      method: "POST",
      headers: { "content-type": "application/json", lang: "1" },
      body: JSON.stringify({ grant_type: "password", username: "norte", password: "norte" }),
    });
    const norte = { authorization: `Bearer ${token.body.access_token}` };
    const refusal = {
      status: 403,
      body: { error: { code: "collection_forbidden", message: "Você não tem permissão para visualizar este acervo." } },
    };
    const list = await lib.call(`/api/acesso-restrito/${restricted}`, { headers: norte });
    expect({ status: list.status, body: list.body }).toEqual(refusal);
    const access = await lib.call(`/api/vinculos/acesso-restrito/${restricted}/s/1`, {
      method: "POST",
      headers: { ...norte, "content-type": "application/json" },
      body: "{}",
    });
    expect({ status: access.status, body: access.body }).toEqual(refusal);
    expect((await lib.app.request(`/api/vinculos/publico/${restricted}/seq/1/Ver`, { headers: norte })).status).toBe(
      403,
    );
    expect((await lib.app.request(`/api/vinculos/arquivo/${restricted}/1`, { headers: norte })).status).toBe(403);
    expect(await accesses(restricted)).toEqual([]);
    // Without the institution's list every patron may.
    const [{ value }] = await lib.db.query<{ value: string }>(
      `SELECT value FROM institution_param WHERE key = 'categorias_acesso_restrito'`,
    );
    await lib.db.query(`UPDATE institution_param SET value = '' WHERE key = 'categorias_acesso_restrito'`);
    try {
      expect((await lib.call(`/api/acesso-restrito/${restricted}`, { headers: norte })).status).toBe(200);
    } finally {
      await lib.db.query(`UPDATE institution_param SET value = $1 WHERE key = 'categorias_acesso_restrito'`, [value]);
    }
  });

  it("gives a logged-in patron a short-lived address of the restricted file, records the access, and serves the PDF", async () => {
    const visitor = await lib.call(`/api/vinculos/acesso-restrito/${restricted}/s/1`, { method: "POST" });
    expect(visitor.status).toBe(401);
    expect(await accesses(restricted)).toEqual([]);

    const res = await lib.call(`/api/vinculos/acesso-restrito/${restricted}/s/1`, {
      method: "POST",
      headers: { ...bearer, "content-type": "application/json" },
      body: JSON.stringify({ userId: 999, browser: "Firefox", device: "desktop", os: "Linux" }),
    });
    expect(res.status).toBe(200);
    const access = res.body as LinkAccessResponse;
    expect(access).toMatchObject({ descricao: "Acesso restrito", is_pdf: true });
    expect(access.url).toMatch(new RegExp(`^/api/vinculos/arquivo/${restricted}/1\\?t=`));
    expect(new Date(access.expira_em!).getTime()).toBeGreaterThan(Date.now());
    // The patron comes from the token, never from the body's userId.
    expect(await accesses(restricted)).toEqual([
      {
        seq_paragrafo: 1,
        url: DEMO_RESTRICTED_FILE,
        link_type: "AR",
        patron_id: 1001,
        browser: "Firefox",
        device: "desktop",
        os: "Linux",
      },
    ]);

    const file = await lib.app.request(access.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

    expect((await lib.app.request(`/api/vinculos/arquivo/${restricted}/1`)).status).toBe(401);
    expect((await lib.app.request(`/api/vinculos/arquivo/${restricted}/1?t=123.abc`)).status).toBe(401);
    expect((await lib.app.request(`/api/vinculos/arquivo/${restricted}/1`, { headers: bearer })).status).toBe(200);
  });

  it("opens the accessibility version the same way", async () => {
    const access = (
      await lib.call(`/api/vinculos/acesso-restrito/${accessible}/s/1`, { method: "POST", headers: bearer })
    ).body as LinkAccessResponse;
    const file = await lib.app.request(access.url);
    expect(file.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await file.text()).toContain("DEMONSTRAÇÃO");
    expect((await accesses(accessible)).map((a) => a.link_type)).toEqual(["AC"]);
  });

  it("links the demo video and audio files: MP4 as video, WAV as audio, public ones served to anyone", async () => {
    const withFile = async (file: string, restrictedLink: boolean) =>
      (
        await lib.db.query<{ id: number; work_type: number }>(
          `SELECT id, work_type FROM record WHERE marc::text LIKE $1 AND (marc::text LIKE '%"AR"%') = $2 ORDER BY id`,
          [`%${file}%`, restrictedLink],
        )
      ).map((r) => r.id);
    const [video] = await withFile(DEMO_VIDEO_FILE, false);
    const [audio] = await withFile(DEMO_AUDIO_FILE, false);
    const [restrictedAudio] = await withFile(DEMO_AUDIO_FILE, true);
    expect(new Set([video, audio, restrictedAudio]).size).toBe(3);

    const only = async (id: number) => {
      const links = (await lib.call(`/api/acervo/${id}/links`)).body as LinkOut[];
      expect(links).toHaveLength(1);
      return links[0];
    };
    expect(await only(video)).toMatchObject({
      tipo_link: "P",
      descricao: "Vídeo de demonstração",
      is_media: true,
      media_format: "MP4",
      extensao: "mp4",
      url_link: `/api/vinculos/arquivo/${video}/1`,
    });
    expect(await only(audio)).toMatchObject({
      tipo_link: "P",
      is_media: true,
      media_format: "AUDIO",
      // WAV is not among the types with an icon.
      extensao: null,
      url_link: `/api/vinculos/arquivo/${audio}/1`,
    });
    expect(await only(restrictedAudio)).toMatchObject({
      tipo_link: "AR",
      is_media: true,
      media_format: "AUDIO",
      url_link: "",
    });

    const mp4 = await lib.app.request(`/api/vinculos/arquivo/${video}/1`);
    expect(mp4.headers.get("content-type")).toBe("video/mp4");
    // An ISO base media file: its first box is "ftyp".
    expect(new TextDecoder().decode((await mp4.arrayBuffer()).slice(4, 8))).toBe("ftyp");
    const wav = await lib.app.request(`/api/vinculos/arquivo/${audio}/1`);
    expect(wav.headers.get("content-type")).toBe("audio/wav");
    const bytes = new Uint8Array(await wav.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe("WAVE");

    // The restricted audio: nothing without the access call, the file with the address it gives.
    expect((await lib.app.request(`/api/vinculos/arquivo/${restrictedAudio}/1`)).status).toBe(401);
    const access = (
      await lib.call(`/api/vinculos/acesso-restrito/${restrictedAudio}/s/1`, { method: "POST", headers: bearer })
    ).body as LinkAccessResponse;
    expect(access).toMatchObject({ is_media: true, media_format: "AUDIO", descricao: "Gravação de demonstração" });
    expect((await lib.app.request(access.url)).headers.get("content-type")).toBe("audio/wav");

    // Seeding again adds nothing: each demo link exists once.
    await seedDemoLinks(lib.db);
    expect(await withFile(DEMO_VIDEO_FILE, false)).toEqual([video]);
    expect(await withFile(DEMO_AUDIO_FILE, true)).toEqual([restrictedAudio]);
  });

  it("records public link statistics with the link's own address, the patron only from a token", async () => {
    const before = (await accesses(open.id)).length;
    const res = await lib.call("/api/vinculos/estatistica-acesso", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        cod_acervo: open.id,
        seq_paragrafo: 1,
        url: "https://elsewhere.example",
        user_id: 1002,
        browser: "Chrome",
        device: "mobile",
        os: "Android",
      }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ registrado: true });
    await lib.call("/api/vinculos/estatistica-acesso", {
      method: "POST",
      headers: { ...bearer, "content-type": "application/json" },
      body: JSON.stringify({ cod_acervo: open.id, seq_paragrafo: 1 }),
    });
    const rows = (await accesses(open.id)).slice(before);
    expect(rows).toEqual([
      {
        seq_paragrafo: 1,
        url: open.url,
        link_type: "P",
        patron_id: null,
        browser: "Chrome",
        device: "mobile",
        os: "Android",
      },
      { seq_paragrafo: 1, url: open.url, link_type: "P", patron_id: 1001, browser: null, device: null, os: null },
    ]);
  });

  it("rejects malformed statistics and unknown links", async () => {
    const post = (body: unknown) =>
      lib.call("/api/vinculos/estatistica-acesso", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    expect((await post({ seq_paragrafo: 1 })).status).toBe(400);
    expect((await post({ cod_acervo: "x", seq_paragrafo: 1 })).status).toBe(400);
    expect((await post("{not json")).status).toBe(400);
    const form = await lib.call("/api/vinculos/estatistica-acesso", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `cod_acervo=${open.id}&seq_paragrafo=1`,
    });
    expect(form.status).toBe(400);
    expect((await post({ cod_acervo: open.id, seq_paragrafo: 1, browser: "x".repeat(500) })).status).toBe(400);
    expect((await post({ cod_acervo: 99999999, seq_paragrafo: 1 })).status).toBe(404);
    const unknown = await post({ cod_acervo: open.id, seq_paragrafo: 99 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("link_not_found");
    expect(
      (await lib.call(`/api/vinculos/acesso-restrito/${restricted}/s/99`, { method: "POST", headers: bearer })).status,
    ).toBe(404);
    expect(
      (await lib.call(`/api/vinculos/acesso-restrito/${restricted}/s/x`, { method: "POST", headers: bearer })).status,
    ).toBe(400);
  });

  it("redirects the media path to a public link, asks a visitor to log in for a restricted one, 404 for none", async () => {
    const redirect = await lib.app.request(`/api/vinculos/publico/${open.id}/seq/1/link`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe(open.url);
    expect((await lib.app.request(`/api/vinculos/publico/${restricted}/seq/1/Acesso%20restrito`)).status).toBe(401);
    const allowed = await lib.app.request(`/api/vinculos/publico/${restricted}/seq/1/Acesso%20restrito`, {
      headers: bearer,
    });
    expect(allowed.status).toBe(302);
    expect(allowed.headers.get("location")).toMatch(new RegExp(`^/api/vinculos/arquivo/${restricted}/1\\?t=`));
    expect((await lib.app.request(`/api/vinculos/publico/${open.id}/seq/42/x`)).status).toBe(404);
    expect((await lib.app.request("/api/vinculos/publico/99999999/seq/1/x")).status).toBe(404);
  });
});
