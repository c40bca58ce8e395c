/**
 * The network search (decision 041): database types by category permission, the
 * institutions, the search with the catalogue's query language, the picker's refusal, filter Z,
 * a harvested record with its home link, the failure notice, and the harvest schedule's lock.
 * And, live: this instance harvests a second running instance's /oai over HTTP and finds its
 * records with their institution.
 */
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../api/app.ts";
import { readConfig } from "../../api/core/config.ts";
import type { RecordData } from "../../api/contract.ts";
import { oaiRoutes } from "../../api/network/oai/oai.routes.ts";
import type { NetworkInstitution, NetworkRecord, NetworkSearchResponse } from "../../api/network/network/contract.ts";
import { issueStaffKey } from "../../api/core/staff.ts";
import { leaseHolder, takeLease } from "../../api/core/db/lease.repository.ts";
import { harvestWithLock, startNetworkHarvest } from "../../api/network/network/harvest-schedule.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, "../fixtures/network", name), "utf8");
const xml = (body: string) => new Response(body, { headers: { "content-type": "text/xml" } });
/** Another demo instance's provider, as stored: Identify, then one ListRecords page (35 films). */
const peerFetch = (url: string) =>
  Promise.resolve(xml(fixture(url.includes("verb=Identify") ? "peer-identify.xml" : "peer-films-listrecords.xml")));

/**
 * A second running instance: another demo database, its service and its OAI-PMH provider on a
 * port of their own, put together as server/index.ts does (without the OPAC, which harvesting
 * does not use). Started once for the file; every engine's instance harvests it.
 */
let other: { url: string; close(): Promise<void> } | undefined;
async function otherInstance() {
  if (other) return other;
  const { db, close } = await engines[0].openDemo();
  const config = readConfig({
    TOKEN_SECRET: "other-secret-other-secret-other-secret-01",
    DEMO_DATA: "off",
    OAI_REPOSITORY_ID: "outra.example.org",
  });
  const api = createApi(db, config);
  const app = new Hono();
  app.all("/api/*", (c) => api.fetch(c.req.raw, { clientAddress: "127.0.0.1" }));
  app.route("/oai", oaiRoutes(db, config));
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  other = {
    url,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await close();
    },
  };
  return other;
}
afterAll(async () => {
  await other?.close();
});

