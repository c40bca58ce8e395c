/**
 * The five kinds of record a reference manager captures (a book, a thesis, a serial, a chapter
 * and a journal article), pinned by MARC source key ("001|003"). The demo catalogue holds no
 * article, and adding one would change its record count that other tests rely on, so the real
 * article of tests/fixtures/marc/article-hoover-2021.xml is imported into the test's own library.
 */
import path from "node:path";
import { importFiles } from "../../api/operations/import/importer.ts";
import type { openTestLibrary } from "./library.ts";

export type CitationSubject = "book" | "thesis" | "serial" | "chapter" | "article";

export const ARTICLE_FILE = path.resolve(import.meta.dirname, "../fixtures/marc/article-hoover-2021.xml");

export async function citationSubjects(
  lib: Awaited<ReturnType<typeof openTestLibrary>>,
): Promise<Record<CitationSubject, number>> {
  await importFiles(lib.db, [ARTICLE_FILE]);
  return lib.recordIds({
    book: "16448909|",
    thesis: "021641563|",
    serial: "117821|",
    chapter: "1057031|",
    article: "S002204692000305X|DE-Tue135",
  });
}
