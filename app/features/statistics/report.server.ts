/**
 * One statistics report page's data (decision 039): its filters and their options, the query
 * string checked as the form's submission, the service's figures for it, and those figures as a
 * table model (page and CSV) and chart points. The service's failure is the spec's "Houve um
 * erro!!!" (document 1 §8) on the page, its filters kept.
 */
import type { TFunction } from "i18next";

import {
  STATISTICS_REPORTS,
  type CirculationOption,
  type MecSearchType,
  type OrgUnitOrder,
  type StatisticsReport,
} from "../../../api/community/statistics/contract.ts";
import { parseForm, rejectQuery, type FormResult } from "../../lib/forms.ts";
import type { Language } from "../../lib/i18n.ts";
import { ServiceError, type LibraryClient } from "../../lib/library/index.server.ts";
import {
  isListFilter,
  queryValues,
  REPORT_FILTERS,
  reportSchema,
  type FilterName,
  type FilterValues,
} from "./filters.ts";
import type { ReportTable } from "./table.ts";

export interface FilterControl {
  name: FilterName;
  label: string;
  kind: "select" | "checkboxes";
  options: { value: string; label: string }[];
  hint?: string;
}

export interface ReportView {
  report: StatisticsReport;
  title: string;
  explanation: string;
  filters: FilterControl[];
  values: FilterValues;
  result: FormResult | null;
  table: ReportTable | null;
  /** `caption` when the chart shows less than the table (its totals by month): else the table's. */
  chart: { points: { label: string; value: number }[]; measure: string; caption?: string } | null;
  notes: string[];
  pages: { current: number; count: number } | null;
  failed: boolean;
  status: number;
}

export function isReport(name: string | undefined): name is StatisticsReport {
  return (STATISTICS_REPORTS as readonly string[]).includes(name ?? "");
}

const MEC_TYPE: Partial<Record<StatisticsReport, MecSearchType>> = {
  estat_mec_q83: "G",
  estat_mec_q83_a: "A",
  estat_mec_q83_b: "B",
};

