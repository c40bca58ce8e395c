/**
 * Validates OAI-PMH responses with xmllint against the protocol's schema and the schemas of the
 * formats the provider offers (tests/fixtures/oai, see its README). No network: the W3C's xml.xsd
 * that the Dublin Core schema imports is mapped to a local copy by an XML catalog.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dir = path.resolve(import.meta.dirname, "../fixtures/oai");

export function requireTool(command: string, apt: string): void {
  const probe = spawnSync("sh", ["-c", `command -v ${command}`]);
  if (probe.status !== 0) throw new Error(`${command} is missing: install it with apt-get install ${apt}`);
}

/** Throws with xmllint's complaints unless every document is valid. */
export function validateOai(documents: string[]): void {
  requireTool("xmllint", "libxml2-utils");
  const tmp = mkdtempSync(path.join(tmpdir(), "oai-"));
  try {
    const files = documents.map((doc, i) => {
      const file = path.join(tmp, `${i}.xml`);
      writeFileSync(file, doc);
      return file;
    });
    const run = spawnSync("xmllint", ["--nonet", "--noout", "--schema", path.join(dir, "response.xsd"), ...files], {
      env: { ...process.env, XML_CATALOG_FILES: path.join(dir, "catalog.xml") },
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`xmllint: ${run.stderr.slice(0, 4000)}`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * The same for documents already on disk, without blocking the test's process: rejects with
 * xmllint's complaints unless every file is valid. Resolves to the number of files validated.
 */
export function validateOaiFiles(files: string[]): Promise<number> {
  requireTool("xmllint", "libxml2-utils");
  if (files.length === 0) return Promise.reject(new Error("no documents to validate"));
  return new Promise((resolve, reject) => {
    const child = spawn("xmllint", ["--nonet", "--noout", "--schema", path.join(dir, "response.xsd"), ...files], {
      env: { ...process.env, XML_CATALOG_FILES: path.join(dir, "catalog.xml") },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      if (errors.length < 100_000) errors += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      const valid = errors.split("\n").filter((line) => line.endsWith(" validates")).length;
      if (code === 0 && valid === files.length) resolve(valid);
      else reject(new Error(`xmllint (${code}): ${errors.slice(0, 4000)}`));
    });
  });
}
