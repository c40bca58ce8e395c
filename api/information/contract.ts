/**
 * Response types of the FAQ, information and support calls (/parametros/…, issue 14 item 6,
 * decision 038). Every `conteudo` is HTML written by staff, already sanitised by the service.
 */

/** document 1 §8 "FAQ: id, titulo", with its answer. */
export interface FaqOut {
  id: number;
  titulo: string;
  conteudo: string;
}

export interface GeneralInformation {
  conteudo: string | null;
}

/** document 1 §8 "Activity: cod_atividade, descricao (label is the part after the last hyphen)". */
export interface ActivityOut {
  cod_atividade: number;
  descricao: string;
  rotulo: string;
  possui_informativo: boolean;
}

export interface ActivityInformation {
  cod_atividade: number;
  rotulo: string;
  conteudo: string | null;
}

export interface ServicePointOut {
  id: number;
  titulo: string;
  cod_biblioteca: number | null;
  desc_biblioteca: string | null;
}

export interface ServicePointDetails extends ServicePointOut {
  conteudo: string;
}

export interface EventOut {
  id: number;
  titulo: string;
  /** yyyy-mm-dd */
  data_inicio: string;
  data_fim: string | null;
  local: string | null;
  descricao: string | null;
  /** An http(s) address, with the scheme (http:// added when the institution left it out). */
  url: string | null;
}

export interface SupportMessage {
  mensagem: string | null;
}
