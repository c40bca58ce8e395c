/**
 * SRU (decision 058), against real servers started here: this product's /sru on a second running
 * instance, read by its own client and by YAZ's zoomsh (a client no one here wrote), and Debian's
 * yaz-ztest read by this product's client. Then, on each engine, a remote catalogue configured
 * for a database type: searched, a record read from its MARCXML, Target's products listed, and
 * every way a remote catalogue fails said in words (404, 422, 503 with Retry-After).
 */
import { execFile } from "node:child_process";
import type { Server as HttpServer } from "node:http";
import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../api/app.ts";
import { readConfig } from "../../api/core/config.ts";
import { ApiError } from "../../api/core/errors.ts";
import type { SearchResponse } from "../../api/contract.ts";
import type { DatabaseType } from "../../api/network/network/contract.ts";
import { oaiRoutes } from "../../api/network/oai/oai.routes.ts";
import type { RemoteRecord, RemoteSearchResponse } from "../../api/network/remote/remote.calls.ts";
import { remoteSearch } from "../../api/network/remote/remote.service.ts";
import { sruRoutes } from "../../api/network/sru/sru.routes.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";
import { freePort, start, type Running } from "../support/processes.ts";

const run = promisify(execFile);

/** A second running instance: its service and its /sru (and /oai) on a port, as server/index.ts composes them. */
let other: { url: string; call(path: string): Promise<SearchResponse>; close(): Promise<void> };
let ztest: { url: string; server: Running };
/** Accepts connections and never answers: a catalogue that has gone quiet. */
let silent: Server;
let silentUrl: string;

beforeAll(async () => {
  const { db, close } = await engines[0].openDemo();
  const config = readConfig({ TOKEN_SECRET: "other-secret-other-secret-other-secret-01", DEMO_DATA: "off" });
  const api = createApi(db, config);
  const app = new Hono();
  app.all("/api/*", (c) => api.fetch(c.req.raw, { clientAddress: "127.0.0.1" }));
  app.route("/oai", oaiRoutes(db, config));
  app.route("/sru", sruRoutes(db, config));
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  // Idle connections outlive a busy machine's pauses between the tests' requests.
  (server as HttpServer).keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  other = {
    url,
    call: async (path) => (await (await fetch(`${url}${path}`)).json()) as SearchResponse,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await close();
    },
  };
  const port = await freePort();
  ztest = {
    url: `http://127.0.0.1:${port}/Default`,
    server: await start("yaz-ztest", ["-S", `@:${port}`], process.env, "listener"),
  };
  silent = createServer(() => undefined).listen(0, "127.0.0.1");
  await new Promise((resolve) => silent.once("listening", resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/sru`;
}, 120_000);

afterAll(async () => {
  ztest?.server.child.kill();
  silent?.close();
  await other?.close();
});

const sru = async (query: string, init?: RequestInit) => {
  const res = await fetch(`${other.url}/sru?${query}`, init);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  return res.text();
};
const texts = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}(?: [^>]*)?>([^<]*)</${tag}>`, "g"))].map((m) => m[1]);
const count = (xml: string) => Number(texts(xml, "zs:numberOfRecords")[0]);
const diagnostics = (xml: string) => texts(xml, "diag:uri").map((u) => Number(u.split("/").pop()));
const cql = (q: string) => encodeURIComponent(q);

