/**
 * Response types of the parameter calls of document 2 §7 that show no response (decision 045
 * addendum): GET /parametros/get-last-cache-date, /parametros/prefiltros, /parametros/app-layers.
 */

/** GET /parametros/get-last-cache-date: a client's cached searches older than `data` are stale. */
export interface LastCacheDate {
  /** ISO 8601: when what a search can find last changed (an import, an edit, a copy, a setting). */
  data: string;
  /** The catalogue's generation at that moment (a number, as text: it is a bigint). */
  geracao: string;
}

/** One value a prefilter link may carry, with its name in the caller's language. */
export interface PrefilterValue {
  codigo: number;
  descricao: string;
}

/**
 * GET /parametros/prefiltros: the values an institution's prefilter link (`id_biblioteca`,
 * `tipo_obra`, `cr`, `id_colecao`; document 1 §3-5) may carry and their names; given the link's
 * parameters, only those it names that exist here, and the rest in `ignorados`.
 */
export interface PrefilterParams {
  /** id_biblioteca: libraries (the search's B filter). */
  bibliotecas: PrefilterValue[];
  /** tipo_obra: work types (the T filter). */
  tiposObra: PrefilterValue[];
  /** cr: only records with online access, when the link asks for it. */
  acessoOnline: boolean;
  /** id_colecao: always empty, this catalogue has no collections (decision 014). */
  colecoes: PrefilterValue[];
  /** Codes the link gave that name nothing here, as `parameter:code` (e.g. "id_biblioteca:99"). */
  ignorados: string[];
}

/** GET /parametros/app-layers: whether the app can offer the institution's "layers" system. */
export interface AppLayersParams {
  habilitado: boolean;
  /** The system's name, for a button's text; null when not offered. */
  nome: string | null;
  /** Whether the hand-off (GET /pessoas/autenticar/app-layers) needs the patron's token. */
  requerLogin: boolean;
}
