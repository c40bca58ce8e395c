/**
 * The demo's FAQ, information and support content (decision 038). All of it is
 * invented for the demonstration, in Portuguese, and says so; the libraries are the demo's own
 * (invented) ones. Added once: nothing is written when a FAQ exists, so an operator's content
 * stays. Events are dated from the day of seeding, so the demo has some ahead of it.
 */
import type { Queryable } from "../../core/db/db.ts";
import { addMissingInstitutionParams } from "../../core/institution-params.repository.ts";

const DEMO = "(Conteúdo de demonstração.)";

export const DEMO_FAQ: { catalogue: "C" | "K" | "A"; question: string; answer: string }[] = [
  {
    catalogue: "C",
    question: "Como faço para renovar um empréstimo?",
    answer: `<p>Entre em <strong>Meu Pergamum</strong>, abra <em>Empréstimos</em> e use o botão <em>Renovar</em> ao lado do item. A renovação não é possível quando há reserva para o item ou débito em aberto.</p><p>${DEMO}</p>`,
  },
  {
    catalogue: "C",
    question: "Quantos itens posso emprestar ao mesmo tempo?",
    answer: `<p>Depende da sua categoria:</p><ul><li>Alunos de graduação: 5 itens por 7 dias.</li><li>Alunos de pós-graduação: 8 itens por 14 dias.</li><li>Professores: 10 itens por 30 dias.</li></ul><p>${DEMO}</p>`,
  },
  {
    catalogue: "C",
    question: "Esqueci minha senha. O que faço?",
    answer: `<p>Na página <a href="/login">Entrar</a>, use o link <em>Esqueci minha senha</em>: enviaremos um endereço para criar uma nova senha ao seu e-mail cadastrado.</p><p>${DEMO}</p>`,
  },
  {
    catalogue: "A",
    question: "O que é uma versão acessível?",
    answer: `<p>É uma edição do título que pode ser lida sem enxergar o texto impresso: livro em fonte ampliada, em braile, gravação de som (audiolivro) ou arquivo digital acessível.</p><p>${DEMO}</p>`,
  },
  {
    catalogue: "A",
    question: "Como uso a pesquisa acessível com um leitor de tela?",
    answer: `<p>Cada página tem uma única tarefa e começa por um título de nível 1 que diz onde você está. Digite palavras do título, escolha se quer todos os títulos ou só os que têm versão acessível e siga os links: resultados, filtros, detalhes e bibliotecas.</p><p>${DEMO}</p>`,
  },
  {
    catalogue: "K",
    question: "Crianças podem emprestar livros?",
    answer: `<p>Sim, com o cadastro feito por um responsável na biblioteca. ${DEMO}</p>`,
  },
];

export const DEMO_ACTIVITIES = [
  {
    id: 18,
    description: "Catálogo - Reserva",
    information: `<p>Reserve um item emprestado e seja avisado por e-mail quando ele estiver disponível para você. A reserva fica à sua espera por 2 dias úteis.</p><p>${DEMO}</p>`,
  },
  {
    id: 30,
    description: "Catálogo - Exemplares",
    information: `<p>Veja em que bibliotecas estão os exemplares de um título, sua localização na estante e se estão disponíveis.</p><p>${DEMO}</p>`,
  },
  { id: 36, description: "Catálogo - MARC", information: null },
  {
    id: 75,
    description: "Catálogo - Solicitação de empréstimo",
    information: `<p>Peça que um item de outra biblioteca seja levado à sua para retirada.</p><p>${DEMO}</p>`,
  },
];

export const DEMO_SERVICE_POINTS = [
  {
    library_id: 1,
    title: "Balcão de atendimento da Biblioteca Central",
    content: `<p>Segunda a sexta, das 8h às 22h; sábados, das 8h às 12h.</p><p>Telefone: <a href="tel:+550000000000">(00) 0000-0000</a>. E-mail: <a href="mailto:central@biblioteca.example">central@biblioteca.example</a>.</p><p>${DEMO}</p>`,
  },
  {
    library_id: null,
    title: "Atendimento a pessoas com deficiência",
    content: `<p>Todas as bibliotecas têm acesso sem degraus, e a Biblioteca Central empresta lupas eletrônicas e fones de ouvido. Agende um atendimento acompanhado pelo e-mail <a href="mailto:acessibilidade@biblioteca.example">acessibilidade@biblioteca.example</a>.</p><p>${DEMO}</p>`,
  },
];

