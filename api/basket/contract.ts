/**
 * Response types of the basket calls (docs/api.md "Basket"): the records of a list of ids, the
 * export of several records at once, and whether e-mail can be sent.
 */
import type { ReferenceSegment } from "../contract.ts";

/** Most records one basket call accepts (the OPAC's basket holds no more). */
export const BASKET_MAX = 200;

export const BASKET_FORMATS = ["abnt", "ris", "bibtex", "marc", "marcxml"] as const;
export type BasketFormat = (typeof BASKET_FORMATS)[number];

/** A record as a basket, a printed list or a feed shows it. */
export interface BasketRecord {
  cod_acervo: number;
  titulo: string;
  /** The main entry (1XX) as catalogued. */
  autor: string | null;
  /** Every name of 1XX/7XX, main entry first. */
  autores: string[];
  publicacao: string | null;
  ano_publicacao: number | null;
  cod_tipo_obra: number;
  desc_tipo_obra: string;
  /** ABNT NBR 6023 reference, plain and as emphasised segments. */
  referencia: string;
  partes: ReferenceSegment[];
  /** ISO 8601: when the record entered the catalogue and when it last changed. */
  criado_em: string;
  atualizado_em: string;
}

/** GET /api/cesta/get-email-sending-message */
export interface EmailSendingMessage {
  habilitado: boolean;
  mensagem: string;
}

/** POST /api/acervo/exportar-cesta with tipo "email". */
export interface BasketMailResponse {
  enviado: true;
  destinatarios: string[];
  total: number;
}
