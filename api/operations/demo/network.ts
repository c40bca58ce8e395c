/**
 * The network catalogue's demo (decision 041): the database types (`rep`) the demo grants, and
 * one invented partner institution whose harvest is already stored, so that the network search
 * has something to find on a fresh demo. Its records are the demo's own real records (the
 * scores, set type:7) as this product's OAI-PMH provider serves them, stored in
 * data/network/parceira-partituras.xml (data/network/README.md says how it was made).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { PUBLIC_CATEGORY } from "../../patron/auth/login-settings.repository.ts";
import type { Db } from "../../core/db/db.ts";
import { parseListRecords } from "../../network/oai/harvester.ts";
import { findEndpoint, storePage, upsertEndpoint } from "../../network/oai/harvest.repository.ts";

/** Rede OAI Local (backed by the harvested catalogue) and Target GEDWeb (not available here: it says so). */
const DEMO_DATABASE_TYPES: [number, string][] = [
  [109, "Rede OAI Local"],
  [113, "Target GEDWeb"],
];
const MODULE = 3;

export const DEMO_PARTNER = {
  acronym: "PARCEIRA",
  name: "Biblioteca Parceira (instituição fictícia)",
  url: "https://parceira.example.org/oai",
  home: "https://parceira.example.org/acervo/{id}",
  file: "data/network/parceira-partituras.xml",
};

export async function seedNetworkDemo(db: Db): Promise<void> {
  if (await findEndpoint(db, DEMO_PARTNER.acronym)) return;
  const categories = await db.query<{ category: string }>(`SELECT DISTINCT category FROM patron UNION SELECT $1`, [
    PUBLIC_CATEGORY,
  ]);
  await db.transaction(async (tx) => {
    for (const { category } of categories) {
      for (const [activity, description] of DEMO_DATABASE_TYPES) {
        await tx.query(
          `INSERT INTO category_permission (category, module, activity, description)
           SELECT $1, $2, $3, $4 WHERE NOT EXISTS
             (SELECT 1 FROM category_permission WHERE category = $1 AND activity = $3)`,
          [category, MODULE, activity, description],
        );
      }
    }
    await upsertEndpoint(tx, {
      acronym: DEMO_PARTNER.acronym,
      name: DEMO_PARTNER.name,
      url: DEMO_PARTNER.url,
      set_spec: "type:7",
      metadata_prefix: "oai_dc",
      home_url: DEMO_PARTNER.home,
    });
    const endpoint = (await findEndpoint(tx, DEMO_PARTNER.acronym))!;
    const page = parseListRecords(readFileSync(path.resolve(DEMO_PARTNER.file), "utf8"), "oai_dc");
    await storePage(tx, endpoint.id, page.records);
    await tx.query(`UPDATE network_endpoint SET last_success_at = $2, last_attempt_at = now() WHERE id = $1`, [
      endpoint.id,
      page.responseDate ?? null,
    ]);
  });
}
