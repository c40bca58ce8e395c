/**
 * Research requests (decision 033): the patron makes, lists and cancels their own;
 * the desk lists them all and moves each to an allowed next status, with an answer, which raises a
 * `request_status` alert for the patron in the same transaction. A catalogue sheet carries the
 * thesis PDF; once the library has attached the card data and finished it, the patron downloads
 * the card as a PDF. The patron always comes from the bearer token; another patron's request reads
 * as absent (404).
 */
import { raiseAlert } from "../../patron/alerts/alerts.service.ts";
import type { StaffFacts } from "../../core/staff.ts";
import { localDay } from "../../core/time.ts";
import type { Db, Queryable } from "../../core/db/db.ts";
import { ApiError, type ApiErrorCode, type ApiStatus } from "../../core/errors.ts";
import { translate, type Lang } from "../../core/i18n.ts";
import { cardPdf } from "./catalogue-card.ts";
import {
  CANCELLABLE,
  NEXT_STATUSES,
  type CatalogueCardData,
  type CatalogueFormConfig,
  type DeskResearchRequestOut,
  type PdfViewPermission,
  type RequestValues,
  type ResearchRequestOut,
  type ResearchStatus,
  type ResearchType,
} from "./contract.ts";
import {
  findDeskRequest,
  findFile,
  findRequest,
  lockRequest,
  insertFile,
  insertRequest,
  institutionName,
  listDeskRequests,
  listRequests,
  recordTitle,
  updateStatus,
  type DeskRow,
  type ListFilter,
  type ResearchRequestRow,
} from "./research-requests.repository.ts";
import {
  formConfig,
  keywordsOf,
  MAX_FILE_BYTES,
  relevantValues,
  requestSchema,
  TITLE_FIELD,
  type RequestRule,
} from "./research-requests.rules.ts";

/** The research requests' refusals (codes of ApiErrorCode), with their HTTP status. */
const STATUS = {
  research_request_invalid: 422,
  research_file_too_large: 413,
  research_request_not_found: 404,
  research_request_not_cancellable: 409,
  research_status_not_allowed: 409,
  research_card_required: 422,
  research_card_not_ready: 409,
} as const satisfies Partial<Record<ApiErrorCode, ApiStatus>>;

export type ResearchErrorCode = keyof typeof STATUS;

function refusal(code: ResearchErrorCode, params: Record<string, string | number> = {}, key = `errors.${code}`) {
  return new ApiError(STATUS[code], code, key, params);
}

const notFound = () => refusal("research_request_not_found");

/** A field's name in the caller's language. */
export const fieldLabel = (lang: Lang, field: string) => translate(lang, `research.fields.${field}`);

/** The first broken rule of a form, in the caller's words: 422 (413 for a file too large). */
function invalid(lang: Lang, field: string, rule: RequestRule, max?: number): ApiError {
  if (rule === "fileSize") return refusal("research_file_too_large", { max: max ?? 0 });
  return refusal(
    "research_request_invalid",
    { field: fieldLabel(lang, field), max: max ?? "" },
    `research.rules.${rule}`,
  );
}

const today = () => localDay(new Date());

function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function out(row: ResearchRequestRow, lang: Lang): ResearchRequestOut {
  return {
    codigo: row.id,
    tipo: row.kind,
    situacao: row.status,
    desc_situacao: translate(lang, `research.status.${row.status}`),
    titulo: row.title,
    cod_acervo: row.record_id,
    dados: row.data,
    resposta: row.answer,
    data_solicitacao: toIso(row.created_at),
    data_atualizacao: toIso(row.updated_at),
    cancelavel: CANCELLABLE.includes(row.status),
    arquivo: row.file_name ? { nome: row.file_name, tamanho: Number(row.file_size) } : null,
    ficha_pronta: row.kind === "ficha-catalografica" && row.status === "finished" && row.card !== null,
  };
}

function deskOut(row: DeskRow, lang: Lang): DeskResearchRequestOut {
  return {
    ...out(row, lang),
    cod_pessoa: row.patron_id,
    nome_pessoa: row.patron_name,
    login: row.patron_login,
    proximas_situacoes: [...NEXT_STATUSES[row.status]],
    ficha: row.card,
  };
}

