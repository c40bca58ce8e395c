import type { Queryable } from "../../core/db/db.ts";

export async function insertApiClient(
  db: Queryable,
  client: { clientId: string; name: string; secretHash: string },
): Promise<void> {
  await db.query(`INSERT INTO api_client (client_id, name, secret_hash) VALUES ($1, $2, $3)`, [
    client.clientId,
    client.name,
    client.secretHash,
  ]);
}

/** The secret's hash of a registered application not revoked; undefined for any other id. */
export async function activeApiClientSecret(db: Queryable, clientId: string): Promise<string | undefined> {
  const [row] = await db.query<{ secret_hash: string }>(
    `SELECT secret_hash FROM api_client WHERE client_id = $1 AND revoked_at IS NULL`,
    [clientId],
  );
  return row?.secret_hash;
}

/** Whether an application of that id was revoked now (false: none, or revoked before). */
export async function revokeApiClient(db: Queryable, clientId: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE api_client SET revoked_at = now() WHERE client_id = $1 AND revoked_at IS NULL RETURNING client_id`,
    [clientId],
  );
  return rows.length > 0;
}
