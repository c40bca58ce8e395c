/** The public statistics calls (/statistics, decision 039). */
import { statisticsCalls as calls } from "../../../api/community/statistics/statistics.calls.ts";
import type { CirculationOption, MecSearchType, OrgUnitOrder } from "../../../api/community/statistics/contract.ts";
import type { Transport } from "./transport.server.ts";

export function statisticsCalls(t: Transport) {
  return {
    /** The groups and items of the statistics home. */
    home: () => t.call(calls.home, {}),
    operatingDaysYears: () => t.call(calls.operatingDaysYears, {}),
    operatingDays: (year: number) => t.call(calls.operatingDays, { query: { year } }),
    turnstileYears: () => t.call(calls.turnstileYears, {}),
    turnstile: (q: { library: number | null; year: number; month: number | null }) =>
      t.call(calls.turnstile, {
        query: { library: q.library ?? undefined, year: q.year, month: q.month ?? undefined },
      }),
    activeUsersByLibrary: () => t.call(calls.activeUsersByLibrary, {}),
    activeUsersByCategory: () => t.call(calls.activeUsersByCategory, {}),
    activeUsersByOrgUnit: (order: OrgUnitOrder, page: number) =>
      t.call(calls.activeUsersByOrgUnit, { query: { order, page } }),
    circulationYears: () => t.call(calls.circulationYears, {}),
    circulationLibraries: () => t.call(calls.circulationLibraries, {}),
    circulationByInstitution: (year: number, option: CirculationOption) =>
      t.call(calls.circulationByInstitution, { query: { year, option } }),
    circulationByLibrary: (year: number, option: CirculationOption, library: number) =>
      t.call(calls.circulationByLibrary, { query: { year, option, library } }),
    workTypes: () => t.call(calls.workTypes, {}),
    copyStatus: () => t.call(calls.copyStatus, {}),
    collectionStatus: () => t.call(calls.collectionStatus, {}),
    collectionYears: () => t.call(calls.collectionYears, {}),
    generalCollections: (body: {
      libraries: number[];
      workTypes: number[];
      copyStatus: string[];
      collectionStatus: string[];
    }) => t.call(calls.generalCollections, { body }),
    mecQ83: (body: {
      library: number | null;
      year: number | null;
      copyStatus: string[];
      collectionStatus: string[];
      searchType: MecSearchType;
    }) => t.call(calls.mecQ83, { body }),
  };
}
