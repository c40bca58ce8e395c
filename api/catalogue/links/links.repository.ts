import type { Queryable } from "../../core/db/db.ts";

export interface LinkAccess {
  recordId: number;
  seq: number;
  url: string;
  linkType: string;
  patronId: number | null;
  browser: string | null;
  device: string | null;
  os: string | null;
}

/** One access to a link; a patron id that names nobody is stored as an anonymous access. */
export async function insertLinkAccess(db: Queryable, access: LinkAccess): Promise<void> {
  await db.query(
    `INSERT INTO link_access (record_id, seq_paragrafo, url, link_type, patron_id, browser, device, os)
     VALUES ($1, $2, $3, $4, (SELECT id FROM patron WHERE id = $5), $6, $7, $8)`,
    [
      access.recordId,
      access.seq,
      access.url,
      access.linkType,
      access.patronId,
      access.browser,
      access.device,
      access.os,
    ],
  );
}

/** The patron's category, which the institution may limit restricted material to (decision 065). */
export async function patronCategory(db: Queryable, patronId: number): Promise<string | undefined> {
  const [row] = await db.query<{ category: string }>(`SELECT category FROM patron WHERE id = $1`, [patronId]);
  return row?.category;
}
