/**
 * The display preferences' form (preferences.ts), its schema apart: the root, which applies the
 * preferences on every page, ships no zod (decision 037); the action and /sobre-acessibilidade
 * read the form with it.
 */
import * as z from "zod";

/**
 * What the accessibility bar and /sobre-acessibilidade post: the changes (their rules are
 * `applyChange`'s, which refuses a value it does not know), where to go back, and whether the
 * bar's fetcher asks (`js=1`). Read raw (`autoCoercion: false`): an empty value is a wrong one.
 */
export const DisplayChangeSchema = z.object({
  esquema: z.string().optional(),
  fonte: z.string().optional(),
  negrito: z.string().optional(),
  voltar: z.string().optional(),
  js: z.string().optional(),
});
