/**
 * The five kinds of record a reference manager captures, all of the demo catalogue: a book, a
 * thesis, a serial, a chapter and a journal article, pinned by MARC source key ("001|003").
 */
import type { openTestLibrary } from "./library.ts";

export type CitationSubject = "book" | "thesis" | "serial" | "chapter" | "article";

export async function citationSubjects(
  lib: Awaited<ReturnType<typeof openTestLibrary>>,
): Promise<Record<CitationSubject, number>> {
  return lib.recordIds({
    book: "16448909|",
    thesis: "021641563|",
    serial: "117821|",
    chapter: "1057031|",
    article: "S002204692000305X|DE-Tue135",
  });
}