const GENERAL_INFORMATION = `<h2>Sobre as bibliotecas</h2><p>O sistema de bibliotecas da Universidade de Demonstração reúne três bibliotecas em dois campi, com acervo de livros, periódicos, gravações de som e materiais especiais.</p><p>${DEMO}</p>`;
const SUPPORT_MESSAGE = `<p>Problemas com o catálogo? Escreva para <a href="mailto:suporte@biblioteca.example">suporte@biblioteca.example</a> dizendo a página e o que aconteceu, ou ligue para (00) 0000-0000 em dias úteis, das 8h às 18h.</p><p>${DEMO}</p>`;

/**
 * The catalogue's extras by code (document 1 §6, decision 065): 57 shared articles and 87 network
 * catalogue at invented addresses of reserved example domains, 88 the product's logo, 85 a block
 * under every record.
 */
const CATALOGUE_EXTRAS = {
  permissoes_consulta: "57,85,87,88",
  link_artigos_compartilhados: "https://artigos.example.org/compartilhados",
  link_catalogo_rede: "https://rede.example.org/catalogo",
  bloco_acervo_titulo: "Reprodução e direitos autorais",
  bloco_acervo: `<p>A cópia de obras do acervo é permitida para uso privado, em trechos, como prevê a Lei de Direitos Autorais (Lei nº 9.610/1998). Dúvidas? Pergunte no balcão de atendimento.</p><p>${DEMO}</p>`,
};

/** yyyy-mm-dd, `days` after `from`. */
function dayAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function seedInformationDemo(db: Queryable, now = new Date()): Promise<void> {
  await addMissingInstitutionParams(db, {
    informacoes_gerais: GENERAL_INFORMATION,
    msg_suporte_consulta: SUPPORT_MESSAGE,
    ...CATALOGUE_EXTRAS,
  });
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM info_faq`);
  if (n > 0) return;
  for (const [position, f] of DEMO_FAQ.entries()) {
    await db.query(`INSERT INTO info_faq (catalogue, question, answer, position) VALUES ($1, $2, $3, $4)`, [
      f.catalogue,
      f.question,
      f.answer,
      position,
    ]);
  }
  for (const [position, a] of DEMO_ACTIVITIES.entries()) {
    await db.query(
      `INSERT INTO info_activity (id, description, information, position) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [a.id, a.description, a.information, position],
    );
  }
  for (const [position, s] of DEMO_SERVICE_POINTS.entries()) {
    await db.query(`INSERT INTO info_service_point (library_id, title, content, position) VALUES ($1, $2, $3, $4)`, [
      s.library_id,
      s.title,
      s.content,
      position,
    ]);
  }
  const events: [string, string, number, number | null, string, string | null, string | null][] = [
    [
      "I",
      "Semana do Livro e da Biblioteca",
      10,
      14,
      "Biblioteca Central",
      "<p>Feira de trocas de livros, oficinas e contação de histórias.</p>",
      "biblioteca.example/semana-do-livro",
    ],
    [
      "I",
      "Oficina: como usar o catálogo",
      21,
      null,
      "Biblioteca de Ciências Humanas, sala 2",
      "<p>Aprenda a pesquisar, reservar e renovar.</p>",
      null,
    ],
    ["I", "Inventário do acervo (já realizado)", -60, -55, "Biblioteca do Campus Norte", null, null],
    [
      "E",
      "Ciclo de palestras: acessibilidade na leitura",
      30,
      32,
      "Auditório do Campus Centro",
      "<p>Inscrições pelo sistema de eventos.</p>",
      "https://eventos.biblioteca.example/acessibilidade",
    ],
  ];
  for (const [source, title, start, end, place, description, url] of events) {
    await db.query(
      `INSERT INTO info_event (source, title, starts_on, ends_on, place, description, url)
       VALUES ($1, $2, $3::date, $4::date, $5, $6, $7)`,
      [
        source,
        `${title} (demonstração)`,
        dayAfter(now, start),
        end === null ? null : dayAfter(now, end),
        place,
        description,
        url,
      ],
    );
  }
}
