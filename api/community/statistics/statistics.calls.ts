/**
 * The public statistics calls (document 1 §7 "Statistics", /statistics; decision 039). Public, no
 * token; only institution-wide counts. All GET but the two collection reports, whose filters are
 * lists (POST, JSON or form). The years calls other than operating-days-years are ours: the
 * OPAC's year selects need them. Days and months are America/Sao_Paulo's.
 */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { OptionalId } from "../../core/http/input.ts";
import {
  ActiveUsersByCategorySchema,
  ActiveUsersByLibrarySchema,
  ActiveUsersByOrgUnitSchema,
  CIRCULATION_OPTIONS,
  CirculationLibrarySchema,
  CirculationStatisticsSchema,
  GeneralCollectionsSchema,
  MEC_SEARCH_TYPES,
  MecQ83Schema,
  OperatingDaysSchema,
  ORG_UNIT_ORDERS,
  STATISTICS_COPY_STATUSES,
  StatisticsGroupSchema,
  StatisticsStatusSchema,
  StatisticsWorkTypeSchema,
  TurnstileStatisticsSchema,
} from "./contract.ts";

/** Document 1 §9: years are four digits. */
const Year = z.coerce.number().int().min(1000).max(9999);
const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
const OptionalYear = z.preprocess(blank, Year.optional()).transform((v) => v ?? null);
const Month = z.preprocess(blank, z.coerce.number().int().min(1).max(12).optional()).transform((v) => v ?? null);
const Option = z
  .preprocess(blank, z.enum(CIRCULATION_OPTIONS).default("E"))
  .describe("E loans (the default), D returns, R renewals");