function monthNames(locale: Language, style: "long" | "short"): string[] {
  const tag = locale === "pt" ? "pt-BR" : locale === "es" ? "es" : "en-GB";
  const format = new Intl.DateTimeFormat(tag, { month: style, timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, m) => {
    const name = format.format(new Date(Date.UTC(2001, m, 15))).replace(".", "");
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  });
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export async function loadReport(
  api: LibraryClient,
  t: TFunction,
  report: StatisticsReport,
  url: URL,
): Promise<ReportView> {
  const locale = api.locale;
  const s = api.statistics;
  const names = REPORT_FILTERS[report];
  const values = queryValues(report, url.searchParams);
  const view: ReportView = {
    report,
    title: t(`statistics.item.${report}.label`),
    explanation: t(`statistics.item.${report}.explanation`),
    filters: [],
    values,
    result: null,
    table: null,
    chart: null,
    notes: [],
    pages: null,
    failed: false,
    status: 200,
  };
  const mecType = MEC_TYPE[report];
  if (mecType) view.notes = [t(`statistics.mec.type${mecType}`), t("statistics.mec.counted")];
  const months = monthNames(locale, "long");
  const shortMonths = monthNames(locale, "short");
  try {
    // The options of the form's controls.
    const years = names.includes("ano")
      ? await (report === "estat_bib_funcionamento"
          ? s.operatingDaysYears()
          : report === "estat_bib_catracas"
            ? s.turnstileYears()
            : mecType
              ? s.collectionYears()
              : s.circulationYears())
      : [];
    const libraries =
      names.includes("biblioteca") || names.includes("bibliotecas") ? await s.circulationLibraries() : [];
    const [workTypes, copyStatus, collections] = await Promise.all([
      names.includes("tipos") ? s.workTypes() : [],
      names.includes("situacoes") ? s.copyStatus() : [],
      names.includes("colecoes") ? s.collectionStatus() : [],
    ]);
    const libraryOptions = libraries.map((l) => ({ value: String(l.cod_biblioteca), label: l.desc_biblioteca }));
    const allHint = t("statistics.filters.noneMeansAll");
    const controls: Record<FilterName, () => FilterControl> = {
      ano: () => ({
        name: "ano",
        label: mecType ? t("statistics.filters.collectionYear") : t("statistics.filters.year"),
        kind: "select",
        options: [
          ...(mecType ? [{ value: "", label: t("statistics.filters.currentCollection") }] : []),
          ...years.map((y) => ({ value: String(y), label: String(y) })),
        ],
      }),
      mes: () => ({
        name: "mes",
        label: t("statistics.filters.month"),
        kind: "select",
        options: [
          { value: "", label: t("statistics.filters.wholeYear") },
          ...months.map((m, i) => ({ value: String(i + 1), label: m })),
        ],
      }),
      biblioteca: () => ({
        name: "biblioteca",
        label: t("statistics.filters.library"),
        kind: "select",
        options:
          report === "estat_circ_mat_bib"
            ? libraryOptions
            : [{ value: "", label: t("statistics.filters.allLibraries") }, ...libraryOptions],
      }),
      opcao: () => ({
        name: "opcao",
        label: t("statistics.filters.option"),
        kind: "select",
        options: (["E", "D", "R"] as const).map((o) => ({ value: o, label: t(`statistics.filters.options.${o}`) })),
      }),
      ordem: () => ({
        name: "ordem",
        label: t("statistics.filters.order"),
        kind: "select",
        options: (["nome", "total"] as const).map((o) => ({ value: o, label: t(`statistics.filters.orders.${o}`) })),
      }),
      bibliotecas: () => ({
        name: "bibliotecas",
        label: t("statistics.filters.libraries"),
        kind: "checkboxes",
        options: libraryOptions,
        hint: allHint,
      }),
      tipos: () => ({
        name: "tipos",
        label: t("statistics.filters.workTypes"),
        kind: "checkboxes",
        options: workTypes.map((w) => ({ value: String(w.cod_tipo_obra), label: w.desc_tipo_obra })),
        hint: allHint,
      }),
      situacoes: () => ({
        name: "situacoes",
        label: t("statistics.filters.copyStatus"),
        kind: "checkboxes",
        options: copyStatus.map((c) => ({ value: c.codigo, label: c.descricao })),
        hint: allHint,
      }),
      colecoes: () => ({
        name: "colecoes",
        label: t("statistics.filters.collections"),
        kind: "checkboxes",
        options: collections.map((c) => ({ value: c.codigo, label: c.descricao })),
        hint: allHint,
      }),
    };
    view.filters = names.map((name) => controls[name]());

    // The query string as the form's submission: its format, then its values against the lists.
    const parsed = parseForm(url.searchParams, reportSchema(report), { autoCoercion: false });
    if (!parsed.ok) return { ...view, result: parsed.result, status: 400 };
    const v = parsed.value;
    const fieldErrors: Record<string, string[]> = {};
    for (const control of view.filters) {
      const allowed = new Set(control.options.map((o) => o.value));
      if (isListFilter(control.name)) {
        if ((v[control.name] ?? []).some((x) => !allowed.has(x)))
          fieldErrors[control.name] = ["statistics.errors.list"];
      } else if (control.name === "biblioteca" && v.biblioteca && !allowed.has(v.biblioteca)) {
        fieldErrors.biblioteca = ["statistics.errors.library"];
      }
    }
    if (Object.keys(fieldErrors).length > 0) {
      return { ...view, result: rejectQuery(url.searchParams, { fieldErrors }), status: 400 };
    }

    const year = v.ano ? Number(v.ano) : (years[0] ?? new Date().getFullYear());
    const library = v.biblioteca ? Number(v.biblioteca) : null;
    const libraryName = (id: number | null) =>
      (id === null ? null : libraries.find((l) => l.cod_biblioteca === id)?.desc_biblioteca) ??
      t("statistics.filters.allLibraries");
    const tt = (key: string) => t(`statistics.table.${key}`);

    switch (report) {
      case "estat_bib_funcionamento": {
        const d = await s.operatingDays(year);
        view.table = {
          caption: t("statistics.caption.estat_bib_funcionamento", { year }),
          columns: [tt("library"), ...shortMonths, tt("total")],
          rows: d.bibliotecas.map((b) => ({ head: b.desc_biblioteca, cells: [...b.meses, b.total] })),
          foot: { head: tt("total"), cells: [...d.meses, d.total] },
        };
        view.chart = {
          points: months.map((m, i) => ({ label: m, value: d.meses[i] })),
          measure: "days",
          caption: t("statistics.chartCaption.estat_bib_funcionamento", { year }),
        };
        break;
      }
      case "estat_bib_catracas": {
        const month = v.mes ? Number(v.mes) : null;
        const d = await s.turnstile({ library, year, month });
        const label = (p: number) => (month === null ? months[p - 1] : String(p));
        view.table = {
          caption: t("statistics.caption.estat_bib_catracas", {
            period: month === null ? String(year) : `${months[month - 1]} ${year}`,
            library: libraryName(library),
          }),
          columns: [month === null ? tt("month") : tt("day"), tt("entries"), tt("exits")],
          rows: d.linhas.map((l) => ({ head: label(l.periodo), cells: [l.entradas, l.saidas] })),
          foot: { head: tt("total"), cells: [d.total_entradas, d.total_saidas] },
        };
        view.chart = {
          points: d.linhas.map((l) => ({ label: label(l.periodo), value: l.entradas })),
          measure: "entries",
        };
        break;
      }
      case "estat_usu_inst_bib": {
        const d = await s.activeUsersByLibrary();
        view.table = {
          caption: t("statistics.caption.estat_usu_inst_bib"),
          columns: [tt("library"), tt("users")],
          rows: d.bibliotecas.map((b) => ({ head: b.desc_biblioteca, cells: [b.total] })),
          foot: { head: tt("total"), cells: [d.total] },
        };
        view.chart = {
          points: d.bibliotecas.map((b) => ({ label: b.desc_biblioteca, value: b.total })),
          measure: "users",
        };
        break;
      }
      case "estat_usu_inst_categ_usu": {
        const d = await s.activeUsersByCategory();
        const name = (code: string) => t(`statistics.category.${code}`, { defaultValue: code });
        view.table = {
          caption: t("statistics.caption.estat_usu_inst_categ_usu"),
          columns: [tt("category"), tt("users")],
          rows: d.categorias.map((c) => ({ head: name(c.categoria), cells: [c.total] })),
          foot: { head: tt("total"), cells: [d.total] },
        };
        view.chart = {
          points: d.categorias.map((c) => ({ label: name(c.categoria), value: c.total })),
          measure: "users",
        };
        break;
      }
      case "estat_usu_inst_uo": {
        const order: OrgUnitOrder = v.ordem === "total" ? "total" : "nome";
        const asked = Number(url.searchParams.get("pagina") ?? "1");
        const page = Number.isInteger(asked) && asked >= 1 && asked <= 100_000 ? asked : 1;
        const d = await s.activeUsersByOrgUnit(order, page);
        const pages = Math.max(1, Math.ceil(d.totalRegistros / d.porPagina));
        const rows = d.registros.map((u) => ({ head: u.desc_unidade, cells: [u.total] as (number | string)[] }));
        if (page >= pages && d.sem_unidade > 0) rows.push({ head: tt("withoutUnit"), cells: [d.sem_unidade] });
        view.table = {
          caption: t("statistics.caption.estat_usu_inst_uo", { page, pages }),
          columns: [tt("unit"), tt("users")],
          rows,
          foot: { head: tt("total"), cells: [d.total] },
        };
        view.chart = { points: rows.map((r) => ({ label: r.head, value: Number(r.cells[0]) })), measure: "users" };
        view.pages = { current: page, count: pages };
        break;
      }
      case "estat_circ_mat_inst":
      case "estat_circ_mat_bib": {
        const option = (v.opcao || "E") as CirculationOption;
        const lib = report === "estat_circ_mat_bib" ? (library ?? libraries[0]?.cod_biblioteca ?? null) : null;
        const d =
          lib === null
            ? await s.circulationByInstitution(year, option)
            : await s.circulationByLibrary(year, option, lib);
        view.table = {
          caption: t(`statistics.caption.${report}`, {
            option: t(`statistics.filters.options.${option}`),
            year,
            library: libraryName(lib),
          }),
          columns: [tt("workType"), ...shortMonths, tt("total")],
          rows: d.tipos.map((w) => ({ head: w.desc_tipo_obra, cells: [...w.meses, w.total] })),
          foot: { head: tt("total"), cells: [...d.meses, d.total] },
        };
        view.chart = {
          points: months.map((m, i) => ({ label: m, value: d.meses[i] })),
          measure: "movements",
          caption: t(`statistics.chartCaption.${report}`, {
            option: t(`statistics.filters.options.${option}`),
            year,
            library: libraryName(lib),
          }),
        };
        break;
      }
      case "estat_acervo_geral": {
        const d = await s.generalCollections({
          libraries: (v.bibliotecas ?? []).map(Number),
          workTypes: (v.tipos ?? []).map(Number),
          copyStatus: v.situacoes ?? [],
          collectionStatus: v.colecoes ?? [],
        });
        view.table = {
          caption: t("statistics.caption.estat_acervo_geral"),
          columns: [tt("library"), tt("workType"), tt("titles"), tt("copies")],
          rows: d.linhas.map((l) => ({ head: l.desc_biblioteca, cells: [l.desc_tipo_obra, l.titulos, l.exemplares] })),
          foot: { head: tt("total"), cells: ["", d.total_titulos, d.total_exemplares] },
        };
        const byLibrary = new Map<string, number>();
        for (const l of d.linhas)
          byLibrary.set(l.desc_biblioteca, (byLibrary.get(l.desc_biblioteca) ?? 0) + l.exemplares);
        view.chart = { points: [...byLibrary].map(([label, value]) => ({ label, value })), measure: "copies" };
        break;
      }
      default: {
        const d = await s.mecQ83({
          library,
          year: v.ano ? Number(v.ano) : null,
          copyStatus: v.situacoes ?? [],
          collectionStatus: v.colecoes ?? [],
          searchType: mecType ?? "G",
        });
        const area = (code: string) => t(`statistics.mec.area.${code}`);
        view.table = {
          caption: t("statistics.caption.mec", {
            library: libraryName(library),
            when: v.ano ? `31/12/${v.ano}` : t("statistics.filters.currentCollection"),
          }),
          columns: [tt("area"), tt("cnpq"), tt("titles"), tt("copies")],
          rows: d.areas.map((a) => ({
            head: area(a.cod_area),
            cells: [a.codigo_cnpq ?? "–", a.titulos, a.exemplares],
          })),
          foot: { head: tt("total"), cells: ["", d.total_titulos, d.total_exemplares] },
        };
        view.chart = { points: d.areas.map((a) => ({ label: area(a.cod_area), value: a.titulos })), measure: "titles" };
      }
    }
    if (sum(view.chart?.points.map((p) => p.value) ?? []) === 0 && view.table.rows.length === 0) view.chart = null;
    return view;
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ServiceError && error.status === 404) {
      return {
        ...view,
        result: rejectQuery(url.searchParams, { fieldErrors: { biblioteca: ["statistics.errors.library"] } }),
        status: 400,
      };
    }
    console.error("statistics report:", error instanceof Error ? error.message : error);
    return { ...view, table: null, chart: null, failed: true, status: 502 };
  }
}
