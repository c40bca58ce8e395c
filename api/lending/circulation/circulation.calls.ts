/**
 * The circulation calls (rules, tables and codes in docs/circulation.md): reservations, loans,
 * loan requests, the patron's libraries and suspensions, the institution parameters, and the
 * desk. The patron is always the one of the bearer token; desk calls carry X-Staff-Key.
 */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { DateRangeQuery, Id, OptionalId, YesFlag } from "../../core/http/input.ts";
import {
  CheckinResponseSchema,
  DebtsResponseSchema,
  LOAN_REQUEST_STATUSES,
  LoanOutSchema,
  LoanRequestInitialDataSchema,
  LoanRequestLabelsSchema,
  LoanRequestOutSchema,
  LoanRequestRulesSchema,
  LoanRequestWarningSchema,
  QueueCheckResponseSchema,
  RenewalResponseSchema,
  ReservationInitialDataSchema,
  ReservationOutSchema,
  SuspensionOutSchema,
  UserLibrarySchema,
} from "./contract.ts";

/** A volume/tomo/parte/material code, as string or number ("99999", 0 …). */
export const Code = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1).max(60));

export const NullableCode = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined || String(v).trim() === "" ? null : String(v).trim()))
  .pipe(z.string().max(60).nullable());

export const NullableLocation = z.preprocess(
  (v) => (v === "" || v === undefined ? null : v),
  z.union([z.null(), z.coerce.number().int().min(-1).max(2_147_483_647)]),
);

export const OptionalText = (max: number) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined ? null : String(v)))
    .pipe(z.string().max(max).nullable());

const asArray = (v: unknown) => (v === undefined || Array.isArray(v) ? v : [v]);
/** 1–50 ids: a JSON list, or a form's repeated field (one value is a list of one). */
const IdList = z.preprocess(asArray, z.array(Id).min(1).max(50));

/**
 * A reservation's choice (document 1 §5): `volume`, `tomo`, `parte` are the copy's values or
 * "99999" (single); `material` is "0" (main material), the additional material's name, or null
 * (any; always null when the library's `reserva_mat_adicional` is N); `localizacao` is a
 * location id, -1 (all) or null (all; always when `reserva_localizacao` is N). Numbers are
 * accepted for the codes.
 */
export const ReservationBody = z.object({
  acervo: Id,
  biblioteca: Id,
  volume: Code,
  tomo: Code,
  parte: Code,
  material: NullableCode,
  localizacao: NullableLocation,
});

/** What the OPAC sends to reserve (or to check the queue first). */
export type ReservationChoice = z.input<typeof ReservationBody>;

export const CancelBody = z.object({ reservas: IdList });
export const RenewalBody = z.object({ emprestimos: IdList.describe("1–50 loan ids (a form repeats the field)") });

export const LoanRequestBody = z.object({
  biblioteca_origem: Id,
  biblioteca_recebimento: OptionalId,
  cod_local_recebimento: OptionalId,
  volume: Code,
  tomo: Code,
  parte: Code,
  material_adicional: Code,
  telefone: OptionalText(100),
  email: OptionalText(1000),
  pessoa_autorizada: OptionalText(200),
  domicilio: z
    .union([z.boolean(), z.string(), z.null()])
    .optional()
    .transform((v) => v === true || (typeof v === "string" && ["S", "s", "1", "true"].includes(v)))
    .describe("Home delivery: S/N or a boolean"),
  recebimento_textual: OptionalText(500).describe("The home-delivery address"),
  retirada_inicio: OptionalText(40).describe("YYYY-MM-DDTHH:MM (institution time) or ISO 8601 with a zone"),
  retirada_fim: OptionalText(40).describe("YYYY-MM-DDTHH:MM (institution time) or ISO 8601 with a zone"),
});

/** What the OPAC's loan-request form sends. */
export type LoanRequestPayload = z.input<typeof LoanRequestBody>;

/** The copies an initial-data call counts: of one campus, of some libraries. */
export const CopyQuery = z.object({
  campus: z.string().optional(),
  bibliotecas: z.array(z.string()).optional().describe("library codes: 1,2 or repeated"),
});
const copyLists = { lists: ["bibliotecas"] } as const;

