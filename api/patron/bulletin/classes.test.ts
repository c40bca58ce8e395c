import { describe, expect, it } from "vitest";

import { placementOf } from "./classes.ts";

describe("a record's place in the bulletin", () => {
  it("files Dewey numbers by their hundreds, and some divisions on their own", () => {
    expect(placementOf("327.73")).toEqual({
      area: { code: "6.00.00.00-7", name: "Ciências Sociais Aplicadas" },
      chapter: { code: "CDD-300", name: "300 – Ciências sociais" },
    });
    expect(placementOf("616.1")).toEqual({
      area: { code: "4.00.00.00-1", name: "Ciências da Saúde" },
      chapter: { code: "CDD-610", name: "610 – Medicina e saúde" },
    });
    expect(placementOf("374/.973").chapter.code).toBe("CDD-370");
  });

  it("files Library of Congress numbers by their class letter, the life sciences together", () => {
    expect(placementOf("KF505.Z9 C43")).toEqual({
      area: { code: "6.00.00.00-7", name: "Ciências Sociais Aplicadas" },
      chapter: { code: "LC-K", name: "K – Direito (LC)" },
    });
    expect(placementOf("QH366 .D3").chapter).toEqual({ code: "LC-QH", name: "QH–QR – Ciências biológicas (LC)" });
    expect(placementOf("QA76").area.name).toBe("Ciências Exatas e da Terra");
  });

  it("puts what neither scheme reads under Multidisciplinar, unclassified", () => {
    for (const value of [null, "", "A", "Spectrum SR-178", "[Microfilm]"]) {
      expect(placementOf(value)).toEqual({
        area: { code: "9.00.00.00-5", name: "Multidisciplinar" },
        chapter: { code: "SC", name: "Sem classificação" },
      });
    }
  });
});
