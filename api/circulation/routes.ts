/**
 * The circulation calls (Pergamum paths under /api; see docs/api.md): reservations, loans,
 * loan requests, the patron's libraries and suspensions, institution parameters, and the desk.
 * The patron is always the one of the bearer token; desk calls carry X-Staff-Key.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../http/env.ts";
import {
  bodyOf,
  DateRangeQuery,
  deferQuery,
  Id,
  idList,
  invalidParameter,
  OptionalId,
  parse,
  pathId,
  queryOf,
  readBody,
  validBody,
  YesFlag,
} from "../http/input.ts";
import { institutionParams } from "../institution/institution-params.repository.ts";
import { setInstitutionParam } from "../institution/institution-params.service.ts";
import { patronLibraries } from "./circulation.repository.ts";
import type { LoanRequestStatus } from "./contract.ts";
import {
  Code,
  dateRange,
  NullableCode,
  NullableLocation,
  OptionalText,
  optionalDateRange,
  optionalPatronOf,
  patronOf,
  staffOf,
} from "./http.ts";
import { parseDateTime } from "./loan-request.rules.ts";
import { pendingTitlesWithDetails } from "../account-stats/account-stats.service.ts";
import {
  authorizedPersonLabel,
  cancelLoanRequest,
  createLoanRequest,
  formLabels,
  loanRequestInitialData,
  patronLoanRequests,
  phoneAndEmailRule,
  warningFor,
} from "./loan-requests.service.ts";
import {
  checkIn,
  checkOut,
  loanHistory,
  openLoanOf,
  patronSuspensions,
  pendingDebts,
  pendingLoans,
  renewLoan,
  renewLoans,
} from "./loans.service.ts";
import {
  cancelReservation,
  checkQueue,
  markReady,
  openReservations,
  reservationHistory,
  reservationInitialData,
  reserve,
} from "./reservations.service.ts";

/** The copies an initial-data call counts: of one campus, of some libraries (`bibliotecas=1,2` or repeated). */
const copyQuery = deferQuery(
  z.object({
    campus: z.string().optional(),
    bibliotecas: z.array(z.string()).optional().describe("library codes: 1,2 or repeated"),
  }),
  ["bibliotecas"],
);

function copyFilter(c: Context<ApiEnv>) {
  const q = queryOf(c as Context<ApiEnv, string, { out: { query: { campus?: string; bibliotecas?: string[] } } }>);
  return {
    campusId: parse(z.object({ campus: OptionalId }), { campus: q.campus }).campus ?? undefined,
    libraryIds: idList(q.bibliotecas ?? [], "bibliotecas"),
  };
}

const ReservationBody = z.object({
  acervo: Id,
  biblioteca: Id,
  volume: Code,
  tomo: Code,
  parte: Code,
  material: NullableCode,
  localizacao: NullableLocation,
});

function reservationRequest(body: z.output<typeof ReservationBody>) {
  return {
    recordId: body.acervo,
    libraryId: body.biblioteca,
    volume: body.volume,
    tomo: body.tomo,
    parte: body.parte,
    material: body.material,
    localizacao: body.localizacao,
  };
}

const asArray = (v: unknown) => (v === undefined || Array.isArray(v) ? v : [v]);
const CancelBody = z.object({ reservas: z.preprocess(asArray, z.array(Id).min(1).max(50)) });

/** /reserva (document 1 §4–§5 and §7; document 2 §7 "Reservations"). */
export const reservationRoutes = new Hono<ApiEnv>()
  .get("/historico", deferQuery(DateRangeQuery), async (c) => {
    const patronId = patronOf(c);
    const q = queryOf(c);
    const { from, to } = dateRange(q.dataIni, q.dataFim);
    return c.json(await reservationHistory(c.get("db"), patronId, from, to, c.get("lang")));
  })
  .get("/", async (c) => c.json(await openReservations(c.get("db"), patronOf(c), c.get("lang"))))
  .post("/validar-fila", validBody(ReservationBody), async (c) => {
    const patronId = patronOf(c);
    return c.json(await checkQueue(c.get("db"), patronId, reservationRequest(bodyOf(c))));
  })
  .post("/", validBody(ReservationBody), async (c) => {
    const patronId = patronOf(c);
    return c.json(await reserve(c.get("db"), patronId, reservationRequest(bodyOf(c)), c.get("lang")), 201);
  })
  .delete("/:id", async (c) => {
    const patronId = patronOf(c);
    return c.json(await cancelReservation(c.get("db"), patronId, pathId(c), c.get("lang")));
  })
  .delete(
    "/",
    deferQuery(z.object({ id: z.array(z.string()).optional().describe("reservation codes, repeated (or a body)") }), [
      "id",
    ]),
    async (c) => {
      const patronId = patronOf(c);
      const fromQuery = queryOf(c).id;
      const { reservas } = parse(CancelBody, fromQuery?.length ? { reservas: fromQuery } : await readBody(c.req.raw));
      const out = [];
      for (const id of [...new Set(reservas)])
        out.push(await cancelReservation(c.get("db"), patronId, id, c.get("lang")));
      return c.json(out);
    },
  )
  .get("/:id/informacoes-iniciais", copyQuery, async (c) => {
    const patronId = optionalPatronOf(c);
    return c.json(await reservationInitialData(c.get("db"), pathId(c), copyFilter(c), patronId));
  });

