/**
 * /acervo/:id/reserva — the reservation tab (document 1 "Reservation screen", §4, §5). The tab,
 * its choices and the handlers of its buttons are the circulation feature's
 * (app/features/circulation/reservation-*.ts).
 */
import type { LinksFunction } from "@remix-run/node";

import circulationStyles from "../features/circulation/circulation.css";
import { ReservationTab, reservationMeta } from "../features/circulation/reservation-tab.tsx";
import type { RouteHandle } from "../lib/route-handle.ts";
import { TabErrorBoundary } from "../ui/tab-error-boundary.tsx";

export { action, loader } from "../features/circulation/reservation.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: circulationStyles }];

export const meta = reservationMeta;

/** The choices update in place with JS; the rest of the record page ships no script. */
export const handle: RouteHandle = { hydrate: true };

export default ReservationTab;

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
