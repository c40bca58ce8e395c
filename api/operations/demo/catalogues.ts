/**
 * The demo's kids and museum catalogues (decision 040): their home sections, highlights, news and
 * information tabs, the museum catalogue's flag and the self-service button's settings. Every
 * text, address and event here is INVENTED for the demo (README "Demo data"); the highlighted
 * records are real children's books of the demo catalogue, pinned by their MARC source key
 * ("001|003"), and the museum's highlights are every museum object the demo catalogue holds (real
 * records of realia, pictures and filmstrips: api/catalogue/catalog/catalog.repository.ts). Runs on every
 * start and adds nothing to a catalogue that already has rows, so an operator's choices stay.
 */
import { addMissingInstitutionParams } from "../../core/institution-params.repository.ts";
import { museumObjectIds } from "../../catalogue/catalog/catalog.repository.ts";
import type { CatalogType, InfoTabType } from "../../catalogue/catalog/contract.ts";
import type { Queryable } from "../../core/db/db.ts";

export const CATALOGUE_PARAMS: Record<string, string> = {
  habilita_museu_catalogo: "S",
  cor_textura_kids: "#1d4f91",
  cor_logo_kids_fundo: "#ffffff",
  perc_cor_textura: "85",
  capa_cor_fonte_padrao_kids: "#000000",
  // The kiosk: an invented address (example.org is reserved for examples).
  autoatendimento: "S",
  autoatendimento_url: "https://autoatendimento.example.org/login",
  autoatendimento_biblioteca: "1",
  autoatendimento_autenticacao: "SENHA",
};

/** Real children's books of the demo catalogue, in the institution's order (21: three pages of seven). */
export const KIDS_HIGHLIGHT_KEYS = [
  "4964455|",
  "1669573|",
  "15695419|",
  "16813571|",
  "15486133|",
  "15408335|",
  "15232751|",
  "15074246|",
  "16448870|",
  "15571245|",
  "16376525|",
  "15576363|",
  "15622851|",
  "15669501|",
  "15639711|",
  "16090640|",
  "15497868|",
  "15902636|",
  "16025086|",
  "15417422|",
  "15131323|",
];

/** The classic catalogue's highlights (the mobile home's featured_and_news view): real records of the demo. */
export const CLASSIC_HIGHLIGHT_KEYS = ["002926943|", "035641611|", "002916708|", "002928326|"];

const SECTIONS: Record<"C" | "K" | "M", { kind: string; name: string }[]> = {
  C: [
    { kind: "DESTAQUE", name: "Destaques" },
    { kind: "NOTICIAS", name: "Notícias" },
  ],
  K: [
    { kind: "DESTAQUE", name: "Destaques da biblioteca infantil" },
    { kind: "NOTICIAS", name: "Notícias" },
  ],
  M: [
    { kind: "DESTAQUE", name: "Objetos do acervo" },
    { kind: "NOTICIAS", name: "Notícias do museu" },
  ],
};

interface DemoNews {
  title: string;
  content: string;
  url: string | null;
}

const NEWS: Record<"C" | "K" | "M", DemoNews[]> = {
  C: [
    {
      title: "Horário estendido na semana de provas (demonstração)",
      content: "Notícia inventada para a demonstração: as bibliotecas abrem até as 22h de segunda a sexta.",
      url: "www.example.org/horario",
    },
    {
      title: "Novos livros de metodologia (demonstração)",
      content: "Notícia inventada para a demonstração: chegaram novos títulos sobre trabalhos acadêmicos.",
      url: null,
    },
  ],
  K: [
    {
      title: "Hora do conto aos sábados (demonstração)",
      content:
        "Notícia inventada para a demonstração: leitura em voz alta para crianças de 4 a 8 anos, às 10h, na sala infantil.",
      url: "www.example.org/hora-do-conto",
    },
    {
      title: "Clube de leitura juvenil (demonstração)",
      content: "Notícia inventada para a demonstração: encontros quinzenais para conversar sobre o livro do mês.",
      url: "https://www.example.org/clube-de-leitura",
    },
    {
      title: "Oficina de ilustração (demonstração)",
      content: "Notícia inventada para a demonstração: crianças criam a capa do seu livro preferido.",
      url: null,
    },
    {
      title: "Férias na biblioteca (demonstração)",
      content: "Notícia inventada para a demonstração: empréstimo de até cinco livros infantis durante as férias.",
      url: "example.org/ferias",
    },
  ],
  M: [
    {
      title: "Nova sala de objetos (demonstração)",
      content: "Notícia inventada para a demonstração: filmes fixos e gravuras do acervo em exposição no térreo.",
      url: "www.example.org/museu/sala",
    },
    {
      title: "Visitas mediadas (demonstração)",
      content: "Notícia inventada para a demonstração: visitas para escolas às terças e quintas, com agendamento.",
      url: null,
    },
  ],
};

