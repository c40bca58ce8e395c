/**
 * The interest profile (DSI) and the bibliographic bulletin through HTTP
 * (decision 031), on both engines: each part's CRUD and refusals, another patron's entries not
 * found, the demo profile's titles, an import's new matches (once), the e-mail digest read back
 * from a local SMTP server with its unsubscribe link, the private feed and its revocation, and the
 * bulletin's groups.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type {
  HeadingHit,
  InterestAuxInfo,
  InterestEntry,
  InterestFeed,
  InterestProfile,
  InterestTitles,
  PeriodicalHit,
} from "../../api/patron/interest/contract.ts";
import type { ReportCard, ReportCardChapterData, ReportCardData } from "../../api/patron/bulletin/contract.ts";
import type { TokenResponse } from "../../api/contract.ts";
import { seedInterest } from "../../api/operations/demo/interest.ts";
import { seedTeachingPlans } from "../../api/operations/demo/teaching-plans.ts";
import { importFiles } from "../../api/operations/import/importer.ts";
import { sendDigests } from "../../api/patron/interest/interest-delivery.service.ts";
import { lastValidDay } from "../../api/patron/interest/interest.service.ts";
import { mailerFor } from "../../api/operations/mail/mailer.ts";
import { todayInSaoPaulo } from "../../api/patron/personal/personal-data.rules.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";
import { mailTo, startSmtpReceiver, type SmtpReceiver } from "../support/smtp-receiver.ts";

const tmp = mkdtempSync(path.join(tmpdir(), "interest-test-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A new record about Economics, with markup and an ampersand in its title (escaped in the HTML mail). */
function economicsRecord(): string {
  const file = path.join(tmp, "economics.xml");
  writeFileSync(
    file,
    `<?xml version="1.0" encoding="UTF-8"?>
<collection xmlns="http://www.loc.gov/MARC21/slim">
  <record>
    <leader>00000nam a2200000 a 4500</leader>
    <controlfield tag="001">interest-test-1</controlfield>
    <controlfield tag="003">TEST</controlfield>
    <controlfield tag="008">261126s2026    bl            000 0 por d</controlfield>
    <datafield tag="082" ind1="0" ind2="4"><subfield code="a">330</subfield></datafield>
    <datafield tag="100" ind1="1" ind2=" "><subfield code="a">Teste, Autora</subfield></datafield>
    <datafield tag="245" ind1="1" ind2="0"><subfield code="a">Economia &amp; &lt;b&gt;mercados&lt;/b&gt; :</subfield><subfield code="b">um registro de teste</subfield></datafield>
    <datafield tag="260" ind1=" " ind2=" "><subfield code="a">Florianópolis :</subfield><subfield code="b">Editora Teste,</subfield><subfield code="c">2026.</subfield></datafield>
    <datafield tag="650" ind1=" " ind2="0"><subfield code="a">Economics.</subfield></datafield>
  </record>
</collection>
`,
  );
  return file;
}

const TEST_TITLE = "Economia & <b>mercados</b> : um registro de teste";

/** The demo records under the subject "Economics", by title (the demo profile of `demo`). */
const ECONOMICS_TITLES = [
  "Annual report 1990",
  "¿Crisis de la econometria o crisis de la economia politica?",
  "The economics of industrial society",
  "Economics of social issues",
  "Essays in the Economics of Sports and Trade",
  "Knowledge, evolution and society",
  "El sentido reverencial del dinero",
];

