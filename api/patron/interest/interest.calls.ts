/**
 * The interest profile under /perfil-interesse (decision 031). Every profile call takes the patron from the bearer token
 * only, except the feed and the unsubscribe link, whose token is their credential. Bodies are
 * JSON or forms; a list (`bibliotecas`, `idiomas`) is an array, a comma-separated string or a
 * repeated field; a flag is `true`, `"S"`, `"on"` or `"1"`. A validity date (`validade`) is
 * YYYY-MM-DD or empty (no end); an entry whose date has passed shows `expirada: true` and
 * matches nothing. At most 60 entries.
 */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { Id } from "../../core/http/input.ts";
import {
  DigestUnsubscribeSchema,
  HEADING_SEARCH_TYPES,
  HeadingHitSchema,
  InterestAuxInfoSchema,
  InterestEntrySchema,
  InterestFeedSchema,
  InterestFeedTokenSchema,
  InterestProfileSchema,
  InterestTitlesSchema,
  PeriodicalHitSchema,
} from "./contract.ts";

/** true, "true", "S", "on", "1": yes; anything else (or absent): no. */
const Flag = z.preprocess((v) => v === true || v === "true" || v === "S" || v === "on" || v === "1", z.boolean());

const list = (v: unknown) =>
  v === undefined || v === null || v === ""
    ? []
    : (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === "string" ? x.split(",") : [x])).filter((x) => x !== "");

export const IdList = z.preprocess(list, z.array(Id).max(50));
const LanguageList = z.preprocess(
  list,
  z
    .array(
      z
        .string()
        .trim()
        .regex(/^[a-z]{3}$/),
    )
    .max(50),
);
const Term = z.string().trim().min(1).max(200);
/** Checked by the service, which names what is wrong with it. */
const Validity = z.unknown().optional().describe("YYYY-MM-DD, or empty: no end");
export const Codigo = z.object({ codigo: Id });
const OptionalArea = z.preprocess((v) => (v === "" || v === null || v === undefined ? null : v), Id.nullable());

const HeadingSearch = z.object({ tipoPesquisa: z.enum(HEADING_SEARCH_TYPES), termoPesquisa: Term });
const HeadingAdd = z.object({ tipoPesquisa: z.enum(HEADING_SEARCH_TYPES), termo: Term.max(300), validade: Validity });
const ValidityChange = z.object({ codigo: Id, validade: Validity });
const PeriodicalSearch = z.object({
  termoPesquisa: Term,
  bibliotecas: z.string().optional().describe("Library codes, comma-separated"),
});
const PeriodicalFields = {
  fasciculo: Flag,
  artigo: Flag,
  sumario: Flag,
  bibliotecas: IdList,
  validade: Validity,
};
const PeriodicalAdd = z.object({ cod_acervo: Id, ...PeriodicalFields });
const PeriodicalChange = z.object({ codigo: Id, ...PeriodicalFields });
const WorkTypeFields = { cod_tipo_obra: Id, codTipoArea: OptionalArea, validade: Validity };
const Preferences = z.object({ idiomas: LanguageList, bibliotecas: IdList });
const Digest = z.object({ ativo: Flag });
const Page = z.object({ pagina: z.coerce.number().int().min(1).max(10_000).default(1) });
/** The feed's and the unsubscribe link's token, checked by the handler. */
export const Token = z.object({ token: z.string().min(1).max(200) });
const TokenParam = z.object({ token: z.string().describe("The token of the address") });
/** DELETE takes `codigo` from the query string or a body; read by the handler. */
const CodigoQuery = z.object({ codigo: z.string().optional().describe("The entry (or `codigo` in a body)") });

const noToken = refusal("No token, or a bad one.");
const entryRefusals = {
  400: refusal("`invalid_parameter`."),
  401: noToken,
  404: refusal("`interest_entry_not_found`: an entry of another patron, or of another part."),
} as const;
const validity =
  "`interest_validity_invalid` (not a day), `interest_validity_past` (before today, São Paulo), " +
  "`interest_validity_too_far` (over 5 years ahead)";
const adding = {
  409: refusal("`interest_duplicate`: the same entry twice."),
  422: (more: string) => refusal(`${more}, \`interest_limit\` (60 entries), ${validity}.`),
} as const;

/** The answers of a validity change, of one part or of any. */
const validityChanged = {
  200: json(InterestEntrySchema, "The entry."),
  ...entryRefusals,
  422: refusal(`${validity}.`),
} as const;