/** Checks a form with the type's rules; the first problem is the refusal. */
export function validateRequest(type: ResearchType, body: Record<string, unknown>, lang: Lang): RequestValues {
  const schema = requestSchema(type, (rule, field, values) => JSON.stringify({ rule, field, ...values }), {
    today: today(),
    checkFile: false,
  });
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const { rule, field, max } = JSON.parse(parsed.error.issues[0].message) as {
      rule: RequestRule;
      field: string;
      max?: number;
    };
    throw invalid(lang, field, rule, max);
  }
  return relevantValues(type, parsed.data as RequestValues);
}

export interface UploadedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** "%PDF-" within the first bytes: what every PDF reader looks for. */
function isPdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  return head.includes("%PDF-");
}

/** Makes a request of the patron's; `recordId` for a switching request made from a record. */
export async function createRequest(
  db: Db,
  patronId: number,
  type: ResearchType,
  body: Record<string, unknown>,
  lang: Lang,
  extra: { recordId?: number; file?: UploadedFile | null } = {},
): Promise<ResearchRequestOut> {
  const data = validateRequest(type, body, lang);
  let file: UploadedFile | undefined;
  if (type === "ficha-catalografica") {
    if (!extra.file || extra.file.bytes.byteLength === 0) throw invalid(lang, "arquivo", "required");
    if (extra.file.bytes.byteLength > MAX_FILE_BYTES)
      throw invalid(lang, "arquivo", "fileSize", MAX_FILE_BYTES / 1048576);
    if (!isPdf(extra.file.bytes)) throw invalid(lang, "arquivo", "fileType");
    file = extra.file;
  }
  let recordId: number | null = null;
  if (extra.recordId !== undefined) {
    const title = await recordTitle(db, extra.recordId);
    if (title === undefined)
      throw new ApiError(404, "record_not_found", "errors.record_not_found", { id: extra.recordId });
    recordId = extra.recordId;
  }
  const id = await db.transaction(async (tx) => {
    const newId = await insertRequest(tx, {
      patronId,
      kind: type,
      title: String(data[TITLE_FIELD[type]]),
      recordId,
      data,
    });
    if (file) await insertFile(tx, newId, { name: safeFileName(file.name), content: file.bytes });
    return newId;
  });
  return out((await findRequest(db, id, patronId))!, lang);
}

/** The file's own name, without a path, for the desk's download (never trusted as a path). */
function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base.replace(/[^\p{L}\p{N} ._()-]/gu, "_").slice(0, 120);
  return clean || "tese.pdf";
}

export async function patronRequests(
  db: Queryable,
  patronId: number,
  type: ResearchType,
  filter: Omit<ListFilter, "kind">,
  lang: Lang,
): Promise<ResearchRequestOut[]> {
  return (await listRequests(db, patronId, { ...filter, kind: type })).map((r) => out(r, lang));
}

/** The patron cancels their own request while it waits; another's is 404, a later status 409. */
export async function cancelRequest(
  db: Db,
  patronId: number,
  type: ResearchType,
  id: number,
  lang: Lang,
): Promise<ResearchRequestOut> {
  await db.transaction(async (tx) => {
    const row = await lockRequest(tx, id, patronId);
    if (!row || row.kind !== type) throw notFound();
    if (!CANCELLABLE.includes(row.status)) {
      throw refusal("research_request_not_cancellable", { status: translate(lang, `research.status.${row.status}`) });
    }
    await updateStatus(tx, id, { status: "cancelled" });
  });
  return out((await findRequest(db, id, patronId))!, lang);
}

export async function catalogueFormConfig(db: Queryable): Promise<CatalogueFormConfig> {
  return {
    campos: formConfig("ficha-catalografica"),
    tamanho_maximo_arquivo: MAX_FILE_BYTES,
    tipos_arquivo: ["application/pdf"],
    instituicao: await institutionName(db),
  };
}

async function ownCatalogueSheet(db: Queryable, patronId: number, id: number): Promise<ResearchRequestRow> {
  const row = await findRequest(db, id, patronId);
  if (!row || row.kind !== "ficha-catalografica") throw notFound();
  return row;
}

