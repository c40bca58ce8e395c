/**
 * The clearance declaration ("nada consta"), its QR validation, the GRU payment slip and the loan
 * token (decision 032), through HTTP on both engines. The
 * PDFs are read back as a reader would (tests/support/pdf-read.ts): their text, and the QR code
 * taken out of the declaration's image and followed to the validation call.
 */
import { validarBoleto } from "@mrmgomes/boleto-utils";
import { hasError, parsePix, PixElementType } from "pix-utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signAccessToken } from "../../api/patron/auth/tokens.ts";
import { issueStaffKey } from "../../api/core/staff.ts";
import { TOKEN_COMMANDS } from "../../api/operations/cli/token-commands.ts";
import type {
  ClearanceCheckResponse,
  ClearanceReasonOut,
  QrValidationResponse,
} from "../../api/lending/clearance/contract.ts";
import { signDeclaration } from "../../api/lending/clearance/signature.ts";
import { seedCirculation } from "../../api/operations/demo/circulation.ts";
import { SLIP_DEBT_CENTS } from "../../api/operations/demo/clearance.ts";
import { collectionBarcode } from "../../api/lending/clearance/febraban.ts";
import { SLIP_DAYS } from "../../api/lending/clearance/gru.service.ts";
import { addDays, localDay } from "../../api/core/time.ts";
import type { DebtsResponse } from "../../api/lending/circulation/contract.ts";
import type { DeskTokenCheck, LoanTokenOut } from "../../api/lending/loan-token/contract.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";
import { pdfInterleaved2of5, pdfQrCodes, pdfText } from "../support/pdf-read.ts";
import { mailTo, startSmtpReceiver, type SmtpReceiver } from "../support/smtp-receiver.ts";

const DEMO = 1001;
const NORTE = 1003;
const READY = 1131;
const SLIP = 1132;
const TOKEN = 1133;

interface ErrorBody {
  error: { code: string; message: string };
}

