/**
 * The desk's research-request commands of `npm run circ` (decision 033):
 *   requests [TYPE] [STATUS]                 the requests, oldest first, one per line
 *   request-move TYPE ID STATUS [NOTE] [classificacao=… cutter=… assuntos=a;b bibliotecario=…]
 * The move is the same as PUT /api/balcao/solicitacoes/{tipo}/{id}: an allowed next status only,
 * the patron alerted; finishing a catalogue sheet needs its classification and Cutter code.
 */
import {
  RESEARCH_STATUSES,
  RESEARCH_TYPES,
  type ResearchStatus,
  type ResearchType,
} from "../../lending/research-requests/contract.ts";
import { deskRequests, moveRequest } from "../../lending/research-requests/research-requests.service.ts";
import { UsageError, type DeskCommand } from "./desk-commands.ts";

function typeOf(arg: string | undefined): ResearchType {
  if (!RESEARCH_TYPES.includes(arg as ResearchType)) {
    throw new UsageError(`TYPE must be one of ${RESEARCH_TYPES.join(", ")}`);
  }
  return arg as ResearchType;
}

function statusOf(arg: string | undefined): ResearchStatus {
  if (!RESEARCH_STATUSES.includes(arg as ResearchStatus)) {
    throw new UsageError(`STATUS must be one of ${RESEARCH_STATUSES.join(", ")}`);
  }
  return arg as ResearchStatus;
}

const CARD_ARG = /^(classificacao|cutter|assuntos|bibliotecario)=(.*)$/s;

export const REQUEST_COMMANDS: Record<string, DeskCommand> = {
  requests: {
    usage:
      "  requests [TYPE] [STATUS]  list research requests (TYPE: emprestimo-inter-bibliotecas, comutacao-bibliografica, levantamento-bibliografico, pesquisa-especializada, ficha-catalografica)",
    async run(db, args, lang) {
      // Either argument alone: a status is recognised as such.
      let kind: ResearchType | undefined;
      let status: ResearchStatus | undefined;
      for (const arg of args) {
        if (RESEARCH_STATUSES.includes(arg as ResearchStatus) && !status) status = arg as ResearchStatus;
        else if (!kind) kind = typeOf(arg);
        else throw new UsageError("requests takes at most TYPE and STATUS");
      }
      const list = await deskRequests(db, { kind, status }, lang);
      const lines = list.map(
        (r) => `${r.codigo}\t${r.tipo}\t${r.situacao}\t${r.data_solicitacao.slice(0, 10)}\t${r.login}\t${r.titulo}`,
      );
      return { line: lines.length ? lines.join("\n") : "no requests", json: list };
    },
  },
  "request-move": {
    usage:
      "  request-move TYPE ID STATUS [NOTE] [classificacao=… cutter=… assuntos=a;b bibliotecario=…]  move a research request (STATUS: in_progress, finished, not_attended); the patron is alerted",
    async run(db, args, lang) {
      const [typeArg, idArg, statusArg, ...rest] = args;
      const type = typeOf(typeArg);
      if (!idArg || !/^\d+$/.test(idArg) || Number(idArg) < 1) throw new UsageError("ID must be a positive number");
      const status = statusOf(statusArg);
      const card: Record<string, string | string[]> = {};
      const note: string[] = [];
      for (const arg of rest) {
        const m = CARD_ARG.exec(arg);
        if (m) card[m[1]] = m[1] === "assuntos" ? m[2].split(";").map((s) => s.trim()) : m[2];
        else note.push(arg);
      }
      const moved = await moveRequest(
        db,
        null,
        type,
        Number(idArg),
        { status, answer: note.length ? note.join(" ") : undefined, card: Object.keys(card).length ? card : undefined },
        lang,
      );
      return {
        line: `request ${moved.codigo} (${moved.tipo}) is now ${moved.situacao}: ${moved.desc_situacao}`,
        json: moved,
      };
    },
  },
};
