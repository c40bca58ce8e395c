import { readFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../api/core/config.ts";
import type { Db } from "../../api/core/db/db.ts";
import { findEndpoint, upsertEndpoint } from "../../api/network/oai/harvest.repository.ts";
import { harvestEndpoint } from "../../api/network/oai/harvester.ts";
import { oaiRoutes } from "../../api/network/oai/oai.routes.ts";
import { engines } from "../support/engines.ts";

const config = readConfig({
  TOKEN_SECRET: "test-secret-test-secret-test-secret-0123",
  OAI_REPOSITORY_ID: "a.example.org",
});
const fixture = (name: string) => readFileSync(path.resolve(import.meta.dirname, "../fixtures/oai", name), "utf8");
const xml = (body: string) => new Response(body, { headers: { "content-type": "text/xml" } });

describe.each(engines)("two instances harvesting each other on $name", (engine) => {
  let a: { db: Db; close(): Promise<void> };
  let b: { db: Db; close(): Promise<void> };
  let peerA: Hono;
  /** A again, fifty records a page: a harvest that fails after its first page stores only fifty. */
  let peerASmallPages: Hono;
  let peerB: Hono;

  beforeAll(async () => {
    a = await engine.openDemo();
    b = await engine.open();
    peerA = new Hono().route("/oai", oaiRoutes(a.db, config, { pageSize: 1000 }));
    peerASmallPages = new Hono().route("/oai", oaiRoutes(a.db, config, { pageSize: 50 }));
    peerB = new Hono().route("/oai", oaiRoutes(b.db, { ...config, OAI_REPOSITORY_ID: "b.example.org" }));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const endpoint = async (db: Db, acronym: string, url: string, metadata_prefix: "oai_dc" | "marc21" = "marc21") => {
    await upsertEndpoint(db, {
      acronym,
      name: `Rede ${acronym}`,
      url,
      set_spec: null,
      metadata_prefix,
      home_url: null,
    });
    return (await findEndpoint(db, acronym))!;
  };
  const count = async (db: Db, acronym: string) =>
    (
      await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM network_record r JOIN network_endpoint e ON e.id = r.endpoint_id WHERE e.acronym = $1 AND NOT r.deleted",
        [acronym],
      )
    )[0].n;

  it("B harvests all of A with resumption tokens, then only what changed", async () => {
    const fetchA = (url: string) => Promise.resolve(peerA.request(url));
    const report = await harvestEndpoint(b.db, await endpoint(b.db, "DEMO", "http://a.test/oai"), { fetch: fetchA });
    expect(report).toEqual({ acronym: "DEMO", ok: true, pages: 4, records: 3661, deleted: 0 });
    expect(await count(b.db, "DEMO")).toBe(3661);
    // Kept apart: B's own catalogue is still empty.
    expect((await b.db.query<{ n: number }>("SELECT count(*)::int AS n FROM record"))[0].n).toBe(0);
    const [mine] = await a.db.query<{ id: number; title: string }>("SELECT id, title FROM record ORDER BY id LIMIT 1");
    const [theirs] = await b.db.query<{ title: string }>("SELECT title FROM network_record WHERE oai_identifier = $1", [
      `oai:a.example.org:${mine.id}`,
    ]);
    expect(theirs.title.startsWith(mine.title.slice(0, 10))).toBe(true);

    await a.db.query("UPDATE record SET updated_at = now() + interval '1 hour' WHERE id = $1", [mine.id]);
    const [gone] = await a.db.query<{ id: number }>("SELECT id FROM record ORDER BY id DESC LIMIT 1");
    await a.db.query("UPDATE record SET updated_at = now() - interval '1 hour' WHERE id <> $1", [mine.id]);
    await b.db.query("UPDATE network_endpoint SET last_success_at = now() + interval '30 minutes'");
    await a.db.query("UPDATE oai_tombstone SET deleted_at = now() + interval '1 hour'");
    await a.db.query("DELETE FROM record WHERE id = $1", [gone.id]);
    await a.db.query("UPDATE oai_tombstone SET deleted_at = now() + interval '1 hour' WHERE record_id = $1", [gone.id]);
    const again = await harvestEndpoint(b.db, (await findEndpoint(b.db, "DEMO"))!, { fetch: fetchA });
    expect(again).toEqual({ acronym: "DEMO", ok: true, pages: 1, records: 1, deleted: 1 });
    expect(await count(b.db, "DEMO")).toBe(3660);
  }, 180_000);

  it("A harvests B, which has nothing: a success with no records", async () => {
    const report = await harvestEndpoint(a.db, await endpoint(a.db, "VAZIA", "http://b.test/oai", "oai_dc"), {
      fetch: (url) => Promise.resolve(peerB.request(url)),
    });
    expect(report).toEqual({ acronym: "VAZIA", ok: true, pages: 1, records: 0, deleted: 0 });
    expect((await findEndpoint(a.db, "VAZIA"))!.last_success_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it("a real repository's answer with its quirks (HELDA, DSpace)", async () => {
    const report = await harvestEndpoint(b.db, await endpoint(b.db, "HELDA", "http://helda.test/oai", "oai_dc"), {
      fetch: () => Promise.resolve(xml(fixture("helda-listrecords.xml"))),
    });
    expect(report).toEqual({ acronym: "HELDA", ok: true, pages: 1, records: 1, deleted: 0 });
    const [row] = await b.db.query<{ title: string; creators: string[]; year: number; datestamp: string }>(
      "SELECT title, creators, year, datestamp FROM network_record WHERE oai_identifier = 'oai:helda.helsinki.fi:1975/7634'",
    );
    expect(row).toEqual({
      title: "Perunan typpilannoitus luonnonmukaisessa viljelyssä",
      creators: ["Tall, Anna"],
      year: 2007,
      datestamp: "2011-06-09T14:38:35Z",
    });
    expect((await findEndpoint(b.db, "HELDA"))!.last_success_at).toBe("2012-08-10T10:41:21Z");
  });

  it("garbage, an OAI error and a peer that is down are reported, never half-stored, never a crash", async () => {
    const garbage = await harvestEndpoint(b.db, await endpoint(b.db, "LIXO", "http://lixo.test/oai", "oai_dc"), {
      fetch: () => Promise.resolve(xml("<html><body>Erro <b>interno</html>")),
    });
    expect(garbage.ok).toBe(false);
    expect(garbage.error).toMatch(/^not well-formed XML/);
    const hostile = await harvestEndpoint(b.db, await endpoint(b.db, "LIXO", "http://lixo.test/oai", "oai_dc"), {
      fetch: () => Promise.resolve(xml('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><OAI-PMH>&a;</OAI-PMH>')),
    });
    expect(hostile.ok).toBe(false);
    const oaiError = await harvestEndpoint(b.db, await endpoint(b.db, "LIXO", "http://lixo.test/oai", "oai_dc"), {
      fetch: () =>
        Promise.resolve(
          xml('<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><error code="badArgument">no</error></OAI-PMH>'),
        ),
    });
    expect(oaiError).toEqual({
      acronym: "LIXO",
      ok: false,
      pages: 0,
      records: 0,
      deleted: 0,
      error: "OAI error badArgument: no",
    });
    const waits: number[] = [];
    const down = await harvestEndpoint(b.db, await endpoint(b.db, "FORA", "http://fora.test/oai"), {
      fetch: () => Promise.reject(new Error("connect ECONNREFUSED")),
      retries: 2,
      backoffMs: 100,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(down.error).toBe("unreachable after 3 attempts (connect ECONNREFUSED)");
    expect(waits).toEqual([100, 200]);
    // A good first page, then garbage: the first page stays, the last success does not move.
    let calls = 0;
    const halfway = await harvestEndpoint(b.db, await endpoint(b.db, "METADE", "http://a.test/oai"), {
      fetch: (url) => Promise.resolve(++calls === 1 ? peerASmallPages.request(url) : xml("<OAI-PMH")),
    });
    expect(halfway).toMatchObject({ ok: false, pages: 1, records: 50 });
    expect(await count(b.db, "METADE")).toBe(50);
    const state = (await findEndpoint(b.db, "METADE"))!;
    expect(state.last_success_at).toBeNull();
    expect(state.last_error).toMatch(/^not well-formed XML/);
    expect(await count(b.db, "LIXO")).toBe(0);
  });
});
