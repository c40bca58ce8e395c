/** The answer of `POST /api/balcao/importacao` (decision 036), declared in ./import.calls.ts. */
export type { ImportReport } from "./import.calls.ts";
