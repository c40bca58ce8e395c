/**
 * The filters of each statistics report (decision 039): which controls its GET form has, and the
 * one zod schema that checks them, used by the loader (the query string is the submission) and by
 * the page. Values stay strings (autoCoercion off); lists are the repeated names of checkboxes.
 * Whether a value is one the institution has (a library, a collection) needs the service's lists:
 * the loader checks that after the schema (rejectQuery).
 */
import * as z from "zod";

import type { StatisticsReport } from "../../../api/community/statistics/contract.ts";
import { tk } from "../../lib/i18n.ts";

export type SingleFilter = "ano" | "mes" | "biblioteca" | "opcao" | "ordem";
export type ListFilter = "bibliotecas" | "tipos" | "situacoes" | "colecoes";
export type FilterName = SingleFilter | ListFilter;

export const LIST_FILTERS: readonly ListFilter[] = ["bibliotecas", "tipos", "situacoes", "colecoes"];
export const isListFilter = (name: FilterName): name is ListFilter => (LIST_FILTERS as string[]).includes(name);

const MEC: FilterName[] = ["biblioteca", "ano", "situacoes", "colecoes"];

/** Each report's controls, in page order. */
export const REPORT_FILTERS: Record<StatisticsReport, FilterName[]> = {
  estat_bib_funcionamento: ["ano"],
  estat_bib_catracas: ["biblioteca", "ano", "mes"],
  estat_usu_inst_bib: [],
  estat_usu_inst_categ_usu: [],
  estat_usu_inst_uo: ["ordem"],
  estat_circ_mat_inst: ["ano", "opcao"],
  estat_circ_mat_bib: ["biblioteca", "ano", "opcao"],
  estat_acervo_geral: ["bibliotecas", "tipos", "situacoes", "colecoes"],
  estat_mec_q83: MEC,
  estat_mec_q83_a: MEC,
  estat_mec_q83_b: MEC,
};

/** The element id of a filter's control (or fieldset). */
export const filterId = (name: FilterName) => `estatistica-${name}`;

const text = (v: unknown) => (typeof v === "string" ? v.trim() : Array.isArray(v) ? String(v[0] ?? "").trim() : "");
const list = (v: unknown) =>
  (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]).map((x) => String(x).trim()).filter(Boolean);

const single = (pattern: RegExp, message: string) => z.preprocess(text, z.string().regex(pattern, { error: message }));

const SINGLE: Record<SingleFilter, z.ZodType<string>> = {
  ano: single(/^(\d{4})?$/, tk("statistics.errors.year")),
  mes: single(/^((0?[1-9])|(1[0-2]))?$/, tk("statistics.errors.month")),
  biblioteca: single(/^([1-9]\d{0,8})?$/, tk("statistics.errors.library")),
  opcao: single(/^[EDR]?$/, tk("statistics.errors.option")),
  ordem: single(/^(nome|total)?$/, tk("statistics.errors.order")),
};

const LIST: Record<ListFilter, z.ZodType<string[]>> = {
  bibliotecas: z.preprocess(
    list,
    z.array(z.string().regex(/^[1-9]\d{0,8}$/, { error: tk("statistics.errors.list") })).max(100),
  ),
  tipos: z.preprocess(
    list,
    z.array(z.string().regex(/^[1-9]\d{0,3}$/, { error: tk("statistics.errors.list") })).max(100),
  ),
  situacoes: z.preprocess(
    list,
    z.array(z.string().regex(/^[a-z_]{1,20}$/, { error: tk("statistics.errors.list") })).max(100),
  ),
  colecoes: z.preprocess(list, z.array(z.string().min(1).max(200)).max(100)),
};

export type FilterValues = Partial<Record<SingleFilter, string> & Record<ListFilter, string[]>>;

/** The schema of a report's GET form. */
export function reportSchema(report: StatisticsReport): z.ZodType<FilterValues> {
  const shape: Record<string, z.ZodType> = {};
  for (const name of REPORT_FILTERS[report]) shape[name] = isListFilter(name) ? LIST[name] : SINGLE[name];
  return z.object(shape) as unknown as z.ZodType<FilterValues>;
}

/** The query string's values of a report's filters, as the form shows them again. */
export function queryValues(report: StatisticsReport, params: URLSearchParams): FilterValues {
  const out: Record<string, string | string[]> = {};
  for (const name of REPORT_FILTERS[report])
    out[name] = isListFilter(name) ? params.getAll(name) : (params.get(name) ?? "");
  return out as FilterValues;
}
