/**
 * The interest profile (/perfil-interesse…) and the bibliographic bulletin
 * (/bibliographic-alert…): decision 031.
 */
import { bulletinCalls as bulletin } from "../../../api/patron/bulletin/bulletin.calls.ts";
import type { HeadingSearchType } from "../../../api/patron/interest/contract.ts";
import { interestCalls as calls } from "../../../api/patron/interest/interest.calls.ts";
import type { Transport } from "./transport.server.ts";

export interface PeriodicalOptions {
  fasciculo: boolean;
  artigo: boolean;
  sumario: boolean;
  bibliotecas: number[];
}

/** The DELETE of each part of the profile, by its path. */
const REMOVE = {
  "area-autor-assunto": calls.removeHeading,
  periodicos: calls.removePeriodical,
  "tipo-obra": calls.removeWorkType,
} as const;

export function interestCalls(t: Transport) {
  return {
    /** GET /perfil-interesse: every entry, the languages and libraries, the digest and the feed. */
    profile: () => t.call(calls.profile, {}),
    /** GET areas-interesse/info-auxiliar: areas, work types, languages and libraries to choose from. */
    auxInfo: () => t.call(calls.auxInfo, {}),
    /** GET area-autor-assunto/pesquisa: the catalogue's headings of that type containing the term. */
    searchHeadings: (tipoPesquisa: HeadingSearchType, termoPesquisa: string) =>
      t.call(calls.searchHeadings, { query: { tipoPesquisa, termoPesquisa } }),
    /** POST area-autor-assunto: 409 already there, 422 not a heading of the catalogue or a bad date. */
    addHeading: (tipoPesquisa: HeadingSearchType, termo: string, validade: string) =>
      t.call(calls.addHeading, { body: { tipoPesquisa, termo, validade } }),
    /** PUT validade: any entry's validity date ("" none); 422 with the rule broken. */
    changeValidity: (codigo: number, validade: string) => t.call(calls.validity, { body: { codigo, validade } }),
    /** DELETE of an entry by its part's path. */
    remove: (part: keyof typeof REMOVE, codigo: number) => t.call(REMOVE[part], { query: { codigo: String(codigo) } }),
    /** GET periodicos/pesquisa: serials by title words, held at one of the libraries if given. */
    searchPeriodicals: (termoPesquisa: string, bibliotecas: number[]) =>
      t.call(calls.searchPeriodicals, {
        query: { termoPesquisa, bibliotecas: bibliotecas.join(",") || undefined },
      }),
    /** POST periodicos: 422 without a journal type. */
    addPeriodical: (cod_acervo: number, options: PeriodicalOptions, validade: string) =>
      t.call(calls.addPeriodical, { body: { cod_acervo, ...options, validade } }),
    /** POST tipo-obra: a work type, optionally within a knowledge area. */
    addWorkType: (cod_tipo_obra: number, codTipoArea: number | null, validade: string) =>
      t.call(calls.addWorkType, { body: { cod_tipo_obra, codTipoArea, validade } }),
    /** PUT preferencias: the profile's languages and libraries (empty: any). */
    preferences: (idiomas: string[], bibliotecas: number[]) =>
      t.call(calls.preferences, { body: { idiomas, bibliotecas } }),
    /** PUT resumo: the e-mail digest on or off; 422 without an e-mail address. */
    digest: (ativo: boolean) => t.call(calls.digest, { body: { ativo } }),
    /** GET titulos: the titles matching the profile now, 20 a page. */
    titles: (pagina: number) => t.call(calls.titles, { query: { pagina } }),
    /** POST feed: a new private address (the old one stops). */
    renewFeed: () => t.call(calls.renewFeed, {}),
    /** DELETE feed: no private address any more. */
    revokeFeed: () => t.call(calls.revokeFeed, {}),
    /** GET feed/{token}: the recent matches of the feed's owner (public; 404 unknown or replaced). */
    feed: (token: string) => t.call(calls.feed, { params: { token } }),
    /** GET resumo/cancelar/{token}: whose digest the link is for and whether it is on (public). */
    unsubscribeState: (token: string) => t.call(calls.unsubscribeState, { params: { token } }),
    /** POST resumo/cancelar/{token}: turns that digest off (public). */
    unsubscribe: (token: string) => t.call(calls.unsubscribe, { params: { token } }),
  };
}

export function bulletinCalls(t: Transport) {
  return {
    /** GET /bibliographic-alert/get-report-cards: the bulletins, newest first. */
    list: () => t.call(bulletin.list, {}),
    /** GET get-report-card-data: a bulletin's areas and chapters (404 unknown). */
    data: (id: number) => t.call(bulletin.data, { query: { cod_report_card: id } }),
    /** GET get-report-card-data-item: a chapter's titles, 20 a page (404 unknown chapter). */
    chapter: (id: number, chapter: string, pagina: number) =>
      t.call(bulletin.chapter, { query: { cod_report_card: id, chapter_code: chapter, pagina } }),
  };
}
