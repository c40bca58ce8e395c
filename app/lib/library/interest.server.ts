/**
 * The interest profile (/perfil-interesse…) and the bibliographic bulletin
 * (/bibliographic-alert…): decision 031.
 */
import type { ReportCard, ReportCardChapterData, ReportCardData } from "../../../api/bulletin/contract.ts";
import type {
  DigestUnsubscribe,
  HeadingHit,
  HeadingSearchType,
  InterestAuxInfo,
  InterestEntry,
  InterestFeed,
  InterestFeedToken,
  InterestProfile,
  InterestTitles,
  PeriodicalHit,
} from "../../../api/interest/contract.ts";
import type { Transport } from "./transport.server.ts";

const BASE = "/perfil-interesse";

export interface PeriodicalOptions {
  fasciculo: boolean;
  artigo: boolean;
  sumario: boolean;
  bibliotecas: number[];
}

export function interestCalls(t: Transport) {
  return {
    /** GET /perfil-interesse: every entry, the languages and libraries, the digest and the feed. */
    profile: () => t.json<InterestProfile>(BASE),
    /** GET areas-interesse/info-auxiliar: areas, work types, languages and libraries to choose from. */
    auxInfo: () => t.json<InterestAuxInfo>(`${BASE}/areas-interesse/info-auxiliar`),
    /** GET area-autor-assunto/pesquisa: the catalogue's headings of that type containing the term. */
    searchHeadings: (tipoPesquisa: HeadingSearchType, termoPesquisa: string) =>
      t.json<HeadingHit[]>(`${BASE}/area-autor-assunto/pesquisa`, { query: { tipoPesquisa, termoPesquisa } }),
    /** POST area-autor-assunto: 409 already there, 422 not a heading of the catalogue or a bad date. */
    addHeading: (tipoPesquisa: HeadingSearchType, termo: string, validade: string) =>
      t.json<InterestEntry>(`${BASE}/area-autor-assunto`, { json: { tipoPesquisa, termo, validade } }),
    /** PUT validade: any entry's validity date ("" none); 422 with the rule broken. */
    changeValidity: (codigo: number, validade: string) =>
      t.json<InterestEntry>(`${BASE}/validade`, { method: "PUT", json: { codigo, validade } }),
    /** DELETE of an entry by its part's path. */
    remove: (part: "area-autor-assunto" | "periodicos" | "tipo-obra", codigo: number) =>
      t.json<{ removido: true }>(`${BASE}/${part}`, { method: "DELETE", query: { codigo } }),
    /** GET periodicos/pesquisa: serials by title words, held at one of the libraries if given. */
    searchPeriodicals: (termoPesquisa: string, bibliotecas: number[]) =>
      t.json<PeriodicalHit[]>(`${BASE}/periodicos/pesquisa`, {
        query: { termoPesquisa, bibliotecas: bibliotecas.join(",") || undefined },
      }),
    /** POST periodicos: 422 without a journal type. */
    addPeriodical: (cod_acervo: number, options: PeriodicalOptions, validade: string) =>
      t.json<InterestEntry>(`${BASE}/periodicos`, { json: { cod_acervo, ...options, validade } }),
    /** POST tipo-obra: a work type, optionally within a knowledge area. */
    addWorkType: (cod_tipo_obra: number, codTipoArea: number | null, validade: string) =>
      t.json<InterestEntry>(`${BASE}/tipo-obra`, { json: { cod_tipo_obra, codTipoArea, validade } }),
    /** PUT preferencias: the profile's languages and libraries (empty: any). */
    preferences: (idiomas: string[], bibliotecas: number[]) =>
      t.json<InterestProfile>(`${BASE}/preferencias`, { method: "PUT", json: { idiomas, bibliotecas } }),
    /** PUT resumo: the e-mail digest on or off; 422 without an e-mail address. */
    digest: (ativo: boolean) => t.json<InterestProfile>(`${BASE}/resumo`, { method: "PUT", json: { ativo } }),
    /** GET titulos: the titles matching the profile now, 20 a page. */
    titles: (pagina: number) => t.json<InterestTitles>(`${BASE}/titulos`, { query: { pagina } }),
    /** POST feed: a new private address (the old one stops). */
    renewFeed: () => t.json<InterestFeedToken>(`${BASE}/feed`, { method: "POST" }),
    /** DELETE feed: no private address any more. */
    revokeFeed: () => t.json<InterestFeedToken>(`${BASE}/feed`, { method: "DELETE" }),
    /** GET feed/{token}: the recent matches of the feed's owner (public; 404 unknown or replaced). */
    feed: (token: string) => t.json<InterestFeed>(`${BASE}/feed/${encodeURIComponent(token)}`),
    /** GET resumo/cancelar/{token}: whose digest the link is for and whether it is on (public). */
    unsubscribeState: (token: string) =>
      t.json<DigestUnsubscribe>(`${BASE}/resumo/cancelar/${encodeURIComponent(token)}`),
    /** POST resumo/cancelar/{token}: turns that digest off (public). */
    unsubscribe: (token: string) =>
      t.json<DigestUnsubscribe>(`${BASE}/resumo/cancelar/${encodeURIComponent(token)}`, { method: "POST" }),
  };
}

export function bulletinCalls(t: Transport) {
  return {
    /** GET /bibliographic-alert/get-report-cards: the bulletins, newest first. */
    list: () => t.json<ReportCard[]>("/bibliographic-alert/get-report-cards"),
    /** GET get-report-card-data: a bulletin's areas and chapters (404 unknown). */
    data: (id: number) =>
      t.json<ReportCardData>("/bibliographic-alert/get-report-card-data", { query: { cod_report_card: id } }),
    /** GET get-report-card-data-item: a chapter's titles, 20 a page (404 unknown chapter). */
    chapter: (id: number, chapter: string, pagina: number) =>
      t.json<ReportCardChapterData>("/bibliographic-alert/get-report-card-data-item", {
        query: { cod_report_card: id, chapter_code: chapter, pagina },
      }),
  };
}