export const LoanRequestQuery = DateRangeQuery.extend({
  status: z.string().optional().describe(LOAN_REQUEST_STATUSES.join(", ")),
});

export const PatronField = z.object({ cod_pessoa: OptionalId, login: OptionalText(100) });
export const ItemField = z.object({ cod_exemplar: OptionalId, tombo: OptionalText(60) });

/**
 * An id of the path read by the handler once it knows who is calling (a 401 before a 400):
 * declared for the document, checked there.
 */
export const IdPath = z.object({ id: z.string().describe("A positive integer") });
/** A body field the handler reads itself, in its own order (the patron before the copy). */
const field = (description: string) => z.unknown().optional().describe(description);

/** The refusals of a call that needs a bearer token, or a desk's key. */
export const noToken = refusal("No bearer token, or a bad one.");
export const noStaff = refusal("No X-Staff-Key, or a wrong one (staff_unauthorized).");
const staffElsewhere = refusal("A desk bound to another library (staff_forbidden).");
const badDates = refusal("invalid_date_range: dataIni and dataFim both, in order, or a malformed parameter.");
const reservationRefusals = {
  400: refusal("A missing or malformed field, named."),
  401: noToken,
  403: refusal("patron_blocked, reservation_library_not_allowed."),
  404: refusal("record_not_found, library_not_found."),
  409: refusal("reservation_duplicate, reservation_already_borrowed."),
  422: refusal(
    "reservation_copies_available (copies on the shelf), reservation_not_allowed (no copy in a status that allows it), reservation_limit, patron_suspended, patron_debts.",
  ),
};
const REFUSALS_OF_A_LOAN_REQUEST =
  "pickup_place_required, address_required, invalid_phone (digits, hyphen, parentheses, spaces; at most 16), phone_required, invalid_email (names the bad address; several separated by ;), email_required, pickup_window_invalid (missing, unreadable, start after end, or already over), loan_request_no_copy (no available copy fits at the origin), delivery_not_configured (not for today's weekday), loan_request_limit, patron_suspended, patron_debts.";

/** /reserva (document 1 §4–§5 and §7; document 2 §7 "Reservations"). */
export const reservationCalls = {
  history: defineCall({
    method: "get",
    path: "/reserva/historico",
    summary: "The patron's reservations made in a period, any status",
    query: DateRangeQuery,
    deferQuery: {},
    auth: "patron",
    responses: {
      200: json(
        z.array(ReservationOutSchema),
        "Reservations made in the range (queued, ready, fulfilled, cancelled, expired).",
      ),
      400: badDates,
      401: noToken,
    },
  }),
  list: defineCall({
    method: "get",
    path: "/reserva",
    summary: "The patron's open reservations, ready first",
    auth: "patron",
    responses: {
      200: json(
        z.array(ReservationOutSchema),
        "Open reservations (queued or ready) with their place, release day, pick-up deadline and expiry.",
      ),
      401: noToken,
    },
  }),
  checkQueue: defineCall({
    method: "post",
    path: "/reserva/validar-fila",
    summary: "Runs every check of a reservation and tells whether others already wait in its queue",
    body: ReservationBody,
    auth: "patron",
    responses: {
      200: json(QueueCheckResponseSchema, "The queue the reservation would join."),
      ...reservationRefusals,
    },
  }),
  create: defineCall({
    method: "post",
    path: "/reserva",
    summary: "Reserves a record's copy at a library",
    body: ReservationBody,
    auth: "patron",
    responses: { 201: json(ReservationOutSchema, "The reservation, with its place."), ...reservationRefusals },
  }),
  cancel: defineCall({
    method: "delete",
    path: "/reserva/:id",
    summary: "Cancels one of the patron's reservations",
    description:
      "The queue behind moves up; a held copy passes to the next patron. Another patron's reservation is not found.",
    params: IdPath,
    auth: "patron",
    responses: {
      200: json(ReservationOutSchema, "The cancelled reservation."),
      400: refusal("A malformed id."),
      401: noToken,
      404: refusal("reservation_not_found."),
      409: refusal("reservation_not_open."),
    },
  }),
  cancelMany: defineCall({
    method: "delete",
    path: "/reserva",
    summary: "Cancels several of the patron's reservations (stops at the first refusal)",
    query: z.object({ id: z.array(z.string()).optional().describe("reservation codes, repeated (or a body)") }),
    deferQuery: { lists: ["id"] },
    body: z.object({
      reservas: z.unknown().optional().describe("1–50 reservation codes, when the query names none"),
    }),
    auth: "patron",
    responses: {
      200: json(z.array(ReservationOutSchema), "The cancelled reservations."),
      400: refusal("No reservation named, or a malformed one."),
      401: noToken,
      404: refusal("reservation_not_found."),
      409: refusal("reservation_not_open."),
    },
  }),
  initialData: defineCall({
    method: "get",
    path: "/reserva/:id/informacoes-iniciais",
    summary: "A record's reservable copies and the reservations already made",
    description:
      "One ReservableCopy per combination of library, volume, tomo, parte, material and location (all copies, any status; `disponiveis` and `reservaveis` count them). With a bearer token and `restringe_ui_res_se_usu_logado` = 1, only the patron's libraries.",
    params: IdPath,
    query: CopyQuery,
    deferQuery: copyLists,
    auth: "optional",
    responses: {
      200: json(ReservationInitialDataSchema, "The copies and the open reservations per library."),
      400: refusal("A malformed id, campus or library."),
      401: refusal("A bad bearer token."),
      404: refusal("record_not_found."),
    },
  }),
};

