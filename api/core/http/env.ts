import type { ApiConfig } from "../config.ts";
import type { Db, ReadDb } from "../db/db.ts";
import type { Lang } from "../i18n.ts";
import type { ResultCache } from "../../catalogue/search/result-cache.ts";

/** What every handler can read from the context (`c.get("db")`, …). */
export interface ApiEnv {
  Variables: {
    db: Db;
    /** The catalogue's reads: a read replica when there are some (decision 043), else `db`. */
    readDb: ReadDb;
    config: ApiConfig;
    lang: Lang;
    searchCache: ResultCache;
  };
}
