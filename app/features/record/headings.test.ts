import { describe, expect, it } from "vitest";

import { headingHref } from "./headings.ts";

describe("headingHref", () => {
  const record = {
    autoridades: [
      { rotulo: "main_author" as const, valor: "Shakespeare, William, 1564-1616", cod_autoridade: 7 },
      { rotulo: "subjects" as const, valor: "Dogs -- Juvenile fiction", cod_autoridade: 12 },
    ],
  };

  it("leads to the authority page when the heading has an authority record", () => {
    expect(headingHref(record, "main_author", "Shakespeare, William, 1564-1616")).toBe("/autoridade/7");
    expect(headingHref(record, "subjects", "Dogs -- Juvenile fiction")).toBe("/autoridade/12");
  });

  it("else to a search by author or by subject", () => {
    expect(headingHref(record, "other_authors", "Ruscelli, Girolamo (editor)")).toMatch(/^\/\?/);
    const author = new URL(headingHref(record, "other_authors", "Ruscelli, Girolamo")!, "http://x");
    expect(author.searchParams.get("q")).toBe("Ruscelli, Girolamo");
    expect([...author.searchParams.values()]).toContain("AUTOR");
    // The same value under another label is another heading.
    const subject = new URL(headingHref(record, "subjects", "Shakespeare, William, 1564-1616")!, "http://x");
    expect([...subject.searchParams.values()]).toContain("ASSUNTO");
  });

  it("gives no link to fields that hold no headings", () => {
    expect(headingHref(record, "title", "Macbeth")).toBeNull();
  });
});