describe.each(engines)("the interest profile on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let smtp: SmtpReceiver;
  const tokens: Record<string, string> = {};
  const today = todayInSaoPaulo();

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    lib = await openTestLibrary(engine, {
      ...mailTo(smtp),
      OPAC_PUBLIC_URL: "https://opac.example.org",
    });
    await seedTeachingPlans(lib.db);
    await seedInterest(lib.db);
    for (const login of ["demo", "professor", "perfil", "norte"]) {
      const res = await lib.call("/api/oauth/token", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ grant_type: "password", username: login, password: login }),
      });
      tokens[login] = (res.body as TokenResponse).access_token;
    }
  });
  afterAll(async () => {
    await lib?.close();
    await smtp?.close();
  });

  const as = (login: string, method = "GET", body?: unknown) => ({
    method,
    headers: {
      authorization: `Bearer ${tokens[login]}`,
      lang: "5",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const call = (login: string, url: string, method = "GET", body?: unknown) =>
    lib.call(`/api/perfil-interesse${url}`, as(login, method, body));

  it("is private: no bearer, no profile", async () => {
    const res = await lib.call("/api/perfil-interesse", {});
    expect(res.status).toBe(401);
    expect((await lib.call("/api/perfil-interesse/titulos", {})).status).toBe(401);
  });

  it("offers the catalogue's knowledge areas, work types, languages and libraries", async () => {
    const res = await call("perfil", "/areas-interesse/info-auxiliar");
    expect(res.status).toBe(200);
    const aux = res.body as InterestAuxInfo;
    expect(aux.areas).toEqual([
      { codigo: 4, descricao: "Ciências da Saúde" },
      { codigo: 1, descricao: "Ciências Exatas e da Terra" },
      { codigo: 7, descricao: "Ciências Humanas" },
      { codigo: 8, descricao: "Linguística, Letras e Artes" },
    ]);
    expect(aux.tiposObra.slice(0, 3)).toEqual([
      { codigo: 1, descricao: "Book" },
      { codigo: 2, descricao: "Thesis or dissertation" },
      { codigo: 3, descricao: "Serial" },
    ]);
    expect(aux.idiomas.slice(0, 3)).toEqual([
      { codigo: "eng", descricao: "English", titulos: 2008 },
      { codigo: "ger", descricao: "German", titulos: 380 },
      { codigo: "spa", descricao: "Spanish", titulos: 219 },
    ]);
    expect(aux.bibliotecas.map((b) => b.descricao)).toEqual([
      "Biblioteca Central",
      "Biblioteca de Ciências Humanas",
      "Biblioteca do Campus Norte",
    ]);
  });

  it("names each of the catalogue's languages in words, once, in pt, en and es", async () => {
    const languages = async (lang: string) => {
      const res = await lib.call("/api/perfil-interesse/areas-interesse/info-auxiliar", {
        headers: { authorization: `Bearer ${tokens.perfil}`, lang },
      });
      return (res.body as InterestAuxInfo).idiomas;
    };
    const named = (list: InterestAuxInfo["idiomas"], codes: string[]) =>
      codes.map((code) => list.find((l) => l.codigo === code)?.descricao);
    const codes = ["map", "sai", "scc", "scr", "hat", "zxx"];
    const [pt, es, en] = [await languages("1"), await languages("3"), await languages("5")];
    expect(named(pt, codes)).toEqual([
      "Idiomas austronesianos",
      "Nativo Sul-Americano (Outros)",
      "Sérvio",
      "Croata",
      "Haitiano",
      "Sem conteúdo linguístico",
    ]);
    expect(named(es, codes)).toEqual([
      "Idiomas austronesios",
      "Idiomas indios sudamericanos (Otros)",
      "Serbio",
      "Croata",
      "Criollo haitiano",
      "Sin contenido lingüístico",
    ]);
    expect(named(en, codes)).toEqual([
      "Austronesian languages",
      "South American Indian (Other)",
      "Serbian",
      "Croatian",
      "Haitian Creole",
      "No linguistic content",
    ]);
    for (const list of [pt, es, en]) {
      const names = list.map((l) => l.descricao);
      expect(new Set(names).size).toBe(names.length);
      expect(names.every((name) => !/^[a-z]{3}$/.test(name))).toBe(true);
    }
  });

  it("shows the demo profile and exactly the titles it matches", async () => {
    const profile = (await call("demo", "")).body as InterestProfile;
    expect(profile.entradas.map((e) => [e.tipoDSI, e.itens, e.validade])).toEqual([["S", "Economics", null]]);
    expect(profile.resumo_email).toBe(true);
    expect(profile.tem_email).toBe(true);
    const titles = (await call("demo", "/titulos")).body as InterestTitles;
    expect(titles.total).toBe(7);
    expect(titles.titulos.map((t) => t.titulo).sort()).toEqual([...ECONOMICS_TITLES].sort());
    const professor = (await call("professor", "/titulos?pagina=2")).body as InterestTitles;
    expect(professor.pagina).toBe(2);
    // Brahms's 8 records and the catalogue's 18 scores (none of them his).
    expect(professor.total).toBe(26);
    expect(professor.titulos).toHaveLength(6);
  });

  it("searches the catalogue's headings and adds, dates and removes authors and subjects", async () => {
    const found = await call("perfil", "/area-autor-assunto/pesquisa?tipoPesquisa=assunto&termoPesquisa=anatom");
    expect(found.status).toBe(200);
    const anatomy = (found.body as HeadingHit[]).find((h) => h.termo === "Anatomy");
    expect(anatomy).toEqual({ tipoPesquisa: "assunto", termo: "Anatomy", titulos: 9, noPerfil: false });
    const authors = (await call("professor", "/area-autor-assunto/pesquisa?tipoPesquisa=autor&termoPesquisa=brahms"))
      .body as HeadingHit[];
    expect(authors[0]).toEqual({ tipoPesquisa: "autor", termo: "Brahms, Johannes", titulos: 8, noPerfil: true });

    const added = await call("perfil", "/area-autor-assunto", "POST", { tipoPesquisa: "assunto", termo: "anatomy" });
    expect(added.status).toBe(201);
    const entry = added.body as InterestEntry;
    expect(entry).toMatchObject({ tipoDSI: "S", itens: "Anatomy", validade: null, expirada: false });
    const again = await call("perfil", "/area-autor-assunto", "POST", { tipoPesquisa: "assunto", termo: "Anatomy" });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("This entry is already in your interest profile.");
    const unknown = await call("perfil", "/area-autor-assunto", "POST", {
      tipoPesquisa: "autor",
      termo: "Ninguém, Fulano",
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.code).toBe("interest_heading_unknown");

    const cuba = (await call("perfil", "/area-autor-assunto", "POST", { tipoPesquisa: "assunto", termo: "Cuba" }))
      .body as InterestEntry;
    const listed = (await call("perfil", "/area-autor-assunto")).body as InterestEntry[];
    expect(listed.map((e) => e.itens)).toEqual(["Anatomy", "Cuba"]);

    const validity = (validade: string) =>
      call("perfil", "/area-autor-assunto/validade", "PUT", { codigo: entry.codigo, validade });
    const past = await validity("2020-01-01");
    expect(past.status).toBe(422);
    expect(past.body.error.message).toBe("The validity date cannot be before today.");
    const notADay = await validity("2026-02-30");
    expect(notADay.body.error.message).toBe("The validity date must be a date in the format YYYY-MM-DD.");
    const tooFar = await validity(`${Number(today.slice(0, 4)) + 6}-01-01`);
    expect(tooFar.body.error.message).toBe("The validity date can be at most 5 years from today.");
    const ok = await validity(lastValidDay(today));
    expect(ok.status).toBe(200);
    expect((ok.body as InterestEntry).validade).toBe(lastValidDay(today));
    expect(((await validity(today)).body as InterestEntry).validade).toBe(today);
    expect(((await validity("")).body as InterestEntry).validade).toBeNull();

    // Another patron's entry is not found, whatever the call.
    for (const [method, url, body] of [
      ["PUT", "/area-autor-assunto/validade", { codigo: entry.codigo, validade: today }],
      ["PUT", "/validade", { codigo: entry.codigo, validade: today }],
      ["DELETE", `/area-autor-assunto?codigo=${entry.codigo}`, undefined],
    ] as const) {
      const res = await call("norte", url, method, body);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Interest profile entry not found.");
    }
    // …nor under another part's path.
    expect((await call("perfil", `/periodicos?codigo=${entry.codigo}`, "DELETE")).status).toBe(404);

    const titles = (await call("perfil", "/titulos")).body as InterestTitles;
    expect(titles.total).toBe(17);
    expect((await call("perfil", `/area-autor-assunto?codigo=${cuba.codigo}`, "DELETE")).body).toEqual({
      removido: true,
    });
    expect((await call("perfil", `/area-autor-assunto?codigo=${cuba.codigo}`, "DELETE")).status).toBe(404);
    expect(((await call("perfil", "/titulos")).body as InterestTitles).total).toBe(9);
    expect((await call("perfil", `/area-autor-assunto?codigo=${entry.codigo}`, "DELETE")).status).toBe(200);
    expect(((await call("perfil", "/titulos")).body as InterestTitles).total).toBe(0);
  });

  it("follows periodicals at chosen libraries, with at least one journal type", async () => {
    const hits = (await call("perfil", "/periodicos/pesquisa?termoPesquisa=acta%20anat&bibliotecas=2"))
      .body as PeriodicalHit[];
    expect(hits.map((h) => [h.titulo, h.issn])).toEqual([["Acta anatomica", ["0001-5180"]]]);
    const journal = hits[0];
    const none = await call("perfil", "/periodicos", "POST", { cod_acervo: journal.cod_acervo, bibliotecas: [2] });
    expect(none.status).toBe(422);
    expect(none.body.error.message).toBe(
      "Choose at least one kind of journal alert: issue, article or table of contents.",
    );
    const unknownLibrary = await call("perfil", "/periodicos", "POST", {
      cod_acervo: journal.cod_acervo,
      fasciculo: true,
      bibliotecas: [99],
    });
    expect(unknownLibrary.status).toBe(404);
    const notSerial = await call("perfil", "/periodicos", "POST", { cod_acervo: 1, fasciculo: true });
    expect(notSerial.body.error.code).toBe("record_not_found");
    const added = await call("perfil", "/periodicos", "POST", {
      cod_acervo: journal.cod_acervo,
      fasciculo: "S",
      bibliotecas: "2,1",
    });
    expect(added.status).toBe(201);
    const entry = added.body as InterestEntry;
    expect(entry).toMatchObject({
      tipoDSI: "P",
      itens: "Acta anatomica",
      fasciculo: true,
      artigo: false,
      sumario: false,
      bibliotecas: [1, 2],
    });
    const changed = await call("perfil", "/periodicos", "PUT", {
      codigo: entry.codigo,
      artigo: true,
      sumario: true,
      bibliotecas: [],
    });
    expect(changed.body).toMatchObject({ fasciculo: false, artigo: true, sumario: true, bibliotecas: [] });
    const cleared = await call("perfil", "/periodicos", "PUT", { codigo: entry.codigo });
    expect(cleared.status).toBe(422);
    expect((await call("norte", "/periodicos", "PUT", { codigo: entry.codigo, fasciculo: true })).status).toBe(404);
    expect(((await call("perfil", "/periodicos")).body as InterestEntry[]).map((e) => e.itens)).toEqual([
      "Acta anatomica",
    ]);
    expect(((await call("perfil", "/titulos")).body as InterestTitles).titulos.map((t) => t.titulo)).toEqual([
      "Acta anatomica",
    ]);
    expect((await call("perfil", `/periodicos?codigo=${entry.codigo}`, "DELETE")).status).toBe(200);
  });

  it("follows work types, optionally within a knowledge area, and the profile's languages", async () => {
    const added = await call("perfil", "/tipo-obra", "POST", { cod_tipo_obra: 7 });
    expect(added.status).toBe(201);
    const entry = added.body as InterestEntry;
    expect(entry).toMatchObject({ tipoDSI: "T", cod_tipo_obra: 7, codTipoArea: null });
    expect((await call("perfil", "/tipo-obra", "POST", { cod_tipo_obra: 7 })).status).toBe(409);
    expect((await call("perfil", "/tipo-obra", "POST", { cod_tipo_obra: 99 })).body.error.code).toBe(
      "interest_work_type_unknown",
    );
    expect((await call("perfil", "/tipo-obra", "POST", { cod_tipo_obra: 1, codTipoArea: 5 })).body.error.code).toBe(
      "interest_area_unknown",
    );
    expect(((await call("perfil", "/titulos")).body as InterestTitles).total).toBe(18);
    // Only in German.
    const prefs = await call("perfil", "/preferencias", "PUT", { idiomas: ["ger"], bibliotecas: [] });
    expect((prefs.body as InterestProfile).idiomas).toEqual(["ger"]);
    expect(((await call("perfil", "/titulos")).body as InterestTitles).total).toBe(1);
    expect((await call("perfil", "/preferencias", "PUT", { idiomas: ["xyz"] })).body.error.code).toBe(
      "interest_language_unknown",
    );
    await call("perfil", "/preferencias", "PUT", { idiomas: [], bibliotecas: [] });
    // Books of the History teaching plans' area (Ciências Humanas, through their bibliographies).
    const humanities = await call("perfil", "/tipo-obra", "PUT", {
      codigo: entry.codigo,
      cod_tipo_obra: 1,
      codTipoArea: 7,
    });
    expect(humanities.body).toMatchObject({ cod_tipo_obra: 1, codTipoArea: 7 });
    expect(((await call("perfil", "/titulos")).body as InterestTitles).total).toBe(16);
    expect((await call("norte", `/tipo-obra?codigo=${entry.codigo}`, "DELETE")).status).toBe(404);
    expect((await call("perfil", `/tipo-obra?codigo=${entry.codigo}`, "DELETE")).status).toBe(200);
    expect((await call("perfil", "/tipo-obra")).body).toEqual([]);
  });

  it("collects an import's new matches once, mails them, and unsubscribes by the link", async () => {
    const file = economicsRecord();
    const before = await lib.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM interest_match WHERE patron_id = 1001",
    );
    expect(before[0].n).toBe(0);
    await importFiles(lib.db, [file]);
    const matches = async () =>
      lib.db.query<{ title: string }>(
        "SELECT r.title FROM interest_match m JOIN record r ON r.id = m.record_id WHERE m.patron_id = 1001",
      );
    expect((await matches()).map((m) => m.title)).toEqual([TEST_TITLE]);
    const alerts = await lib.db.query<{ kind: string; params: { count: number }; link: string }>(
      "SELECT kind, params, link FROM patron_alert WHERE patron_id = 1001 AND kind = 'interest_new_titles'",
    );
    expect(alerts).toEqual([
      { kind: "interest_new_titles", params: { count: 1 }, link: "/meupergamum/perfil-interesse#titulos" },
    ]);
    // Imported again (an update): nothing new, no second alert.
    await importFiles(lib.db, [file]);
    expect(await matches()).toHaveLength(1);
    expect(
      await lib.db.query("SELECT 1 FROM patron_alert WHERE patron_id = 1001 AND kind = 'interest_new_titles'"),
    ).toHaveLength(1);
    // Nobody else follows Economics.
    expect(await lib.db.query("SELECT 1 FROM interest_match WHERE patron_id <> 1001")).toEqual([]);

    const run = await sendDigests(lib.db, mailerFor(lib.config)!, {
      origin: "https://opac.example.org/",
      secret: lib.config.tokenSecret,
      lang: "en",
    });
    expect(run).toEqual({ sent: 1, titles: 1, failed: 0 });
    const mail = await smtp.waitFor((m) => m.subject === "Interest profile: 1 new title(s) in the catalogue");
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe("demo@biblioteca.example");
    const [record] = await lib.db.query<{ id: number }>(
      "SELECT id FROM record WHERE source_key = 'interest-test-1|TEST'",
    );
    expect(mail.text).toContain(`${TEST_TITLE} · Teste, Autora · 2026\nhttps://opac.example.org/acervo/${record.id}\n`);
    expect(mail.html).toContain(
      `<a href="https://opac.example.org/acervo/${record.id}">Economia &#38; &#60;b&#62;mercados&#60;/b&#62; : um registro de teste · Teste, Autora · 2026</a>`,
    );
    expect(mail.html).not.toContain("<b>mercados");
    const link = /https:\/\/opac\.example\.org\/perfil-interesse\/cancelar-resumo\/(\S+)/.exec(mail.text ?? "");
    expect(link).not.toBeNull();
    const token = link![1];

    // Sent once: a second run has nothing to send.
    expect(
      await sendDigests(lib.db, mailerFor(lib.config)!, {
        origin: "https://opac.example.org",
        secret: lib.config.tokenSecret,
        lang: "en",
      }),
    ).toEqual({ sent: 0, titles: 0, failed: 0 });

    const state = await lib.call(`/api/perfil-interesse/resumo/cancelar/${token}`, { headers: { lang: "5" } });
    expect(state.body).toEqual({ nome: "Ana Demonstração", resumo_email: true });
    const off = await lib.call(`/api/perfil-interesse/resumo/cancelar/${token}`, { method: "POST" });
    expect(off.body).toEqual({ nome: "Ana Demonstração", resumo_email: false });
    expect(((await call("demo", "")).body as InterestProfile).resumo_email).toBe(false);
    const forged = await lib.call(`/api/perfil-interesse/resumo/cancelar/1002.${token.split(".")[1]}`, {
      method: "POST",
      headers: { lang: "5" },
    });
    expect(forged.status).toBe(404);
    expect(forged.body.error.message).toBe("This unsubscribe link is not valid.");
    // On again (the page's checkbox); a patron without an e-mail cannot.
    expect(((await call("demo", "/resumo", "PUT", { ativo: true })).body as InterestProfile).resumo_email).toBe(true);
    await lib.db.query("UPDATE patron SET email = NULL WHERE id = 1003");
    const noEmail = await call("norte", "/resumo", "PUT", { ativo: "on" });
    expect(noEmail.status).toBe(422);
    expect(noEmail.body.error.code).toBe("interest_no_email");
  });

  it("lists the matches in a private feed whose address can be replaced", async () => {
    expect(((await call("demo", "")).body as InterestProfile).feed_token).toBeNull();
    const made = await call("demo", "/feed", "POST");
    const token = made.body.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(((await call("demo", "")).body as InterestProfile).feed_token).toBe(token);
    const feed = await lib.call(`/api/perfil-interesse/feed/${token}`, {});
    expect(feed.status).toBe(200);
    expect((feed.body as InterestFeed).nome).toBe("Ana Demonstração");
    expect((feed.body as InterestFeed).titulos.map((t) => t.titulo)).toEqual([TEST_TITLE]);
    // A new address: the old one is gone.
    const remade = (await call("demo", "/feed", "POST")).body.token as string;
    expect(remade).not.toBe(token);
    const old = await lib.call(`/api/perfil-interesse/feed/${token}`, { headers: { lang: "5" } });
    expect(old.status).toBe(404);
    expect(old.body.error.message).toBe("This feed address does not exist or has been replaced.");
    expect((await lib.call(`/api/perfil-interesse/feed/${remade}`, {})).status).toBe(200);
    expect((await call("demo", "/feed", "DELETE")).body).toEqual({ token: null });
    expect((await lib.call(`/api/perfil-interesse/feed/${remade}`, {})).status).toBe(404);
  });
});

describe.each(engines)("the bibliographic bulletin on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    await seedInterest(lib.db);
  });
  afterAll(async () => {
    await lib?.close();
  });

  it("lists this month's bulletin, its areas and chapters, and a chapter's titles", async () => {
    const month = todayInSaoPaulo().slice(0, 7);
    const cards = (await lib.call("/api/bibliographic-alert/get-report-cards")).body as ReportCard[];
    expect(cards.map((c) => [c.mes, c.total])).toEqual([[month, 3661]]);
    const id = cards[0].cod_report_card;
    const data = (await lib.call(`/api/bibliographic-alert/get-report-card-data?cod_report_card=${id}`))
      .body as ReportCardData;
    expect(data.areas.map((a) => [a.descricao, a.total])).toEqual(AREA_TOTALS);
    const health = data.areas.find((a) => a.descricao === "Ciências da Saúde")!;
    expect(health.capitulos).toEqual(HEALTH_CHAPTERS);
    const chapter = await lib.call(
      `/api/bibliographic-alert/get-report-card-data-item?cod_report_card=${id}&chapter_code=LC-R&pagina=2`,
    );
    expect(chapter.status).toBe(200);
    const body = chapter.body as ReportCardChapterData;
    expect(body.area).toEqual({ codigo: "4.00.00.00-1", descricao: "Ciências da Saúde" });
    expect(body.capitulo).toEqual({ chapter_code: "LC-R", descricao: "R – Medicina (LC)", total: 21 });
    expect(body.titulos).toHaveLength(1);
    const missing = await lib.call(
      `/api/bibliographic-alert/get-report-card-data-item?cod_report_card=${id}&chapter_code=XX`,
      { headers: { lang: "5" } },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("Chapter not found in this bulletin.");
    expect((await lib.call("/api/bibliographic-alert/get-report-card-data?cod_report_card=999")).status).toBe(404);
    expect((await lib.call("/api/bibliographic-alert/get-report-card-data?cod_report_card=x")).status).toBe(400);
  });
});

/** The demo's 3,661 records by area (api/patron/bulletin/classes.ts over their 050/082). */
const AREA_TOTALS: [string, number][] = [
  ["Ciências Exatas e da Terra", 104],
  ["Ciências Biológicas", 43],
  ["Engenharias", 88],
  ["Ciências da Saúde", 39],
  ["Ciências Agrárias", 21],
  ["Ciências Sociais Aplicadas", 540],
  ["Ciências Humanas", 882],
  ["Linguística, Letras e Artes", 990],
  ["Multidisciplinar", 954],
];
const HEALTH_CHAPTERS = [
  { chapter_code: "CDD-610", descricao: "610 – Medicina e saúde", total: 18 },
  { chapter_code: "LC-R", descricao: "R – Medicina (LC)", total: 21 },
];