/** /emprestimo (document 2 §7 "Loans"). */
export const loanCalls = {
  pending: defineCall({
    method: "get",
    path: "/emprestimo/titulos-pendentes",
    summary: "The patron's open loans, by due date",
    query: z.object({ showDetails: YesFlag.describe("S (or 1, true): each loan with its `detalhes`") }),
    deferQuery: {},
    auth: "patron",
    responses: {
      200: json(
        z.array(
          LoanOutSchema.extend({
            detalhes: z
              .object({
                numero_chamada: z.string().nullable(),
                desc_local: z.string().nullable(),
                reservas_na_fila: z.number().int(),
              })
              .optional()
              .describe(
                "With showDetails only: the copy's call number and location, and the other patrons queued for the title at that library",
              ),
          }),
        ),
        "Open loans: the due day, renewals left, whether late, and the fine if returned today.",
      ),
      401: noToken,
    },
  }),
  renew: defineCall({
    method: "post",
    path: "/emprestimo/renovacao",
    summary: "Renews the patron's loans; one result per loan",
    description:
      "Renewal codes: renewal_reserved (another patron waits for the title), renewal_overdue, renewal_limit, renewal_no_gain (renewing today would not move the due date: refused and not spent; the message gives the due date and the first day a renewal gains time, decision 037), renewal_suspended, renewal_debts, patron_blocked, loan_not_found (also another patron's loan).",
    body: RenewalBody,
    auth: "patron",
    responses: {
      200: json(RenewalResponseSchema, "Whether each loan was renewed, and why not."),
      400: refusal("No loan named, more than 50, or a malformed id."),
      401: noToken,
    },
  }),
  history: defineCall({
    method: "get",
    path: "/emprestimo/historico",
    summary: "The patron's loans checked out in a period, newest first",
    query: DateRangeQuery.extend({ multa: YesFlag.describe("S: only loans that were fined") }),
    deferQuery: {},
    auth: "patron",
    responses: {
      200: json(z.array(LoanOutSchema), "Loans checked out in the range (data_devolvido set once returned)."),
      400: badDates,
      401: noToken,
    },
  }),
  debts: defineCall({
    method: "get",
    path: "/emprestimo/debitos-pendentes",
    summary: "The patron's unpaid debts and their total",
    auth: "patron",
    responses: { 200: json(DebtsResponseSchema, "The unpaid debts."), 401: noToken },
  }),
};

const loanRequestList = {
  query: LoanRequestQuery,
  deferQuery: {},
  auth: "patron",
  responses: {
    200: json(z.array(LoanRequestOutSchema), "The patron's loan requests, newest first."),
    400: refusal("invalid_date_range, or an unknown status (invalid_parameter)."),
    401: noToken,
  },
} as const;