describe("the SRU server (/sru on a running instance)", () => {
  it("explains itself in SRU 2.0's namespace, and SRU 1.2's when asked", async () => {
    const explain = await sru("operation=explain");
    expect(explain).toContain('<zs:explainResponse xmlns:zs="http://docs.oasis-open.org/ns/search-ws/sruResponse">');
    expect(explain).toContain('<zr:serverInfo protocol="SRU" version="2.0" transport="http">');
    for (const index of ["cql.serverchoice", "dc.title", "dc.creator", "dc.subject", "bath.isbn", "dc.date"])
      expect(texts(explain, "zr:title")).toContain(index);
    expect(explain).toContain('identifier="info:srw/schema/1/marcxml-v1.1"');
    expect(explain).toContain('identifier="info:srw/schema/1/dc-v1.1"');
    const old = await sru("version=1.2&operation=explain");
    expect(old).toContain('<zs:explainResponse xmlns:zs="http://www.loc.gov/zing/srw/"><zs:version>1.2</zs:version>');
  });

  it("finds what the catalogue's own search finds, field by field and with booleans", async () => {
    // A creator of a piano title, so that the AND below finds something.
    const [first] = (await other.call("/api/consulta?q=piano&for=TITULO&perPage=1")).registros;
    const creator = /\p{L}{3,}/u.exec(first.autor ?? "")![0];
    const same = [
      ["dc.title = piano", "q=piano&for=TITULO"],
      [`dc.title = piano and dc.creator = "${creator}"`, `q=piano&for=TITULO&q2=${creator}&for2=AUTOR&condition=AND`],
      ["dc.subject = musica or dc.subject = teatro", "q=musica&for=ASSUNTO&q2=teatro&for2=ASSUNTO&condition=OR"],
      [
        'piano not dc.creator = "bach" and dc.date > 2000',
        "q=piano&for=LIVRE&q2=bach&for2=AUTOR&condition=NOT&comp_ano=maior&ano=2000",
      ],
    ];
    for (const [query, search] of same) {
      const expected = (await other.call(`/api/consulta?${search}`)).totalRegistros;
      expect(expected, search).toBeGreaterThan(0);
      expect(count(await sru(`query=${cql(query)}&maximumRecords=0`)), query).toBe(expected);
    }
  });

  it("pages by startRecord and maximumRecords (bounded), in MARCXML or Dublin Core, as XML or escaped", async () => {
    const first = await sru(`query=piano&maximumRecords=4`);
    expect(texts(first, "zs:recordPosition")).toEqual(["1", "2", "3", "4"]);
    expect(texts(first, "zs:nextRecordPosition")).toEqual(["5"]);
    expect(first).toContain('<zs:recordData><record xmlns="http://www.loc.gov/MARC21/slim"><leader>');
    const ids = (xml: string) => texts(xml, 'controlfield tag="001"');
    // Positions 3 and 4 cross the service's pages of 2 (one page of 2 from position 3 would be 3–4, from 2: 2–3).
    const middle = await sru(`query=piano&startRecord=2&maximumRecords=2`);
    expect(texts(middle, "zs:recordPosition")).toEqual(["2", "3"]);
    expect(ids(middle)).toEqual(ids(first).slice(1, 3));
    const dc = await sru(`query=piano&maximumRecords=1&recordSchema=dc`);
    // The record's schema, then the request's as echoed.
    expect(texts(dc, "zs:recordSchema")).toEqual(["info:srw/schema/1/dc-v1.1", "dc"]);
    expect(dc).toContain('<srw_dc:dc xmlns:srw_dc="info:srw/schema/1/dc-schema"');
    expect(texts(dc, "dc:title").length).toBe(1);
    const escaped = await sru(`query=piano&maximumRecords=1&recordXMLEscaping=string`);
    expect(escaped).toContain("<zs:recordData>&lt;record xmlns=&quot;http://www.loc.gov/MARC21/slim&quot;&gt;");
    const many = await sru(`query=a&maximumRecords=500`);
    expect(texts(many, "zs:recordPosition")).toHaveLength(50);
    const old = await sru(`version=1.2&operation=searchRetrieve&query=piano&maximumRecords=1&recordPacking=xml`);
    expect(old).toContain('xmlns:zs="http://www.loc.gov/zing/srw/"><zs:version>1.2</zs:version>');
    const post = await sru("", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "operation=searchRetrieve&query=piano&maximumRecords=0",
    });
    expect(count(post)).toBe(count(first));
  });

  it("answers every problem of a request with its diagnostic, never a server error", async () => {
    const cases: [string, number][] = [
      [`query=${cql("piano and (")}`, 10],
      [`query=${cql("dc.publisher = x")}`, 16],
      [`query=${cql("dc.title within x")}`, 19],
      [`query=${cql("(a or b) and (c or d)")}`, 48],
      [`query=piano&recordSchema=mods`, 66],
      [`query=piano&maximumRecords=-1`, 6],
      [`query=piano&startRecord=99999`, 61],
      [`operation=searchRetrieve`, 7],
      [`operation=scan&scanClause=x`, 4],
      [`version=3.0&operation=explain`, 5],
    ];
    for (const [query, code] of cases) expect(diagnostics(await sru(query)), query).toEqual([code]);
    const refused = await sru(`query=${cql("dc.publisher = x")}`);
    expect(texts(refused, "diag:message")).toEqual(["Unsupported index"]);
    expect(texts(refused, "zs:query")).toEqual(["dc.publisher = x"]);
  });

  it("is read by YAZ's zoomsh, a client no one here wrote", async () => {
    const { stdout } = await run("zoomsh", [
      "-e",
      "set sru get",
      "set sru_version 2.0",
      `connect ${other.url}/sru`,
      "search cql:dc.title=piano",
      "show 0 1",
      "quit",
    ]);
    const expected = count(await sru(`query=${cql("dc.title=piano")}&maximumRecords=0`));
    expect(stdout).toContain(`${other.url}/sru: ${expected} hits`);
    expect(stdout).toContain('<record xmlns="http://www.loc.gov/MARC21/slim">');
  });
});

