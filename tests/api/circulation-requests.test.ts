import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoanRequestInitialData, LoanRequestOut } from "../../api/lending/circulation/contract.ts";
import { localDay, weekday } from "../../api/core/time.ts";
import { engines } from "../support/engines.ts";
import { openCirculation, type CirculationFixture } from "./circulation.fixtures.ts";

const HOUR = 3_600_000;

describe.each(engines)("loan requests on $name", (engine) => {
  let lib: CirculationFixture;
  beforeAll(async () => {
    lib = await openCirculation(engine);
    await lib.db.query(
      `INSERT INTO receiving_unit (id, name, library_id) VALUES (7, 'Secretaria de Pós-Graduação', 2)`,
    );
    await lib.db.query(
      `INSERT INTO library_request_setting (library_id, warning_message) VALUES (2, 'Retire com documento.')`,
    );
  });
  afterAll(async () => {
    await lib?.close();
  });

  const later = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
  /** A valid request body for a record with an available copy at library 2, picked up at library 1. */
  const valid = (extra: Record<string, unknown> = {}) => ({
    biblioteca_origem: 2,
    biblioteca_recebimento: 1,
    volume: "99999",
    tomo: "99999",
    parte: "99999",
    material_adicional: "0",
    telefone: "(41) 99999-0000",
    email: "ana@example.org; ana.trabalho@example.org",
    pessoa_autorizada: "Maria",
    retirada_inicio: later(24),
    retirada_fim: later(48),
    ...extra,
  });
  async function setup() {
    const record = await lib.newRecord();
    await lib.newCopies(record, 2, ["available"]);
    const patron = await lib.newPatron();
    return { record, patron };
  }
  const post = (record: number, token: string, body: unknown, lang?: "1" | "3" | "5") =>
    lib.call("POST", `/api/solicitacao-emprestimo/${record}`, { token, body, lang });

  it("gives the form its initial data and the institution's rules", async () => {
    const { record, patron } = await setup();
    await lib.newCopies(record, 1, ["on_loan"]);
    const res = await lib.call("GET", `/api/solicitacao-emprestimo/${record}/informacoes-iniciais`, {
      token: patron.token,
    });
    expect(res.status).toBe(200);
    const data = res.body as LoanRequestInitialData;
    expect(data.exemplares.map((e) => [e.cod_biblioteca, e.disponiveis])).toEqual([[2, 1]]);
    expect(data.bibliotecas_recebimento.map((b) => b.cod_biblioteca).sort()).toEqual([1, 2, 3]);
    expect(data.locais_recebimento).toEqual([
      { codigo: 7, descricao: "Secretaria de Pós-Graduação", cod_biblioteca: 2 },
    ]);
    expect(data.regras).toEqual({ telefone_obrigatorio: false, email_obrigatorio: true });
    expect(data.email).toBe(`p${patron.id}@example.org`);
    expect(data.limite).toBe(3);
    expect(data.entrega_domicilio).toEqual([{ cod_biblioteca: 2, dias_semana: [], hoje: false }]);
    expect((await lib.call("GET", `/api/solicitacao-emprestimo/${record}/informacoes-iniciais`)).body.email).toBeNull();
  });

  it("answers the helper lookups", async () => {
    expect((await lib.call("GET", "/api/solicitacao-emprestimo/get-warning-message?cod_biblioteca=2")).body).toEqual({
      mensagem: "Retire com documento.",
    });
    expect((await lib.call("GET", "/api/solicitacao-emprestimo/get-warning-message?cod_biblioteca=1")).body).toEqual({
      mensagem: null,
    });
    expect(
      (await lib.call("GET", "/api/solicitacao-emprestimo/get-label-person-authorized", { lang: "5" })).body,
    ).toEqual({
      label: "Person authorised to collect",
    });
    await lib.setParam("sol_emp_rotulo_pessoa_autorizada", "Procurador");
    expect((await lib.call("GET", "/api/solicitacao-emprestimo/get-label-person-authorized")).body).toEqual({
      label: "Procurador",
    });
    await lib.setParam("sol_emp_rotulo_pessoa_autorizada", null);
    expect((await lib.call("GET", "/api/solicitacao-emprestimo/get-rule-phone-and-email")).body).toEqual({
      telefone_obrigatorio: false,
      email_obrigatorio: true,
    });
    const labels = await lib.call("GET", "/api/solicitacao-emprestimo/get-labels", { lang: "3" });
    expect(labels.body).toMatchObject({
      biblioteca_origem: "Unidad de origen",
      telefone: "Teléfono",
      recebimento_textual: "Dirección de entrega",
    });
  });

  it("creates a waiting request, lists it by status and dates, and cancels it once", async () => {
    const { record, patron } = await setup();
    const res = await post(record, patron.token, valid());
    expect(res.status).toBe(201);
    const request = res.body as LoanRequestOut;
    expect(request).toMatchObject({
      cod_acervo: record,
      biblioteca_origem: { cod_biblioteca: 2, desc_biblioteca: "Biblioteca de Ciências Humanas" },
      biblioteca_recebimento: { cod_biblioteca: 1 },
      domicilio: "N",
      situacao: "waiting",
      desc_situacao: "Aguardando",
      telefone: "(41) 99999-0000",
    });
    const today = localDay(new Date());
    const list = await lib.call("GET", `/api/solicitacao-emprestimo?dataIni=${today}&dataFim=${today}&status=waiting`, {
      token: patron.token,
    });
    expect(list.body.map((r: LoanRequestOut) => r.cod_solicitacao)).toEqual([request.cod_solicitacao]);
    expect(
      (await lib.call("GET", "/api/solicitacao-emprestimo?status=finished", { token: patron.token })).body,
    ).toEqual([]);
    expect((await lib.call("GET", "/api/solicitacao-emprestimo?status=nope", { token: patron.token })).status).toBe(
      400,
    );
    expect(
      (await lib.call("GET", "/api/meupergamum/solicitacoes/emprestimo", { token: patron.token })).body,
    ).toHaveLength(1);

    const other = await lib.newPatron();
    expect(
      (
        await lib.call("PUT", `/api/meupergamum/solicitacoes/cancel-emprestimo/${request.cod_solicitacao}`, {
          token: other.token,
        })
      ).status,
    ).toBe(404);
    const cancel = await lib.call("PUT", `/api/meupergamum/solicitacoes/cancel-emprestimo/${request.cod_solicitacao}`, {
      token: patron.token,
    });
    expect(cancel.body.situacao).toBe("cancelled");
    const again = await lib.call("PUT", `/api/meupergamum/solicitacoes/cancel-emprestimo/${request.cod_solicitacao}`, {
      token: patron.token,
    });
    expect([again.status, again.body.error.code]).toEqual([409, "loan_request_not_cancellable"]);
  });

  it("validates each field with its own message", async () => {
    const { record, patron } = await setup();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { biblioteca_recebimento: null },
        "pickup_place_required",
        "Informe o local de retirada ou a unidade de recepção.",
      ],
      [
        { telefone: "41 9999-abcd" },
        "invalid_phone",
        "Telefone inválido: use apenas dígitos, hífen, parênteses e espaços (no máximo 16 caracteres).",
      ],
      [{ telefone: "(041) 99999-00000" }, "invalid_phone", ""],
      [
        { email: "ana@example.org;nobody" },
        "invalid_email",
        "E-mail inválido: nobody. Separe vários e-mails com ponto e vírgula (;).",
      ],
      [{ email: "" }, "email_required", "Informe o e-mail."],
      [{ retirada_inicio: later(48), retirada_fim: later(24) }, "pickup_window_invalid", ""],
      [{ retirada_fim: undefined }, "pickup_window_invalid", ""],
      [{ retirada_inicio: "amanhã" }, "pickup_window_invalid", ""],
      [
        { domicilio: "S", recebimento_textual: "  " },
        "address_required",
        "Informe o endereço para entrega em domicílio.",
      ],
    ];
    for (const [change, code, message] of cases) {
      const res = await post(record, patron.token, valid(change));
      expect([res.status, res.body.error?.code], JSON.stringify(change)).toEqual([422, code]);
      if (message)
        expect(res.body.error.message).toBe(message.replace("unidade de recepção", "unidade de recebimento"));
    }
    // Fields that are not there at all are 400s naming them.
    const missing = await post(record, patron.token, { ...valid(), biblioteca_origem: undefined });
    expect([missing.status, missing.body.error.message]).toEqual([400, "Parâmetro inválido: biblioteca_origem."]);
    expect((await post(record, patron.token, { ...valid(), volume: undefined })).status).toBe(400);
    expect((await post(record, "", valid())).status).toBe(401);
  });

  it("asks for a phone when the institution requires it, and accepts a receiving unit instead of a library", async () => {
    const { record, patron } = await setup();
    await lib.setParam("sol_emp_telefone_obrigatorio", "S");
    try {
      expect(
        (await lib.call("GET", "/api/solicitacao-emprestimo/get-rule-phone-and-email")).body.telefone_obrigatorio,
      ).toBe(true);
      const res = await post(record, patron.token, valid({ telefone: " " }), "5");
      expect(res.body.error).toEqual({ code: "phone_required", message: "Enter a phone number." });
      const unit = await post(record, patron.token, valid({ biblioteca_recebimento: null, cod_local_recebimento: 7 }));
      expect(unit.status).toBe(201);
      expect(unit.body.local_recebimento).toEqual({
        codigo: 7,
        descricao: "Secretaria de Pós-Graduação",
        cod_biblioteca: 2,
      });
    } finally {
      await lib.setParam("sol_emp_telefone_obrigatorio", null);
    }
  });

  it("refuses a duplicate, past the limit, and without an available copy at the origin", async () => {
    const { record, patron } = await setup();
    expect((await post(record, patron.token, valid())).status).toBe(201);
    const dup = await post(record, patron.token, valid());
    expect([dup.status, dup.body.error.code, dup.body.error.message]).toEqual([
      409,
      "loan_request_duplicate",
      "Solicitação cancelada: já existe uma solicitação igual em andamento.",
    ]);
    await lib.setParam("sol_emp_limite", "2");
    try {
      const second = await lib.newRecord();
      await lib.newCopies(second, 2, ["available"]);
      expect((await post(second, patron.token, valid())).status).toBe(201);
      const third = await lib.newRecord();
      await lib.newCopies(third, 2, ["available"]);
      const limit = await post(third, patron.token, valid(), "5");
      expect([limit.status, limit.body.error]).toEqual([
        422,
        { code: "loan_request_limit", message: "Request cancelled: the loan-request limit has been exceeded (2)." },
      ]);
    } finally {
      await lib.setParam("sol_emp_limite", null);
    }
    const onLoanOnly = await lib.newRecord();
    await lib.newCopies(onLoanOnly, 2, ["on_loan"]);
    expect((await post(onLoanOnly, patron.token, valid())).body.error.code).toBe("loan_request_no_copy");
  });

  it("delivers at home only on the origin library's delivery days", async () => {
    const { record, patron } = await setup();
    const today = weekday(localDay(new Date()));
    const home = valid({ domicilio: "S", recebimento_textual: "Rua das Flores, 10", biblioteca_recebimento: null });
    const refused = await post(record, patron.token, home, "5");
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("delivery_not_configured");
    expect(refused.body.error.message).toMatch(/^The delivery service is not configured for today \(\w+day\)\.$/);
    await lib.db.query(`INSERT INTO library_delivery_day (library_id, weekday) VALUES (2, $1)`, [today]);
    try {
      const ok = await post(record, patron.token, home);
      expect(ok.status).toBe(201);
      expect(ok.body).toMatchObject({
        domicilio: "S",
        recebimento_textual: "Rua das Flores, 10",
        biblioteca_recebimento: null,
      });
      const data = await lib.call("GET", `/api/solicitacao-emprestimo/${record}/informacoes-iniciais`);
      expect(data.body.entrega_domicilio).toEqual([{ cod_biblioteca: 2, dias_semana: [today], hoje: true }]);
    } finally {
      await lib.db.query(`DELETE FROM library_delivery_day WHERE library_id = 2`);
    }
  });

  it("refuses a suspended patron", async () => {
    const { record, patron } = await setup();
    await lib.db.query(
      `INSERT INTO suspension (patron_id, starts_on, ends_on, reason, created_at) VALUES ($1, $2::date, $2::date, 'teste', now())`,
      [patron.id, localDay(new Date())],
    );
    expect((await post(record, patron.token, valid())).body.error.code).toBe("patron_suspended");
  });
});