/** /solicitacao-emprestimo (document 2 §3, §5, §7 "Loan requests"). */
export const loanRequestCalls = {
  warning: defineCall({
    method: "get",
    path: "/solicitacao-emprestimo/get-warning-message",
    summary: "The loan-request notice: the library's, else the institution's (sol_emp_mensagem), else null",
    query: z.object({ cod_biblioteca: OptionalId }),
    deferQuery: {},
    responses: { 200: json(LoanRequestWarningSchema, "The notice."), 400: refusal("A malformed library code.") },
  }),
  authorizedPersonLabel: defineCall({
    method: "get",
    path: "/solicitacao-emprestimo/get-label-person-authorized",
    summary: "The label of the authorized-person field (sol_emp_rotulo_pessoa_autorizada or the default)",
    responses: { 200: json(z.object({ label: z.string() }), "The label, translated.") },
  }),
  phoneAndEmailRule: defineCall({
    method: "get",
    path: "/solicitacao-emprestimo/get-rule-phone-and-email",
    summary: "Whether a loan request needs a phone and an e-mail",
    responses: { 200: json(LoanRequestRulesSchema, "The two rules.") },
  }),
  labels: defineCall({
    method: "get",
    path: "/solicitacao-emprestimo/get-labels",
    summary: "The loan-request form's field labels, translated, keyed by payload field",
    responses: { 200: json(LoanRequestLabelsSchema, "The labels.") },
  }),
  list: defineCall({
    method: "get",
    path: "/solicitacao-emprestimo",
    summary: "The patron's loan requests (dataIni and dataFim both or neither; status)",
    ...loanRequestList,
  }),
  initialData: defineCall({
    method: "get",
    path: "/solicitacao-emprestimo/:id/informacoes-iniciais",
    summary: "What a loan-request form of a record offers: available copies, pick-up places, rules",
    params: IdPath,
    query: CopyQuery,
    deferQuery: copyLists,
    auth: "optional",
    responses: {
      200: json(LoanRequestInitialDataSchema, "The copies, places, home-delivery days, rules and limit."),
      400: refusal("A malformed id, campus or library."),
      401: refusal("A bad bearer token."),
      404: refusal("record_not_found."),
    },
  }),
  create: defineCall({
    method: "post",
    path: "/solicitacao-emprestimo/:id",
    summary: "Requests a record's copy to be sent to a pick-up place or home",
    description: `Refusals (422 unless said): ${REFUSALS_OF_A_LOAN_REQUEST} A field that is missing or malformed is a 400 naming it.`,
    params: IdPath,
    body: LoanRequestBody,
    auth: "patron",
    responses: {
      201: json(LoanRequestOutSchema, "The request, waiting."),
      400: refusal("A missing or malformed field, named."),
      401: noToken,
      403: refusal("patron_blocked."),
      404: refusal("record_not_found, library_not_found."),
      409: refusal("loan_request_duplicate."),
      422: refusal("A rule of loan requests refuses it."),
    },
  }),
};

/** /meupergamum/solicitacoes (document 2 §7 "Requests"): the loan-request part. */
export const myRequestCalls = {
  loans: defineCall({
    method: "get",
    path: "/meupergamum/solicitacoes/emprestimo",
    summary: "The patron's loan requests (as GET /solicitacao-emprestimo)",
    ...loanRequestList,
  }),
  cancelLoan: defineCall({
    method: "put",
    path: "/meupergamum/solicitacoes/cancel-emprestimo/:id",
    summary: "Cancels one of the patron's waiting loan requests",
    params: IdPath,
    auth: "patron",
    responses: {
      200: json(LoanRequestOutSchema, "The cancelled request."),
      400: refusal("A malformed id."),
      401: noToken,
      404: refusal("loan_request_not_found (also another patron's)."),
      409: refusal("loan_request_not_cancellable: not waiting any more."),
    },
  }),
};

export const userLibraryCalls = {
  list: defineCall({
    method: "get",
    path: "/unidade-informacao/get-user-libraries",
    summary: "The patron's libraries: the home library and those linked to the patron",
    auth: "patron",
    responses: { 200: json(z.array(UserLibrarySchema), "The libraries."), 401: noToken },
  }),
};

const InstitutionParams = z.record(z.string(), z.string());

