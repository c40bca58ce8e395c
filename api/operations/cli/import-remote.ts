/**
 * `npm run import -- --server URL --key KEY FILE...`: reads the files here, with the same reader
 * and limits as a local import, and posts their records to the running server's
 * `POST /api/balcao/importacao` as MARCXML documents of whole records under the service's 1 MiB
 * body limit (and a proxy's usual 1 MB), so a file of any size goes through. Records the reader
 * skips are reported here; the server's answers are mapped back to positions in the files.
 * Output and exit status as for a local import (api/operations/cli/import.ts).
 */
import type { ImportReport } from "../import/contract.ts";
import { MarcFileError } from "../../catalogue/marc/errors.ts";
import { encodeMarcXml } from "../../catalogue/marc/marcxml.ts";
import { readMarcFile } from "../../catalogue/marc/read.ts";
import type { MarcRecord } from "../../catalogue/marc/record.ts";

/** Bytes of one post, below the service's 1 MiB (MAX_BODY_BYTES) and a proxy's 1 MB default. */
const POST_BYTES = 900 * 1024;
const POST_RECORDS = 500;
/** How long to wait for another import on the server to end before giving up. */
const BUSY_WAIT_MS = 120_000;

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">\n';
const TAIL = "</collection>\n";

interface Totals {
  imported: number;
  updated: number;
  skipped: number;
  authorities: { imported: number; updated: number };
}

export async function importThroughServer(server: string, key: string, files: string[]): Promise<void> {
  const endpoint = new URL("/api/balcao/importacao", server);
  const totals: Totals = { imported: 0, updated: 0, skipped: 0, authorities: { imported: 0, updated: 0 } };
  const report = (line: string) => process.stderr.write(`${line}\n`);
  let rejected = 0;

  for (const file of files) {
    let pieces: string[] = [];
    let positions: number[] = [];
    let bytes = 0;
    const post = async () => {
      if (pieces.length === 0) return;
      const answer = await postBatch(endpoint, key, HEAD + pieces.join("") + TAIL);
      add(totals, answer);
      const at = (p: number) => `${positions[p - 1] ?? "?"} (${file})`;
      for (const s of answer.ignorados_detalhe) report(`skipped record ${at(s.posicao)}: ${s.motivo}`);
      for (const w of answer.avisos) report(`warning for record ${at(w.posicao)}: ${w.mensagem}`);
      pieces = [];
      positions = [];
      bytes = 0;
    };
    try {
      for await (const result of readMarcFile(file)) {
        const where = `${result.position} (${file}${result.offset === undefined ? "" : `, byte ${result.offset}`})`;
        if (!result.ok) {
          totals.skipped++;
          report(`skipped record ${where}: ${result.reason}`);
          continue;
        }
        for (const message of result.warnings) report(`warning for record ${where}: ${message}`);
        const piece = recordXml(result.record);
        const size = Buffer.byteLength(piece);
        if (bytes + size > POST_BYTES - HEAD.length - TAIL.length || pieces.length >= POST_RECORDS) await post();
        pieces.push(piece);
        positions.push(result.position);
        bytes += size;
      }
      await post();
    } catch (error) {
      if (!(error instanceof MarcFileError)) throw error;
      rejected++;
      await post();
      report(`rejected file ${file}: ${error.message}`);
    }
  }
  if (totals.authorities.imported + totals.authorities.updated > 0) {
    report(
      `of which authority records: imported ${totals.authorities.imported}, updated ${totals.authorities.updated}`,
    );
  }
  process.stdout.write(`imported ${totals.imported}, updated ${totals.updated}, skipped ${totals.skipped}\n`);
  if (rejected) process.exitCode = 1;
}

/** One record's `<record>` element, as encodeMarcXml writes it inside a collection. */
function recordXml(record: MarcRecord): string {
  const xml = encodeMarcXml([record]);
  return xml.slice(xml.indexOf("  <record>"), xml.lastIndexOf("</collection>"));
}

function add(totals: Totals, answer: ImportReport) {
  totals.imported += answer.importados;
  totals.updated += answer.atualizados;
  totals.skipped += answer.ignorados;
  totals.authorities.imported += answer.autoridades.importados;
  totals.authorities.updated += answer.autoridades.atualizados;
}

async function postBatch(endpoint: URL, key: string, body: string): Promise<ImportReport> {
  const started = Date.now();
  for (let wait = 250; ; wait = Math.min(wait * 2, 5000)) {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/marcxml+xml", "x-staff-key": key, lang: "5" },
        body,
      });
    } catch (error) {
      throw new Error(`cannot reach ${endpoint.origin}: ${(error as Error).cause ?? (error as Error).message}`);
    }
    if (response.ok) return (await response.json()) as ImportReport;
    const failure = (await response.json().catch(() => undefined)) as
      { error?: { code?: string; message?: string } } | undefined;
    if (response.status === 409 && failure?.error?.code === "import_running" && Date.now() - started < BUSY_WAIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      continue;
    }
    const why = failure?.error?.message ?? response.statusText;
    throw new Error(`the server answered ${response.status}: ${why}`);
  }
}