describe.each(engines)("remote catalogues over SRU on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  const setTargets = (targets: object[] | null) =>
    targets === null
      ? lib.db.query(`DELETE FROM institution_param WHERE key = 'catalogos_remotos'`)
      : lib.db.query(
          `INSERT INTO institution_param (key, value) VALUES ('catalogos_remotos', $1)
           ON CONFLICT (key) DO UPDATE SET value = $1`,
          [JSON.stringify(targets)],
        );
  const OTHER = () => ({ codigo: 113, nome: "Outra instância (SRU)", url: `${other.url}/sru` });
  const ZTEST = () => ({ codigo: 89, nome: "YAZ ztest", url: ztest.url, versao: "1.2" });

  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    // The visitors' category is granted 89 too (the demo grants 109 and 113).
    await lib.db.query(
      `INSERT INTO category_permission (category, module, activity, description) VALUES ('publico', 3, 89, 'Rede Pergamum')`,
    );
    await setTargets([OTHER(), ZTEST()]);
  }, 120_000);
  afterAll(async () => {
    await lib?.close();
  });

  it("offers the configured database types, named by their remote catalogue", async () => {
    const bases = (await lib.call("/api/rede-pergamum/bases")).body as DatabaseType[];
    expect(bases).toEqual([
      { codigo: 89, base: "rede_pergamum", descricao: "Rede Pergamum", disponivel: true, remoto: "YAZ ztest" },
      { codigo: 109, base: "rede_oai_local", descricao: "Rede OAI Local", disponivel: true },
      {
        codigo: 113,
        base: "target_gedweb",
        descricao: "Target GEDWeb",
        disponivel: true,
        remoto: "Outra instância (SRU)",
      },
    ]);
  });

  it("searches another instance's /sru and reads a record by its position, with its source", async () => {
    const res = await lib.call("/api/rede-pergamum/remoto/113?q=piano&for=TITULO&perPage=5");
    expect(res.status).toBe(200);
    const body = res.body as RemoteSearchResponse;
    expect(body.totalRegistros).toBe((await other.call("/api/consulta?q=piano&for=TITULO")).totalRegistros);
    expect(body.fonte).toEqual({ codigo: 113, nome: "Outra instância (SRU)", url: `${other.url}/sru` });
    expect(body.registros.map((r) => r.posicao)).toEqual([1, 2, 3, 4, 5]);
    expect(body.registros.every((r) => /piano/i.test(r.titulo))).toBe(true);
    const second = await lib.call("/api/rede-pergamum/remoto/113/registro?q=piano&for=TITULO&pos=2");
    expect(second.status).toBe(200);
    const record = second.body as RemoteRecord;
    expect(record.titulo).toBe(body.registros[1].titulo);
    expect(record.fonte.nome).toBe("Outra instância (SRU)");
    expect(record.marc.lider).toMatch(/^\d{5}/);
    expect(record.dublin_core.find((d) => d.elemento === "dc:title")?.valor).toBe(record.titulo);
    const gone = await lib.call("/api/rede-pergamum/remoto/113/registro?q=piano&for=TITULO&pos=9999");
    expect([gone.status, (gone.body as { error: { code: string } }).error.code]).toEqual([404, "record_not_found"]);
  });

  it("searches Debian's yaz-ztest over SRU 1.2", async () => {
    const res = await lib.call("/api/rede-pergamum/remoto/89?q=computer");
    expect(res.status).toBe(200);
    const body = res.body as RemoteSearchResponse;
    expect(body.totalRegistros).toBeGreaterThan(0);
    expect(body.fonte.nome).toBe("YAZ ztest");
    expect(body.registros[0]).toMatchObject({ posicao: 1, titulo: "How to program a computer", autor: "Jack Collins" });
  });

  it("lists Target's products from its configured service, or says none is configured", async () => {
    const products = await lib.call("/api/consulta/produtos-target?termoPesquisa=piano");
    expect(products.status).toBe(200);
    expect(products.body).toMatchObject({ configurado: true, url: null, termoPesquisa: "piano" });
    expect(products.body.fonte.nome).toBe("Outra instância (SRU)");
    expect(products.body.produtos.length).toBeGreaterThan(0);
    await lib.db.query(
      `INSERT INTO institution_param (key, value) VALUES ('url_target_gedweb', 'https://target.example/norma/{numero}')
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    );
    try {
      await setTargets([ZTEST()]);
      // The standards links' {numero} is the term here, never left in the address.
      expect((await lib.call("/api/consulta/produtos-target?termoPesquisa=NBR 6023")).body).toEqual({
        configurado: true,
        url: "https://target.example/norma/NBR%206023",
        termoPesquisa: "NBR 6023",
      });
    } finally {
      await lib.db.query(`DELETE FROM institution_param WHERE key = 'url_target_gedweb'`);
      await setTargets([OTHER(), ZTEST()]);
    }
  });

  it("says in words when a remote catalogue is not configured, refuses, is silent, unreachable or unreadable", async () => {
    const error = (res: { body: unknown }) => (res.body as { error: { code: string; message: string } }).error;
    const none = await lib.call("/api/rede-pergamum/remoto/96?q=piano");
    expect([none.status, error(none).code]).toEqual([404, "not_configured"]);
    const refused = await lib.call(`/api/rede-pergamum/remoto/113?q=${encodeURIComponent("*")}`);
    expect(refused.status).toBe(422);
    expect(error(refused).message).toBe(
      "O catálogo Outra instância (SRU) recusou a pesquisa: Empty term unsupported: \\*",
    );
    const closed = `http://127.0.0.1:${await freePort()}/sru`;
    for (const [url, message] of [
      [closed, "Não foi possível conectar ao catálogo Longe. Tente novamente mais tarde."],
      [`${other.url}/oai`, "O catálogo Longe deu uma resposta que não pôde ser lida. Tente novamente mais tarde."],
    ]) {
      await setTargets([{ codigo: 113, nome: "Longe", url }]);
      const res = await lib.app.request("/api/rede-pergamum/remoto/113?q=piano");
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("60");
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    await setTargets([{ codigo: 113, nome: "Calado", url: silentUrl }]);
    const silence = await remoteSearch(
      lib.db,
      113,
      { q: "piano", for: "LIVRE", page: 1, perPage: 5 },
      { timeoutMs: 200 },
    )
      .then(() => null)
      .catch((e: unknown) => e);
    expect(silence).toBeInstanceOf(ApiError);
    expect(silence).toMatchObject({ status: 503, messageKey: "errors.remote_timeout", retryAfter: 60 });
    await setTargets([OTHER(), ZTEST()]);
  });
});