export const institutionCalls = {
  parameters: defineCall({
    method: "get",
    path: "/parametros/instituicao",
    summary: "Every institution parameter, by key",
    responses: {
      200: json(InstitutionParams, 'Each parameter as text: {"sigla":"BDEMO","usa_campus":"S",…}.'),
    },
  }),
  set: defineCall({
    method: "put",
    path: "/parametros/instituicao/:key",
    summary: "Changes one institution parameter (a desk of the whole institution)",
    description:
      'Only the keys docs/api.md lists under "The patron\'s libraries, institution parameters, suspensions"; `""` removes a text (back to the default). The body\'s `valor` is read by the handler, which names what is wrong with it.',
    params: z.object({ key: z.string().describe("The parameter's key") }),
    body: z.object({ valor: z.unknown().optional(), value: z.unknown().optional().describe("Same as valor") }),
    auth: "staff",
    responses: {
      200: json(InstitutionParams, "Every parameter, as the GET."),
      400: refusal("invalid_parameter naming key (not in the list) or valor."),
      401: noStaff,
      403: refusal("staff_forbidden: a desk of one library (these apply to the whole institution)."),
    },
  }),
};

export const suspensionCalls = {
  list: defineCall({
    method: "get",
    path: "/pessoas/afastamentos",
    summary: "The patron's suspensions",
    auth: "patron",
    responses: {
      200: json(z.array(SuspensionOutSchema), "The suspensions, with whether each is in force."),
      401: noToken,
    },
  }),
};

/** /balcao: desk operations with a staff key (X-Staff-Key). */
export const deskCalls = {
  checkOut: defineCall({
    method: "post",
    path: "/balcao/emprestimo",
    summary: "Lends a copy to a patron at the desk",
    description: "The patron by `cod_pessoa` or `login`, the copy by `cod_exemplar` or `tombo`.",
    body: z.object({
      cod_pessoa: field("The patron's code (or login)"),
      login: field("The patron's login"),
      cod_exemplar: field("The copy's code (or tombo)"),
      tombo: field("The copy's accession number"),
    }),
    auth: "staff",
    responses: {
      201: json(LoanOutSchema, "The loan."),
      400: refusal("No patron or no copy named, or a malformed one."),
      401: noStaff,
      403: refusal("patron_blocked, staff_forbidden."),
      404: refusal("patron_not_found, item_not_found."),
      409: refusal("item_on_loan, item_reserved (held for someone else)."),
      422: refusal("item_not_loanable, loan_limit, patron_suspended, patron_debts."),
    },
  }),
  checkIn: defineCall({
    method: "post",
    path: "/balcao/devolucao",
    summary: "Takes a copy back at the desk",
    body: ItemField,
    auth: "staff",
    responses: {
      200: json(
        CheckinResponseSchema,
        "The loan closed, the fine and suspension it caused, the reservation made ready.",
      ),
      400: refusal("No copy named, or a malformed one."),
      401: noStaff,
      403: staffElsewhere,
      404: refusal("item_not_found."),
      409: refusal("item_not_on_loan."),
    },
  }),
  renew: defineCall({
    method: "post",
    path: "/balcao/renovacao",
    summary: "Renews a loan at the desk",
    description: "The loan by `cod_emprestimo`, or by its copy (`cod_exemplar` or `tombo`).",
    body: z.object({
      cod_emprestimo: field("The loan's code (or its copy)"),
      cod_exemplar: field("The copy's code (or tombo)"),
      tombo: field("The copy's accession number"),
    }),
    auth: "staff",
    responses: {
      200: json(LoanOutSchema, "The renewed loan."),
      400: refusal("No loan or copy named, or a malformed one."),
      401: noStaff,
      403: refusal("patron_blocked, staff_forbidden."),
      404: refusal("loan_not_found, item_not_found."),
      422: refusal("A renewal refusal (renewal_reserved, renewal_overdue, renewal_limit, …)."),
    },
  }),
  markReady: defineCall({
    method: "post",
    path: "/balcao/reserva/:id/disponivel",
    summary: "Holds a copy for a queued reservation (that copy, or the first available one that fits)",
    params: IdPath,
    body: ItemField,
    auth: "staff",
    responses: {
      200: json(ReservationOutSchema, "The reservation, now ready."),
      400: refusal("A malformed id or copy."),
      401: noStaff,
      403: staffElsewhere,
      404: refusal("reservation_not_found, item_not_found."),
      409: refusal("reservation_no_copy_to_hold, reservation_not_open."),
    },
  }),
};