const RenewalBody = z.object({ emprestimos: z.preprocess(asArray, z.array(Id).min(1).max(50)) });

/** /emprestimo (document 2 §7 "Loans"). */
export const loanRoutes = new Hono<ApiEnv>()
  .get("/titulos-pendentes", deferQuery(z.object({ showDetails: YesFlag })), async (c) => {
    const patronId = patronOf(c);
    // showDetails (document 2 §7): each loan with its copy's place and the queue behind it.
    if (["S", "s", "1", "true"].includes(queryOf(c).showDetails ?? ""))
      return c.json(await pendingTitlesWithDetails(c.get("db"), patronId));
    return c.json(await pendingLoans(c.get("db"), patronId));
  })
  .post("/renovacao", validBody(RenewalBody), async (c) => {
    const patronId = patronOf(c);
    const { emprestimos } = bodyOf(c);
    return c.json(await renewLoans(c.get("db"), patronId, emprestimos, c.get("lang")));
  })
  .get("/historico", deferQuery(DateRangeQuery.extend({ multa: YesFlag })), async (c) => {
    const patronId = patronOf(c);
    const q = queryOf(c);
    const { from, to } = dateRange(q.dataIni, q.dataFim);
    const fined = ["S", "s", "1", "true"].includes(q.multa ?? "");
    return c.json(await loanHistory(c.get("db"), patronId, from, to, fined));
  })
  .get("/debitos-pendentes", async (c) => c.json(await pendingDebts(c.get("db"), patronOf(c), c.get("lang"))));

const LoanRequestBody = z.object({
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
    .transform((v) => v === true || (typeof v === "string" && ["S", "s", "1", "true"].includes(v))),
  recebimento_textual: OptionalText(500),
  retirada_inicio: OptionalText(40),
  retirada_fim: OptionalText(40),
});

const STATUSES = ["waiting", "in_transit", "available", "finished", "not_finished", "cancelled"] as const;
const StatusQuery = z.enum(STATUSES).optional();

const LoanRequestQuery = DateRangeQuery.extend({ status: z.string().optional().describe(STATUSES.join(", ")) });

async function listLoanRequests(c: Context<ApiEnv>) {
  const patronId = patronOf(c);
  const q = queryOf(c as Context<ApiEnv, string, { out: { query: z.output<typeof LoanRequestQuery> } }>);
  const range = optionalDateRange(q.dataIni, q.dataFim);
  const status = parse(z.object({ status: StatusQuery }), { status: q.status || undefined }).status as
    LoanRequestStatus | undefined;
  return c.json(await patronLoanRequests(c.get("db"), patronId, { ...range, status }, c.get("lang")));
}

/** /solicitacao-emprestimo (document 2 §3, §5, §7 "Loan requests"). */
export const loanRequestRoutes = new Hono<ApiEnv>()
  .get("/get-warning-message", deferQuery(z.object({ cod_biblioteca: OptionalId })), async (c) => {
    const library = queryOf(c).cod_biblioteca;
    return c.json(await warningFor(c.get("db"), library ?? undefined));
  })
  .get("/get-label-person-authorized", async (c) => c.json(await authorizedPersonLabel(c.get("db"), c.get("lang"))))
  .get("/get-rule-phone-and-email", async (c) => c.json(await phoneAndEmailRule(c.get("db"))))
  .get("/get-labels", async (c) => c.json(await formLabels(c.get("db"), c.get("lang"))))
  .get("/", deferQuery(LoanRequestQuery), listLoanRequests)
  .get("/:id/informacoes-iniciais", copyQuery, async (c) => {
    const patronId = optionalPatronOf(c);
    return c.json(await loanRequestInitialData(c.get("db"), pathId(c), copyFilter(c), patronId, c.get("lang")));
  })
  .post("/:id", validBody(LoanRequestBody), async (c) => {
    const patronId = patronOf(c);
    const recordId = pathId(c);
    const body = bodyOf(c);
    const request = await createLoanRequest(
      c.get("db"),
      patronId,
      recordId,
      {
        originLibraryId: body.biblioteca_origem,
        pickupLibraryId: body.biblioteca_recebimento,
        receivingUnitId: body.cod_local_recebimento,
        volume: body.volume,
        tomo: body.tomo,
        parte: body.parte,
        material: body.material_adicional,
        phone: body.telefone,
        emails: body.email,
        authorizedPerson: body.pessoa_autorizada,
        homeDelivery: body.domicilio,
        address: body.recebimento_textual,
        pickupStart: body.retirada_inicio ? (parseDateTime(body.retirada_inicio) ?? null) : null,
        pickupEnd: body.retirada_fim ? (parseDateTime(body.retirada_fim) ?? null) : null,
      },
      c.get("lang"),
    );
    return c.json(request, 201);
  });

