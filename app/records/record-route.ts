/**
 * What the record tabs share with their parent route (routes/acervo.$id.tsx) without importing
 * the route module itself (that would pull its loader's server code into the tabs' bundles).
 */
import type { MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";

import type { RecordData } from "../../api/contract.ts";
import { pageTitle, routeData } from "../lib/meta.ts";
import type { RecordTabKey } from "./record-tabs.ts";

export const RECORD_ROUTE_ID = "routes/acervo.$id";

export interface RecordLoaderData {
  record: RecordData;
  tabLabels: Record<RecordTabKey, string>;
}

export function useRecord(): RecordData {
  const data = useRouteLoaderData(RECORD_ROUTE_ID) as RecordLoaderData | undefined;
  if (!data) throw new Error("useRecord() used outside /acervo/:id");
  return data.record;
}

/** "<record title> – <tab> | <site>", the <title> of every tab. */
export function recordTabTitle(matches: Parameters<MetaFunction>[0]["matches"], tab: RecordTabKey) {
  const parent = routeData<RecordLoaderData>(matches, RECORD_ROUTE_ID);
  if (!parent) return pageTitle(matches, undefined);
  return pageTitle(matches, `${parent.record.titulo} – ${parent.tabLabels[tab]}`);
}
