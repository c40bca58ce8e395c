import type { ApiConfig } from "../config.ts";
import type { Db } from "../db/db.ts";
import type { Lang } from "../i18n.ts";
import type { ResultCache } from "../search/result-cache.ts";

/** What every handler can read from the context (`c.get("db")`, …). */
export interface ApiEnv {
  Variables: {
    db: Db;
    config: ApiConfig;
    lang: Lang;
    searchCache: ResultCache;
  };
}
