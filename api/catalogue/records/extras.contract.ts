/**
 * Answers of the record calls added by decision 044 (document 1 §7 "Record"), as zod schemas:
 * the OpenAPI document and the OPAC read these, and the types derive from them.
 */
import * as z from "zod";
import { CopyLabelFields, IssueNumberingFields, IssueStatusSchema } from "./holdings.contract.ts";

export const RecordLibrarySchema = z.object({
  cod_biblioteca: z.number().int(),
  desc_biblioteca: z.string(),
  cod_campus: z.number().int(),
  desc_campus: z.string(),
  exemplares: z.number().int(),
  disponiveis: z.number().int(),
});
export type RecordLibrary = z.output<typeof RecordLibrarySchema>;

/** GET /acervo/{id}/totais: the copies now and the circulation of the period asked. */
export const RecordTotalsSchema = z.object({
  cod_acervo: z.number().int(),
  cod_biblioteca: z.number().int().nullable(),
  dataIni: z.string().nullable(),
  dataFim: z.string().nullable(),
  exemplares: z.number().int(),
  disponiveis: z.number().int(),
  emprestados: z.number().int(),
  emprestimos_periodo: z.number().int(),
  reservas_periodo: z.number().int(),
});
export type RecordTotals = z.output<typeof RecordTotalsSchema>;

export const RecordLocationSchema = z.object({
  cod_local: z.number().int().nullable(),
  desc_local: z.string().nullable(),
  chamadas: z.array(z.string()),
  exemplares: z.number().int(),
  disponiveis: z.number().int(),
});
export type RecordLocation = z.output<typeof RecordLocationSchema>;

export const RecordLocalizationSchema = z.object({
  cod_acervo: z.number().int(),
  cod_biblioteca: z.number().int(),
  desc_biblioteca: z.string(),
  locais: z.array(RecordLocationSchema),
});
export type RecordLocalization = z.output<typeof RecordLocalizationSchema>;

export const ClosedStacksCopySchema = z.object({
  ...CopyLabelFields,
  desc_local_exemplar: z.string().nullable(),
  solicitado: z.boolean().describe("The calling patron has already asked for this copy and it is not yet delivered"),
});
export type ClosedStacksCopy = z.output<typeof ClosedStacksCopySchema>;

/** GET /acervo/{id}/dados-armazem: what of the closed stacks a patron may ask to have fetched. */
export const ClosedStacksDataSchema = z.object({
  cod_acervo: z.number().int(),
  cod_biblioteca: z.number().int(),
  exemplares: z.array(ClosedStacksCopySchema),
});
export type ClosedStacksData = z.output<typeof ClosedStacksDataSchema>;

export const ClosedStacksSavedSchema = z.object({
  cod_acervo: z.number().int(),
  cod_biblioteca: z.number().int(),
  solicitados: z.array(z.number().int()),
});
export type ClosedStacksSaved = z.output<typeof ClosedStacksSavedSchema>;

export const CampusOptionSchema = z.object({
  cod_campus: z.number().int(),
  desc_campus: z.string(),
  bibliotecas: z.array(z.object({ cod_biblioteca: z.number().int(), desc_biblioteca: z.string() })),
});
export type CampusOption = z.output<typeof CampusOptionSchema>;

export const RecordColoursSchema = z.object({
  cod_acervo: z.number().int(),
  cor_fundo: z.string(),
  cor_fonte: z.string(),
});
export type RecordColours = z.output<typeof RecordColoursSchema>;

export const KardexItemSchema = z.object({
  cod_acervo: z.number().int(),
  seqPar: z.number().int(),
  ...IssueNumberingFields,
  designacao: z.string(),
  situacao: IssueStatusSchema,
  recebido_em: z.string().nullable(),
});
export type KardexItem = z.output<typeof KardexItemSchema>;

export const DatabaseLinkSchema = z.object({
  codigo: z.string(),
  nome: z.string(),
  url: z.string().describe("The catalogue page that hands the patron on (logs a visitor in first)"),
});
export type DatabaseLink = z.output<typeof DatabaseLinkSchema>;

export const PermissionSchema = z.object({ permissao: z.boolean() });
export type Permission = z.output<typeof PermissionSchema>;
