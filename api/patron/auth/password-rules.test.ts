import { describe, expect, it } from "vitest";

import {
  activeRules,
  brokenRules,
  DEFAULT_RULES,
  nameWords,
  RULE_PARAMS,
  rulesFromParams,
  type PasswordRules,
} from "./password-rules.ts";

const only = (changes: Partial<PasswordRules>): PasswordRules => ({
  ...DEFAULT_RULES,
  length: { min: 1, max: 64 },
  ...changes,
});

describe("password rules, one by one", () => {
  it("length: between min and max, counted in characters (not bytes)", () => {
    const rules = only({ length: { min: 4, max: 6 } });
    expect(brokenRules("abc", rules)).toEqual(["length"]);
    expect(brokenRules("abcd", rules)).toEqual([]);
    expect(brokenRules("abcdef", rules)).toEqual([]);
    expect(brokenRules("abcdefg", rules)).toEqual(["length"]);
    expect(brokenRules("çãõéí", rules)).toEqual([]);
    expect(brokenRules("", rules)).toEqual(["length"]);
  });

  it("has_numbers: at least one digit", () => {
    const rules = only({ has_numbers: true });
    expect(brokenRules("abcdef", rules)).toEqual(["has_numbers"]);
    expect(brokenRules("abc4ef", rules)).toEqual([]);
    expect(brokenRules("abcdef", only({ has_numbers: false }))).toEqual([]);
  });

  it("only_numbers: not digits only", () => {
    const rules = only({ only_numbers: true });
    expect(brokenRules("123456", rules)).toEqual(["only_numbers"]);
    expect(brokenRules("12345a", rules)).toEqual([]);
    expect(brokenRules("123456", only({ only_numbers: false }))).toEqual([]);
  });

  it("special_char: one of @ ! # $ % & * ( ) _ - and nothing else counts", () => {
    const rules = only({ special_char: true });
    for (const c of "@!#$%&*()_-") expect(brokenRules(`abc${c}def`, rules)).toEqual([]);
    for (const c of "+=?.,;:/ ^~") expect(brokenRules(`abc${c}def`, rules)).toEqual(["special_char"]);
  });

  it("diff_case: an upper-case and a lower-case letter, accented ones included", () => {
    const rules = only({ diff_case: true });
    expect(brokenRules("abcdef", rules)).toEqual(["diff_case"]);
    expect(brokenRules("ABCDEF", rules)).toEqual(["diff_case"]);
    expect(brokenRules("aBcdef", rules)).toEqual([]);
    expect(brokenRules("ÉTÉ-été", rules)).toEqual([]);
    expect(brokenRules("123456", rules)).toEqual(["diff_case"]);
  });

  it("diff_name: no word of 3+ letters of the name, accents and case ignored", () => {
    const rules = only({ diff_name: true });
    const name = "Ana Demonstração de Sá";
    expect(nameWords(name)).toEqual(["ana", "demonstracao"]);
    expect(brokenRules("xxDEMONSTRACAO1", rules, name)).toEqual(["diff_name"]);
    expect(brokenRules("demonstração", rules, name)).toEqual(["diff_name"]);
    expect(brokenRules("Banana!", rules, name)).toEqual(["diff_name"]);
    // "de" and "Sá" are shorter than 3 letters: not words a password must avoid.
    expect(brokenRules("desa-1234", rules, name)).toEqual([]);
    expect(brokenRules("Demonstracao", only({ diff_name: false }), name)).toEqual([]);
    expect(brokenRules("anything", rules, "")).toEqual([]);
  });

  it("reports every broken rule in listing order, and never last_pw", () => {
    const rules: PasswordRules = {
      length: { min: 8, max: 64 },
      has_numbers: true,
      only_numbers: true,
      special_char: true,
      diff_case: true,
      diff_name: true,
      last_pw: 3,
    };
    expect(brokenRules("ana", rules, "Ana Demonstração")).toEqual([
      "length",
      "has_numbers",
      "special_char",
      "diff_case",
      "diff_name",
    ]);
    expect(brokenRules("1234", rules)).toEqual(["length", "only_numbers", "special_char", "diff_case"]);
    expect(brokenRules("Livro-123", rules, "Ana Demonstração")).toEqual([]);
  });
});

describe("rules from the institution's parameters", () => {
  it("keeps the defaults when nothing is set", () => {
    expect(rulesFromParams({})).toEqual(DEFAULT_RULES);
    expect(activeRules(DEFAULT_RULES)).toEqual(["length"]);
  });

  it("reads every rule, S/N flags and counts", () => {
    const rules = rulesFromParams({
      [RULE_PARAMS.min]: "10",
      [RULE_PARAMS.max]: "20",
      [RULE_PARAMS.has_numbers]: "S",
      [RULE_PARAMS.only_numbers]: "s",
      [RULE_PARAMS.special_char]: "S",
      [RULE_PARAMS.diff_case]: "N",
      [RULE_PARAMS.diff_name]: "S",
      [RULE_PARAMS.last_pw]: "3",
    });
    expect(rules).toEqual({
      length: { min: 10, max: 20 },
      has_numbers: true,
      only_numbers: true,
      special_char: true,
      diff_case: false,
      diff_name: true,
      last_pw: 3,
    });
    expect(activeRules(rules)).toEqual([
      "length",
      "has_numbers",
      "only_numbers",
      "special_char",
      "diff_name",
      "last_pw",
    ]);
  });

  it("ignores malformed values and keeps the range sensible", () => {
    expect(rulesFromParams({ [RULE_PARAMS.min]: "abc", [RULE_PARAMS.last_pw]: "-1" })).toEqual(DEFAULT_RULES);
    expect(rulesFromParams({ [RULE_PARAMS.min]: "0" }).length.min).toBe(1);
    expect(rulesFromParams({ [RULE_PARAMS.min]: "30", [RULE_PARAMS.max]: "12" }).length).toEqual({ min: 30, max: 30 });
    expect(rulesFromParams({ [RULE_PARAMS.max]: "999" }).length.max).toBe(128);
  });
});
