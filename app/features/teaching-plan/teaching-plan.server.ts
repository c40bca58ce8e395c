/**
 * The teaching-plan tab's look-ups (decision 019), without JavaScript: each look-up is a text box
 * and a "Procurar …" submit button (acao=procurar-<kind>) that brings the page back listing the
 * matches as a radio group, one page at a time (pagina_<kind>), every other choice kept in the
 * query string; a chosen value is shown with a "Remover" button (acao=remover-<kind>).
 */
import type { CampusOut, CourseOut, DisciplineOut, TeacherOut } from "../../../api/contract.ts";
import { ServiceError, type LibraryClient, type TeachingQuery } from "../../lib/library/index.server.ts";
import { guidePath, type PlanParam, type PlanState, type SearchState } from "../search/search-config.ts";

export const LOOKUP_KINDS = ["campus", "curso", "disciplina", "professor"] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

export interface LookupOption {
  code: string;
  label: string;
  /** Campus and area of a course, department of a discipline. */
  detail?: string;
}

export interface LookupView {
  kind: LookupKind;
  chosen: LookupOption | null;
  searchText: string;
  /** The matches, when this look-up was just used (acao=procurar-<kind>). */
  list: {
    options: LookupOption[];
    total: number;
    page: number;
    lastPage: number;
    previousHref: string | null;
    nextHref: string | null;
  } | null;
}

export interface TeachingView {
  lookups: LookupView[];
  libraries: LookupOption[];
  /** The chosen names, in order, for the results title and the search history. */
  summary: { kind: PlanParam; label: string }[];
}

type Entry = CampusOut | CourseOut | DisciplineOut | TeacherOut;

function option(kind: LookupKind, entry: Entry): LookupOption {
  switch (kind) {
    case "campus": {
      const c = entry as CampusOut;
      return { code: String(c.cod_campus), label: c.nome_campus };
    }
    case "curso": {
      const c = entry as CourseOut;
      return {
        code: String(c.cod_departamento),
        label: c.nome_departamento,
        detail: `${c.nome_campus} · ${c.desc_area_conhecimento}`,
      };
    }
    case "disciplina": {
      const d = entry as DisciplineOut;
      return { code: String(d.cod_disciplina), label: d.descricao, detail: d.nome_departamento_oferta };
    }
    case "professor": {
      const p = entry as TeacherOut;
      return { code: String(p.cod_pessoa), label: p.nome_pessoa };
    }
  }
}

/** The entry of a code, or null when the service does not know it (a stale or mistyped URL). */
async function lookupOne(api: LibraryClient, kind: LookupKind, code: string): Promise<LookupOption | null> {
  try {
    return option(kind, await api.teaching.one(kind, code));
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return null;
    throw error;
  }
}

function lookupHref(params: URLSearchParams, kind: LookupKind, page: number): string {
  const next = new URLSearchParams(params);
  next.delete("pesquisar");
  next.set("acao", `procurar-${kind}`);
  next.set(`pagina_${kind}`, String(page));
  return `${guidePath("plano_ensino")}?${next}`;
}

/**
 * The tab's view and its state after the look-up buttons: unknown codes are dropped, "remover"
 * drops a choice. `lookupOnly` is true when a button of a look-up was pressed: the page shows
 * the form again and runs no search.
 */
export async function loadTeachingPlan(
  api: LibraryClient,
  state: SearchState,
  params: URLSearchParams,
): Promise<{ state: SearchState; view: TeachingView; lookupOnly: boolean }> {
  const plan: PlanState = { ...state.plan };
  const action = /^(procurar|remover)-(campus|curso|disciplina|professor)$/.exec(params.get("acao") ?? "");
  const [verb, acting] = action ? [action[1], action[2] as LookupKind] : [null, null];
  if (verb === "remover") delete plan[acting!];

  const chosen = await Promise.all(LOOKUP_KINDS.map((kind) => (plan[kind] ? lookupOne(api, kind, plan[kind]!) : null)));
  LOOKUP_KINDS.forEach((kind, i) => {
    if (!chosen[i]) delete plan[kind];
  });

  const lookups: LookupView[] = await Promise.all(
    LOOKUP_KINDS.map(async (kind, i): Promise<LookupView> => {
      const searchText = (params.get(`busca_${kind}`) ?? "").trim().slice(0, 200);
      if (verb !== "procurar" || acting !== kind) return { kind, chosen: chosen[i], searchText, list: null };
      const page = Math.max(1, Math.min(100_000, Number(params.get(`pagina_${kind}`)) || 1));
      const query: TeachingQuery = { page };
      if (searchText) query.search_text = searchText;
      // Courses of the chosen campus; disciplines of the chosen course (Pergamum's codDepartamento).
      if (kind === "curso" && plan.campus) query.codCampus = plan.campus;
      if (kind === "disciplina" && plan.curso) query.codDepartamento = plan.curso;
      const found = await api.teaching.page(kind, query);
      return {
        kind,
        chosen: chosen[i],
        searchText,
        list: {
          options: found.registros.map((entry) => option(kind, entry)),
          total: found.total,
          page: found.page,
          lastPage: found.lastPage,
          previousHref: found.page > 1 ? lookupHref(params, kind, found.page - 1) : null,
          nextHref: found.page < found.lastPage ? lookupHref(params, kind, found.page + 1) : null,
        },
      };
    }),
  );

  const libraries = (await api.libraries.list(plan.campus || undefined)).map((l) => ({
    code: String(l.cod_biblioteca),
    label: l.desc_biblioteca,
  }));
  if (plan.biblioteca && !libraries.some((l) => l.code === plan.biblioteca)) delete plan.biblioteca;

  const summary = [
    ...lookups
      .filter((l) => l.chosen && plan[l.kind])
      .map((l) => ({ kind: l.kind as PlanParam, label: l.chosen!.label })),
    ...(plan.biblioteca
      ? [{ kind: "biblioteca" as const, label: libraries.find((l) => l.code === plan.biblioteca)!.label }]
      : []),
  ];
  return {
    state: { ...state, plan, page: action ? 1 : state.page },
    view: { lookups, libraries, summary },
    lookupOnly: params.has("acao"),
  };
}