export async function pdfViewPermission(db: Queryable, patronId: number, id: number): Promise<PdfViewPermission> {
  const row = await ownCatalogueSheet(db, patronId, id);
  return { codigo: row.id, permitido: row.status === "finished" && row.card !== null, situacao: row.status };
}

/** The finished card of the patron's catalogue sheet as a PDF; 409 while the library works on it. */
export async function patronCardPdf(db: Queryable, patronId: number, id: number): Promise<Buffer> {
  const row = await ownCatalogueSheet(db, patronId, id);
  if (row.status !== "finished" || !row.card) throw refusal("research_card_not_ready");
  return cardPdf(row.data, row.card);
}

// The desk

export async function deskRequests(
  db: Queryable,
  filter: { kind?: ResearchType; status?: ResearchStatus },
  lang: Lang,
): Promise<DeskResearchRequestOut[]> {
  return (await listDeskRequests(db, filter)).map((r) => deskOut(r, lang));
}

export interface DeskMove {
  status: ResearchStatus;
  answer?: string | null;
  card?: Partial<CatalogueCardData> | null;
}

function cardOf(row: ResearchRequestRow, given: Partial<CatalogueCardData> | null | undefined): CatalogueCardData {
  const merged = { ...(row.card ?? {}), ...(given ?? {}) } as Partial<CatalogueCardData>;
  const classificacao = merged.classificacao?.trim();
  const cutter = merged.cutter?.trim();
  if (!classificacao || !cutter) throw refusal("research_card_required");
  const assuntos = (merged.assuntos ?? []).map((s) => s.trim()).filter(Boolean);
  return {
    classificacao,
    cutter,
    assuntos: assuntos.length > 0 ? assuntos : keywordsOf(String(row.data.palavras_chave ?? "")),
    bibliotecario: merged.bibliotecario?.trim() || null,
  };
}

/**
 * Moves a request to an allowed next status (NEXT_STATUSES), with the library's answer; finishing a
 * catalogue sheet needs its card data (classification and Cutter code). The patron is told with a
 * `request_status` alert, raised once per request and status.
 */
export async function moveRequest(
  db: Db,
  staff: StaffFacts | null,
  type: ResearchType,
  id: number,
  move: DeskMove,
  lang: Lang,
): Promise<DeskResearchRequestOut> {
  await db.transaction(async (tx) => {
    const row = await lockRequest(tx, id, null);
    if (!row || row.kind !== type) throw notFound();
    if (!NEXT_STATUSES[row.status].includes(move.status)) {
      throw refusal("research_status_not_allowed", {
        from: translate(lang, `research.status.${row.status}`),
        to: translate(lang, `research.status.${move.status}`),
      });
    }
    let card: CatalogueCardData | undefined;
    if (type === "ficha-catalografica" && (move.status === "finished" || move.card)) {
      card = cardOf(row, move.card);
    }
    await updateStatus(tx, id, {
      status: move.status,
      answer: move.answer === undefined ? undefined : move.answer?.trim() || null,
      card,
      staffId: staff?.id ?? null,
    });
    await raiseAlert(tx, {
      patronId: row.patron_id,
      kind: "request_status",
      // `context` lets the OPAC pick the sentence of the status (alerts.kind.request_status_<status>).
      params: { type, title: row.title, status: move.status, context: move.status },
      link: `/meupergamum/pedidos-pesquisa/${type}`,
      dedupeKey: `request_status:${id}:${move.status}`,
    });
  });
  return deskOut((await findDeskRequest(db, id))!, lang);
}

/** The thesis file of a catalogue sheet request, for the desk. */
export async function deskFile(db: Queryable, id: number): Promise<{ name: string; content: Uint8Array }> {
  const row = await findRequest(db, id, null);
  if (!row || row.kind !== "ficha-catalografica") throw notFound();
  const file = await findFile(db, id);
  if (!file) throw notFound();
  return file;
}

/** The card PDF of any finished catalogue sheet, for the desk (a second copy to print). */
export async function deskCardPdf(db: Queryable, id: number): Promise<Buffer> {
  const row = await findRequest(db, id, null);
  if (!row || row.kind !== "ficha-catalografica") throw notFound();
  if (!row.card) throw refusal("research_card_not_ready");
  return cardPdf(row.data, row.card);
}
