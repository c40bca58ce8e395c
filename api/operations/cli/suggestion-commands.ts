/**
 * The desk's acquisition-suggestion commands for `npm run circ` (decision 030): list the
 * suggestions, optionally in one situation, and move one to the next situation with an optional
 * answer to the patron (who gets an alert), through the same service as /api/balcao/sugestoes.
 */
import { deskSuggestions, moveByDesk, situationWords } from "../../community/acquisition/acquisition.service.ts";
import { SUGGESTION_SITUATIONS, type DeskSuggestionOut } from "../../community/acquisition/contract.ts";
import { isSituation } from "../../community/acquisition/situations.ts";
import type { Lang } from "../../core/i18n.ts";
import { UsageError, type DeskCommand } from "./desk-commands.ts";

const SITUATION_LIST = SUGGESTION_SITUATIONS.join(", ");

function situationArg(arg: string | undefined) {
  if (arg === undefined) return undefined;
  if (!isSituation(arg)) throw new UsageError(`SITUATION must be one of: ${SITUATION_LIST}`);
  return arg;
}

function line(s: DeskSuggestionOut, lang: Lang): string {
  const next = s.proximas_situacoes.length ? ` → ${s.proximas_situacoes.join(" | ")}` : "";
  return `#${s.cod_sugestao} ${s.data_sugestao.slice(0, 10)} [${s.situacao}: ${situationWords(lang, s.situacao)}] ${
    s.titulo
  } — ${s.usuario.login} (${s.biblioteca.desc_biblioteca})${next}`;
}

export const SUGGESTION_COMMANDS: Record<string, DeskCommand> = {
  suggestions: {
    usage: "  suggestions [SITUATION]  list acquisition suggestions, newest first (and where each may go next)",
    async run(db, args, lang) {
      const situation = situationArg(args[0]);
      const list = await deskSuggestions(db, null, { situation }, lang);
      return {
        line: list.length ? list.map((s) => line(s, lang)).join("\n") : "no suggestions",
        json: list,
      };
    },
  },
  "suggestion-move": {
    usage: "  suggestion-move ID SITUATION [ANSWER]  move a suggestion (the patron gets an alert)",
    async run(db, args, lang) {
      const [idArg, situationText, ...answer] = args;
      if (!idArg || !/^\d+$/.test(idArg) || Number(idArg) < 1) throw new UsageError("ID must be a positive number");
      const situation = situationArg(situationText);
      if (!situation) throw new UsageError(`missing SITUATION (${SITUATION_LIST})`);
      const note = answer.join(" ").trim() || null;
      if (note && note.length > 2000) throw new UsageError("ANSWER: at most 2000 characters");
      const moved = await moveByDesk(db, null, Number(idArg), { situation, answer: note }, lang);
      return { line: line(moved, lang), json: moved };
    },
  },
};
