/**
 * The reservation form's choice sequence (document 1, "Reservation screen", §4, §5), as a pure
 * function of the record's reservable copies and what the patron chose so far. The route renders
 * what this returns; with and without JS the same model drives the page.
 *
 * Order: library, volume, tomo, parte, material, location. Rules:
 * - a field is shown only when every field before it is resolved (chosen, single or hidden);
 * - library: no placeholder, the first one preselected, a single one shown as text;
 * - volume/tomo/parte/material: hidden (and preselected) when they have one option;
 * - material hidden (null) when the library's reserva_mat_adicional is 'N', location hidden (null)
 *   when reserva_localizacao is 'N';
 * - location: a single location is shown as text and preselected; several get "all" (-1) too;
 * - a chosen value that is not among the options (an earlier choice changed) is discarded, and so
 *   is everything after it.
 * Codes: 99999 = single volume/tomo/parte; material 0 = main material; location -1 = all.
 */
import type { ReservableCopy } from "../../../api/lending/circulation/contract.ts";

export const CHOICE_FIELDS = ["biblioteca", "volume", "tomo", "parte", "material", "localizacao"] as const;
export type ChoiceField = (typeof CHOICE_FIELDS)[number];
export type Selection = Partial<Record<ChoiceField, string>>;

export const SINGLE = "99999";
export const MAIN_MATERIAL = "0";
export const ALL_LOCATIONS = "-1";

export interface ChoiceOption {
  value: string;
  /** A label, or a marker the page translates: "single" (99999), "main" (material 0), "all" (-1). */
  label: string;
  special?: "single" | "main" | "all";
}

export type ChoiceState =
  /** Not reached yet: an earlier field is still open. */
  | { field: ChoiceField; kind: "pending" }
  /** Not shown: one option (preselected) or switched off by the library (value null). */
  | { field: ChoiceField; kind: "hidden"; value: string | null }
  /** Shown as text, preselected. */
  | { field: ChoiceField; kind: "text"; value: string; option: ChoiceOption }
  /** A select; value null while unchosen (the placeholder, except on library). */
  | { field: ChoiceField; kind: "select"; value: string | null; options: ChoiceOption[]; placeholder: boolean };

export interface ChoiceModel {
  fields: ChoiceState[];
  /** Every field resolved: the reservation can be confirmed. */
  complete: boolean;
  /** The values sent to the service (null = any), when complete. */
  payload: ReservationChoice | null;
  /** The libraries offered (empty: nothing to reserve here, or none of the patron's). */
  libraries: ChoiceOption[];
}

export interface ReservationChoice {
  biblioteca: number;
  volume: string;
  tomo: string;
  parte: string;
  material: string | null;
  localizacao: number | null;
}

function distinct(options: ChoiceOption[]): ChoiceOption[] {
  const seen = new Map<string, ChoiceOption>();
  for (const option of options) if (!seen.has(option.value)) seen.set(option.value, option);
  return [...seen.values()];
}

function codeOption(value: string): ChoiceOption {
  return value === SINGLE ? { value, label: value, special: "single" } : { value, label: value };
}

function fieldValue(copy: ReservableCopy, field: Exclude<ChoiceField, "biblioteca" | "localizacao">): string {
  if (field === "tomo") return copy.tomo_exemplar;
  if (field === "material") return copy.mat_adicional;
  return copy[field];
}

/**
 * @param allowedLibraries when set (restricted institution, logged-in patron), only these libraries.
 */
