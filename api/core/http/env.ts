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
    /**
     * The reads of what a page shows (availability, copies, comments, permissions, the
     * institution's settings): `readDb` for a visitor, the primary for a request with a token
     * (a patron or staff), who must see at once what they just did (decision 043).
     */
    pageDb: ReadDb;
    config: ApiConfig;
    lang: Lang;
    searchCache: ResultCache;
    /** The tabs' option lists by catalogue generation, always on (api/app.ts). */
    listCache: ResultCache;
  };
}
