/**
 * GET and POST /sru: the catalogue as an SRU server (decision 058), mounted beside /oai by both
 * servers: clients are configured with a base address and send only the protocol's parameters.
 * Every problem of a request is a diagnostic in a 200 answer (../protocol-app.ts).
 */
import type { ApiConfig } from "../../core/config.ts";
import type { Db } from "../../core/db/db.ts";
import { protocolApp } from "../protocol-app.ts";
import { answerSru } from "./sru.service.ts";

export function sruRoutes(db: Db, config: ApiConfig) {
  return protocolApp("sru", "application/xml; charset=utf-8", (url, params) => {
    const base = config.OPAC_PUBLIC_URL ? `${config.OPAC_PUBLIC_URL.replace(/\/$/, "")}/sru` : url.split("?")[0];
    return answerSru(db.reader ?? db, { baseUrl: base }, params);
  });
}
