/**
 * The basket calls on real demo records: the records of a list of ids, the export of several
 * records as one file in each format, and the e-mail through a real SMTP server (a local
 * receiver started here, the message parsed with mailparser).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BasketRecord, EmailSendingMessage } from "../../api/catalogue/basket/contract.ts";
import { decodeIso2709 } from "../../api/catalogue/marc/iso2709.ts";
import { readMarcXml } from "../../api/catalogue/marc/marcxml.ts";
import type { MarcRecord } from "../../api/catalogue/marc/record.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";
import { mailTo, startSmtpReceiver, type SmtpReceiver } from "../support/smtp-receiver.ts";

async function* once(bytes: Uint8Array) {
  yield bytes;
}

/** ISO 2709 records one after another: split on the record terminator (0x1D). */
function splitIso2709(bytes: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x1d) {
      out.push(bytes.slice(start, i + 1));
      start = i + 1;
    }
  }
  return out;
}

describe.each(engines)("the basket calls on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let smtp: SmtpReceiver;
  let ids: number[];
  let titles: Map<number, string>;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    lib = await openTestLibrary(engine, {
      ...mailTo(smtp),
    });
    // Three real records of different kinds: a book, a thesis, a serial.
    const rows = await lib.db.query<{ id: number; title: string }>(
      `(SELECT id, title FROM record WHERE work_type = 1 AND author IS NOT NULL ORDER BY id LIMIT 1)
       UNION ALL (SELECT id, title FROM record WHERE work_type = 2 ORDER BY id LIMIT 1)
       UNION ALL (SELECT id, title FROM record WHERE work_type = 3 ORDER BY id LIMIT 1)`,
    );
    ids = rows.map((r) => r.id);
    titles = new Map(rows.map((r) => [r.id, r.title]));
  });
  afterAll(async () => {
    await lib?.close();
    await smtp?.close();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    lib.app.request("/api/acervo/exportar-cesta", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  it("lists the records of the ids in the order asked, leaving out unknown ones", async () => {
    const asked = [ids[2], 999_999, ids[0]];
    const res = await lib.call(`/api/acervo/cesta?acervos=${asked.join(",")}`);
    expect(res.status).toBe(200);
    const records = res.body as BasketRecord[];
    expect(records.map((r) => r.cod_acervo)).toEqual([ids[2], ids[0]]);
    expect(records[0].titulo).toBe(titles.get(ids[2]));
    expect(records[1].referencia).toContain(records[1].partes.find((p) => p.destaque === "negrito")!.texto);
    expect(Date.parse(records[0].atualizado_em)).not.toBeNaN();
    expect((await lib.call("/api/acervo/cesta?acervos=abc")).status).toBe(400);
  });

  it("gives the references in the CSL style asked, in the request's language, and refuses an unknown style", async () => {
    const abnt = (await lib.call(`/api/acervo/cesta?acervos=${ids.join(",")}`)).body as BasketRecord[];
    const res = await lib.call(`/api/acervo/cesta?acervos=${ids.join(",")}&estilo=mla`, { headers: { lang: "5" } });
    expect(res.status).toBe(200);
    const mla = res.body as BasketRecord[];
    expect(mla.map((r) => r.cod_acervo)).toEqual(ids);
    for (const [i, record] of mla.entries()) {
      const single = await lib.call(`/api/acervo/${record.cod_acervo}/referencia-csl?estilo=mla`, {
        headers: { lang: "5" },
      });
      expect(record.partes).toEqual((single.body as { partes: unknown }).partes);
      expect(record.referencia).not.toBe(abnt[i].referencia);
    }
    expect((await lib.call(`/api/acervo/cesta?acervos=${ids[0]}&estilo=harvard`)).status).toBe(400);
  });

  it("exports RIS of every record, one TY…ER block each", async () => {
    const res = await post({ dados: "ris", acervos: ids });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/x-research-info-systems; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="cesta.ris"');
    const text = await res.text();
    expect(text.match(/^TY {2}- /gm)).toHaveLength(3);
    expect(text.match(/^ER {2}-\s*$/gm)).toHaveLength(3);
    for (const id of ids) expect(text).toContain(`L2  - http://localhost/acervo/${id}`);
  });

  it("exports BibTeX with one entry per record and unique keys", async () => {
    // The same record twice counts once; two records' keys never clash.
    const res = await post({ dados: "bibtex", acervos: [...ids, ids[0]] });
    expect(res.headers.get("content-type")).toBe("application/x-bibtex; charset=utf-8");
    const text = await res.text();
    const keys = [...text.matchAll(/^@\w+\{([^,]+),$/gm)].map((m) => m[1]);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
  });

  it("exports ISO 2709 records that decode back, in the basket's order", async () => {
    const res = await post({ dados: "marc", acervos: ids });
    expect(res.headers.get("content-type")).toBe("application/marc");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="cesta.mrc"');
    const parts = splitIso2709(new Uint8Array(await res.arrayBuffer()));
    expect(parts).toHaveLength(3);
    // Exports follow the MARC tab's complete view (decision 015), local 9XX fields included.
    const stored = (await lib.call(`/api/acervo/${ids[1]}/marc?liberacao=1`)).body as { campos: unknown[] };
    expect(decodeIso2709(parts[1]).fields).toHaveLength(stored.campos.length);
  });

  it("exports one MARCXML collection", async () => {
    const res = await post({ dados: "marcxml", acervos: ids });
    expect(res.headers.get("content-type")).toMatch(/^application\/marcxml\+xml/);
    const records: MarcRecord[] = [];
    for await (const r of readMarcXml(once(new Uint8Array(await res.arrayBuffer())))) if (r.ok) records.push(r.record);
    expect(records).toHaveLength(3);
  });

  it("exports the ABNT references as text, alphabetically", async () => {
    const res = await post({ dados: "abnt", acervos: ids });
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const references = (await res.text()).trim().split("\n\n");
    expect(references).toHaveLength(3);
    expect([...references].sort((a, b) => a.localeCompare(b, "pt-BR", { sensitivity: "base" }))).toEqual(references);
    const listed = (await lib.call(`/api/acervo/cesta?acervos=${ids.join(",")}`)).body as BasketRecord[];
    expect(new Set(references)).toEqual(new Set(listed.map((r) => r.referencia)));
  });

  it("accepts a form post (repeated ids)", async () => {
    const form = new URLSearchParams([["dados", "ris"], ...ids.map((id) => ["acervos", String(id)])]);
    const res = await lib.app.request("/api/acervo/exportar-cesta", { method: "POST", body: form });
    expect(res.status).toBe(200);
    expect((await res.text()).match(/^TY {2}- /gm)).toHaveLength(3);
  });

  it("refuses bad input with a 4xx naming the problem", async () => {
    const bad = async (body: unknown, lang = "1") => {
      const res = await post(body, { lang });
      return { status: res.status, body: (await res.json()) as { error: { code: string; message: string } } };
    };
    expect((await bad({ dados: "pdf", acervos: ids })).body.error).toEqual({
      code: "invalid_parameter",
      message: "Parâmetro inválido: dados.",
    });
    expect((await bad({ dados: "ris", acervos: [] })).body.error.code).toBe("invalid_parameter");
    expect((await bad({ dados: "ris", acervos: ["x"] })).status).toBe(400);
    const tooMany = await bad({ dados: "ris", acervos: Array.from({ length: 201 }, (_, i) => i + 1) }, "5");
    expect(tooMany).toEqual({
      status: 400,
      body: { error: { code: "basket_too_large", message: "The basket holds at most 200 records." } },
    });
    expect((await bad({ dados: "ris", acervos: [999_998, 999_999] })).status).toBe(404);
    expect(
      (await bad({ tipo: "email", dados: "ris", acervos: ids, opcoesEmail: { destinatarios: "x@y" } })).body.error.code,
    ).toBe("invalid_email");
    expect((await bad({ tipo: "email", dados: "ris", acervos: ids })).body.error.code).toBe("email_required");
    expect((await bad({ tipo: "email", dados: "ris", acervos: ids, opcoesEmail: "a@b.org" })).body.error.message).toBe(
      "Parâmetro inválido: opcoesEmail.",
    );
  });

  it("lists the newest records for the new-acquisitions feed", async () => {
    // Make one record the newest, as a fresh import would.
    await lib.db.query("UPDATE record SET created_at = now() + interval '1 day' WHERE id = $1", [ids[1]]);
    const res = await lib.call("/api/acervo/novas-aquisicoes?limite=5");
    expect(res.status).toBe(200);
    const records = res.body as BasketRecord[];
    expect(records).toHaveLength(5);
    expect(records[0].cod_acervo).toBe(ids[1]);
    const created = records.map((r) => Date.parse(r.criado_em));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    expect((await lib.call("/api/acervo/novas-aquisicoes?limite=0")).status).toBe(400);
    expect((await lib.call("/api/acervo/novas-aquisicoes?limite=101")).status).toBe(400);
  });

  it("says e-mail can be sent", async () => {
    const res = await lib.call("/api/cesta/get-email-sending-message");
    expect((res.body as EmailSendingMessage).habilitado).toBe(true);
  });

  it("sends the basket by e-mail: references in the body, the file attached", async () => {
    const res = await post(
      {
        tipo: "email",
        dados: "bibtex",
        acervos: ids,
        opcoesEmail: { destinatarios: "ana@example.org; bia@example.com" },
      },
      { lang: "5" },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      enviado: true,
      destinatarios: ["ana@example.org", "bia@example.com"],
      total: 3,
    });
    const mail = await smtp.waitFor((m) => m.subject === "Records from the catalogue basket (3)");
    const to = Array.isArray(mail.to) ? mail.to : [mail.to];
    expect(to.flatMap((a) => a?.value.map((v) => v.address))).toEqual(["ana@example.org", "bia@example.com"]);
    expect(mail.from?.value[0].address).toBe("catalogo@example.org");
    for (const id of ids) expect(mail.text).toContain(`http://localhost/acervo/${id}`);
    expect(mail.html).toContain("<strong>");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0].filename).toBe("cesta.bib");
    expect(mail.attachments[0].contentType).toBe("application/x-bibtex");
    expect(mail.attachments[0].content.toString("utf8").match(/^@\w+\{/gm)).toHaveLength(3);
  });

  it("limits the mails one visitor sends and one address receives: 429, Retry-After, the visitor's language", async () => {
    const send = (to: string, clientAddress: string) =>
      lib.app.request(
        "/api/acervo/exportar-cesta",
        {
          method: "POST",
          headers: { "content-type": "application/json", lang: "5" },
          body: JSON.stringify({ tipo: "email", dados: "abnt", acervos: [ids[0]], opcoesEmail: { destinatarios: to } }),
        },
        { clientAddress },
      );
    for (let i = 0; i < 10; i++) expect((await send(`leitor-${i}@example.org`, "203.0.113.77")).status).toBe(200);
    const refused = await send("mais-um@example.org", "203.0.113.77");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: unknown }).error).toEqual({
      code: "too_many_requests",
      message: "Too many messages sent in a short time. Wait and try again later.",
    });
    // One address gets at most its daily share, however many visitors send to it.
    for (let i = 0; i < 10; i++) expect((await send("alvo@example.org", `198.51.100.${150 + i}`)).status).toBe(200);
    expect((await send("alvo@example.org", "198.51.100.170")).status).toBe(429);
    expect((await send("outro@example.org", "198.51.100.170")).status).toBe(200);
  });
});

describe("the basket by e-mail without SMTP settings", () => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engines[0]);
  });
  afterAll(async () => {
    await lib?.close();
  });

  it("says e-mail is unavailable and refuses with 503, not 500", async () => {
    const message = await lib.call("/api/cesta/get-email-sending-message");
    expect(message.body).toEqual({
      habilitado: false,
      mensagem: "O envio por e-mail não está disponível neste catálogo.",
    });
    const [{ id }] = await lib.db.query<{ id: number }>("SELECT id FROM record ORDER BY id LIMIT 1");
    const res = await lib.app.request("/api/acervo/exportar-cesta", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        tipo: "email",
        dados: "abnt",
        acervos: [id],
        opcoesEmail: { destinatarios: "ana@example.org" },
      }),
    });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("mail_unavailable");
  });
});