export function choiceModel(
  copies: readonly ReservableCopy[],
  selection: Selection,
  allowedLibraries?: readonly number[] | null,
): ChoiceModel {
  const offered = allowedLibraries ? copies.filter((c) => allowedLibraries.includes(c.cod_biblioteca)) : [...copies];
  const libraries = distinct(offered.map((c) => ({ value: String(c.cod_biblioteca), label: c.desc_biblioteca })));
  const fields: ChoiceState[] = [];
  const values: Partial<Record<ChoiceField, string | null>> = {};
  let open = false;
  let remaining = offered;
  let library: ReservableCopy | undefined;

  for (const field of CHOICE_FIELDS) {
    if (open) {
      fields.push({ field, kind: "pending" });
      continue;
    }
    let options: ChoiceOption[];
    if (field === "biblioteca") {
      options = libraries;
    } else if (field === "localizacao") {
      if (library?.reserva_localizacao === "N") {
        fields.push({ field, kind: "hidden", value: null });
        values[field] = null;
        continue;
      }
      const locations = distinct(
        remaining
          .filter((c) => c.cod_local_exemplar !== null)
          .map((c) => ({ value: String(c.cod_local_exemplar), label: c.desc_local_exemplar ?? "" })),
      );
      options =
        locations.length > 1
          ? [{ value: ALL_LOCATIONS, label: ALL_LOCATIONS, special: "all" }, ...locations]
          : locations;
      if (options.length === 0) {
        fields.push({ field, kind: "hidden", value: null });
        values[field] = null;
        continue;
      }
    } else if (field === "material" && library?.reserva_mat_adicional === "N") {
      fields.push({ field, kind: "hidden", value: null });
      values[field] = null;
      continue;
    } else {
      options = distinct(
        remaining.map((c) => {
          const value = fieldValue(c, field);
          if (field === "material") {
            return value === MAIN_MATERIAL
              ? { value, label: value, special: "main" as const }
              : { value, label: value };
          }
          return codeOption(value);
        }),
      );
    }

    if (options.length === 0) {
      // No library to offer: nothing can be chosen.
      fields.push({ field, kind: "pending" });
      open = true;
      continue;
    }
    const asked = selection[field];
    let value: string | null = asked !== undefined && options.some((o) => o.value === asked) ? asked : null;
    if (field === "biblioteca" && value === null) value = options[0].value;

    if (options.length === 1) {
      value = options[0].value;
      if (field === "biblioteca" || field === "localizacao")
        fields.push({ field, kind: "text", value, option: options[0] });
      else fields.push({ field, kind: "hidden", value });
    } else {
      fields.push({ field, kind: "select", value, options, placeholder: field !== "biblioteca" });
    }
    if (value === null) {
      open = true;
      continue;
    }
    values[field] = value;
    // Narrow the copies to the choice made.
    if (field === "biblioteca") {
      remaining = remaining.filter((c) => String(c.cod_biblioteca) === value);
      library = remaining[0];
    } else if (field !== "localizacao") {
      remaining = remaining.filter((c) => fieldValue(c, field) === value);
    }
  }

  const complete = !open && libraries.length > 0;
  const payload: ReservationChoice | null = complete
    ? {
        biblioteca: Number(values.biblioteca),
        volume: values.volume ?? SINGLE,
        tomo: values.tomo ?? SINGLE,
        parte: values.parte ?? SINGLE,
        material: values.material ?? null,
        localizacao: values.localizacao == null ? null : Number(values.localizacao),
      }
    : null;
  return { fields, complete, payload, libraries };
}

/**
 * The selection a submitted form or query string means. With `step` (the field whose "choose"
 * button was pressed) the fields after it are discarded: changing an earlier choice resets the
 * later ones.
 */
export function readSelection(params: URLSearchParams | FormData, step?: string | null): Selection {
  const selection: Selection = {};
  for (const field of CHOICE_FIELDS) {
    const value = params.get(field);
    if (typeof value === "string" && value.trim() !== "") selection[field] = value.trim();
    if (field === step) break;
  }
  return selection;
}

/** The query string of a selection (for links and redirects), in field order. */
export function selectionQuery(selection: Selection): string {
  const params = new URLSearchParams();
  for (const field of CHOICE_FIELDS) {
    const value = selection[field];
    if (value !== undefined) params.set(field, value);
  }
  return params.toString();
}

/** The selection the model resolved (chosen, single and preselected values), for hidden fields. */
export function resolvedSelection(model: ChoiceModel): Selection {
  const out: Selection = {};
  for (const state of model.fields) {
    if ((state.kind === "text" || state.kind === "hidden" || state.kind === "select") && state.value !== null) {
      out[state.field] = state.value;
    }
  }
  return out;
}

/** The step parameter of a "choose" button, if it names a choice. */
export function parseStep(value: string | null): ChoiceField | null {
  return CHOICE_FIELDS.find((field) => field === value) ?? null;
}

/** The first select still waiting for a choice: what the patron should choose next. */
export function firstOpenChoice(model: ChoiceModel): ChoiceField | null {
  return model.fields.find((state) => state.kind === "select" && state.value === null)?.field ?? null;
}

/** The option chosen (or preselected) for a field, if it is shown and resolved. */
export function chosenOption(model: ChoiceModel, field: ChoiceField): ChoiceOption | null {
  const state = model.fields.find((s) => s.field === field);
  if (state?.kind === "text") return state.option;
  if (state?.kind === "select" && state.value !== null)
    return state.options.find((o) => o.value === state.value) ?? null;
  return null;
}

/**
 * Whether the library list is limited to the patron's own libraries (institution parameter
 * restringe_ui_res_se_usu_logado '1' and a logged-in patron). Returns the allowed ids or null.
 */
export function restrictedLibraries(
  restrictParam: string | undefined,
  loggedIn: boolean,
  userLibraries: readonly { cod_biblioteca: number }[] | null,
): number[] | null {
  if (restrictParam !== "1" || !loggedIn) return null;
  return (userLibraries ?? []).map((l) => l.cod_biblioteca);
}

/**
 * Permission 107 (document 2 §6): without it, a login made in the reservation tab only identifies
 * the patron for this reservation, and ends after the reservation finishes, fails or is cancelled.
 */
export const KEEP_EMBEDDED_LOGIN = 107;

export function embeddedLoginIsTemporary(permissions: readonly { cod_atividade: number }[]): boolean {
  return !permissions.some((p) => p.cod_atividade === KEEP_EMBEDDED_LOGIN);
}
