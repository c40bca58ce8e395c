/**
 * `npm run harvest [ACRONYM…]`: harvests the network catalogue's OAI-PMH endpoints (all, or those
 * named) into network_record (decision 041). Endpoints are managed with `npm run circ network-add`.
 * Exit status 1 when any endpoint failed (its report says why), 0 otherwise.
 */
import { openDb } from "../db/db.ts";
import { migrate } from "../db/migrate.ts";
import { harvestEndpoint } from "./harvester.ts";
import { listEndpoints } from "./harvest.repository.ts";

const names = process.argv.slice(2);
const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? "./var/data" });
let failed = false;
try {
  await migrate(db);
  const endpoints = (await listEndpoints(db)).filter((e) => names.length === 0 || names.includes(e.acronym));
  if (endpoints.length === 0) console.log("no endpoints to harvest (npm run circ network-add)");
  for (const endpoint of endpoints) {
    const report = await harvestEndpoint(db, endpoint, { log: (line) => console.log(line) });
    failed ||= !report.ok;
  }
} finally {
  await db.close();
}
process.exit(failed ? 1 : 0);
