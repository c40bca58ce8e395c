import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueStaffKey } from "../../api/core/staff.ts";
import { engines } from "../support/engines.ts";
import { openCirculation, type CirculationFixture } from "./circulation.fixtures.ts";

describe.each(engines)("institution parameters set by staff on $name", (engine) => {
  let lib: CirculationFixture;
  let libraryDesk: string;
  beforeAll(async () => {
    lib = await openCirculation(engine);
    libraryDesk = await issueStaffKey(lib.db, { login: "desk-central", name: "Central", libraryId: 1 });
  });
  afterAll(async () => {
    await lib?.close();
  });

  const put = (key: string, body: Record<string, unknown>, staff?: string) =>
    lib.call("PUT", `/api/parametros/instituicao/${key}`, { body, staff });

  it("a staff key changes a whitelisted parameter; GET shows it; it changes back", async () => {
    const on = await put("restringe_ui_res_se_usu_logado", { valor: "1" }, lib.staffKey);
    expect(on.status).toBe(200);
    expect(on.body.restringe_ui_res_se_usu_logado).toBe("1");
    expect((await lib.call("GET", "/api/parametros/instituicao")).body.restringe_ui_res_se_usu_logado).toBe("1");
    const off = await lib.call("PUT", "/api/parametros/instituicao/restringe_ui_res_se_usu_logado", {
      form: { valor: "0" },
      staff: lib.staffKey,
    });
    expect(off.status).toBe(200);
    expect(off.body.restringe_ui_res_se_usu_logado).toBe("0");
  });

  it("the restriction takes effect on the reservation calls", async () => {
    const record = await lib.newRecord();
    await lib.newCopies(record, 1, ["on_loan"]);
    await lib.newCopies(record, 2, ["on_loan"]);
    const patron = await lib.newPatron({ library: 2 });
    try {
      await put("restringe_ui_res_se_usu_logado", { valor: "1" }, lib.staffKey);
      const initial = await lib.call("GET", `/api/reserva/${record}/informacoes-iniciais`, { token: patron.token });
      expect(initial.body.exemplares.map((c: { cod_biblioteca: number }) => c.cod_biblioteca)).toEqual([2]);
    } finally {
      await put("restringe_ui_res_se_usu_logado", { valor: "0" }, lib.staffKey);
    }
  });

  it("texts and numbers: '' goes back to the default", async () => {
    expect((await put("sol_emp_limite", { valor: 5 }, lib.staffKey)).body.sol_emp_limite).toBe("5");
    expect((await put("sol_emp_mensagem", { valor: "Traga documento." }, lib.staffKey)).body.sol_emp_mensagem).toBe(
      "Traga documento.",
    );
    const cleared = await put("sol_emp_mensagem", { valor: "" }, lib.staffKey);
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty("sol_emp_mensagem");
  });

  it("refuses: no or wrong key (401), a desk of one library (403), unknown key or bad value (400)", async () => {
    expect((await put("restringe_ui_res_se_usu_logado", { valor: "1" })).body.error.code).toBe("staff_unauthorized");
    expect((await put("restringe_ui_res_se_usu_logado", { valor: "1" }, "stf_wrong-key-wrong-key")).status).toBe(401);
    const bound = await put("restringe_ui_res_se_usu_logado", { valor: "1" }, libraryDesk);
    expect(bound.status).toBe(403);
    expect(bound.body.error.code).toBe("staff_forbidden");
    const unknown = await put("sigla", { valor: "X" }, lib.staffKey);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe("invalid_parameter");
    expect((await put("__proto__", { valor: "1" }, lib.staffKey)).status).toBe(400);
    expect((await put("restringe_ui_res_se_usu_logado", { valor: "2" }, lib.staffKey)).status).toBe(400);
    expect((await put("restringe_ui_res_se_usu_logado", {}, lib.staffKey)).status).toBe(400);
    expect((await put("sol_emp_limite", { valor: "-1" }, lib.staffKey)).status).toBe(400);
    expect((await lib.call("GET", "/api/parametros/instituicao")).body.restringe_ui_res_se_usu_logado ?? "0").toBe("0");
  });
});
