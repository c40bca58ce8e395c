import { describe, expect, test } from "vitest";

import type { ReservableCopy } from "../../../api/lending/circulation/contract.ts";
import {
  choiceModel,
  chosenOption,
  embeddedLoginIsTemporary,
  firstOpenChoice,
  parseStep,
  readSelection,
  resolvedSelection,
  restrictedLibraries,
} from "./reservation-choices.ts";
import { cleanPhone, invalidEmail, splitEmails } from "./schemas.ts";

function copy(over: Partial<ReservableCopy>): ReservableCopy {
  return {
    cod_biblioteca: 1,
    desc_biblioteca: "Central",
    reserva_localizacao: "S",
    reserva_mat_adicional: "S",
    volume: "99999",
    tomo_exemplar: "99999",
    parte: "99999",
    mat_adicional: "0",
    cod_local_exemplar: 10,
    desc_local_exemplar: "Geral",
    disponiveis: 0,
    reservaveis: 1,
    ...over,
  };
}

const kinds = (model: ReturnType<typeof choiceModel>) => model.fields.map((f) => `${f.field}:${f.kind}`);

describe("reservation choice sequence", () => {
  test("single options: library and location as text, the others hidden, complete", () => {
    const model = choiceModel([copy({})], {});
    expect(kinds(model)).toEqual([
      "biblioteca:text",
      "volume:hidden",
      "tomo:hidden",
      "parte:hidden",
      "material:hidden",
      "localizacao:text",
    ]);
    expect(model.payload).toEqual({
      biblioteca: 1,
      volume: "99999",
      tomo: "99999",
      parte: "99999",
      material: "0",
      localizacao: 10,
    });
  });

  test("the first library is preselected, without placeholder", () => {
    const model = choiceModel([copy({}), copy({ cod_biblioteca: 2, desc_biblioteca: "Humanas" })], {});
    const library = model.fields[0];
    expect(library.kind).toBe("select");
    if (library.kind === "select") {
      expect(library.value).toBe("1");
      expect(library.placeholder).toBe(false);
    }
  });

  test("a multi-option volume gets a placeholder and stops the sequence until chosen", () => {
    const copies = [copy({ volume: "1" }), copy({ volume: "2", parte: "3" }), copy({ volume: "2", parte: "4" })];
    let model = choiceModel(copies, {});
    expect(kinds(model)).toEqual([
      "biblioteca:text",
      "volume:select",
      "tomo:pending",
      "parte:pending",
      "material:pending",
      "localizacao:pending",
    ]);
    expect(model.complete).toBe(false);
    model = choiceModel(copies, { volume: "2" });
    expect(kinds(model).slice(0, 4)).toEqual(["biblioteca:text", "volume:select", "tomo:hidden", "parte:select"]);
    model = choiceModel(copies, { volume: "1" });
    expect(model.complete).toBe(true);
    expect(model.payload?.volume).toBe("1");
  });

  test("a choice no longer among the options is discarded", () => {
    const copies = [
      copy({ volume: "1" }),
      copy({ volume: "2" }),
      copy({ cod_biblioteca: 2, volume: "7" }),
      copy({ cod_biblioteca: 2, volume: "8" }),
    ];
    const model = choiceModel(copies, { biblioteca: "2", volume: "1" });
    const volume = model.fields[1];
    expect(volume.kind === "select" && volume.value).toBe(null);
  });

  test("the library's 'N' flags hide material and location (null)", () => {
    const copies = [
      copy({ reserva_localizacao: "N", reserva_mat_adicional: "N", mat_adicional: "CD" }),
      copy({ reserva_localizacao: "N", reserva_mat_adicional: "N", cod_local_exemplar: 11 }),
    ];
    const model = choiceModel(copies, {});
    expect(kinds(model).slice(4)).toEqual(["material:hidden", "localizacao:hidden"]);
    expect(model.payload).toMatchObject({ material: null, localizacao: null });
  });

  test("several locations offer 'all' (-1)", () => {
    const model = choiceModel([copy({}), copy({ cod_local_exemplar: 11, desc_local_exemplar: "Obras raras" })], {
      localizacao: "-1",
    });
    const location = model.fields[5];
    expect(location.kind === "select" && location.options.map((o) => o.value)).toEqual(["-1", "10", "11"]);
    expect(model.payload?.localizacao).toBe(-1);
  });

  test("restricted list: only the patron's libraries; none means no unit", () => {
    const copies = [copy({}), copy({ cod_biblioteca: 2, desc_biblioteca: "Humanas" })];
    expect(restrictedLibraries("0", true, [])).toBeNull();
    expect(restrictedLibraries("1", false, null)).toBeNull();
    expect(restrictedLibraries("1", true, [{ cod_biblioteca: 2 }])).toEqual([2]);
    expect(choiceModel(copies, {}, [2]).libraries.map((l) => l.value)).toEqual(["2"]);
    expect(choiceModel(copies, {}, []).libraries).toEqual([]);
    expect(choiceModel(copies, {}, []).complete).toBe(false);
  });

  test("readSelection drops the fields after the step changed", () => {
    const params = new URLSearchParams("biblioteca=2&volume=1&tomo=3&step=biblioteca");
    expect(readSelection(params, params.get("step"))).toEqual({ biblioteca: "2" });
    expect(readSelection(params)).toEqual({ biblioteca: "2", volume: "1", tomo: "3" });
  });

  test("after a choice: what was chosen and which choice comes next", () => {
    const copies = [
      copy({ volume: "1" }),
      copy({ volume: "2", parte: "3" }),
      copy({ volume: "2", parte: "4", desc_local_exemplar: "Geral" }),
    ];
    let model = choiceModel(copies, {});
    expect(firstOpenChoice(model)).toBe("volume");
    expect(chosenOption(model, "biblioteca")).toEqual({ value: "1", label: "Central" });
    expect(chosenOption(model, "volume")).toBeNull();
    model = choiceModel(copies, { volume: "2" });
    expect(chosenOption(model, "volume")).toEqual({ value: "2", label: "2" });
    expect(firstOpenChoice(model)).toBe("parte");
    model = choiceModel(copies, { volume: "2", parte: "4" });
    expect(firstOpenChoice(model)).toBeNull();
    expect(model.complete).toBe(true);
    expect(chosenOption(model, "localizacao")).toEqual({ value: "10", label: "Geral" });
    // Hidden fields (a single tomo) are never "chosen" by the patron.
    expect(chosenOption(model, "tomo")).toBeNull();
  });

  test("parseStep accepts the choice fields only", () => {
    expect(parseStep("tomo")).toBe("tomo");
    expect(parseStep("intent")).toBeNull();
    expect(parseStep(null)).toBeNull();
  });

  test("resolvedSelection keeps chosen and single values", () => {
    expect(resolvedSelection(choiceModel([copy({})], {}))).toEqual({
      biblioteca: "1",
      volume: "99999",
      tomo: "99999",
      parte: "99999",
      material: "0",
      localizacao: "10",
    });
  });
});

describe("embedded login and permission 107", () => {
  test("without 107 the login is temporary", () => {
    expect(embeddedLoginIsTemporary([{ cod_atividade: 8 }])).toBe(true);
    expect(embeddedLoginIsTemporary([{ cod_atividade: 8 }, { cod_atividade: 107 }])).toBe(false);
  });
});

describe("loan request field helpers", () => {
  test("phone is reduced to its characters and cut at 16", () => {
    expect(cleanPhone("(41) 3333-4444 ramal 12345")).toBe("(41) 3333-4444  ");
  });
  test("e-mails separated by ';'", () => {
    expect(splitEmails("a@x.org; b@y.org;")).toEqual(["a@x.org", "b@y.org"]);
    expect(invalidEmail("a@x.org; nope")).toBe("nope");
    expect(invalidEmail("a@x.org")).toBeNull();
  });
});
