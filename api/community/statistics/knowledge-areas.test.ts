import { describe, expect, it } from "vitest";
import { KNOWLEDGE_AREAS, knowledgeAreaOf } from "./knowledge-areas.ts";

describe("CNPq area of a classification prefix", () => {
  it("reads Dewey's first three digits, the narrower ranges first", () => {
    expect(knowledgeAreaOf("005")).toBe("1"); // computer programming
    expect(knowledgeAreaOf("025")).toBe("6"); // library operations
    expect(knowledgeAreaOf("070")).toBe("9"); // journalism, general works
    expect(knowledgeAreaOf("150")).toBe("7");
    expect(knowledgeAreaOf("331")).toBe("6"); // labour economics
    expect(knowledgeAreaOf("345")).toBe("6"); // criminal law
    expect(knowledgeAreaOf("370")).toBe("7"); // education
    expect(knowledgeAreaOf("469")).toBe("8"); // Portuguese language
    expect(knowledgeAreaOf("551")).toBe("1"); // geology
    expect(knowledgeAreaOf("581")).toBe("2"); // botany
    expect(knowledgeAreaOf("618")).toBe("4"); // gynaecology
    expect(knowledgeAreaOf("621")).toBe("3"); // applied physics
    expect(knowledgeAreaOf("636")).toBe("5"); // animal husbandry
    expect(knowledgeAreaOf("658")).toBe("6"); // management
    expect(knowledgeAreaOf("720")).toBe("6"); // architecture
    expect(knowledgeAreaOf("796")).toBe("4"); // sports
    expect(knowledgeAreaOf("811")).toBe("8"); // American poetry
    expect(knowledgeAreaOf("981")).toBe("7"); // history of Brazil
  });

  it("reads LC's class letters, two-letter subclasses before the class", () => {
    expect(knowledgeAreaOf("QA")).toBe("1");
    expect(knowledgeAreaOf("QH")).toBe("2");
    expect(knowledgeAreaOf("HB")).toBe("6");
    expect(knowledgeAreaOf("HQ")).toBe("7");
    expect(knowledgeAreaOf("KF")).toBe("6");
    expect(knowledgeAreaOf("NA")).toBe("6");
    expect(knowledgeAreaOf("PQ")).toBe("8");
    expect(knowledgeAreaOf("GV")).toBe("4");
    expect(knowledgeAreaOf("Z")).toBe("6");
    expect(knowledgeAreaOf("KPC")).toBe("6");
  });

  it("leaves what is neither unclassified", () => {
    expect(knowledgeAreaOf(null)).toBe("0");
    expect(knowledgeAreaOf("")).toBe("0");
    expect(knowledgeAreaOf("I")).toBe("0"); // not an LC class
    expect(knowledgeAreaOf("11")).toBe("0");
  });

  it("lists the nine major areas and the unclassified, each once", () => {
    expect(KNOWLEDGE_AREAS.map((a) => a.code)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]);
  });
});
