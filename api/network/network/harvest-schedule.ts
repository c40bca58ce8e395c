/**
 * The network harvest run by the server itself (decision 041 "schedule"): every
 * NETWORK_HARVEST_EVERY_MINUTES minutes (0, the default: never; `npm run harvest` from cron
 * instead). One harvest at a time across processes: a lease in the database (api/core/schedule.ts)
 * that the schedule, the desk call and `npm run harvest` all take; a run that finds it taken is skipped.
 */
import type { ApiConfig } from "../../core/config.ts";
import type { Db } from "../../core/db/db.ts";
import { every, underLease } from "../../core/schedule.ts";
import { metrics } from "../../core/http/metrics.ts";
import { listEndpoints, type EndpointRow } from "../oai/harvester.ts";
import { harvestEndpoint, type HarvestOptions, type HarvestReport } from "../oai/harvester.ts";

const LOCK = "network-harvest";
/** Long enough for one endpoint's run; renewed before each endpoint. */
export const LEASE_SECONDS = 3600;

export type HarvestRun = { ran: true; reports: HarvestReport[] } | { ran: false; reason: "busy" };

/** Harvests the endpoints (all, or those named) unless another harvest holds the lock. */
export async function harvestWithLock(
  db: Db,
  options: HarvestOptions & { only?: string[]; holder?: string } = {},
): Promise<HarvestRun> {
  const run = await underLease(
    db,
    LOCK,
    LEASE_SECONDS,
    async (renew) => {
      const endpoints: EndpointRow[] = (await listEndpoints(db)).filter(
        (e) => !options.only?.length || options.only.includes(e.acronym),
      );
      const reports: HarvestReport[] = [];
      for (const endpoint of endpoints) {
        await renew();
        const report = await harvestEndpoint(db, endpoint, options);
        metrics.harvestRuns.inc({ outcome: report.ok ? "done" : "failed" });
        metrics.harvestRecords.inc(report.records);
        reports.push(report);
      }
      return reports;
    },
    options.holder,
  );
  return run.ran ? { ran: true, reports: run.value } : { ran: false, reason: "busy" };
}

export function startNetworkHarvest(
  db: Db,
  config: Pick<ApiConfig, "NETWORK_HARVEST_EVERY_MINUTES">,
  log: (line: string) => void = console.log,
  options: HarvestOptions = {},
): () => void {
  const minutes = config.NETWORK_HARVEST_EVERY_MINUTES;
  if (minutes === 0) return () => {};
  const stop = every(minutes, () =>
    harvestWithLock(db, { log, ...options })
      .then((run) => {
        if (!run.ran) log("network harvest: skipped, another harvest is running");
      })
      .catch((error: unknown) =>
        log(`network harvest failed: ${error instanceof Error ? error.message : String(error)}`),
      ),
  );
  log(`network harvest: every ${minutes} minutes`);
  return stop;
}
