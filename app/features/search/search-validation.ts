/**
 * The search form's rules (document 1 §5), checked on the server so the messages, the error
 * summary and the 400 status are the same with and without JavaScript. Messages are locale keys.
 *
 * Why not a zod schema run by `parseForm`, as the POST forms are: these rules read the state the
 * query string normalises to (`parseSearchState`: rows set aside by an earlier condition, a
 * proximity row locked to the previous option, the browse option of new acquisitions) and the
 * institution's options (similar-word search), so a schema over the raw query would have to redo
 * that normalisation. The rules stay here, over `SearchState`, and `searchFormResult`
 * (search-form-result.ts, apart so that the page's bundle carries no zod) reports their problems
 * as the one pattern: a `FormResult` (app/lib/forms.ts `rejectQuery`) that the page turns into the
 * error summary and the inline messages with `formErrors`, like every form.
 * The search is a GET form: an invalid search is still a URL the server answers (400), so the
 * browser does not validate it first, with or without JS.
 */
import { tk } from "../../lib/i18n.ts";
import { LANDMARK_IDS } from "../../ui/accessibility-bar.tsx";
import { PICKER_IDS } from "../network/network-params.ts";
import { PLAN_REQUIRED, searchConfig, type GuideCode, type SearchState } from "./search-config.ts";

export interface SearchError {
  fieldId: string;
  key: string;
  values?: Record<string, string>;
}

/** Field ids of the search form, shared by the form and the error summary's links. */
export const FIELD_IDS = {
  term: (n: number) => (n === 1 ? LANDMARK_IDS.search : `${LANDMARK_IDS.search}-${n}`),
  option: (n: number) => (n === 1 ? "search-for" : `search-for-${n}`),
  termType: "keyword-type-P",
  year: "search-ano",
  yearFinal: "search-ano-final",
  /** The teaching-plan tab's course look-up (its first required choice). */
  planCourse: "plano-busca-curso",
} as const;

const YEAR = /^\d{4}$/;

export function validateSearch(state: SearchState, { similar }: { similar: boolean }): SearchError[] {
  const config = searchConfig.guides[state.guide];
  const errors: SearchError[] = [];
  if (state.q === null) return errors;
  if ("teachingPlan" in config) {
    // Document 1 §5: at least one of course, discipline or teacher.
    if (!PLAN_REQUIRED.some((name) => state.plan?.[name])) {
      errors.push({ fieldId: FIELD_IDS.planCourse, key: tk("teaching.errors.choiceRequired") });
    }
    return errors;
  }
  if (config.maxRows === 1) {
    // The plain search: one term (document 1 §5 "Plain search term blank").
    const browsing = "browseField" in config && state.field === config.browseField;
    if (!state.q && !browsing) errors.push({ fieldId: FIELD_IDS.term(1), key: tk("search.errors.termRequired") });
    return errors;
  }
  const rows = [{ q: state.q, field: state.field }, ...state.rows];
  rows.forEach((row, index) => {
    const n = index + 1;
    if (!row.q) errors.push({ fieldId: FIELD_IDS.term(n), key: tk("search.validation.rowRequired") });
    const isSimilar = (searchConfig.similarFields as readonly string[]).includes(row.field);
    if (!row.field || (isSimilar && !similar)) {
      errors.push({ fieldId: FIELD_IDS.option(n), key: tk("search.validation.optionRequired") });
    }
  });
  if (config.advanced) {
    if (state.termType === null || state.termType === "") {
      errors.push({ fieldId: FIELD_IDS.termType, key: tk("search.validation.termTypeRequired") });
    } else if (!(searchConfig.termTypes as readonly string[]).includes(state.termType)) {
      errors.push({ fieldId: FIELD_IDS.termType, key: tk("search.validation.termTypeInvalid") });
    }
  }
  if (config.advanced || "yearComparison" in config) errors.push(...yearErrors(state, "yearComparison" in config));
  return errors;
}

/**
 * The year comparison's rules (document 1 §5): the advanced panel's publication year, and the
 * legislation tab's initial and final years (labelled as that tab shows them).
 */
function yearErrors(state: SearchState, legislation: boolean): SearchError[] {
  const errors: SearchError[] = [];
  const { comp_ano: comparison, ano, ano_final: final } = state.extra;
  if (!comparison) return errors;
  const year = legislation ? tk("search.legislation.dateFrom") : tk("search.extra.year");
  const yearFinal = legislation ? tk("search.legislation.dateTo") : tk("search.extra.yearFinal");
  if (!ano)
    errors.push({ fieldId: FIELD_IDS.year, key: tk("search.validation.fieldRequired"), values: { field: year } });
  else if (!YEAR.test(ano) || Number(ano) < 1000) {
    errors.push({ fieldId: FIELD_IDS.year, key: tk("search.validation.yearInvalid"), values: { field: year } });
  }
  if (comparison === "entre") {
    if (!final) {
      errors.push({
        fieldId: FIELD_IDS.yearFinal,
        key: tk("search.validation.fieldRequired"),
        values: { field: yearFinal },
      });
    } else if (!YEAR.test(final) || Number(final) < 1000) {
      errors.push({
        fieldId: FIELD_IDS.yearFinal,
        key: tk("search.validation.yearInvalid"),
        values: { field: yearFinal },
      });
    } else if (ano && YEAR.test(ano) && Number(final) < Number(ano)) {
      errors.push({
        fieldId: FIELD_IDS.yearFinal,
        key: tk("search.validation.notLessThan"),
        values: { field: yearFinal, other: year },
      });
    }
  }
  return errors;
}

/**
 * The search form's fields by query-string name, mapped to their element ids, in the order of the
 * page (the error summary's order). The legislation tab names its years data_inicial/data_final.
 */
export function searchFields(guide: GuideCode, rowCount: number): Record<string, string> {
  const config = searchConfig.guides[guide];
  const legislation = "yearComparison" in config;
  const fields: Record<string, string> = {};
  for (let n = 1; n <= Math.max(1, rowCount); n++) {
    fields[n === 1 ? searchConfig.params.term : `q${n}`] = FIELD_IDS.term(n);
    fields[n === 1 ? searchConfig.params.field : `for${n}`] = FIELD_IDS.option(n);
  }
  fields.keyword_type = FIELD_IDS.termType;
  fields[legislation ? "data_inicial" : "ano"] = FIELD_IDS.year;
  fields[legislation ? "data_final" : "ano_final"] = FIELD_IDS.yearFinal;
  // The teaching plan's one message is about its choices together: it points at the course look-up.
  fields.busca_curso = FIELD_IDS.planCourse;
  // The network search's institution picker (decision 041): the message points at its first box.
  fields.inst = PICKER_IDS.all;
  return fields;
}

/** The page's fields for `formErrors`, and the field a form-level message points at. */
export function searchErrorFields(state: SearchState) {
  return { fields: searchFields(state.guide, state.rows.length + 1), formErrorField: "busca_curso" };
}