const TABS: Record<"C" | "K" | "M", { kind: InfoTabType; title: string; content: string }[]> = {
  C: [],
  K: [
    {
      kind: "INFORMACOES_GERAIS",
      title: "Sobre a biblioteca infantil",
      content:
        "<p>Texto inventado para a demonstração: a biblioteca infantil empresta livros para crianças de até 14 anos, com cadastro feito por um responsável.</p><ul><li>Até 3 livros por vez</li><li>Prazo de 14 dias</li></ul>",
    },
    {
      kind: "ATENDIMENTO",
      title: "Atendimento",
      content:
        '<p>Horários inventados para a demonstração:</p><table><caption>Horário de atendimento</caption><thead><tr><th scope="col">Dia</th><th scope="col">Horário</th></tr></thead><tbody><tr><td>Segunda a sexta</td><td>8h às 18h</td></tr><tr><td>Sábado</td><td>9h às 12h</td></tr></tbody></table>',
    },
    {
      kind: "EVENTOS",
      title: "Eventos",
      // The script and the handler show the sanitiser at work: neither reaches the page.
      content:
        '<p>Eventos inventados para a demonstração: <strong>hora do conto</strong> aos sábados e <a href="https://www.example.org/eventos" onclick="alert(1)">agenda completa</a>.</p><script>alert(\'x\')</script>',
    },
    // Empty: hidden from the page (document 1 §2).
    { kind: "HTML", title: "Conteúdo extra", content: "<p>   </p>" },
    {
      kind: "TEXT",
      title: "Regras da sala",
      content:
        "Texto inventado para a demonstração: fale baixinho, lave as mãos antes de ler e devolva o livro ao carrinho.",
    },
  ],
  M: [
    {
      kind: "INFORMACOES_GERAIS",
      title: "Sobre o museu",
      content:
        "<p>Texto inventado para a demonstração: o museu guarda objetos tridimensionais, gravuras, fotografias e filmes fixos, catalogados em MARC 21 como o resto do acervo.</p>",
    },
    {
      kind: "ATENDIMENTO",
      title: "Visitação",
      content: "<p>Horário inventado para a demonstração: terça a domingo, das 10h às 17h. Entrada gratuita.</p>",
    },
    { kind: "TEXT", title: "Avisos", content: "" },
  ],
};

async function isEmpty(db: Queryable, table: string, catalog: CatalogType): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM ${table} WHERE catalog = $1 LIMIT 1`, [catalog]);
  return rows.length === 0;
}

export async function seedCatalogues(db: Queryable): Promise<void> {
  await addMissingInstitutionParams(db, CATALOGUE_PARAMS);
  for (const catalog of ["C", "K", "M"] as const) {
    if (await isEmpty(db, "catalog_section", catalog)) {
      for (const [position, s] of SECTIONS[catalog].entries()) {
        await db.query(`INSERT INTO catalog_section (catalog, position, kind, name) VALUES ($1, $2, $3, $4)`, [
          catalog,
          position,
          s.kind,
          s.name,
        ]);
      }
    }
    if (await isEmpty(db, "catalog_news", catalog)) {
      for (const [position, n] of NEWS[catalog].entries()) {
        await db.query(
          `INSERT INTO catalog_news (catalog, position, title, content, url) VALUES ($1, $2, $3, $4, $5)`,
          [catalog, position, n.title, n.content, n.url],
        );
      }
    }
    if (await isEmpty(db, "catalog_info_tab", catalog)) {
      for (const [position, t] of TABS[catalog].entries()) {
        await db.query(
          `INSERT INTO catalog_info_tab (catalog, library_id, position, kind, title, content) VALUES ($1, 0, $2, $3, $4, $5)`,
          [catalog, position, t.kind, t.title, t.content],
        );
      }
    }
    if (await isEmpty(db, "catalog_highlight", catalog)) {
      const ids =
        catalog === "M"
          ? await museumObjectIds(db)
          : (
              await db.query<{ id: number }>(
                `SELECT r.id FROM unnest($1::text[]) WITH ORDINALITY k(key, n) JOIN record r ON r.source_key = k.key ORDER BY k.n`,
                [catalog === "K" ? KIDS_HIGHLIGHT_KEYS : CLASSIC_HIGHLIGHT_KEYS],
              )
            ).map((r) => r.id);
      for (const [position, id] of ids.entries()) {
        await db.query(`INSERT INTO catalog_highlight (catalog, record_id, position) VALUES ($1, $2, $3)`, [
          catalog,
          id,
          position,
        ]);
      }
    }
  }
}
