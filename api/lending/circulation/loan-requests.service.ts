/**
 * Loan requests (solicitacao-emprestimo, document 2 §3–§7): the patron asks for a copy of
 * another unit to be sent to a pick-up library, a receiving unit or home. The institution's
 * rules (phone and e-mail required, the warning message, the authorised-person label, the
 * limit of open requests) come from institution_param; see docs/circulation.md.
 */
import { institutionParams } from "../../core/institution-params.repository.ts";
import type { Db, Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { translate, type Lang } from "../../core/i18n.ts";
import {
  copyCombos,
  findLibrary,
  findPatron,
  findRecordFacts,
  lockCopiesAt,
  lockPatron,
  lockRecord,
  patronStanding,
} from "./circulation.repository.ts";
import {
  LOAN_REQUEST_LABEL_KEYS,
  type LoanRequestInitialData,
  type LoanRequestLabels,
  type LoanRequestOut,
  type LoanRequestRules,
  type LoanRequestStatus,
  type LoanRequestWarning,
} from "./contract.ts";
import { loanRequestProblem, type LoanRequestFields } from "./loan-request.rules.ts";
import {
  allLibraries,
  countOpenRequests,
  deliveryDays,
  findReceivingUnit,
  insertLoanRequest,
  loanRequestViews,
  lockLoanRequest,
  patronLoanRequestViews,
  receivingUnits,
  setLoanRequestStatus,
  warningMessage,
  type LoanRequestInsert,
  type LoanRequestViewRow,
} from "./loan-requests.repository.ts";
import { refusal } from "../../core/refusals.ts";
import { recordNotFound } from "./reservations.service.ts";
import { copyCodes, MAIN_MATERIAL, SINGLE, standingRefusal } from "./rules.ts";
import { localDay, TIME_ZONE, weekday, type Day } from "../../core/time.ts";
import { toReservableCopy } from "./views.ts";
import { instantOf } from "../../core/time.ts";

/** institution_param keys of loan requests, with their defaults. */
export const LOAN_REQUEST_PARAMS = {
  phoneRequired: "sol_emp_telefone_obrigatorio",
  emailRequired: "sol_emp_email_obrigatorio",
  authorizedPersonLabel: "sol_emp_rotulo_pessoa_autorizada",
  limit: "sol_emp_limite",
  warning: "sol_emp_mensagem",
} as const;

const DEFAULT_LIMIT = 3;

export interface InstitutionRequestRules {
  phoneRequired: boolean;
  emailRequired: boolean;
  limit: number;
  authorizedPersonLabel: string | null;
  warning: string | null;
}

export async function requestRules(db: Queryable): Promise<InstitutionRequestRules> {
  const p = await institutionParams(db);
  const limit = Number.parseInt(p[LOAN_REQUEST_PARAMS.limit] ?? "", 10);
  return {
    phoneRequired: p[LOAN_REQUEST_PARAMS.phoneRequired] === "S",
    emailRequired: (p[LOAN_REQUEST_PARAMS.emailRequired] ?? "S") === "S",
    limit: Number.isInteger(limit) && limit >= 0 ? limit : DEFAULT_LIMIT,
    authorizedPersonLabel: p[LOAN_REQUEST_PARAMS.authorizedPersonLabel] || null,
    warning: p[LOAN_REQUEST_PARAMS.warning] || null,
  };
}

// ---------------------------------------------------------------------------------------------
// Helper lookups

export async function warningFor(db: Queryable, libraryId: number | undefined): Promise<LoanRequestWarning> {
  const own = libraryId === undefined ? null : await warningMessage(db, libraryId);
  return { mensagem: own ?? (await requestRules(db)).warning };
}

export async function authorizedPersonLabel(db: Queryable, lang: Lang): Promise<{ label: string }> {
  return {
    label:
      (await requestRules(db)).authorizedPersonLabel ?? translate(lang, "circulation.loanRequest.authorizedPerson"),
  };
}

export async function phoneAndEmailRule(db: Queryable): Promise<LoanRequestRules> {
  const rules = await requestRules(db);
  return { telefone_obrigatorio: rules.phoneRequired, email_obrigatorio: rules.emailRequired };
}

export async function formLabels(db: Queryable, lang: Lang): Promise<LoanRequestLabels> {
  const person = (await authorizedPersonLabel(db, lang)).label;
  const labels = Object.fromEntries(
    LOAN_REQUEST_LABEL_KEYS.map((k) => [k, translate(lang, `circulation.loanRequest.labels.${k}`)]),
  );
  return { ...labels, pessoa_autorizada: person } as LoanRequestLabels;
}

// ---------------------------------------------------------------------------------------------
// The form

export async function loanRequestInitialData(
  db: Db,
  recordId: number,
  filter: { campusId?: number; libraryIds?: number[] },
  patronId: number | undefined,
  lang: Lang,
  now = new Date(),
): Promise<LoanRequestInitialData> {
  if (!(await findRecordFacts(db, recordId))) throw recordNotFound(recordId);
  const rules = await requestRules(db);
  const combos = await copyCombos(db, recordId, { ...filter, statuses: ["available"] });
  const days = await deliveryDays(db);
  const today = weekday(localDay(now));
  const origins = [...new Set(combos.map((c) => c.library_id))];
  const patron = patronId === undefined ? undefined : await findPatron(db, { id: patronId });
  return {
    exemplares: combos.map(toReservableCopy),
    bibliotecas_recebimento: await allLibraries(db),
    locais_recebimento: await receivingUnits(db),
    entrega_domicilio: origins.map((id) => {
      const dias_semana = days.filter((d) => d.library_id === id).map((d) => d.weekday);
      return { cod_biblioteca: id, dias_semana, hoje: dias_semana.includes(today) };
    }),
    regras: { telefone_obrigatorio: rules.phoneRequired, email_obrigatorio: rules.emailRequired },
    rotulo_pessoa_autorizada:
      rules.authorizedPersonLabel ?? translate(lang, "circulation.loanRequest.authorizedPerson"),
    email: patron?.email ?? null,
    limite: rules.limit,
  };
}

/** What the patron sent: the fields the rules check, and those the request keeps as given. */
export interface LoanRequestInput
  extends
    LoanRequestFields,
    Pick<LoanRequestInsert, "originLibraryId" | "volume" | "tomo" | "parte" | "material" | "authorizedPerson"> {}

/** POST /solicitacao-emprestimo/{id} */
export async function createLoanRequest(
  db: Db,
  patronId: number,
  recordId: number,
  input: LoanRequestInput,
  lang: Lang,
  now = new Date(),
): Promise<LoanRequestOut> {
  const rules = await requestRules(db);
  const problem = loanRequestProblem(input, rules, now);
  if (problem) throw refusal(problem.code, "params" in problem ? problem.params : {});
  const volume = input.volume.trim() || SINGLE;
  const tomo = input.tomo.trim() || SINGLE;
  const parte = input.parte.trim() || SINGLE;
  const material = input.material.trim() || MAIN_MATERIAL;

  const id = await db.transaction(async (tx) => {
    if (!(await lockRecord(tx, recordId))) throw recordNotFound(recordId);
    const origin = await findLibrary(tx, input.originLibraryId);
    if (!origin) throw refusal("library_not_found");
    if (input.pickupLibraryId !== null && !(await findLibrary(tx, input.pickupLibraryId)))
      throw refusal("library_not_found");
    if (input.receivingUnitId !== null && !(await findReceivingUnit(tx, input.receivingUnitId))) {
      throw refusal("pickup_place_required");
    }
    const copies = await lockCopiesAt(tx, recordId, origin.id);
    const patron = await lockPatron(tx, patronId);
    if (!patron) throw new ApiError(401, "unauthorized", "errors.unauthorized");
    const today = localDay(now);
    const standing = standingRefusal({ blocked: patron.blocked, ...(await patronStanding(tx, patronId, today)) });
    if (standing) throw refusal(standing);

    const fits = copies.filter((c) => {
      const codes = copyCodes(c);
      return (
        c.status === "available" &&
        codes.volume === volume &&
        codes.tomo === tomo &&
        codes.parte === parte &&
        codes.material === material
      );
    });
    if (fits.length === 0) throw refusal("loan_request_no_copy");
    if (input.homeDelivery) {
      const day = weekday(today);
      const days = (await deliveryDays(tx)).filter((d) => d.library_id === origin.id).map((d) => d.weekday);
      if (!days.includes(day))
        throw refusal("delivery_not_configured", { weekday: translate(lang, `circulation.weekday.${day}`) });
    }
    const same = { recordId, originLibraryId: origin.id, volume, tomo, parte, material };
    if ((await countOpenRequests(tx, patronId, same)) > 0) throw refusal("loan_request_duplicate");
    if ((await countOpenRequests(tx, patronId)) >= rules.limit)
      throw refusal("loan_request_limit", { max: rules.limit });

    return insertLoanRequest(tx, {
      recordId,
      patronId,
      originLibraryId: origin.id,
      pickupLibraryId: input.homeDelivery ? null : input.pickupLibraryId,
      receivingUnitId: input.homeDelivery ? null : input.receivingUnitId,
      homeDelivery: input.homeDelivery,
      address: input.homeDelivery ? input.address!.trim() : null,
      volume,
      tomo,
      parte,
      material,
      phone: input.phone?.trim() || null,
      emails: input.emails?.trim() || null,
      authorizedPerson: input.authorizedPerson?.trim() || null,
      pickupStart: input.pickupStart!,
      pickupEnd: input.pickupEnd!,
      at: now,
    });
  });
  return (await requestOuts(db, [id], lang))[0];
}

function toLoanRequestOut(row: LoanRequestViewRow, lang: Lang): LoanRequestOut {
  return {
    cod_solicitacao: row.id,
    cod_acervo: row.record_id,
    titulo: row.title,
    biblioteca_origem: { cod_biblioteca: row.origin_library_id, desc_biblioteca: row.origin_library_name },
    biblioteca_recebimento:
      row.pickup_library_id === null
        ? null
        : { cod_biblioteca: row.pickup_library_id, desc_biblioteca: row.pickup_library_name ?? "" },
    local_recebimento:
      row.receiving_unit_id === null
        ? null
        : {
            codigo: row.receiving_unit_id,
            descricao: row.receiving_unit_name ?? "",
            cod_biblioteca: row.receiving_unit_library_id,
          },
    domicilio: row.home_delivery ? "S" : "N",
    recebimento_textual: row.delivery_address,
    volume: row.volume,
    tomo: row.tomo,
    parte: row.parte,
    material_adicional: row.material,
    telefone: row.phone,
    email: row.emails,
    pessoa_autorizada: row.authorized_person,
    retirada_inicio: instantOf(row.pickup_start),
    retirada_fim: instantOf(row.pickup_end),
    situacao: row.status,
    desc_situacao: translate(lang, `circulation.loanRequestStatus.${row.status}`),
    data_solicitacao: instantOf(row.created_at),
  };
}

async function requestOuts(db: Queryable, ids: number[], lang: Lang): Promise<LoanRequestOut[]> {
  const rows = await loanRequestViews(db, ids);
  return ids.map((id) =>
    toLoanRequestOut(
      rows.find((r) => r.id === id)!,
      lang,
    ),
  );
}

export async function patronLoanRequests(
  db: Db,
  patronId: number,
  filter: { from?: Day; to?: Day; status?: LoanRequestStatus },
  lang: Lang,
): Promise<LoanRequestOut[]> {
  return (await patronLoanRequestViews(db, patronId, { ...filter, timeZone: TIME_ZONE })).map((r) =>
    toLoanRequestOut(r, lang),
  );
}

/** PUT /meupergamum/solicitacoes/cancel-emprestimo/{id}: only a request still waiting. */
export async function cancelLoanRequest(
  db: Db,
  patronId: number,
  id: number,
  lang: Lang,
  now = new Date(),
): Promise<LoanRequestOut> {
  await db.transaction(async (tx) => {
    const row = await lockLoanRequest(tx, id);
    if (!row || row.patron_id !== patronId) throw refusal("loan_request_not_found");
    if (row.status !== "waiting") throw refusal("loan_request_not_cancellable");
    await setLoanRequestStatus(tx, id, "cancelled", now);
  });
  return (await requestOuts(db, [id], lang))[0];
}
