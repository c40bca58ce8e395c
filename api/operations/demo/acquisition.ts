/**
 * Demonstration acquisition suggestions (decision 030): invented suggestions by
 * the demo patrons in several situations, so the patron's list, its filter and the statistics
 * have something to show, and one by the teacher ("professor") with quantity, course and
 * discipline. The attended one points at a REAL demo record (the first book with an ISBN by
 * re-import key), as an import that catalogued a suggestion would leave it. Patron "sugestoes"
 * (1111) is invented for the browser test of suggestions, which adds suggestions to it.
 * Runs after the teaching plans (api/bootstrap.ts); once.
 */
import type { Db } from "../../core/db/db.ts";
import type { SuggestionSituation } from "../../community/acquisition/contract.ts";
import { insertSuggestion, moveSuggestion } from "../../community/acquisition/acquisition.repository.ts";
import { identifierColumns } from "../../community/acquisition/acquisition.service.ts";
import { parseIdentifier } from "../../community/acquisition/suggestion.rules.ts";

export const SUGGESTIONS_PATRON_ID = 1111;

interface DemoSuggestion {
  patron: number;
  library: number;
  title: string;
  author?: string;
  edition?: string;
  publisher: string;
  identifier?: string;
  periodical?: boolean;
  other?: string;
  /** The teacher's path. */
  teacher?: { quantity: number; course: number; discipline: number };
  /** Its path through the situations, from pre-suggestion; the last is where it stands. */
  path: SuggestionSituation[];
  answer?: string;
  sent: string;
}

const SUGGESTIONS: DemoSuggestion[] = [
  {
    patron: 1001,
    library: 1,
    title: "Introdução à ciência da informação",
    author: "Araújo, Carlos Alberto Ávila",
    edition: "1. ed.",
    publisher: "Edições Exemplo",
    path: ["purchase_suggestion", "in_quote"],
    answer: "Cotação pedida a duas livrarias.",
    sent: "2026-09-02T13:00:00Z",
  },
  {
    patron: 1001,
    library: 2,
    title: "Manual de redação acadêmica",
    publisher: "Editora Demonstração",
    path: ["not_attended"],
    answer: "O acervo já tem três manuais de redação atualizados; consulte o catálogo.",
    sent: "2026-08-18T15:30:00Z",
  },
  {
    patron: 1001,
    library: 1,
    title: "Revista Brasileira de Biblioteconomia e Documentação",
    publisher: "FEBAB",
    identifier: "0100-0691",
    periodical: true,
    path: [],
    sent: "2026-11-10T12:00:00Z",
  },
  {
    patron: 1003,
    library: 3,
    title: "Cálculo: volume 1",
    author: "Exemplo, Maria",
    edition: "8. ed.",
    publisher: "Editora Exemplo",
    path: ["purchase_suggestion", "in_quote", "awaiting_delivery"],
    answer: "Pedido feito; previsão de entrega em dezembro.",
    sent: "2026-07-01T14:00:00Z",
  },
  // The browser test's patron (tests/e2e/acquisition.spec.ts counts these).
  {
    patron: SUGGESTIONS_PATRON_ID,
    library: 1,
    title: "Fundamentos de catalogação",
    publisher: "Editora Demonstração",
    path: ["purchase_suggestion", "in_quote"],
    sent: "2026-10-05T13:00:00Z",
  },
  {
    patron: SUGGESTIONS_PATRON_ID,
    library: 2,
    title: "História do livro no Brasil",
    author: "Exemplo, João",
    publisher: "Editora Exemplo",
    path: ["in_quote"],
    sent: "2026-10-20T13:00:00Z",
  },
  {
    patron: SUGGESTIONS_PATRON_ID,
    library: 1,
    title: "Leitura e bibliotecas escolares",
    publisher: "Editora Demonstração",
    path: [],
    sent: "2026-11-02T13:00:00Z",
  },
  {
    patron: SUGGESTIONS_PATRON_ID,
    library: 3,
    title: "Atlas de anatomia humana",
    publisher: "Editora Exemplo",
    path: ["cancelled"],
    answer: "Cancelada a pedido do usuário.",
    sent: "2026-09-15T13:00:00Z",
  },
];

/** The teacher's suggestion: course and discipline of the demo teaching plans (api/operations/demo/teaching-plans.ts). */
const TEACHER_SUGGESTION: DemoSuggestion = {
  patron: 1002,
  library: 2,
  title: "A escrita da história",
  author: "Certeau, Michel de",
  edition: "3. ed.",
  publisher: "Forense Universitária",
  teacher: { quantity: 5, course: 101, discipline: 201 },
  other: "Bibliografia básica de Historiografia e Teoria da História, 2027/1.",
  path: ["purchase_suggestion"],
  answer: "Aprovada para compra no próximo pedido.",
  sent: "2026-10-12T18:00:00Z",
};

async function store(db: Db, s: DemoSuggestion, recordId: number | null = null): Promise<void> {
  const identifier = s.identifier ? parseIdentifier(s.identifier) : undefined;
  if (identifier && "error" in identifier) throw new Error(`demo suggestion ${s.title}: bad ISBN/ISSN`);
  const sent = new Date(s.sent);
  await db.transaction(async (tx) => {
    const id = await insertSuggestion(tx, {
      patronId: s.patron,
      libraryId: s.library,
      ...identifierColumns(identifier),
      author: s.author ?? null,
      title: s.title,
      edition: s.edition ?? null,
      publisher: s.publisher,
      periodical: s.periodical ?? false,
      otherInfo: s.other ?? null,
      quantity: s.teacher?.quantity ?? null,
      courseId: s.teacher?.course ?? null,
      disciplineId: s.teacher?.discipline ?? null,
      situation: "pre_suggestion",
      createdAt: sent,
    });
    let from: SuggestionSituation = "pre_suggestion";
    for (const [step, to] of s.path.entries()) {
      const last = step === s.path.length - 1;
      await moveSuggestion(tx, {
        id,
        from,
        to,
        answer: last ? (s.answer ?? null) : null,
        staffId: null,
        recordId: last ? recordId : null,
        // A day apart each, after it was sent.
        at: new Date(sent.getTime() + (step + 1) * 86_400_000),
      });
      from = to;
    }
  });
}

/** Seeds the demo suggestions once; returns how many. */
export async function seedAcquisitionDemo(db: Db): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM acquisition_suggestion");
  if (n > 0) return 0;
  const [book] = await db.query<{ id: number; title: string; author: string | null; isbn: string }>(
    `SELECT id, title, author, isbn[1] AS isbn FROM record
      WHERE cardinality(isbn) > 0 AND leader LIKE '______am%' ORDER BY source_key LIMIT 1`,
  );
  const [{ courses }] = await db.query<{ courses: number }>("SELECT count(*)::int AS courses FROM course");
  const all = [...SUGGESTIONS, ...(courses > 0 ? [TEACHER_SUGGESTION] : [])];
  for (const s of all) await store(db, s);
  if (book && !("error" in parseIdentifier(book.isbn))) {
    await store(
      db,
      {
        patron: 1001,
        library: 1,
        title: book.title,
        author: book.author ?? undefined,
        publisher: "—",
        identifier: book.isbn,
        path: ["purchase_suggestion", "in_quote", "awaiting_delivery", "attended"],
        sent: "2026-06-10T13:00:00Z",
      },
      book.id,
    );
    return all.length + 1;
  }
  return all.length;
}
