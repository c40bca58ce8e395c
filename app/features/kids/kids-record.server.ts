/**
 * The children's record page (document 1 §2 "Kids full-record page", decision 040):
 * /catalogos/{prefix}/acervo/{codAcervo}/{codBiblioteca}/{link} and its simple/ variant. The side
 * menu is the record's activities (GET /acervo/{id}/permissoes, the same as the record page's
 * tabs) plus localização (31) when the record has copies; the views it draws itself are details
 * (default), covers, reference, MARC, Dublin Core, copies, localisation and reservation; the other
 * activities lead to the record page's tabs. A record outside the catalogue is not found there.
 */
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";

import type { CatalogVisual } from "../../../api/catalogue/catalog/contract.ts";
import type { CopiesResponse, DublinCoreElement, RecordActivity, RecordMarcResponse } from "../../../api/contract.ts";
import { parseFilter } from "../../lib/forms.ts";
import { getT } from "../../lib/i18n.server.ts";
import { ServiceError, apiErrorResponse, libraryClient } from "../../lib/library/index.server.ts";
import { DEFAULT_ACTIVITIES } from "../record/activities.ts";
import { orLogged } from "../record/logged.ts";
import { renewalPrompt } from "./kids-catalogue.server.ts";
import { parseRecordId } from "../record/record-tabs.ts";
import {
  ALL_LIBRARIES,
  CATALOGUE_PREFIXES,
  cataloguePrefix,
  FORMAT_VIEWS,
  isKidsView,
  kidsRecordHref,
  type CataloguePrefix,
} from "./catalogue-home.ts";
import { FormatSchema } from "./catalogue-schemas.ts";
import { headerColour } from "./kids-visual.ts";

export interface MenuItem {
  code: number | string;
  slug: string;
  label: string;
  href: string;
  /** Drawn on this page (true) or on the record page's tab. */
  here: boolean;
}

const LOCALISATION = 31;
const notFound = () => new Response("Not Found", { status: 404, statusText: "Not Found" });

/** The side menu: the activities by code, with localização after the copies; covers and details always. */
export function kidsMenu(
  prefix: CataloguePrefix,
  id: number,
  library: string,
  activities: readonly RecordActivity[],
  simple: boolean,
  localisationLabel: string,
): MenuItem[] {
  const items: MenuItem[] = [];
  const codes = new Set(activities.map((a) => a.cod_atividade));
  const all = [...activities];
  if (!codes.has(-1)) all.unshift({ cod_atividade: -1, slug: "capas", descricao: "Capas" });
  if (!codes.has(0)) all.unshift({ cod_atividade: 0, slug: "", descricao: "Dados do acervo" });
  if (!codes.has(LOCALISATION) && (codes.has(30) || codes.has(18)))
    all.push({ cod_atividade: LOCALISATION, slug: "localizacao", descricao: localisationLabel });
  const rank = (code: number | string) => (typeof code === "number" ? code : 100_000);
  for (const a of all.sort((x, y) => rank(x.cod_atividade) - rank(y.cod_atividade))) {
    const here = isKidsView(a.slug);
    items.push({
      code: a.cod_atividade,
      slug: a.slug,
      // Document 1 §3: an activity's label is the part after its last hyphen.
      label: a.descricao.split(" - ").pop() ?? a.descricao,
      href: here
        ? kidsRecordHref(prefix, id, { library, link: a.slug || undefined, simple })
        : `/acervo/${id}/${a.slug}`,
      here,
    });
  }
  return items;
}

export async function loadKidsRecord({
  request,
  context,
  params,
}: Pick<LoaderFunctionArgs, "request" | "context" | "params">) {
  const prefix = cataloguePrefix(params.prefix);
  if (!prefix) throw redirect("/");
  const id = parseRecordId(params.codAcervo);
  if (id === null) throw notFound();
  const url = new URL(request.url);
  const simple = url.pathname.startsWith(`/catalogos/${prefix}/acervo/simple/`);
  const library = params.codBiblioteca ?? ALL_LIBRARIES;
  const slug = params.link ?? "";
  // The Padrão / MARC / Dublin Core switch is a GET form: its choice becomes the address.
  if (url.searchParams.has("visao")) {
    const { visao } = parseFilter(url.searchParams, FormatSchema);
    throw redirect(kidsRecordHref(prefix, id, { library, link: visao || undefined, simple }));
  }
  const catalog = CATALOGUE_PREFIXES[prefix];
  const api = await libraryClient({ request, context });
  const t = await getT(request);
  const [record, visual, activities] = await Promise.all([
    api.catalogues.record(catalog, id).catch(apiErrorResponse),
    api.catalogues.visual(catalog).catch((error: unknown) => {
      // The institution has not enabled this catalogue: home (document 1 §2).
      if (error instanceof ServiceError && error.status === 404) throw redirect("/");
      return orLogged("catalogue visual settings", null as CatalogVisual | null)(error);
    }),
    api.records.activities(id).catch(orLogged("record tabs", DEFAULT_ACTIVITIES)),
  ]);
  if (library !== ALL_LIBRARIES && !/^[1-9]\d{0,9}$/.test(library)) throw notFound();
  const menu = kidsMenu(prefix, id, library, activities, simple, t("kids.record.localisation"));
  const current = menu.find((m) => m.slug === slug && m.here);
  // A view this record does not have (MARC without permission 36…) does not exist.
  if (!current) throw notFound();
  const libraryId = library === ALL_LIBRARIES ? null : Number(library);
  const onlyLibrary = (copies: CopiesResponse): CopiesResponse =>
    libraryId === null
      ? copies
      : { ...copies, bibliotecas: copies.bibliotecas.filter((b) => b.cod_biblioteca === libraryId) };
  const [marc, dublinCore, copies] = await Promise.all([
    slug === "marc" ? api.records.marc(id).catch(apiErrorResponse) : (null as RecordMarcResponse | null),
    slug === "dublin-core" ? api.records.dublinCore(id).catch(apiErrorResponse) : (null as DublinCoreElement[] | null),
    ["exemplares", "localizacao", "reserva"].includes(slug)
      ? api.records.copies(id).then(onlyLibrary).catch(apiErrorResponse)
      : (null as CopiesResponse | null),
  ]);
  const formats = FORMAT_VIEWS.filter((view) => menu.some((m) => m.slug === view));
  const renewal = simple ? null : await renewalPrompt(request, api);
  return data(
    {
      prefix,
      simple,
      renewal,
      library,
      slug,
      record,
      menu,
      current: { slug: current.slug, label: current.label },
      formats,
      marc,
      dublinCore,
      copies,
      header: {
        colour: headerColour(visual?.cor_textura_kids),
        texture: visual?.nom_textura_kids ?? null,
        logo: visual?.nom_logo_kids ?? null,
      },
    },
    { headers: await api.headers() },
  );
}
