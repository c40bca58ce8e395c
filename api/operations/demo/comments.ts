/**
 * Demonstration comments (decision 029): invented comments, in Portuguese, by demo patrons on real
 * records of the demo catalogue (pinned by their MARC source key, "001|003"), some approved (the
 * record pages show them), some awaiting approval (the desk's queue, the authors' own lists) and
 * one refused with a reason; and two general comments to libraries. Runs on every start from
 * seedRecordPages and adds nothing once any comment exists, so an operator's moderation stays.
 */
import type { Queryable } from "../../core/db/db.ts";
import type { CommentDisplay, CommentState } from "../../community/comments/contract.ts";

/** The demo patron of the comment flows (tests/e2e/comments.spec.ts posts and deletes as them). */
export const COMMENT_PATRON = { id: 1101, login: "comenta" } as const;

interface DemoComment {
  key: string;
  login: string;
  display: CommentDisplay;
  status: CommentState;
  text: string;
  daysAgo: number;
  reason?: string;
}

/** Every text here is invented for the demo. */
export const DEMO_COMMENTS: DemoComment[] = [
  {
    key: "002926943|",
    login: "demo",
    display: "nome",
    status: "aprovado",
    text: "Comentário de demonstração: livro muito útil para quem está começando o TCC. Os capítulos sobre fichamento e citações me ajudaram bastante.",
    daysAgo: 20,
  },
  {
    key: "002926943|",
    login: "professor",
    display: "primeiro_nome",
    status: "aprovado",
    text: "Comentário de demonstração: recomendo aos alunos da disciplina de metodologia.\n\nA edição mais recente traz exemplos atualizados de normas.",
    daysAgo: 12,
  },
  {
    key: "035641611|",
    login: "norte",
    display: "anonimo",
    status: "aprovado",
    text: "Comentário de demonstração: uma biografia linda, com muitas fotos e depoimentos.",
    daysAgo: 8,
  },
  {
    key: "002916708|",
    login: "demo",
    display: "nome",
    status: "pendente",
    text: "Comentário de demonstração: a biblioteca poderia ter mais exemplares desta gramática na época de provas.",
    daysAgo: 2,
  },
  {
    key: "002928326|",
    login: "norte",
    display: "nome",
    status: "pendente",
    text: "Comentário de demonstração: leitura obrigatória para o curso de Direito.",
    daysAgo: 1,
  },
  {
    key: "002916708|",
    login: "professor",
    display: "nome",
    status: "recusado",
    reason: "Comentário de demonstração recusado: trata de um empréstimo, assunto do balcão de atendimento.",
    text: "Comentário de demonstração: devolvi este livro ontem e ainda aparece no meu nome.",
    daysAgo: 5,
  },
];

/** Invented general comments to the demo libraries (by library id). */
export const DEMO_LIBRARY_COMMENTS = [
  {
    library: 1,
    login: "demo",
    status: "novo",
    text: "Comentário de demonstração: a sala de estudos em grupo poderia abrir aos sábados à tarde.",
    daysAgo: 3,
  },
  {
    library: 3,
    login: "norte",
    status: "respondido",
    text: "Comentário de demonstração: obrigado pelo novo espaço de leitura silenciosa!",
    daysAgo: 15,
  },
] as const;

export async function seedDemoComments(db: Queryable): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM record_comment) + (SELECT count(*) FROM library_comment) AS n`,
  );
  if (Number(n) > 0) return 0;
  let added = 0;
  for (const c of DEMO_COMMENTS) {
    const rows = await db.query(
      `INSERT INTO record_comment (record_id, patron_id, display, display_name, content, status, refusal_reason,
                                   created_at, moderated_at, moderated_by)
       SELECT r.id, p.id, $3,
              CASE $3 WHEN 'anonimo' THEN NULL WHEN 'primeiro_nome' THEN split_part(p.name, ' ', 1) ELSE p.name END,
              $4, $5, $6, now() - make_interval(days => $7::int),
              CASE WHEN $5 = 'pendente' THEN NULL ELSE now() - make_interval(days => $7::int - 1) END,
              CASE WHEN $5 = 'pendente' THEN NULL ELSE 'balcao' END
         FROM record r, patron p WHERE r.source_key = $1 AND p.login = $2
       RETURNING id`,
      [c.key, c.login, c.display, c.text, c.status, c.reason ?? null, c.daysAgo],
    );
    added += rows.length;
  }
  for (const c of DEMO_LIBRARY_COMMENTS) {
    const rows = await db.query(
      `INSERT INTO library_comment (library_id, patron_id, content, status, created_at, handled_at, handled_by)
       SELECT l.id, p.id, $3, $4, now() - make_interval(days => $5::int),
              CASE WHEN $4 = 'novo' THEN NULL ELSE now() - make_interval(days => $5::int - 1) END,
              CASE WHEN $4 = 'novo' THEN NULL ELSE 'balcao' END
         FROM library l, patron p WHERE l.id = $1 AND p.login = $2
       RETURNING id`,
      [c.library, c.login, c.text, c.status, c.daysAgo],
    );
    added += rows.length;
  }
  return added;
}
