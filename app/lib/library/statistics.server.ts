/** The public statistics calls (/statistics, decision 039). */
import type {
  ActiveUsersByCategory,
  ActiveUsersByLibrary,
  ActiveUsersByOrgUnit,
  CirculationLibrary,
  CirculationOption,
  CirculationStatistics,
  GeneralCollections,
  MecQ83,
  MecSearchType,
  OperatingDays,
  OrgUnitOrder,
  StatisticsGroup,
  StatisticsStatus,
  StatisticsWorkType,
  TurnstileStatistics,
} from "../../../api/statistics/contract.ts";
import type { Transport } from "./transport.server.ts";

export function statisticsCalls(t: Transport) {
  return {
    /** GET /statistics: the groups and items of the statistics home. */
    home: () => t.json<StatisticsGroup[]>("/statistics"),
    operatingDaysYears: () => t.json<number[]>("/statistics/operating-days-years"),
    operatingDays: (year: number) =>
      t.json<OperatingDays>("/statistics/operating-days-statistics", { query: { year } }),
    turnstileYears: () => t.json<number[]>("/statistics/turnstile-years"),
    turnstile: (q: { library: number | null; year: number; month: number | null }) =>
      t.json<TurnstileStatistics>("/statistics/turnstile-statistics", {
        query: { library: q.library ?? undefined, year: q.year, month: q.month ?? undefined },
      }),
    activeUsersByLibrary: () => t.json<ActiveUsersByLibrary>("/statistics/active-users-by-lib-statistics"),
    activeUsersByCategory: () => t.json<ActiveUsersByCategory>("/statistics/active-users-by-categ-statistics"),
    activeUsersByOrgUnit: (order: OrgUnitOrder, page: number) =>
      t.json<ActiveUsersByOrgUnit>("/statistics/active-users-by-org-unit-statistics", { query: { order, page } }),
    circulationYears: () => t.json<number[]>("/statistics/circ-mat-years"),
    circulationLibraries: () => t.json<CirculationLibrary[]>("/statistics/circ-mat-libraries"),
    circulationByInstitution: (year: number, option: CirculationOption) =>
      t.json<CirculationStatistics>("/statistics/circ-mat-by-inst", { query: { year, option } }),
    circulationByLibrary: (year: number, option: CirculationOption, library: number) =>
      t.json<CirculationStatistics>("/statistics/circ-mat-by-lib", { query: { year, option, library } }),
    workTypes: () => t.json<StatisticsWorkType[]>("/statistics/work-types"),
    copyStatus: () => t.json<StatisticsStatus[]>("/statistics/copy-status"),
    collectionStatus: () => t.json<StatisticsStatus[]>("/statistics/collection-status"),
    collectionYears: () => t.json<number[]>("/statistics/collection-years"),
    generalCollections: (body: {
      libraries: number[];
      workTypes: number[];
      copyStatus: string[];
      collectionStatus: string[];
    }) => t.json<GeneralCollections>("/statistics/general-collections", { method: "POST", json: body }),
    mecQ83: (body: {
      library: number | null;
      year: number | null;
      copyStatus: string[];
      collectionStatus: string[];
      searchType: MecSearchType;
    }) => t.json<MecQ83>("/statistics/collection-mecQ83", { method: "POST", json: body }),
  };
}
