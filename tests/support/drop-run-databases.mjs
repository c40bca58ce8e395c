// Drops every database whose name starts with the given prefix: what a `vitest run` leaves on the
// PostgreSQL server (tests/support/db-templates.ts). Each DROP DATABASE waits for a checkpoint,
// 0.3 to 2 s here, and a run leaves a hundred or more, so the run's teardown starts this detached
// instead of making the suite wait a minute for it (decision 022).
//   node tests/support/drop-run-databases.mjs <admin url> <prefix>
import pg from "pg";

const [adminUrl, prefix] = process.argv.slice(2);
if (!adminUrl || !/^opac_test_[0-9a-f]+_$/.test(prefix ?? "")) {
  console.error("usage: drop-run-databases.mjs <admin url> opac_test_<hex>_");
  process.exit(2);
}
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
try {
  const { rows } = await admin.query("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [prefix]);
  for (const { datname } of rows) {
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
  }
} finally {
  await admin.end();
}