describe.each(engines)("the network search on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let partner: number;
  let peer: number;
  let STAFF: Record<string, string>;

  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    STAFF = {
      "x-staff-key": await issueStaffKey(lib.db, { login: "rede", name: "Rede", libraryId: null }),
      "content-type": "application/json",
    };
    await lib.db.query(
      `INSERT INTO network_endpoint (acronym, name, url, metadata_prefix, home_url)
       VALUES ('FILMES', 'Cinemateca de Teste (fictícia)', 'http://peer.test/oai', 'oai_dc', NULL)`,
    );
    const run = await harvestWithLock(lib.db, { only: ["FILMES"], fetch: peerFetch });
    expect(run).toEqual({ ran: true, reports: [{ acronym: "FILMES", ok: true, pages: 1, records: 35, deleted: 0 }] });
    const ids = await lib.db.query<{ id: number; acronym: string }>("SELECT id, acronym FROM network_endpoint");
    partner = ids.find((r) => r.acronym === "PARCEIRA")!.id;
    peer = ids.find((r) => r.acronym === "FILMES")!.id;
  }, 120_000);
  afterAll(async () => {
    await lib?.close();
  });

  const search = (query: string, lang = "1") => lib.call(`/api/rede-pergamum/consulta?${query}`, { headers: { lang } });
  it("lists the database types the caller's category is granted, available or not", async () => {
    const visitor = await lib.call("/api/rede-pergamum/bases");
    expect(visitor.body).toEqual([
      { codigo: 109, base: "rede_oai_local", descricao: "Rede OAI Local", disponivel: true },
      { codigo: 113, base: "target_gedweb", descricao: "Target GEDWeb", disponivel: false },
    ]);
    const english = await lib.call("/api/rede-pergamum/bases", { headers: { lang: "5" } });
    expect((english.body as { descricao: string }[]).map((b) => b.descricao)).toEqual([
      "Local OAI Network",
      "Target GEDWeb",
    ]);
    // A category without them sees none.
    await lib.db.query("DELETE FROM category_permission WHERE category = 'publico' AND activity IN (109, 113)");
    try {
      expect((await lib.call("/api/rede-pergamum/bases")).body).toEqual([]);
    } finally {
      await lib.db.query(
        "INSERT INTO category_permission (category, module, activity, description) VALUES ('publico', 3, 109, 'Rede OAI Local'), ('publico', 3, 113, 'Target GEDWeb')",
      );
    }
  });

  it("lists the institutions of the network (acronym and description)", async () => {
    const res = await lib.call("/api/rede-pergamum/oai/instituicoes");
    expect(res.body as NetworkInstitution[]).toEqual([
      { cod_empresa: peer, sigla_empresa: "FILMES", desc_empresa: "Cinemateca de Teste (fictícia)" },
      { cod_empresa: partner, sigla_empresa: "PARCEIRA", desc_empresa: "Biblioteca Parceira (instituição fictícia)" },
    ]);
  });

  it("searches every institution with the catalogue's query language, each result with its institution", async () => {
    const res = await search("q=filmstrip&inst=todas");
    expect(res.status).toBe(200);
    const body = res.body as NetworkSearchResponse;
    expect(body.totalRegistros).toBe(14);
    expect(body.registros[0].instituicao).toEqual({
      cod_empresa: peer,
      desc_empresa: "Cinemateca de Teste (fictícia)",
      sigla_empresa: "FILMES",
    });
    expect(body.filtros.Z).toEqual([
      { valor: peer, sigla: "FILMES", descricao: "Cinemateca de Teste (fictícia)", quantidade: 14 },
    ]);
    // websearch syntax: a phrase, OR, and a minus.
    expect(
      ((await search(`q=${encodeURIComponent('"piano solo"')}&inst=todas`)).body as NetworkSearchResponse)
        .totalRegistros,
    ).toBe(2);
    const either = (await search("q=filmstrip%20or%20sonate&inst=todas")).body as NetworkSearchResponse;
    expect(either.filtros.Z.map((z) => [z.sigla, z.quantidade])).toEqual([
      ["FILMES", 14],
      ["PARCEIRA", 2],
    ]);
    expect(((await search("q=filmstrip%20-earth&inst=todas")).body as NetworkSearchResponse).totalRegistros).toBe(13);
    // search by title or author
    expect(
      ((await search("q=Regondi&for=AUTOR&inst=todas")).body as NetworkSearchResponse).registros.map((r) => r.titulo),
    ).toEqual(['"Absence" : song for voice and piano']);
    expect(((await search("q=Regondi&for=TITULO&inst=todas")).body as NetworkSearchResponse).totalRegistros).toBe(0);
  });

  it("narrows by the institutions picked and by filter Z; pages and sorts", async () => {
    const picked = (await search(`q=filmstrip%20or%20sonate&inst=${partner}`)).body as NetworkSearchResponse;
    expect(picked.totalRegistros).toBe(2);
    expect(picked.registros.every((r) => r.instituicao.sigla_empresa === "PARCEIRA")).toBe(true);
    const z = (await search(`q=filmstrip%20or%20sonate&inst=todas&Z=${partner}`)).body as NetworkSearchResponse;
    expect(z.totalRegistros).toBe(2);
    // Z keeps offering the other institutions, with their counts.
    expect(z.filtros.Z.map((f) => f.sigla)).toEqual(["FILMES", "PARCEIRA"]);
    const page2 = (await search("q=filmstrip&inst=todas&perPage=5&page=3&order=titulo")).body as NetworkSearchResponse;
    expect(page2.totalRegistros).toBe(14);
    expect(page2.registros).toHaveLength(4);
    const beyond = (await search("q=filmstrip&inst=todas&page=9")).body as NetworkSearchResponse;
    expect(beyond).toMatchObject({ totalRegistros: 14, registros: [] });
  });

  it("refuses a search with no institution chosen, and a database type without a backend", async () => {
    const none = await search("q=filmstrip");
    expect(none).toEqual({
      status: 422,
      body: {
        error: {
          code: "network_institution_required",
          message: "Selecione ao menos uma instituição para pesquisar na rede.",
        },
      },
    });
    const english = await search("q=filmstrip", "5");
    expect((english.body as { error: { message: string } }).error.message).toBe(
      "Select at least one institution to search the network.",
    );
    const gedweb = await search("q=filmstrip&inst=todas&rep=113");
    expect(gedweb.status).toBe(422);
    expect((gedweb.body as { error: { code: string } }).error.code).toBe("network_base_unavailable");
    expect((await search("q=filmstrip&inst=abc")).status).toBe(400);
  });

  it("shows a harvested record with the link to its home catalogue", async () => {
    const [row] = await lib.db.query<{ id: number }>(
      "SELECT id FROM network_record WHERE oai_identifier = 'oai:parceira.example.org:1166'",
    );
    const res = await lib.call(`/api/rede-pergamum/acervo/${row.id}`);
    expect(res.status).toBe(200);
    const record = res.body as NetworkRecord;
    expect(record).toMatchObject({
      titulo: '"Absence" : song for voice and piano',
      autor: ["Regondi, Giulio, 1822-1872"],
      instituicao: { sigla_empresa: "PARCEIRA" },
      link_origem: "https://parceira.example.org/acervo/1166",
      tipo_obra: "notated music",
    });
    expect(record.dublin_core.find((d) => d.elemento === "dc:subject")?.valor).toBe("Songs");
    // The films' endpoint has no home address and their records no http identifier: no link.
    const [film] = await lib.db.query<{ id: number }>(
      "SELECT id FROM network_record WHERE endpoint_id = $1 ORDER BY id LIMIT 1",
      [peer],
    );
    expect(((await lib.call(`/api/rede-pergamum/acervo/${film.id}`)).body as NetworkRecord).link_origem).toBeNull();
    expect((await lib.call("/api/rede-pergamum/acervo/999999")).status).toBe(404);
    expect((await lib.call("/api/rede-pergamum/acervo/abc")).status).toBe(400);
  });

  it("answers document 2's 500 when the network catalogue cannot be read, and the rest works", async () => {
    await lib.db.query("ALTER TABLE network_record RENAME TO network_record_away");
    try {
      const res = await search("q=filmstrip&inst=todas");
      expect(res).toEqual({
        status: 500,
        body: {
          error: {
            code: "network_unavailable",
            message: "Ocorreu um erro inesperado ao consultar o Catálogo da Rede Pergamum!",
          },
        },
      });
      expect((await lib.call("/api/rede-pergamum/acervo/1")).status).toBe(500);
      // The institution's own catalogue still answers.
      expect((await lib.call("/api/consulta?q=piano")).status).toBe(200);
    } finally {
      await lib.db.query("ALTER TABLE network_record_away RENAME TO network_record");
    }
  });

  it("harvests one at a time, across processes: a held lease skips the run; the desk call says 409", async () => {
    expect(await takeLease(lib.db, "network-harvest", "another-process", 60)).toBe(true);
    try {
      expect(await harvestWithLock(lib.db, { fetch: peerFetch })).toEqual({ ran: false, reason: "busy" });
      const desk = await lib.call("/api/balcao/rede/coleta", { method: "POST", headers: STAFF });
      expect(desk.status).toBe(409);
    } finally {
      await lib.db.query("DELETE FROM schedule_lease");
    }
    // An expired lease (a process killed mid-harvest) is taken over.
    await lib.db.query(
      "INSERT INTO schedule_lease (name, holder, expires_at) VALUES ('network-harvest', 'dead', now() - interval '1 second')",
    );
    const run = await harvestWithLock(lib.db, { only: ["FILMES"], fetch: peerFetch, holder: "me" });
    expect(run).toEqual({ ran: true, reports: [{ acronym: "FILMES", ok: true, pages: 1, records: 35, deleted: 0 }] });
    expect(await leaseHolder(lib.db, "network-harvest")).toBeUndefined();
  });

  it("the desk lists, adds and removes endpoints, refusing without a staff key", async () => {
    expect((await lib.call("/api/balcao/rede/endpoints")).status).toBe(401);
    const put = await lib.call("/api/balcao/rede/endpoints/OUTRA", {
      method: "PUT",
      headers: STAFF,
      body: JSON.stringify({
        name: "Outra (fictícia)",
        url: "http://outra.test/oai",
        home: "http://outra.test/acervo/{id}",
      }),
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      acronym: "OUTRA",
      metadata_prefix: "oai_dc",
      home_url: "http://outra.test/acervo/{id}",
    });
    const bad = await lib.call("/api/balcao/rede/endpoints/OUTRA", {
      method: "PUT",
      headers: STAFF,
      body: JSON.stringify({ name: "x", url: "javascript:alert(1)" }),
    });
    expect(bad.status).toBe(400);
    const list = (await lib.call("/api/balcao/rede/endpoints", { headers: STAFF })).body as { acronym: string }[];
    expect(list.map((e) => e.acronym)).toEqual(["FILMES", "OUTRA", "PARCEIRA"]);
    expect((await lib.call("/api/balcao/rede/endpoints/OUTRA", { method: "DELETE", headers: STAFF })).status).toBe(200);
    expect((await lib.call("/api/balcao/rede/endpoints/OUTRA", { method: "DELETE", headers: STAFF })).status).toBe(404);
  });

  it("harvests a second running instance's /oai over HTTP and finds its records with their institution", async () => {
    const { url } = await otherInstance();
    const put = await lib.call("/api/balcao/rede/endpoints/VIZINHA", {
      method: "PUT",
      headers: STAFF,
      body: JSON.stringify({
        name: "Biblioteca Vizinha (fictícia)",
        url: `${url}/oai`,
        set: "type:10",
        format: "marc21",
        home: `${url}/acervo/{id}`,
      }),
    });
    expect(put.status).toBe(200);
    try {
      // The desk's harvest, which fetches over the network as the schedule and npm run harvest do.
      const harvest = await lib.call("/api/balcao/rede/coleta?sigla=VIZINHA", { method: "POST", headers: STAFF });
      expect(harvest).toEqual({
        status: 200,
        body: [{ acronym: "VIZINHA", ok: true, pages: 1, records: 35, deleted: 0 }],
      });
      const institutions = (await lib.call("/api/rede-pergamum/oai/instituicoes")).body as NetworkInstitution[];
      const vizinha = institutions.find((i) => i.sigla_empresa === "VIZINHA")!;
      expect(vizinha.desc_empresa).toBe("Biblioteca Vizinha (fictícia)");
      const found = (await search(`q=filmstrip&inst=${vizinha.cod_empresa}`)).body as NetworkSearchResponse;
      expect(found.totalRegistros).toBe(14);
      expect(new Set(found.registros.map((r) => r.instituicao.sigla_empresa))).toEqual(new Set(["VIZINHA"]));
      expect(found.filtros.Z).toEqual([
        {
          valor: vizinha.cod_empresa,
          sigla: "VIZINHA",
          descricao: "Biblioteca Vizinha (fictícia)",
          quantidade: 14,
        },
      ]);
      // The record links to its page in the other instance, whose service knows it by that id.
      const record = (await lib.call(`/api/rede-pergamum/acervo/${found.registros[0].id}`)).body as NetworkRecord;
      const home = /^http:\/\/127\.0\.0\.1:\d+\/acervo\/(\d+)$/.exec(record.link_origem ?? "");
      expect(home).not.toBeNull();
      expect(record.instituicao.sigla_empresa).toBe("VIZINHA");
      const theirs = (await (await fetch(`${url}/api/acervo/${home![1]}`)).json()) as RecordData;
      expect(record.titulo.startsWith(theirs.titulo.slice(0, 20))).toBe(true);
    } finally {
      await lib.call("/api/balcao/rede/endpoints/VIZINHA", { method: "DELETE", headers: STAFF });
    }
  });
});

describe("the harvest schedule", () => {
  it("is off by default and runs every NETWORK_HARVEST_EVERY_MINUTES, never overlapping", async () => {
    const lines: string[] = [];
    const off = startNetworkHarvest({} as never, { NETWORK_HARVEST_EVERY_MINUTES: 0 }, (l) => lines.push(l));
    off();
    expect(lines).toEqual([]);
    const { vi } = await import("vitest");
    vi.useFakeTimers();
    try {
      let calls = 0;
      let release: () => void = () => {};
      // A database whose lease query never answers until released: the second tick must not start a run.
      const db = {
        query: () => {
          calls++;
          return new Promise((resolve) => {
            release = () => resolve([]);
          });
        },
      };
      const stop = startNetworkHarvest(db as never, { NETWORK_HARVEST_EVERY_MINUTES: 5 }, (l) => lines.push(l));
      expect(lines).toEqual(["network harvest: every 5 minutes"]);
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(calls).toBe(1);
      release();
      await vi.advanceTimersByTimeAsync(0);
      expect(lines).toContain("network harvest: skipped, another harvest is running");
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(calls).toBe(2);
      stop();
      await vi.advanceTimersByTimeAsync(15 * 60_000);
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
