/**
 * What the record tabs share with their parent route (routes/acervo.$id.tsx) without importing
 * the route module itself (that would pull its loader's server code into the tabs' bundles).
 */
import type { MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";

import type {
  CopiesLibrary,
  Edition,
  LinkOut,
  RecordAvailability,
  RecordCapture,
  RecordData,
  RelatedRecord,
} from "../../../api/contract.ts";
import { pageTitle, routeData } from "../../lib/meta.ts";
import type { TabView } from "./activities.ts";

export const RECORD_ROUTE_ID = "routes/acervo.$id";

export interface RecordLoaderData {
  record: RecordData;
  tabs: TabView[];
  /** Translated tab names by slug, for the children's <title>s. */
  tabLabels: Record<string, string>;
  links: LinkOut[];
  permalink: string;
  /** Citation meta tags and COinS for reference managers; null when the call failed. */
  capture?: RecordCapture | null;
  /** Loaded for the main tab only (decision 037); null when the call failed. */
  availability?: RecordAvailability | null;
  /** The copies by library, for the availability box's call numbers: the main tab only. */
  copies?: CopiesLibrary[];
  /** More like this (decision 051): the main tab only; empty when the call failed. */
  related?: RelatedRecord[];
  /** The other editions of its work (decision 056): the main tab only; empty when the call failed. */
  editions?: Edition[];
}

function useRecordData(): RecordLoaderData {
  const data = useRouteLoaderData(RECORD_ROUTE_ID) as RecordLoaderData | undefined;
  if (!data) throw new Error("useRecord() used outside /acervo/:id");
  return data;
}

export function useRecord(): RecordData {
  return useRecordData().record;
}

export function useRelatedRecords(): RelatedRecord[] {
  return useRecordData().related ?? [];
}

/** The other editions of the record's work (decision 056). */
export function useRecordEditions(): Edition[] {
  return useRecordData().editions ?? [];
}

export function useRecordLinks(): LinkOut[] {
  return useRecordData().links;
}

/**
 * "<record title> – <tab> | <site>", the <title> of every tab (`tab` is the slug, "" for the data),
 * and the record's Highwire and Dublin Core meta tags: Remix keeps the deepest route's meta only,
 * so each tab repeats them, and a reference manager captures the record from any tab.
 */
export function recordTabTitle(matches: Parameters<MetaFunction>[0]["matches"], tab: string) {
  const parent = routeData<RecordLoaderData>(matches, RECORD_ROUTE_ID);
  if (!parent) return pageTitle(matches, undefined);
  return [
    ...pageTitle(matches, `${parent.record.titulo} – ${parent.tabLabels[tab] ?? ""}`),
    ...(parent.capture?.metadados ?? []).map((m) => ({ name: m.nome, content: m.conteudo })),
  ];
}