/** /meupergamum/solicitacoes (document 2 §7 "Requests"): the loan-request part. */
export const myRequestRoutes = new Hono<ApiEnv>()
  .get("/emprestimo", deferQuery(LoanRequestQuery), listLoanRequests)
  .put("/cancel-emprestimo/:id", async (c) => {
    const patronId = patronOf(c);
    return c.json(await cancelLoanRequest(c.get("db"), patronId, pathId(c), c.get("lang")));
  });

/** /unidade-informacao/get-user-libraries */
export const userLibraryRoutes = new Hono<ApiEnv>().get("/get-user-libraries", async (c) =>
  c.json(await patronLibraries(c.get("db"), patronOf(c))),
);

/**
 * /parametros/instituicao: every institution parameter (sigla, usa_campus, restringe_ui_res_se_usu_logado, …);
 * PUT /parametros/instituicao/{key} `{valor}` lets staff (X-Staff-Key) change the whitelisted ones.
 */
export const institutionRoutes = new Hono<ApiEnv>()
  .get("/instituicao", async (c) => c.json(await institutionParams(c.get("db"))))
  .put("/instituicao/:key", async (c) => {
    const staff = await staffOf(c);
    const body = await readBody(c.req.raw);
    return c.json(await setInstitutionParam(c.get("db"), staff, c.req.param("key"), body.valor ?? body.value));
  });

/** /pessoas/afastamentos: the patron's suspensions. */
export const suspensionRoutes = new Hono<ApiEnv>().get("/afastamentos", async (c) =>
  c.json(await patronSuspensions(c.get("db"), patronOf(c), new Date(), c.get("lang"))),
);

const PatronField = z.object({ cod_pessoa: OptionalId, login: OptionalText(100) });
const ItemField = z.object({ cod_exemplar: OptionalId, tombo: OptionalText(60) });

function itemRef(body: z.infer<typeof ItemField>) {
  if (body.cod_exemplar !== null) return { id: body.cod_exemplar };
  if (body.tombo?.trim()) return { barcode: body.tombo.trim() };
  return undefined;
}

function requiredItem(body: z.infer<typeof ItemField>) {
  const ref = itemRef(body);
  if (!ref) throw invalidParameter("tombo");
  return ref;
}

/** /balcao: desk operations with a staff key (X-Staff-Key). */
export const deskRoutes = new Hono<ApiEnv>()
  .post("/emprestimo", async (c) => {
    const staff = await staffOf(c);
    const body = await readBody(c.req.raw);
    const who = parse(PatronField, body);
    const login = who.login?.trim();
    if (who.cod_pessoa === null && !login) throw invalidParameter("login");
    const loan = await checkOut(c.get("db"), {
      patron: who.cod_pessoa !== null ? { id: who.cod_pessoa } : { login },
      item: requiredItem(parse(ItemField, body)),
      staff,
    });
    return c.json(loan, 201);
  })
  .post("/devolucao", validBody(ItemField), async (c) => {
    const staff = await staffOf(c);
    const item = requiredItem(bodyOf(c));
    return c.json(await checkIn(c.get("db"), { item, staff }, c.get("lang")));
  })
  .post("/renovacao", async (c) => {
    const staff = await staffOf(c);
    const body = await readBody(c.req.raw);
    const { cod_emprestimo } = parse(z.object({ cod_emprestimo: OptionalId }), body);
    const loanId = cod_emprestimo ?? (await openLoanOf(c.get("db"), requiredItem(parse(ItemField, body))));
    return c.json(await renewLoan(c.get("db"), { loanId, staff }));
  })
  .post("/reserva/:id/disponivel", validBody(ItemField), async (c) => {
    const staff = await staffOf(c);
    const item = itemRef(bodyOf(c));
    return c.json(await markReady(c.get("db"), pathId(c), item, staff, c.get("lang")));
  });
