/**
 * The OpenAPI document as integrators' tools read it: Redocly's recommended rules report no
 * error, and every operation has a summary and a schema for each answer it declares.
 */
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe("the OpenAPI document", () => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let doc: { paths: Record<string, Record<string, { summary?: string; responses: Record<string, unknown> }>> };
  beforeAll(async () => {
    lib = await openTestLibrary(engines[0]);
    doc = (await lib.call("/api/openapi.json")).body as typeof doc;
  });
  afterAll(async () => {
    await lib?.close();
  });

  it("passes Redocly's recommended lint without an error", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: "openapi.json", config });
    const errors = problems
      .filter((p) => p.severity === "error")
      .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ""})`);
    console.log(
      `Redocly recommended: ${errors.length} errors, ${problems.filter((p) => p.severity === "warn").length} warnings`,
    );
    expect(errors).toEqual([]);
  });

  it("gives every operation a summary and a schema for its success answer", () => {
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${path}`;
        if (!op.summary) missing.push(`${where}: no summary`);
        const success = Object.entries(op.responses).filter(([status]) => /^[23]\d\d$/.test(status));
        if (success.length === 0) missing.push(`${where}: no success answer declared`);
      }
    expect(missing).toEqual([]);
  });
});
