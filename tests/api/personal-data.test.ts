import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TokenResponse } from "../../api/contract.ts";
import type { PersonalDataResponse } from "../../api/patron/personal/contract.ts";
import { writeInstitutionParam } from "../../api/core/institution-params.repository.ts";
import { EDITABLE_PARAMS } from "../../api/operations/institution/institution-params.service.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("personal data, the renewal prompt and the small patron calls on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  const tokens: Record<string, TokenResponse> = {};
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    for (const login of ["demo", "professor", "norte", "renovacao"]) {
      const res = await lib.call("/api/oauth/token", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ grant_type: "password", username: login, password: login }),
      });
      tokens[login] = res.body as TokenResponse;
    }
  });
  afterAll(async () => {
    await lib?.close();
  });

  const auth = (login: string, lang = "5") => ({ authorization: `Bearer ${tokens[login].access_token}`, lang });
  const get = (path: string, login?: string) => lib.call(path, { headers: login ? auth(login) : { lang: "5" } });
  const put = (login: string, body: Record<string, unknown>) =>
    lib.call("/api/pessoas/meu-pergamum/dados-pessoais", {
      method: "PUT",
      headers: { ...auth(login), "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const refusal = async (login: string, body: Record<string, unknown>) => {
    const res = await put(login, body);
    return { status: res.status, ...(res.body as { error: { code: string; message: string } }).error };
  };

  it("reads the caller's own data, with the fields the institution lets them edit", async () => {
    const res = await get("/api/pessoas/meu-pergamum/dados-pessoais", "demo");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      nome: "Ana Demonstração",
      endereco: "Rua das Bibliotecas, 100",
      complemento: "Apto 12",
      bairro: "Centro",
      cidade: "Florianópolis",
      cep: "88010-000",
      email: "demo@biblioteca.example",
      telefone: "(48) 3000-1001",
      recebe_email: true,
      rg: "1.234.567",
      cpf: "52998224725",
      nacionalidade: "Brasileira",
      sexo: "Feminino",
      data_nascimento: "1995-03-14",
      escolaridade: "Superior incompleto",
      profissao: "Estudante",
      estado_civil: "Solteira",
      editaveis: [
        "endereco",
        "complemento",
        "bairro",
        "cidade",
        "cep",
        "email",
        "telefone",
        "recebe_email",
        "escolaridade",
        "profissao",
        "estado_civil",
      ],
    } satisfies PersonalDataResponse);
    const other = (await get("/api/pessoas/meu-pergamum/dados-pessoais", "professor")).body as PersonalDataResponse;
    expect([other.nome, other.cpf]).toEqual(["Carlos Exemplo", "16899535009"]);
  });

  it("needs a bearer token for every call", async () => {
    for (const path of [
      "/api/pessoas/meu-pergamum/dados-pessoais",
      "/api/pessoas/renovar",
      "/api/pessoas/email-pessoa-logada",
      "/api/pessoas/departamentos",
      "/api/pessoas/demo/nome",
    ]) {
      expect((await get(path)).status, path).toBe(401);
    }
    const res = await lib.call("/api/pessoas/meu-pergamum/dados-pessoais", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ endereco: "x" }),
    });
    expect(res.status).toBe(401);
  });

  it("changes only the caller's data, normalising phone and CEP, and a second patron never sees it", async () => {
    const res = await put("norte", {
      endereco: "  Rua Nova, 7 ",
      complemento: "",
      cep: "88058100",
      telefone: "+55 (48) 9.8765-4321 ramal 12",
      email: "beatriz@exemplo.org",
      recebe_email: true,
      profissao: "Bibliotecária",
    });
    expect(res.status).toBe(200);
    const data = res.body as PersonalDataResponse;
    expect({
      endereco: data.endereco,
      complemento: data.complemento,
      cep: data.cep,
      telefone: data.telefone,
      email: data.email,
      recebe_email: data.recebe_email,
      profissao: data.profissao,
      bairro: data.bairro,
    }).toEqual({
      endereco: "Rua Nova, 7",
      complemento: null,
      cep: "88058-100",
      // Digits, hyphen, parentheses and spaces kept, then cut to 16 characters.
      telefone: "55 (48) 98765-43",
      email: "beatriz@exemplo.org",
      recebe_email: true,
      profissao: "Bibliotecária",
      bairro: "Ingleses",
    });
    const demo = (await get("/api/pessoas/meu-pergamum/dados-pessoais", "demo")).body as PersonalDataResponse;
    expect([demo.endereco, demo.telefone, demo.email]).toEqual([
      "Rua das Bibliotecas, 100",
      "(48) 3000-1001",
      "demo@biblioteca.example",
    ]);
    expect((await get("/api/pessoas/email-pessoa-logada", "norte")).body).toEqual({ email: "beatriz@exemplo.org" });
    expect((await get("/api/pessoas/email-pessoa-logada", "demo")).body).toEqual({ email: "demo@biblioteca.example" });
  });

  it("takes a form body too, and reads a flag as S/N", async () => {
    const res = await lib.call("/api/pessoas/meu-pergamum/dados-pessoais", {
      method: "PUT",
      headers: { ...auth("norte"), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ recebe_email: "N", cidade: "Palhoça" }).toString(),
    });
    expect(res.status).toBe(200);
    expect([(res.body as PersonalDataResponse).recebe_email, (res.body as PersonalDataResponse).cidade]).toEqual([
      false,
      "Palhoça",
    ]);
  });

  it("refuses every broken rule with a 422 naming the field, in the caller's language", async () => {
    expect(await refusal("norte", { email: "beatriz@" })).toEqual({
      status: 422,
      code: "personal_data_invalid",
      message: "E-mail: enter a valid e-mail address, like name@example.com.",
    });
    expect((await refusal("norte", { cep: "8805-8100" })).message).toBe(
      "Postcode (CEP): enter the 8 digits of the CEP, like 88000-000.",
    );
    expect((await refusal("norte", { cep: "880581000" })).code).toBe("personal_data_invalid");
    expect((await refusal("norte", { endereco: "x".repeat(201) })).message).toBe(
      "Address: use at most 200 characters.",
    );
    expect((await refusal("norte", { recebe_email: "talvez" })).message).toBe("Receive e-mails: answer yes or no.");
    expect((await refusal("norte", { endereco: { a: 1 } })).message).toBe("Address: invalid value.");
    // Nothing of it was written.
    const data = (await get("/api/pessoas/meu-pergamum/dados-pessoais", "norte")).body as PersonalDataResponse;
    expect([data.email, data.cep]).toEqual(["beatriz@exemplo.org", "88058-100"]);
  });

  it("checks the birth date and the CPF when the institution lets them be edited", async () => {
    await writeInstitutionParam(lib.db, "dados_pessoais_editaveis", "cpf,data_nascimento,rg");
    try {
      expect((await refusal("norte", { data_nascimento: "2001-02-29" })).message).toBe(
        "Date of birth: enter a valid date (YYYY-MM-DD).",
      );
      expect((await refusal("norte", { data_nascimento: "2999-01-01" })).message).toBe(
        "Date of birth: the date of birth must be in the past.",
      );
      expect((await refusal("norte", { cpf: "529.982.247-24" })).message).toBe(
        "Tax id (CPF): invalid CPF: check its digits.",
      );
      expect((await refusal("norte", { cpf: "111.111.111-11" })).code).toBe("personal_data_invalid");
      // The demo patron's CPF belongs to someone else.
      expect(await refusal("norte", { cpf: "529.982.247-25" })).toEqual({
        status: 422,
        code: "personal_data_tax_id_taken",
        message: "This CPF is already registered to another person; please contact the library.",
      });
      const ok = await put("norte", { cpf: "935.411.347-80", data_nascimento: "1990-05-20", rg: "9.876.543" });
      expect(ok.status).toBe(200);
      const data = ok.body as PersonalDataResponse;
      expect([data.cpf, data.data_nascimento, data.rg, data.editaveis]).toEqual([
        "93541134780",
        "1990-05-20",
        "9.876.543",
        ["rg", "cpf", "data_nascimento"],
      ]);
      // The address is read-only now.
      expect(await refusal("norte", { endereco: "Outra rua" })).toEqual({
        status: 422,
        code: "personal_data_read_only",
        message: "The field Address cannot be changed here; please contact the library.",
      });
    } finally {
      await writeInstitutionParam(lib.db, "dados_pessoais_editaveis", null);
    }
  });

  it("refuses a change of a read-only field (422 naming it) but accepts its current value sent back", async () => {
    expect(await refusal("demo", { cpf: "935.411.347-80" })).toEqual({
      status: 422,
      code: "personal_data_read_only",
      message: "The field Tax id (CPF) cannot be changed here; please contact the library.",
    });
    const pt = await lib.call("/api/pessoas/meu-pergamum/dados-pessoais", {
      method: "PUT",
      headers: { ...auth("demo", "1"), "content-type": "application/json" },
      body: JSON.stringify({ rg: "0" }),
    });
    expect(pt.body).toEqual({
      error: {
        code: "personal_data_read_only",
        message: "O campo Documento de identidade não pode ser alterado aqui; procure a biblioteca.",
      },
    });
    const current = (await get("/api/pessoas/meu-pergamum/dados-pessoais", "demo")).body as PersonalDataResponse;
    const { nome: _nome, editaveis: _editaveis, ...values } = current;
    const same = await put("demo", values);
    expect(same.status).toBe(200);
    expect(same.body).toEqual(current);
  });

  it("says whether the registration must be renewed, with the institution's text or the default", async () => {
    expect((await get("/api/pessoas/renovar", "renovacao")).body).toEqual({
      renovar: true,
      mensagem: "Your registration needs to be renewed. Would you like to check and update your personal data now?",
    });
    expect((await get("/api/pessoas/renovar", "demo")).body).toMatchObject({ renovar: false });
    await writeInstitutionParam(lib.db, "msg_renovacao_consulta", "Renove seu cadastro na biblioteca.");
    await lib.db.query(`UPDATE patron SET expired = true WHERE login = 'professor'`);
    await lib.db.query(`UPDATE patron SET renew_registration = true WHERE login = 'professor'`);
    try {
      expect((await get("/api/pessoas/renovar", "renovacao")).body).toEqual({
        renovar: true,
        mensagem: "Renove seu cadastro na biblioteca.",
      });
      // An expired registration is not prompted (document 2 §4: renovar and not expirado).
      expect((await get("/api/pessoas/renovar", "professor")).body).toMatchObject({ renovar: false });
    } finally {
      await writeInstitutionParam(lib.db, "msg_renovacao_consulta", null);
      await lib.db.query(`UPDATE patron SET expired = false, renew_registration = false WHERE login = 'professor'`);
    }
  });

  it("names only the caller (by login or code), and the departments", async () => {
    expect(await get("/api/pessoas/DEMO/nome", "demo")).toEqual({ status: 200, body: { nome: "Ana Demonstração" } });
    expect((await get("/api/pessoas/1001/nome", "demo")).body).toEqual({ nome: "Ana Demonstração" });
    const other = await get("/api/pessoas/professor/nome", "demo");
    expect(other.status).toBe(403);
    expect((await get("/api/pessoas/nobody/nome", "demo")).status).toBe(403);
    // The departments are the teaching plans' (seeded by the demo's start, not in this database).
    expect((await get("/api/pessoas/departamentos", "demo")).body).toEqual([]);
    await lib.db.query(
      `INSERT INTO department (id, name) VALUES (91, 'Departamento de Letras'), (92, 'Departamento de Física')`,
    );
    try {
      expect((await get("/api/pessoas/departamentos", "demo")).body).toEqual([
        { codigo: 92, descricao: "Departamento de Física" },
        { codigo: 91, descricao: "Departamento de Letras" },
      ]);
    } finally {
      await lib.db.query(`DELETE FROM department WHERE id IN (91, 92)`);
    }
  });

  it("lets staff set the editable fields (known names, or nenhum) and the renewal text", () => {
    const editable = EDITABLE_PARAMS.dados_pessoais_editaveis;
    expect([editable("endereco, telefone"), editable("nenhum"), editable(""), editable("endereco,nome")]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect([
      EDITABLE_PARAMS.msg_renovacao_consulta("x".repeat(1000)),
      EDITABLE_PARAMS.msg_renovacao_consulta("x".repeat(1001)),
    ]).toEqual([true, false]);
  });

  it("lets a patron edit nothing when the institution says nenhum", async () => {
    await writeInstitutionParam(lib.db, "dados_pessoais_editaveis", "nenhum");
    try {
      expect(
        ((await get("/api/pessoas/meu-pergamum/dados-pessoais", "demo")).body as PersonalDataResponse).editaveis,
      ).toEqual([]);
      expect((await refusal("demo", { telefone: "1" })).code).toBe("personal_data_read_only");
    } finally {
      await writeInstitutionParam(lib.db, "dados_pessoais_editaveis", null);
    }
  });
});
