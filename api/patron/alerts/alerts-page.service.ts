/**
 * The patron's own alerts (GET/PUT/DELETE /api/solicitacoes/alertas): list by the days they were
 * raised, mark read, dismiss. Another patron's alert is answered as unknown (404), so ids reveal
 * nothing. Listing first raises the patron's due and overdue loan notices (decision 034).
 */
import type { Db } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { TIME_ZONE, type Day } from "../../core/time.ts";
import { countUnread, dismissAlert, listAlerts, markAlertRead, type AlertRow } from "./alerts.repository.ts";
import type { AlertCount, AlertDismissed, AlertOut } from "./contract.ts";
import { raiseDueAlerts } from "./due-alerts.ts";

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function toAlertOut(row: AlertRow): AlertOut {
  return {
    id: Number(row.id),
    tipo: row.kind,
    parametros: row.params ?? {},
    link: row.link,
    data: iso(row.created_at)!,
    lido: row.read_at !== null,
    data_leitura: iso(row.read_at),
  };
}

const notFound = () => new ApiError(404, "not_found", "errors.alert_not_found");

export async function patronAlerts(
  db: Db,
  patronId: number,
  range: { from?: Day; to?: Day },
  now = new Date(),
): Promise<AlertOut[]> {
  await raiseDueAlerts(db, now, patronId);
  return (await listAlerts(db, patronId, { ...range, timeZone: TIME_ZONE })).map(toAlertOut);
}

export async function unreadAlerts(db: Db, patronId: number, now = new Date()): Promise<AlertCount> {
  await raiseDueAlerts(db, now, patronId);
  return { nao_lidos: await countUnread(db, patronId) };
}

export async function readAlert(db: Db, patronId: number, id: number): Promise<AlertOut> {
  const row = await markAlertRead(db, patronId, id);
  if (!row) throw notFound();
  return toAlertOut(row);
}

export async function removeAlert(db: Db, patronId: number, id: number): Promise<AlertDismissed> {
  if (!(await dismissAlert(db, patronId, id))) throw notFound();
  return { id, removido: true };
}
