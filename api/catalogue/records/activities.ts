/**
 * Which activities (tabs) the record page shows (document 1 §4 "Record page", §6 codes): the
 * ones the institution enables among 30, 33, 36, 115, 18, 75, 128, 32, 74 (institution
 * parameter `atividades_acervo`, a comma-separated list; 33, 36 and 115 when it is absent),
 * narrowed by what the record has, plus 0 "Dados do acervo" and -1 "Capas" always, and 31
 * "Localização" (where its copies stand) beside the copies or the reservation.
 * See docs/decisions/008-record-pages.md.
 */
import type { Queryable } from "../../core/db/db.ts";
import type { ActivityCode, RecordActivity } from "../../contract.ts";
import { translate, type Lang } from "../../core/i18n.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";

export const CONFIGURABLE_ACTIVITIES = [30, 33, 36, 115, 18, 75, 128, 32, 74] as const;
export const DEFAULT_ACTIVITIES = [33, 36, 115];
export const ACTIVITIES_PARAM = "atividades_acervo";

/** URL segment of each tab under /acervo/{id} (document 1 "Kids full-record page"). */
export const ACTIVITY_SLUGS: Record<string, string> = {
  "-1": "capas",
  "0": "",
  "18": "reserva",
  "30": "exemplares",
  "31": "localizacao",
  "32": "colecao-kardex",
  "33": "referencia",
  "36": "marc",
  "74": "dados-estatisticos",
  "75": "solicitacao-emprestimo",
  "115": "dublin-core",
  "128": "solicitacao-emprestimo-delivery",
  summary: "sumarios",
  sumario_livro: "sumarios-livros",
  acervo_fechado: "acervo-fechado",
};

/** The codes the institution enables; unknown or malformed entries are ignored. */
export function parseActivities(value: string | undefined): Set<number> {
  if (value === undefined) return new Set(DEFAULT_ACTIVITIES);
  const allowed = new Set<number>(CONFIGURABLE_ACTIVITIES);
  return new Set(
    value
      .split(",")
      .map((v) => Number(v.trim()))
      .filter((n) => allowed.has(n)),
  );
}

export async function enabledActivities(db: Queryable): Promise<Set<number>> {
  return parseActivities((await institutionParams(db, [ACTIVITIES_PARAM]))[ACTIVITIES_PARAM]);
}

/** What the record has that decides conditional tabs. */
export interface RecordFacts {
  copies: number;
  closedStackCopies: number;
  kardex: boolean;
  summaries: boolean;
  bookContents: boolean;
}

const TEXT_ORDER: ActivityCode[] = ["summary", "sumario_livro", "acervo_fechado"];

/**
 * The activities in order: numeric codes ascending, then the summaries and closed-stacks tabs.
 * 30 only with copies; 18, 75 and 128 (reserve, loan request, delivery) need 33 too (document 1
 * §6) and copies to act on; 32 only for a serial with kardex data; summaries with 505 or 520;
 * book contents with a table-of-contents link; closed stacks with copies there.
 */
export function recordActivities(enabled: Set<number>, facts: RecordFacts, lang: Lang): RecordActivity[] {
  const codes: ActivityCode[] = [-1, 0];
  for (const code of CONFIGURABLE_ACTIVITIES) {
    if (!enabled.has(code)) continue;
    if (code === 30 && facts.copies === 0) continue;
    if ((code === 18 || code === 75 || code === 128) && (!enabled.has(33) || facts.copies === 0)) continue;
    if (code === 32 && !facts.kardex) continue;
    codes.push(code);
  }
  // Where the copies stand goes with the tabs that show or reserve them (document 1 §3).
  if (codes.includes(30) || codes.includes(18)) codes.push(31);
  if (facts.summaries) codes.push("summary");
  if (facts.bookContents) codes.push("sumario_livro");
  if (facts.closedStackCopies > 0) codes.push("acervo_fechado");
  const rank = (c: ActivityCode) => (typeof c === "number" ? c : 100_000 + TEXT_ORDER.indexOf(c));
  return codes
    .sort((a, b) => rank(a) - rank(b))
    .map((code) => ({
      cod_atividade: code,
      slug: ACTIVITY_SLUGS[String(code)],
      descricao: translate(lang, `activity.${code}`),
    }));
}
