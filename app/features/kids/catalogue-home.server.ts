/**
 * The kids and museum catalogues' home sections (decision 040): the sections the institution
 * chose (DESTAQUE, NOTICIAS), the information tabs and the visual settings. The visual settings
 * and the tabs are layout: a failure is logged and the page falls back to its defaults
 * (document 1 §4, §8); a catalogue the institution has not enabled sends the visitor home.
 */
import { redirect } from "@remix-run/node";

import type { CatalogType, CatalogVisual, InfoTab } from "../../../api/catalogue/catalog/contract.ts";
import { ServiceError, apiErrorResponse, type LibraryClient } from "../../lib/library/index.server.ts";
import { orLogged } from "../record/logged.ts";
import { parseHighlightState } from "./catalogue-schemas.ts";
import { headerColour } from "./kids-visual.ts";

export async function loadCatalogueHome(api: LibraryClient, catalog: CatalogType, query: URLSearchParams, library = 0) {
  const highlight = parseHighlightState(query);
  const sections = await api.catalogues.sections(catalog).catch((error: unknown) => {
    // The institution has not enabled this catalogue (habilita_kids_pesq_catalogo, habilita_museu_catalogo).
    if (error instanceof ServiceError && error.status === 404) throw redirect("/");
    return apiErrorResponse(error);
  });
  const kinds = new Set(sections.map((s) => s.tipo_secao));
  const [visual, tabs, highlights, news] = await Promise.all([
    api.catalogues.visual(catalog).catch(orLogged("catalogue visual settings", null as CatalogVisual | null)),
    api.catalogues.infoTabs(catalog, library).catch(orLogged("catalogue information tabs", [] as InfoTab[])),
    kinds.has("DESTAQUE") ? api.catalogues.highlights(catalog, highlight).catch(apiErrorResponse) : null,
    kinds.has("NOTICIAS") ? api.catalogues.news(catalog).catch(orLogged("catalogue news", [])) : null,
  ]);
  return {
    sections,
    highlightState: highlight,
    highlights,
    news,
    tabs,
    header: {
      colour: headerColour(visual?.cor_textura_kids),
      texture: visual?.nom_textura_kids ?? null,
      logo: visual?.nom_logo_kids ?? null,
    },
  };
}

export type CatalogueHome = Awaited<ReturnType<typeof loadCatalogueHome>>;