describe.each(engines)("clearance, GRU slip and loan token on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let smtp: SmtpReceiver;
  let staffKey: string;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    lib = await openTestLibrary(engine, {
      ...mailTo(smtp, "Biblioteca <biblioteca@example.org>"),
    });
    // demo's loans, reservations and request (the blocked case); the template has none.
    await seedCirculation(lib.db);
    staffKey = await issueStaffKey(lib.db, { login: "desk", name: "Desk", libraryId: null });
  });
  afterAll(async () => {
    await lib?.close();
    await smtp?.close();
  });

  const as = (patron: number, lang = "5") => ({
    authorization: `Bearer ${signAccessToken(patron, lib.config.tokenSecret, 900)}`,
    lang,
  });
  const get = (url: string, patron?: number, lang = "5") =>
    lib.call(url, { headers: patron ? as(patron, lang) : { lang } });
  const post = async (url: string, body: Record<string, unknown>, headers: Record<string, string>) =>
    lib.app.request(url, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as unknown });
  const validate = (parts: { cod: string; valid: string; motivo: string }, lang = "5") =>
    post("/api/unidade-informacao/nada-consta/validateqrcode", parts, { lang }).then(json);
  /** The three parts of a validation address. */
  const partsOf = (url: string) => {
    const m = /\/nada-consta-validate-qrcode\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(new URL(url).pathname);
    expect(m, url).not.toBeNull();
    return { cod: m![1], valid: m![2], motivo: m![3] };
  };

  it("lists the reasons in the caller's language", async () => {
    const en = await get("/api/nada-consta/get-reasons");
    expect(en.status).toBe(200);
    expect(en.body as ClearanceReasonOut[]).toEqual([
      { codigo: 1, descricao: "Graduation" },
      { codigo: 2, descricao: "Transfer to another institution" },
      { codigo: 3, descricao: "Enrolment suspended or cancelled" },
      { codigo: 4, descricao: "Leaving the institution (staff)" },
      { codigo: 5, descricao: "Other reasons" },
    ]);
    const pt = (await get("/api/nada-consta/get-reasons", undefined, "1")).body as ClearanceReasonOut[];
    expect(pt[0]).toEqual({ codigo: 1, descricao: "Conclusão de curso" });
  });

  it("refuses the clearance while anything is pending, naming every item", async () => {
    const demo = await get("/api/unidade-informacao/nada-consta/verifica", DEMO);
    expect(demo).toEqual({
      status: 422,
      body: {
        error: {
          code: "clearance_pending",
          message:
            "The clearance declaration cannot be issued while something is pending: 3 open loans; 3 open reservations and 1 pending loan request.",
        },
      },
    });
    const norte = await get("/api/unidade-informacao/nada-consta/verifica", NORTE);
    expect((norte.body as ErrorBody).error.message).toBe(
      "The clearance declaration cannot be issued while something is pending: 1 open loan; 1 unpaid debt (R$3.50) and 1 current or upcoming suspension.",
    );
    const slip = await get("/api/unidade-informacao/nada-consta/verifica", SLIP, "1");
    expect(slip.status).toBe(422);
    expect((slip.body as ErrorBody).error.message).toBe(
      "Não é possível emitir a declaração de nada consta enquanto houver pendências: 1 débito não pago (R$ 12,50).",
    );
    // Producing it is refused the same way, and nothing changes.
    const produce = await post("/api/unidade-informacao/nada-consta", { motivo: 1 }, as(DEMO));
    expect(produce.status).toBe(422);
    const [patron] = await lib.db.query<{ library_id: number | null; cleared: boolean }>(
      `SELECT library_id, cleared_at IS NOT NULL AS cleared FROM patron WHERE id = $1`,
      [DEMO],
    );
    expect(patron).toEqual({ library_id: 1, cleared: false });
  });

  it("asks for a bearer token and a known reason", async () => {
    expect((await get("/api/unidade-informacao/nada-consta/verifica")).status).toBe(401);
    expect((await post("/api/unidade-informacao/nada-consta", { motivo: 1 }, { lang: "5" })).status).toBe(401);
    for (const motivo of [undefined, 0, 6, "x"]) {
      const res = await json(await post("/api/unidade-informacao/nada-consta", { motivo }, as(READY)));
      expect(res).toEqual({
        status: 400,
        body: { error: { code: "invalid_parameter", message: expect.stringContaining("motivo") } },
      });
    }
  });

  it("issues the declaration and removes the patron from the unit in one go; its QR code proves it genuine and nothing else", async () => {
    expect(await get("/api/unidade-informacao/nada-consta/verifica", READY)).toEqual({
      status: 200,
      body: { liberado: true, declaracao: null },
    });
    const res = await post("/api/unidade-informacao/nada-consta", { motivo: 1 }, as(READY, "1"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const code = res.headers.get("x-declaracao-codigo")!;
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="nada-consta-${code}.pdf"`);
    const pdf = new Uint8Array(await res.arrayBuffer());

    // The declaration is recorded and the patron is out of the unit: no home library, no other.
    const [row] = await lib.db.query<{ reason: number; name: string; home: number; libraries: number[] }>(
      `SELECT reason, patron_name AS name, home_library_id AS home, library_ids AS libraries
         FROM clearance_declaration WHERE code = $1 AND patron_id = $2`,
      [code, READY],
    );
    expect(row).toEqual({ reason: 1, name: "Irene Quitação", home: 1, libraries: [2] });
    const [patron] = await lib.db.query<{ library_id: number | null; cleared: boolean; links: number }>(
      `SELECT library_id, cleared_at IS NOT NULL AS cleared,
              (SELECT count(*)::int FROM patron_library WHERE patron_id = $1) AS links
         FROM patron WHERE id = $1`,
      [READY],
    );
    expect(patron).toEqual({ library_id: null, cleared: true, links: 0 });
    expect((await get("/api/unidade-informacao/get-user-libraries", READY)).body).toEqual([]);
    const [alert] = await lib.db.query<{ kind: string; params: unknown; link: string }>(
      `SELECT kind, params, link FROM patron_alert WHERE patron_id = $1`,
      [READY],
    );
    expect(alert).toEqual({ kind: "clearance_issued", params: { code }, link: "/meupergamum/nada-consta" });

    // Circulation treats the patron as blocked; no loan token either.
    const [item] = await lib.db.query<{ barcode: string }>(
      `SELECT barcode FROM item WHERE status = 'available' ORDER BY id LIMIT 1`,
    );
    const checkout = await json(
      await post("/api/balcao/emprestimo", { cod_pessoa: READY, tombo: item.barcode }, { "x-staff-key": staffKey }),
    );
    expect(checkout.status).toBe(403);
    expect((checkout.body as ErrorBody).error.code).toBe("patron_blocked");
    expect((await get("/api/emprestimo/token", READY)).body).toEqual({
      error: {
        code: "patron_cleared",
        message: "This patron is no longer linked to the information unit (clearance issued).",
      },
    });
    // Once is enough.
    const again = await json(await post("/api/unidade-informacao/nada-consta", { motivo: 2 }, as(READY)));
    expect(again.status).toBe(409);
    expect((again.body as ErrorBody).error.code).toBe("clearance_already_issued");

    // The PDF says it, in the caller's language, and its QR code leads to the validation page.
    const text = await pdfText(pdf);
    expect(text).toContain("Universidade de Demonstração");
    expect(text).toContain("Declaração de nada consta");
    expect(text).toContain("Irene Quitação (usuário nadaconsta)");
    expect(text).toContain("Motivo: Conclusão de curso");
    expect(text).toContain(`Código de verificação: ${code}`);
    const [url] = await pdfQrCodes(pdf);
    expect(url).toMatch(new RegExp(`^http://localhost/nada-consta-validate-qrcode/${code}/[\\w-]{32}/1$`));
    const parts = partsOf(url);
    const genuine = await validate(parts);
    expect(genuine.status).toBe(200);
    const answer = genuine.body as QrValidationResponse;
    expect(answer).toEqual({
      valido: true,
      nome: "Irene Quitação",
      emitida_em: expect.any(String),
      motivo: 1,
      desc_motivo: "Graduation",
    });
    expect(Math.abs(Date.parse(answer.emitida_em) - Date.now())).toBeLessThan(60_000);

    // The patron sees it again (verifica, and the PDF made again with the same address).
    const check = (await get("/api/unidade-informacao/nada-consta/verifica", READY)).body as ClearanceCheckResponse;
    expect(check.declaracao).toEqual({
      codigo: code,
      motivo: 1,
      desc_motivo: "Graduation",
      nome: "Irene Quitação",
      emitida_em: answer.emitida_em,
      url_validacao: url,
    });
    const again2 = await lib.app.request("/api/unidade-informacao/nada-consta/pdf", { headers: as(READY) });
    expect(again2.status).toBe(200);
    expect(await pdfQrCodes(new Uint8Array(await again2.arrayBuffer()))).toEqual([url]);

    // Each part altered, or a signature made with another key: the same 'invalid QR code'.
    const invalid = { status: 404, body: { error: { code: "qrcode_invalid", message: "Invalid QR code." } } };
    const swap = (s: string, i: number, alphabet: string) =>
      s.slice(0, i) + alphabet[(alphabet.indexOf(s[i]) + 1) % alphabet.length] + s.slice(i + 1);
    const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const CODE = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
    expect(await validate({ ...parts, cod: swap(parts.cod, 5, CODE) })).toEqual(invalid);
    expect(await validate({ ...parts, valid: swap(parts.valid, 0, B64) })).toEqual(invalid);
    expect(await validate({ ...parts, valid: parts.valid.slice(0, -1) })).toEqual(invalid);
    expect(await validate({ ...parts, motivo: "2" })).toEqual(invalid);
    expect(await validate({ ...parts, motivo: "01" })).toEqual(invalid);
    const [issued] = await lib.db.query<{ at: string }>(
      `SELECT to_char(issued_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at FROM clearance_declaration WHERE code = $1`,
      [code],
    );
    const forged = signDeclaration("another-secret-another-secret-another", {
      code,
      reason: 2,
      issuedAt: issued.at,
    });
    expect(await validate({ cod: code, valid: forged, motivo: "2" })).toEqual(invalid);
    expect(await validate({ cod: "<script>", valid: "x", motivo: "1" })).toEqual(invalid);
    expect((await validate(parts, "1")).body).toMatchObject({ valido: true, desc_motivo: "Conclusão de curso" });
    expect(await validate({ ...parts, cod: "ZZZZZZZZZZZZ" }, "1")).toEqual({
      status: 404,
      body: { error: { code: "qrcode_invalid", message: "QR code inválido." } },
    });

    // Sent by e-mail to the registered address, with the PDF attached.
    const sent = await json(
      await lib.app.request("/api/nada-consta/send-mail", { method: "POST", headers: as(READY) }),
    );
    expect(sent).toEqual({ status: 200, body: { enviado: true, email: "n***@biblioteca.example" } });
    const mail = await smtp.waitFor((m) => m.subject === "Clearance declaration of Irene Quitação");
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe("nadaconsta@biblioteca.example");
    expect(mail.text).toContain(`verification code ${code}`);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`nada-consta-${code}.pdf`, "application/pdf"],
    ]);
    expect(await pdfQrCodes(new Uint8Array(mail.attachments[0].content))).toEqual([url]);

    // Another patron reaches only their own: there is no declaration of theirs to read or send.
    const others = await lib.app.request("/api/unidade-informacao/nada-consta/pdf", { headers: as(DEMO) });
    expect(others.status).toBe(404);
    expect(((await others.json()) as ErrorBody).error.code).toBe("clearance_not_issued");
    const othersMail = await json(
      await lib.app.request("/api/nada-consta/send-mail", { method: "POST", headers: as(DEMO) }),
    );
    expect(othersMail.status).toBe(404);

    // The desk re-admits her (a new enrolment): links back, the declaration stays genuine.
    const refused = await json(await post(`/api/balcao/nada-consta/${READY}/readmissao`, {}, { lang: "5" }));
    expect(refused.status).toBe(401);
    const back = await json(await post(`/api/balcao/nada-consta/${READY}/readmissao`, {}, { "x-staff-key": staffKey }));
    expect(back).toEqual({ status: 200, body: { cod_pessoa: READY, readmitido: true, bibliotecas: [1, 2] } });
    const [after] = await lib.db.query<{ library_id: number; cleared: boolean; links: number[] }>(
      `SELECT library_id, cleared_at IS NOT NULL AS cleared,
              ARRAY(SELECT library_id FROM patron_library WHERE patron_id = $1) AS links
         FROM patron WHERE id = $1`,
      [READY],
    );
    expect(after).toEqual({ library_id: 1, cleared: false, links: [2] });
    expect((await validate(parts)).status).toBe(200);
    expect(await get("/api/unidade-informacao/nada-consta/verifica", READY)).toEqual({
      status: 200,
      body: { liberado: true, declaracao: null },
    });
    const twice = await json(
      await post(`/api/balcao/nada-consta/${READY}/readmissao`, {}, { "x-staff-key": staffKey }),
    );
    expect(twice.status).toBe(404);
  });

  it("makes the GRU slip only for an amount the patron owes at that library", async () => {
    const slip = (patron: number, body: Record<string, unknown>) =>
      post("/api/unidade-informacao/gru", body, as(patron));
    const res = await slip(SLIP, { valor: "12,50", codBiblioteca: 1 });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const reference = res.headers.get("x-gru-referencia")!;
    expect(reference).toMatch(/^\d{8}-1-1132-\d+$/);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("GRU – Guia de Recolhimento da União");
    expect(text).toContain("Valor total R$ 12,50");
    expect(text).toContain("Contribuinte Jorge Multa (multa)");
    expect(text).toContain("Unidade favorecida Biblioteca Central");
    expect(text).toContain(`Número de referência ${reference}`);
    expect(text).toContain("Reposição de etiqueta de código de barras danificada");

    const [debt] = await lib.db.query<{ id: number }>(`SELECT id FROM debt WHERE patron_id = $1`, [SLIP]);
    expect((await slip(SLIP, { valor: SLIP_DEBT_CENTS / 100, cod_debito: debt.id })).status).toBe(200);
    expect((await slip(SLIP, { valor: "12.50", codBiblioteca: 1 })).status).toBe(200);
    const refusal = { code: "gru_amount_invalid", message: "The amount given is not a debt of yours at this library." };
    for (const body of [
      { valor: "12,51", codBiblioteca: 1 },
      { valor: "12,50", codBiblioteca: 2 },
      { valor: "1,00", cod_debito: debt.id },
      { valor: "12,50", cod_debito: debt.id, codBiblioteca: 3 },
    ]) {
      expect(await json(await slip(SLIP, body))).toEqual({ status: 422, body: { error: refusal } });
    }
    // Another patron's debt, or an amount that is not theirs: refused.
    expect((await json(await slip(DEMO, { valor: "12,50", codBiblioteca: 1 }))).status).toBe(422);
    expect(await json(await slip(DEMO, { valor: "12,50", cod_debito: debt.id }))).toEqual({
      status: 404,
      body: { error: { code: "debt_not_found", message: "Debt not found." } },
    });
    for (const valor of ["abc", "-1", "0", "12,5,0", ""]) {
      const bad = await json(await slip(SLIP, { valor, codBiblioteca: 1 }));
      expect(bad.status, valor).toBe(400);
    }
    expect((await json(await slip(SLIP, { valor: "12,50" }))).status).toBe(400);
    expect(
      (await post("/api/unidade-informacao/gru", { valor: "12,50", codBiblioteca: 1 }, { lang: "5" })).status,
    ).toBe(401);
  });

  it("refuses a GRU slip to a patron without a CPF, in the patron's language, and says so in the debts list", async () => {
    // norte owes a late fine (R$ 3,50 at library 3) and has no CPF on record; multa has one.
    const [{ tax_id }] = await lib.db.query<{ tax_id: string | null }>(`SELECT tax_id FROM patron WHERE id = $1`, [
      NORTE,
    ]);
    expect(tax_id).toBeNull();
    const [debt] = await lib.db.query<{ id: number }>(`SELECT id FROM debt WHERE patron_id = $1 AND paid_at IS NULL`, [
      NORTE,
    ]);
    const messages = {
      "1": "Para emitir a GRU é preciso ter o CPF cadastrado. Procure a biblioteca para registrá-lo.",
      "3": "Para emitir la GRU es necesario tener el CPF registrado. Acuda a la biblioteca para registrarlo.",
      "5": "A GRU slip needs your CPF (tax id) on record. Please contact the library to register it.",
    };
    for (const [lang, message] of Object.entries(messages)) {
      const res = await post("/api/unidade-informacao/gru", { valor: "3,50", cod_debito: debt.id }, as(NORTE, lang));
      expect(await json(res)).toEqual({ status: 422, body: { error: { code: "tax_id_missing", message } } });
    }
    const norte = (await get("/api/emprestimo/debitos-pendentes", NORTE)).body as DebtsResponse;
    expect(norte.gru_indisponivel).toBe("tax_id_missing");
    const multa = (await get("/api/emprestimo/debitos-pendentes", SLIP)).body as DebtsResponse;
    expect(multa.gru_indisponivel).toBeNull();
    // The slip names its payer by the CPF on record.
    const slip = await post("/api/unidade-informacao/gru", { valor: "12,50", codBiblioteca: 1 }, as(SLIP));
    expect((await pdfText(new Uint8Array(await slip.arrayBuffer()))).replace(/\s+/g, " ")).toContain(
      "CPF do contribuinte 741.852.963-55",
    );
  });

  it("makes a slip a bank's scanner and a PIX app read: the barcode, the typable line and the PIX code", async () => {
    const res = await post("/api/unidade-informacao/gru", { valor: "12,50", codBiblioteca: 1 }, as(SLIP));
    expect(res.status).toBe(200);
    const reference = res.headers.get("x-gru-referencia")!;
    const pdf = new Uint8Array(await res.arrayBuffer());
    const due = addDays(localDay(new Date()), SLIP_DAYS);

    // The bars, printed and scanned at 300 dpi: the collection layout, its digits and the amount.
    const [barcode] = await pdfInterleaved2of5(pdf);
    expect(barcode).toBe(
      collectionBarcode({
        segment: "5",
        valueIndicator: "6",
        amountCents: 1250,
        body: "0001",
        freeField: `9999999999928830${6}${due.replace(/-/g, "")}`,
      }),
    );
    const checked = validarBoleto(barcode);
    expect(checked, checked.mensagem).toMatchObject({
      sucesso: true,
      tipoBoleto: "ARRECADACAO_ORGAOS_GOVERNAMENTAIS",
      valor: 12.5,
    });
    // The typable line printed is the barcode's, as the independent validator writes it.
    const text = await pdfText(pdf);
    const line = /\d{11}-\d \d{11}-\d \d{11}-\d \d{11}-\d/.exec(text)?.[0];
    expect(line?.replace(/\D/g, "")).toBe(checked.linhaDigitavel);
    expect(validarBoleto(line!).codigoBarras).toBe(barcode);
    for (const label of ["UG (Unidade Gestora) 999999", "Gestão 99999", "Código de recolhimento 28830-6"]) {
      expect(text.replace(/\s+/g, " ")).toContain(label);
    }

    // The PIX QR code, read from the page's image, and its "copia e cola" text beside it.
    const [pix] = await pdfQrCodes(pdf);
    const parsed = parsePix(pix);
    if (hasError(parsed)) throw new Error(`${pix}: ${parsed.message}`);
    expect(parsed).toMatchObject({
      type: PixElementType.STATIC,
      pixKey: "pix@biblioteca.example",
      transactionAmount: 12.5,
      merchantName: "Univ. de Demonstracao",
      merchantCity: "Brasilia",
      txid: reference.replace(/\D/g, "").slice(0, 25),
    });
    expect(text.replace(/\s/g, "")).toContain(pix.replace(/\s/g, ""));

    // Without the institution's codes and key the slip says where to pay instead, with no bars.
    const keys = ["gru_ug", "pix_chave"];
    const saved = await lib.db.query<{ key: string; value: string }>(
      `SELECT key, value FROM institution_param WHERE key = ANY($1::text[])`,
      [keys],
    );
    await lib.db.query(`UPDATE institution_param SET value = '' WHERE key = ANY($1::text[])`, [keys]);
    try {
      const plain = await post("/api/unidade-informacao/gru", { valor: "12,50", codBiblioteca: 1 }, as(SLIP));
      const plainPdf = new Uint8Array(await plain.arrayBuffer());
      expect(await pdfInterleaved2of5(plainPdf)).toEqual([]);
      expect(await pdfQrCodes(plainPdf)).toEqual([]);
      expect(await pdfText(plainPdf)).toContain("Esta guia não tem código de barras");
    } finally {
      for (const { key, value } of saved) {
        await lib.db.query(`UPDATE institution_param SET value = $2 WHERE key = $1`, [key, value]);
      }
    }
  });

  it("gives a loan token that lasts its validity, is replaced by a new one, and that the desk can check", async () => {
    const first = await get("/api/emprestimo/token", TOKEN);
    expect(first.status).toBe(200);
    const a = first.body as LoanTokenOut;
    expect(a.token).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(Date.parse(a.validade) - Date.parse(a.criado_em)).toBe(60 * 60_000);
    // Asking again shows the same token while it lasts.
    expect((await get("/api/emprestimo/token", TOKEN)).body).toEqual(a);

    const desk = (token: string, key: string | null = staffKey) =>
      lib.call(`/api/balcao/token/${encodeURIComponent(token)}`, {
        headers: key ? { "x-staff-key": key, lang: "5" } : { lang: "5" },
      });
    expect(await desk(a.token)).toEqual({
      status: 200,
      body: {
        token: a.token,
        valido: true,
        situacao: "valid",
        validade: a.validade,
        cod_pessoa: TOKEN,
        nome: "Lia Token",
        login: "token",
      } satisfies DeskTokenCheck,
    });
    expect((await desk(`${a.token.slice(0, 4).toLowerCase()}-${a.token.slice(4)}`)).status).toBe(200);
    expect((await desk(a.token, null)).status).toBe(401);
    expect((await desk(a.token, "stf_not-a-real-key-at-all")).status).toBe(401);

    // A new one: the old one stops working at once.
    const made = await json(await lib.app.request("/api/emprestimo/token", { method: "POST", headers: as(TOKEN) }));
    expect(made.status).toBe(201);
    const b = made.body as LoanTokenOut;
    expect(b.token).not.toBe(a.token);
    expect(await desk(a.token)).toEqual({
      status: 404,
      body: { error: { code: "loan_token_not_found", message: "Loan token not found, or replaced by a newer one." } },
    });
    expect((await desk(b.token)).body).toMatchObject({ valido: true, nome: "Lia Token" });
    const cli = await TOKEN_COMMANDS["token-check"].run(lib.db, [b.token], "en");
    expect(cli.line).toBe(`token ${b.token}: Lia Token (token, patron ${TOKEN}), valid until ${b.validade}`);

    // Expired: the desk says so; the patron's page gets a fresh one.
    await lib.db.query(
      `UPDATE loan_token SET created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour'
        WHERE patron_id = $1`,
      [TOKEN],
    );
    expect((await desk(b.token)).body).toMatchObject({ token: b.token, valido: false, situacao: "expired" });
    expect((await TOKEN_COMMANDS["token-check"].run(lib.db, [b.token], "en")).line).toMatch(/EXPIRED at /);
    const c = (await get("/api/emprestimo/token", TOKEN)).body as LoanTokenOut;
    expect(c.token).not.toBe(b.token);
    expect((await desk(c.token)).body).toMatchObject({ valido: true });

    // The validity comes from the institution (minutes); a nonsense value falls back to 60.
    await lib.db.query(`UPDATE institution_param SET value = '5' WHERE key = 'validade_token_emprestimo'`);
    const d = (await json(await lib.app.request("/api/emprestimo/token", { method: "POST", headers: as(TOKEN) })))
      .body as LoanTokenOut;
    expect(Date.parse(d.validade) - Date.parse(d.criado_em)).toBe(5 * 60_000);
    await lib.db.query(`UPDATE institution_param SET value = 'x' WHERE key = 'validade_token_emprestimo'`);
    const e = (await json(await lib.app.request("/api/emprestimo/token", { method: "POST", headers: as(TOKEN) })))
      .body as LoanTokenOut;
    expect(Date.parse(e.validade) - Date.parse(e.criado_em)).toBe(60 * 60_000);
    await lib.db.query(`UPDATE institution_param SET value = '60' WHERE key = 'validade_token_emprestimo'`);

    // Each patron has their own; nobody reads another's (the patron is the token's bearer).
    const other = (await get("/api/emprestimo/token", DEMO)).body as LoanTokenOut;
    expect(other.token).not.toBe(e.token);
    expect((await desk(other.token)).body).toMatchObject({ cod_pessoa: DEMO });
    expect((await desk(e.token)).body).toMatchObject({ cod_pessoa: TOKEN });
    expect((await get("/api/emprestimo/token")).status).toBe(401);
    expect((await desk("ABCDEFGH")).status).toBe(404);
    expect((await desk("not a token")).status).toBe(404);
  });
});