/** A list given as an array, a comma-separated string or one value; absent or empty: none. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => {
    if (v === undefined || v === null || v === "") return [];
    const values = Array.isArray(v) ? v : [v];
    return values.flatMap((x) => (typeof x === "string" ? x.split(",") : [x])).filter((x) => x !== "");
  }, z.array(item).max(100));

const CodeId = z.coerce.number().int().positive().max(2_147_483_647);

const GeneralBody = z.object({
  libraries: list(CodeId),
  workTypes: list(CodeId),
  copyStatus: list(z.enum(STATISTICS_COPY_STATUSES)),
  collectionStatus: list(z.string().trim().min(1).max(200)),
});

const MecBody = z.object({
  library: OptionalId,
  year: OptionalYear.describe("The collection at 31 December of this year"),
  copyStatus: list(z.enum(STATISTICS_COPY_STATUSES)),
  collectionStatus: list(z.string().trim().min(1).max(200)),
  searchType: z.preprocess(blank, z.enum(MEC_SEARCH_TYPES).default("G")).describe("G all, A books, B periodicals"),
});

const badParameter = refusal("`invalid_parameter` naming the malformed parameter.");
const unknownLibrary = refusal("`library_not_found`: no such library.");
const Years = z.array(z.number().int());

const get = <const S extends { path: string; summary: string; answer: z.ZodType; what: string }>(spec: S) =>
  defineCall({
    method: "get",
    path: spec.path,
    summary: spec.summary,
    responses: { 200: json(spec.answer as S["answer"], spec.what) },
  });

export const statisticsCalls = {
  home: get({
    path: "/statistics",
    summary: "The groups and items of the statistics home",
    answer: z.array(StatisticsGroupSchema),
    what: "The groups, each with its items.",
  }),
  operatingDaysYears: get({
    path: "/statistics/operating-days-years",
    summary: "The years with operating days",
    answer: Years,
    what: "The years.",
  }),
  operatingDays: defineCall({
    method: "get",
    path: "/statistics/operating-days-statistics",
    summary: "Open days per library and month",
    query: z.object({ year: Year }),
    responses: { 200: json(OperatingDaysSchema, "Open days per library and month."), 400: badParameter },
  }),
  activeUsersByLibrary: get({
    path: "/statistics/active-users-by-lib-statistics",
    summary: "Active patrons per home library",
    answer: ActiveUsersByLibrarySchema,
    what: "Active patrons (registration neither expired nor blocked) per library.",
  }),
  activeUsersByCategory: get({
    path: "/statistics/active-users-by-categ-statistics",
    summary: "Active patrons per category",
    answer: ActiveUsersByCategorySchema,
    what: "Active patrons per category.",
  }),
  activeUsersByOrgUnit: defineCall({
    method: "get",
    path: "/statistics/active-users-by-org-unit-statistics",
    summary: "Active patrons per organisational unit, ten a page",
    query: z.object({
      order: z.preprocess(blank, z.enum(ORG_UNIT_ORDERS).default("nome")),
      page: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
    }),
    responses: { 200: json(ActiveUsersByOrgUnitSchema, "A page of units."), 400: badParameter },
  }),
  circulationYears: get({
    path: "/statistics/circ-mat-years",
    summary: "The years with circulation",
    answer: Years,
    what: "The years.",
  }),
  circulationByInstitution: defineCall({
    method: "get",
    path: "/statistics/circ-mat-by-inst",
    summary: "The institution's circulation per work type and month",
    query: z.object({ year: Year, option: Option }),
    responses: { 200: json(CirculationStatisticsSchema, "Circulation per work type and month."), 400: badParameter },
  }),
  circulationLibraries: get({
    path: "/statistics/circ-mat-libraries",
    summary: "The libraries a circulation report may choose",
    answer: z.array(CirculationLibrarySchema),
    what: "The libraries.",
  }),
  circulationByLibrary: defineCall({
    method: "get",
    path: "/statistics/circ-mat-by-lib",
    summary: "One library's circulation per work type and month",
    query: z.object({ year: Year, option: Option, library: CodeId }),
    responses: {
      200: json(CirculationStatisticsSchema, "Circulation per work type and month."),
      400: badParameter,
      404: unknownLibrary,
    },
  }),
  turnstileYears: get({
    path: "/statistics/turnstile-years",
    summary: "The years with turnstile counts",
    answer: Years,
    what: "The years.",
  }),
  turnstile: defineCall({
    method: "get",
    path: "/statistics/turnstile-statistics",
    summary: "Turnstile entries and exits per month, or per day of a month",
    description: "Every library summed without `library`.",
    query: z.object({ library: OptionalId, year: Year, month: Month }),
    responses: {
      200: json(TurnstileStatisticsSchema, "Entries and exits."),
      400: badParameter,
      404: unknownLibrary,
    },
  }),
  workTypes: get({
    path: "/statistics/work-types",
    summary: "The work types a collection report filters by",
    answer: z.array(StatisticsWorkTypeSchema),
    what: "The work types.",
  }),
  copyStatus: get({
    path: "/statistics/copy-status",
    summary: "The copy statuses a collection report filters by",
    answer: z.array(StatisticsStatusSchema),
    what: "The copy statuses.",
  }),
  collectionStatus: get({
    path: "/statistics/collection-status",
    summary: "The collections (location names) a collection report filters by",
    answer: z.array(StatisticsStatusSchema),
    what: "The collections.",
  }),
  collectionYears: get({
    path: "/statistics/collection-years",
    summary: "The years a collection report may choose",
    answer: Years,
    what: "The years.",
  }),
  generalCollections: defineCall({
    method: "post",
    path: "/statistics/general-collections",
    summary: "Titles and copies per library and work type",
    description: "Lists as arrays, repeated or comma-separated fields; empty is all.",
    body: GeneralBody,
    responses: { 200: json(GeneralCollectionsSchema, "Titles and copies."), 400: badParameter },
  }),
  mecQ83: defineCall({
    method: "post",
    path: "/statistics/collection-mecQ83",
    summary: "Titles and copies per CNPq major area (MEC Q83)",
    description: 'Every area listed, "0" the unclassified.',
    body: MecBody,
    responses: { 200: json(MecQ83Schema, "Titles and copies per area."), 400: badParameter, 404: unknownLibrary },
  }),
};
