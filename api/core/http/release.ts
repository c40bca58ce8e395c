/**
 * Which release a process runs (GET /version, `opac_build_info`): the package's version, the build
 * (BUILD_ID, else the OPAC build's assets hash where the process serves one) and the schema, the
 * last migration this build applies (/readyz says whether the database has it yet).
 */
import packageJson from "../../../package.json" with { type: "json" };
import { migrations } from "../db/migrations/index.ts";

export interface Release {
  version: string;
  build: string;
  schema: string;
}

export function releaseOf(build: string | undefined): Release {
  return { version: packageJson.version, build: build ?? "unknown", schema: migrations.at(-1)!.version };
}
