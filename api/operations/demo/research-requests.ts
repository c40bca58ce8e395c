/**
 * The demo's research requests (decision 033): for `demo` (Ana Demonstração),
 * requests of each type in several statuses, and a finished catalogue sheet whose card can be
 * downloaded. Every request is invented (the works asked for are real titles or made-up theses);
 * the thesis file is a one-page PDF made here. No alerts are raised: these are a past the patron
 * has already seen. Dates are fixed, so that lists and filters read the same on every install.
 */
import type { Db } from "../../core/db/db.ts";
import { newPdf, pdfBytes } from "../pdf/pdf.ts";
import type {
  CatalogueCardData,
  RequestValues,
  ResearchStatus,
  ResearchType,
} from "../../lending/research-requests/contract.ts";
import {
  insertFile,
  insertRequest,
  updateStatus,
} from "../../lending/research-requests/research-requests.repository.ts";
import { TITLE_FIELD } from "../../lending/research-requests/research-requests.rules.ts";

const DEMO = 1001;

interface DemoRequest {
  kind: ResearchType;
  at: string;
  status: ResearchStatus;
  data: RequestValues;
  answer?: string;
  card?: CatalogueCardData;
  file?: boolean;
}

/** The finished thesis: its card is the one the demo downloads (and the tests read). */
export const DEMO_THESIS: RequestValues = {
  autor: "Demonstração, Ana",
  titulo: "Catálogos públicos em bibliotecas universitárias",
  subtitulo: "um estudo de uso",
  ano: 2026,
  folhas: 87,
  ilustracoes: true,
  tipo_trabalho: "tcc",
  curso: "Biblioteconomia",
  unidade: "Centro de Ciências da Educação",
  instituicao: "Universidade de Demonstração",
  cidade: "Florianópolis",
  orientador: "Marta Ribeiro",
  palavras_chave: "Catálogos em linha; Bibliotecas universitárias; Usuários de bibliotecas",
};

export const DEMO_CARD: CatalogueCardData = {
  classificacao: "CDU 025.4",
  cutter: "D383c",
  assuntos: ["Catálogos em linha", "Bibliotecas universitárias", "Usuários de bibliotecas"],
  bibliotecario: "Biblioteca Central (demonstração) – CRB-14/0000",
};

export const DEMO_REQUESTS: DemoRequest[] = [
  {
    kind: "emprestimo-inter-bibliotecas",
    at: "2026-11-10T13:00:00Z",
    status: "waiting",
    data: { titulo: "Grande sertão: veredas", autor: "Guimarães Rosa, João", editora: "José Olympio", ano: 1956 },
  },
  {
    kind: "emprestimo-inter-bibliotecas",
    at: "2026-10-02T14:30:00Z",
    status: "finished",
    data: { titulo: "Os sertões", autor: "Cunha, Euclides da", biblioteca_fornecedora: "Biblioteca Nacional" },
    answer: "O livro chegou da Biblioteca Nacional: retire-o no balcão da Biblioteca Central.",
  },
  {
    kind: "comutacao-bibliografica",
    at: "2026-11-03T12:00:00Z",
    status: "in_progress",
    data: {
      tipo_documento: "artigo",
      titulo: "Metadados em repositórios institucionais",
      autor: "Souza, Ana Lúcia de",
      periodico: "Revista de Ciência da Informação (demonstração)",
      volume: "12",
      numero: "3",
      ano: 2020,
      pagina_inicial: 45,
      pagina_final: 62,
    },
    answer: "Pedido enviado à biblioteca fornecedora.",
  },
  {
    kind: "comutacao-bibliografica",
    at: "2026-11-12T16:00:00Z",
    status: "waiting",
    data: {
      tipo_documento: "tese",
      titulo: "Controle de autoridades em bibliotecas jurídicas",
      autor: "Prado, Luís Henrique",
      instituicao: "Universidade Federal de Goiás",
      ano: 2022,
    },
  },
  {
    kind: "levantamento-bibliografico",
    at: "2026-11-05T11:00:00Z",
    status: "waiting",
    data: {
      assunto: "Controle de autoridades em catálogos",
      palavras_chave: "autoridades; MARC 21",
      ano_inicial: 2015,
      ano_final: 2026,
    },
  },
  {
    kind: "levantamento-bibliografico",
    at: "2026-09-20T18:00:00Z",
    status: "not_attended",
    data: { assunto: "História dos catálogos em fichas", idiomas: "português" },
    answer: "Nenhuma fonte disponível no período pedido: procure a bibliotecária de referência.",
  },
  {
    kind: "pesquisa-especializada",
    at: "2026-11-01T13:00:00Z",
    status: "in_progress",
    data: {
      tema: "Acesso aberto no Brasil",
      objetivo: "Reunir estudos sobre políticas de acesso aberto em universidades públicas.",
    },
  },
  {
    kind: "pesquisa-especializada",
    at: "2026-10-15T13:00:00Z",
    status: "cancelled",
    data: { tema: "Leitura e mediação em bibliotecas públicas", objetivo: "Trabalho de disciplina." },
  },
  {
    kind: "ficha-catalografica",
    at: "2026-10-20T15:00:00Z",
    status: "finished",
    data: DEMO_THESIS,
    answer: "Ficha catalográfica pronta: baixe o PDF e imprima-a no verso da folha de rosto.",
    card: DEMO_CARD,
    file: true,
  },
];

async function demoThesisPdf(): Promise<Buffer> {
  const doc = newPdf({ title: String(DEMO_THESIS.titulo), lang: "pt-BR" });
  doc.fontSize(16).text(String(DEMO_THESIS.titulo), { align: "center" });
  doc.moveDown().fontSize(11).text("Trabalho inventado para a demonstração do catálogo.", { align: "center" });
  return pdfBytes(doc);
}

export async function seedResearchRequests(db: Db): Promise<void> {
  const thesis = await demoThesisPdf();
  await db.transaction(async (tx) => {
    for (const r of DEMO_REQUESTS) {
      const id = await insertRequest(tx, {
        patronId: DEMO,
        kind: r.kind,
        title: String(r.data[TITLE_FIELD[r.kind]]),
        recordId: null,
        data: r.data,
        at: new Date(r.at),
      });
      if (r.file) await insertFile(tx, id, { name: "tcc-ana-demonstracao.pdf", content: thesis });
      if (r.status !== "waiting")
        await updateStatus(tx, id, { status: r.status, answer: r.answer ?? null, card: r.card ?? null });
      await tx.query(
        `UPDATE research_request SET updated_at = created_at + interval '2 days' WHERE id = $1 AND status <> 'waiting'`,
        [id],
      );
    }
  });
}
