/**
 * Vitest's order for a run without its cache (every clean clone, so every CI run): the files that
 * take longest first, so that none of them starts last and runs on alone while the other workers
 * have finished. Vitest itself orders by the cached durations of an earlier run, else by file
 * size, and some long files are small (they start servers and wait on them).
 *
 * SLOW_FIRST is that list, longest first, measured on a clean-clone `.ci/run` (seconds beside
 * each, three workers on two cores); a file not in it runs after them in Vitest's own order.
 * Refresh it when a file's time changes much: an out-of-date entry costs a little order, never
 * a test.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

export const SLOW_FIRST = [
  "tests/api/backup.test.ts", // 80 s
  "tests/api/oai-harvester.test.ts", // 61 s
  "tests/api/bench-prepare.test.ts", // 58 s
  "tests/api/import-server.test.ts", // 43 s
  "tests/api/production-server.test.ts", // 35 s
  "api/catalogue/records/citation/csl/csl.test.ts", // 34 s
  "tests/api/oai-harvester-perl.test.ts", // 28 s
  "tests/api/split-deployment.test.ts", // 26 s
  "tests/api/authorities.test.ts", // 24 s
  "tests/api/crawlers.test.ts", // 23 s
  "tests/api/import.test.ts", // 22 s
  "tests/api/clearance.test.ts", // 20 s
  "tests/api/load.test.ts", // 20 s
  "tests/api/search-did-you-mean.test.ts", // 19 s
  "tests/api/interest-profile.test.ts", // 15 s
  "tests/api/research-requests.test.ts", // 15 s
  "tests/api/http-fuzz.test.ts", // 14 s
  "tests/api/password-recovery.test.ts", // 14 s
  "tests/api/contract.test.ts", // 14 s
  "tests/api/record-unapi-formats.test.ts", // 13 s
  "tests/api/operator-server.test.ts", // 13 s
  "tests/api/search-pasted-titles.test.ts", // 12 s
  "tests/api/basket.test.ts", // 12 s
  "tests/api/acquisition.test.ts", // 12 s
];

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = SLOW_FIRST.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the files not listed keep Vitest's order among themselves.
    return ordered.sort((a, b) => rank(a) - rank(b));
  }
}
