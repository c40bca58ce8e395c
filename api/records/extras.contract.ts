/** Response types of the record calls added by decision 044 (document 1 §7 "Record"). */

export interface RecordLibrary {
  cod_biblioteca: number;
  desc_biblioteca: string;
  cod_campus: number;
  desc_campus: string;
  exemplares: number;
  disponiveis: number;
}

/** GET /acervo/{id}/totais: the copies now and the circulation of the period asked. */
export interface RecordTotals {
  cod_acervo: number;
  cod_biblioteca: number | null;
  dataIni: string | null;
  dataFim: string | null;
  exemplares: number;
  disponiveis: number;
  emprestados: number;
  emprestimos_periodo: number;
  reservas_periodo: number;
}

export interface RecordLocation {
  cod_local: number | null;
  desc_local: string | null;
  chamadas: string[];
  exemplares: number;
  disponiveis: number;
}

export interface RecordLocalization {
  cod_acervo: number;
  cod_biblioteca: number;
  desc_biblioteca: string;
  locais: RecordLocation[];
}

export interface ClosedStacksCopy {
  cod_exemplar: number;
  tombo: string;
  chamada: string | null;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  desc_local_exemplar: string | null;
  /** The calling patron has already asked for this copy and it is not yet delivered. */
  solicitado: boolean;
}

/** GET /acervo/{id}/dados-armazem: what of the closed stacks a patron may ask to have fetched. */
export interface ClosedStacksData {
  cod_acervo: number;
  cod_biblioteca: number;
  exemplares: ClosedStacksCopy[];
}

export interface ClosedStacksSaved {
  cod_acervo: number;
  cod_biblioteca: number;
  solicitados: number[];
}

export interface CampusOption {
  cod_campus: number;
  desc_campus: string;
  bibliotecas: { cod_biblioteca: number; desc_biblioteca: string }[];
}

export interface RecordColours {
  cod_acervo: number;
  cor_fundo: string;
  cor_fonte: string;
}

export interface KardexItem {
  cod_acervo: number;
  seqPar: number;
  cod_biblioteca: number;
  desc_biblioteca: string;
  ano: number;
  mes: number | null;
  volume: string | null;
  numero: string | null;
  designacao: string;
  situacao: "received" | "missing";
  recebido_em: string | null;
}

export interface DatabaseLink {
  codigo: string;
  nome: string;
  /** The catalogue page that hands the patron on (logs a visitor in first). */
  url: string;
}

export interface Permission {
  permissao: boolean;
}