export const interestCalls = {
  profile: defineCall({
    method: "get",
    path: "/perfil-interesse",
    summary: "The patron's interest profile: every entry, the languages and libraries, the digest and the feed",
    auth: "patron",
    responses: { 200: json(InterestProfileSchema, "The profile."), 401: noToken },
  }),
  auxInfo: defineCall({
    method: "get",
    path: "/perfil-interesse/areas-interesse/info-auxiliar",
    summary: "What an entry may name: knowledge areas, work types, languages and libraries of the catalogue",
    auth: "patron",
    responses: { 200: json(InterestAuxInfoSchema, "The choices."), 401: noToken },
  }),
  preferences: defineCall({
    method: "put",
    path: "/perfil-interesse/preferencias",
    summary: "Sets the profile's languages and libraries (empty: any)",
    auth: "patron",
    body: Preferences,
    responses: {
      200: json(InterestProfileSchema, "The profile."),
      400: refusal("`invalid_parameter`."),
      401: noToken,
      404: refusal("`library_not_found`."),
      422: refusal("`interest_language_unknown`."),
    },
  }),
  digest: defineCall({
    method: "put",
    path: "/perfil-interesse/resumo",
    summary: "Turns the e-mail digest on or off",
    description: "Turning it on counts what matched so far as delivered.",
    auth: "patron",
    body: Digest,
    responses: {
      200: json(InterestProfileSchema, "The profile."),
      401: noToken,
      422: refusal("`interest_no_email`: turning it on without an e-mail address."),
    },
  }),
  searchHeadings: defineCall({
    method: "get",
    path: "/perfil-interesse/area-autor-assunto/pesquisa",
    summary: "Up to 20 headings of the catalogue beginning with, then containing, the folded term",
    auth: "patron",
    query: HeadingSearch,
    deferQuery: {},
    responses: {
      200: json(z.array(HeadingHitSchema), "The headings."),
      400: refusal("`invalid_parameter`."),
      401: noToken,
    },
  }),
  headings: defineCall({
    method: "get",
    path: "/perfil-interesse/area-autor-assunto",
    summary: "The profile's author and subject entries",
    auth: "patron",
    responses: { 200: json(z.array(InterestEntrySchema), "The A and S entries."), 401: noToken },
  }),
  addHeading: defineCall({
    method: "post",
    path: "/perfil-interesse/area-autor-assunto",
    summary: "Adds an author or subject heading of the catalogue to the profile",
    auth: "patron",
    body: HeadingAdd,
    responses: {
      201: json(InterestEntrySchema, "The entry."),
      400: refusal("`invalid_parameter`."),
      401: noToken,
      409: adding[409],
      422: adding[422]("`interest_heading_unknown` (the catalogue has no such heading, compared folded)"),
    },
  }),
  headingValidity: defineCall({
    method: "put",
    path: "/perfil-interesse/area-autor-assunto/validade",
    summary: "Changes an author or subject entry's validity date",
    auth: "patron",
    body: ValidityChange,
    responses: validityChanged,
  }),
  removeHeading: defineCall({
    method: "delete",
    path: "/perfil-interesse/area-autor-assunto",
    summary: "Removes an author or subject entry",
    auth: "patron",
    query: CodigoQuery,
    responses: { 200: json(z.object({ removido: z.literal(true) }), "Removed."), ...entryRefusals },
  }),
  searchPeriodicals: defineCall({
    method: "get",
    path: "/perfil-interesse/periodicos/pesquisa",
    summary: "Serials whose title has every word (the last as a prefix), held at one of the libraries if given",
    auth: "patron",
    query: PeriodicalSearch,
    deferQuery: {},
    responses: {
      200: json(z.array(PeriodicalHitSchema), "The serials."),
      400: refusal("`invalid_parameter`."),
      401: noToken,
    },
  }),
  periodicals: defineCall({
    method: "get",
    path: "/perfil-interesse/periodicos",
    summary: "The profile's periodical entries",
    auth: "patron",
    responses: { 200: json(z.array(InterestEntrySchema), "The P entries."), 401: noToken },
  }),
  addPeriodical: defineCall({
    method: "post",
    path: "/perfil-interesse/periodicos",
    summary: "Adds a serial to the profile: its new issues, articles or tables of contents",
    auth: "patron",
    body: PeriodicalAdd,
    responses: {
      201: json(InterestEntrySchema, "The entry."),
      400: refusal("`invalid_parameter`."),
      401: noToken,
      404: refusal("`record_not_found` (not a serial), `library_not_found`."),
      409: adding[409],
      422: adding[422]("`interest_journal_type_required` (none of the three)"),
    },
  }),
  changePeriodical: defineCall({
    method: "put",
    path: "/perfil-interesse/periodicos",
    summary: "Changes a periodical entry",
    auth: "patron",
    body: PeriodicalChange,
    responses: {
      200: json(InterestEntrySchema, "The entry."),
      ...entryRefusals,
      404: refusal("`interest_entry_not_found`, `library_not_found`."),
      422: refusal(`\`interest_journal_type_required\`, ${validity}.`),
    },
  }),
  removePeriodical: defineCall({
    method: "delete",
    path: "/perfil-interesse/periodicos",
    summary: "Removes a periodical entry",
    auth: "patron",
    query: CodigoQuery,
    responses: { 200: json(z.object({ removido: z.literal(true) }), "Removed."), ...entryRefusals },
  }),
  workTypes: defineCall({
    method: "get",
    path: "/perfil-interesse/tipo-obra",
    summary: "The profile's work-type entries",
    auth: "patron",
    responses: { 200: json(z.array(InterestEntrySchema), "The T entries."), 401: noToken },
  }),
  addWorkType: defineCall({
    method: "post",
    path: "/perfil-interesse/tipo-obra",
    summary: "Adds a work type to the profile, optionally within a knowledge area",
    auth: "patron",
    body: z.object(WorkTypeFields),
    responses: {
      201: json(InterestEntrySchema, "The entry."),
      400: refusal("`invalid_parameter`."),
      401: noToken,
      409: adding[409],
      422: adding[422]("`interest_work_type_unknown`, `interest_area_unknown`"),
    },
  }),
  changeWorkType: defineCall({
    method: "put",
    path: "/perfil-interesse/tipo-obra",
    summary: "Changes a work-type entry",
    auth: "patron",
    body: z.object({ codigo: Id, ...WorkTypeFields }),
    responses: {
      200: json(InterestEntrySchema, "The entry."),
      ...entryRefusals,
      409: refusal("`interest_duplicate`: the patron has that type and area already."),
      422: refusal(`\`interest_work_type_unknown\`, \`interest_area_unknown\`, ${validity}.`),
    },
  }),
  removeWorkType: defineCall({
    method: "delete",
    path: "/perfil-interesse/tipo-obra",
    summary: "Removes a work-type entry",
    auth: "patron",
    query: CodigoQuery,
    responses: { 200: json(z.object({ removido: z.literal(true) }), "Removed."), ...entryRefusals },
  }),
  validity: defineCall({
    method: "put",
    path: "/perfil-interesse/validade",
    summary: "Changes the validity date of an entry of any part",
    auth: "patron",
    body: ValidityChange,
    responses: validityChanged,
  }),
  titles: defineCall({
    method: "get",
    path: "/perfil-interesse/titulos",
    summary: "The catalogue's titles matching the live entries now, by title, 20 a page",
    auth: "patron",
    query: Page,
    responses: {
      200: json(InterestTitlesSchema, "A page of titles."),
      400: refusal("`invalid_parameter`."),
      401: noToken,
    },
  }),
  renewFeed: defineCall({
    method: "post",
    path: "/perfil-interesse/feed",
    summary: "A new private feed (the previous address stops)",
    auth: "patron",
    responses: { 200: json(InterestFeedTokenSchema, "The feed's token."), 401: noToken },
  }),
  revokeFeed: defineCall({
    method: "delete",
    path: "/perfil-interesse/feed",
    summary: "No private feed any more",
    auth: "patron",
    responses: { 200: json(InterestFeedTokenSchema, "`token` null."), 401: noToken },
  }),
  feed: defineCall({
    method: "get",
    path: "/perfil-interesse/feed/:token",
    summary: "The 50 most recent matches of the feed's owner (the OPAC serves it as Atom)",
    params: TokenParam,
    responses: {
      200: json(InterestFeedSchema, "The feed."),
      400: refusal("`invalid_parameter`: the token."),
      404: refusal("`interest_feed_not_found`: unknown or replaced."),
    },
  }),
  unsubscribeState: defineCall({
    method: "get",
    path: "/perfil-interesse/resumo/cancelar/:token",
    summary: "Whose digest a signed unsubscribe token is for, and whether it is on",
    params: TokenParam,
    responses: {
      200: json(DigestUnsubscribeSchema, "The digest's state."),
      400: refusal("`invalid_parameter`: the token."),
      404: refusal("`interest_unsubscribe_invalid`."),
    },
  }),
  unsubscribe: defineCall({
    method: "post",
    path: "/perfil-interesse/resumo/cancelar/:token",
    summary: "Turns off the digest a signed unsubscribe token is for",
    params: TokenParam,
    responses: {
      200: json(DigestUnsubscribeSchema, "The digest, off."),
      400: refusal("`invalid_parameter`: the token."),
      404: refusal("`interest_unsubscribe_invalid`."),
    },
  }),
};
