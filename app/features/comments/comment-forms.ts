/**
 * The comment forms' schemas (decision 029), isomorphic: the actions parse with them and Conform
 * runs them in the browser. The text is trimmed before it is checked (document 1 §5, document 2
 * §5: "trimmed, at least 1 character"), the same rule the library service applies.
 */
import * as z from "zod";

import { COMMENT_DISPLAYS } from "../../../api/community/comments/contract.ts";
import { keyWith } from "../../lib/forms.ts";
import { tk } from "../../lib/i18n.ts";

/** The general comment's page and the patron's list (here, not in a .server module: links use them). */
export const GENERAL_COMMENT_PATH = "/comentario";
export const OWN_COMMENTS_PATH = "/meupergamum/comentarios";

/** The longest comment (the service's MAX_COMMENT_LENGTH). */
export const MAX_COMMENT_LENGTH = 2000;

const text = (raw: unknown) => (typeof raw === "string" ? raw.replace(/\r\n?/g, "\n").trim() : "");

/** The comment text: trimmed, at least one character, at most MAX_COMMENT_LENGTH. */
export const CommentText = z.preprocess(
  text,
  z
    .string()
    .min(1, { error: tk("comments.errors.required") })
    .refine((v) => [...v].length <= MAX_COMMENT_LENGTH, {
      error: keyWith(tk("comments.errors.tooLong"), { max: MAX_COMMENT_LENGTH }),
    }),
);

const optionalId = (raw: unknown) => (typeof raw === "string" && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined);

/** On a record's page. */
export const RecordCommentSchema = z.object({
  content: CommentText,
  exibicao: z.preprocess(
    (raw) => (typeof raw === "string" && raw ? raw : "nome"),
    z.enum(COMMENT_DISPLAYS, { error: tk("comments.errors.display") }),
  ),
});

export const RECORD_COMMENT_FIELDS = { content: "comment-content", exibicao: "comment-display-nome" };

/** The general comment to a library: campus (only to list its libraries), library, text. */
export const GeneralCommentSchema = z.object({
  campus: z.preprocess(optionalId, z.number().optional()),
  biblioteca: z.preprocess(optionalId, z.number({ error: tk("comments.errors.library") })),
  content: CommentText,
});

export const GENERAL_COMMENT_FIELDS = {
  campus: "general-comment-campus",
  biblioteca: "general-comment-library",
  content: "general-comment-content",
};

/** The first word of a name: the "first name only" choice. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
