/**
 * Comment moderation from a terminal (decision 029), through the same service functions as the
 * /api/balcao/comentarios calls: list the queue, approve, refuse with a reason, and the general
 * comments to libraries. Whoever runs circ can open the database, so the moderator is "circ".
 */
import {
  commentsToModerate,
  libraryCommentsFor,
  markLibraryComment,
  moderateComment,
} from "../../community/comments/comments.service.ts";
import {
  COMMENT_STATES,
  LIBRARY_COMMENT_STATES,
  type CommentState,
  type DeskComment,
  type LibraryCommentState,
} from "../../community/comments/contract.ts";
import { UsageError, type DeskCommand } from "./desk-commands.ts";

const MODERATOR = "circ";
const EVERY_LIBRARY = { library_id: null };

/** The English words of the usage, mapped to the service's situations. */
const STATE_WORDS: Record<string, CommentState> = { pending: "pendente", approved: "aprovado", refused: "recusado" };
const LIBRARY_STATE_WORDS: Record<string, LibraryCommentState> = { new: "novo", read: "lido", answered: "respondido" };

function commentId(arg: string | undefined): number {
  if (!arg || !/^\d+$/.test(arg) || Number(arg) < 1) throw new UsageError("ID must be a positive number");
  return Number(arg);
}

function stateOf<T extends string>(
  arg: string | undefined,
  words: Record<string, T>,
  all: readonly T[],
): T | undefined {
  if (arg === undefined) return undefined;
  const state = words[arg] ?? (all.includes(arg as T) ? (arg as T) : undefined);
  if (!state) throw new UsageError(`unknown situation ${arg}: one of ${Object.keys(words).join(", ")}`);
  return state;
}

/** One line, the text on one line too (its breaks shown as ⏎), so a terminal list stays a list. */
const oneLine = (text: string) => text.replace(/\n+/g, " ⏎ ");

function commentLine(c: DeskComment): string {
  const reason = c.motivo_recusa ? ` (${oneLine(c.motivo_recusa)})` : "";
  return `#${c.cod_comentario} ${c.situacao}${reason} ${c.data.slice(0, 10)} ${c.login} on record ${c.cod_acervo} "${c.titulo}": ${oneLine(c.texto)}`;
}

export const COMMENT_COMMANDS: Record<string, DeskCommand> = {
  comments: {
    usage:
      "  comments [pending|approved|refused]   comments on records in one situation (default pending, oldest first)",
    async run(db, args) {
      const state = stateOf(args[0], STATE_WORDS, COMMENT_STATES) ?? "pendente";
      const list = await commentsToModerate(db, state);
      const line = list.length === 0 ? `no ${state} comments` : list.map(commentLine).join("\n");
      return { line, json: list };
    },
  },
  "comment-approve": {
    usage: "  comment-approve ID        approve a comment: it shows on the record page; the author gets an alert",
    async run(db, args) {
      const comment = await moderateComment(db, commentId(args[0]), { situacao: "aprovado" }, MODERATOR);
      return { line: `approved ${commentLine(comment)}`, json: comment };
    },
  },
  "comment-refuse": {
    usage:
      "  comment-refuse ID [REASON]  refuse a comment (the reason is shown to its author); the author gets an alert",
    async run(db, args) {
      const reason = args.slice(1).join(" ").trim() || null;
      const comment = await moderateComment(
        db,
        commentId(args[0]),
        { situacao: "recusado", motivo: reason },
        MODERATOR,
      );
      return { line: `refused ${commentLine(comment)}`, json: comment };
    },
  },
  "library-comments": {
    usage: "  library-comments [new|read|answered]  general comments to the libraries (default all, new first)",
    async run(db, args) {
      const state = stateOf(args[0], LIBRARY_STATE_WORDS, LIBRARY_COMMENT_STATES) ?? null;
      const list = await libraryCommentsFor(db, EVERY_LIBRARY, state);
      const line =
        list.length === 0
          ? "no general comments"
          : list
              .map(
                (c) =>
                  `#${c.cod_comentario} ${c.situacao} ${c.data.slice(0, 10)} ${c.desc_biblioteca} from ${c.login ?? "?"}${c.email ? ` <${c.email}>` : ""}: ${oneLine(c.texto)}`,
              )
              .join("\n");
      return { line, json: list };
    },
  },
  "library-comment-mark": {
    usage: "  library-comment-mark ID read|answered|new  mark a general comment to a library",
    async run(db, args) {
      const id = commentId(args[0]);
      const state = stateOf(args[1], LIBRARY_STATE_WORDS, LIBRARY_COMMENT_STATES);
      if (!state) throw new UsageError("missing situation: read, answered or new");
      const comment = await markLibraryComment(db, EVERY_LIBRARY, id, state, MODERATOR);
      return { line: `#${comment.cod_comentario} ${comment.situacao}`, json: comment };
    },
  },
};
