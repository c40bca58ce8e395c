/**
 * `npm run harvest [ACRONYM…]`: harvests the network catalogue's OAI-PMH endpoints (all, or those
 * named) into network_record (decision 041). Endpoints are managed with `npm run circ network-add`.
 * Exit status 1 when any endpoint failed (its report says why), 0 otherwise.
 */
import { openDb } from "../../core/db/db.ts";
import { migrate } from "../../core/db/migrate.ts";
import { harvestWithLock } from "../network/harvest-schedule.ts";

const names = process.argv.slice(2);
const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? "./var/data" });
let failed = false;
try {
  await migrate(db);
  // The same lock as the server's schedule and the desk call: one harvest at a time.
  const run = await harvestWithLock(db, { only: names, log: (line) => console.log(line) });
  if (!run.ran) {
    console.log("another harvest is running; try again later");
    failed = true;
  } else {
    if (run.reports.length === 0) console.log("no endpoints to harvest (npm run circ network-add)");
    failed = run.reports.some((r) => !r.ok);
  }
} finally {
  await db.close();
}
process.exit(failed ? 1 : 0);
