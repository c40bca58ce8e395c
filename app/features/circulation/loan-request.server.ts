/**
 * Loader and action of the two loan-request tabs (/acervo/:id/solicitacao-emprestimo and
 * …-delivery). Login is required: a visitor goes to /login?redirect=<this page>.
 *
 * Without JS every step is a POST: "Escolher" (intent=choose:<field>) re-renders the form with the
 * next choice and every typed value kept, "Enviar solicitação" (intent=send) validates with the
 * schema, asks the library service and, on success, redirects (303) to the tab with `enviada`.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import type { ReservableCopy } from "../../../api/lending/circulation/contract.ts";
import { ServiceError, apiErrorResponse, libraryClient, type LibraryClient } from "../../lib/library/index.server.ts";
import { assertSameOrigin } from "../../lib/auth.server.ts";
import { parseForm, serverText, type FormResult } from "../../lib/forms.ts";
import { getT } from "../../lib/i18n.server.ts";
import { tk } from "../../lib/i18n.ts";
import { requireAuth } from "../../lib/session.server.ts";
import { localDateTime } from "../../../api/core/time.ts";
import { parseRecordId } from "../record/record-tabs.ts";
import {
  defaultWindow,
  LOAN_REQUEST_TEXT_FIELDS,
  loanRequestPayload,
  loanRequestSchema,
  REFUSAL_FIELDS,
  type LoanRequestField,
} from "./loan-request.ts";
import {
  choiceModel,
  MAIN_MATERIAL,
  readSelection,
  resolvedSelection,
  type ChoiceField,
} from "./reservation-choices.ts";

export type LoanRequestFormValues = Partial<Record<string, string>>;

export interface LoanRequestActionData {
  /**
   * Every value of the form as the next step shows it: the selection read with the step (later
   * choices dropped, hidden ones filled in) and every typed value, kept across steps.
   */
  values: LoanRequestFormValues;
  /** A failed "send": the form pattern's result (app/lib/forms.ts); null after a "choose" step. */
  result: FormResult | null;
}

/** The choices' fields: the choice model checks them, so the schema's messages about them give way. */
const CHOICES: readonly LoanRequestField[] = ["biblioteca", "volume", "tomo", "parte", "material"];

/** Loan requests choose no location: the copies without it, so the choice model hides it. */
function withoutLocation(copies: ReservableCopy[]): ReservableCopy[] {
  return copies.map((c) => ({ ...c, cod_local_exemplar: null, desc_local_exemplar: null }));
}

export function tabPath(id: number, delivery: boolean): string {
  return `/acervo/${id}/solicitacao-emprestimo${delivery ? "-delivery" : ""}`;
}

async function formState(request: Request, context: LoaderFunctionArgs["context"], rawId: string | undefined) {
  await requireAuth(request);
  const id = parseRecordId(rawId);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const api = await libraryClient({ request, context });
  const [initial, labels] = await Promise.all([
    api.loanRequests.initialData(id).catch(apiErrorResponse),
    api.loanRequests.labels().catch(apiErrorResponse),
  ]);
  return { api, id, initial: { ...initial, exemplares: withoutLocation(initial.exemplares) }, labels };
}

async function warningOf(api: LibraryClient, library: string | undefined): Promise<string | null> {
  const answer = await api.loanRequests.warning(library).catch(apiErrorResponse);
  return answer.mensagem;
}

export async function loanRequestLoader({ params, request, context }: LoaderFunctionArgs, delivery: boolean) {
  const { api, id, initial, labels } = await formState(request, context, params.id);
  const url = new URL(request.url);
  const model = choiceModel(initial.exemplares, {});
  const origin = resolvedSelection(model).biblioteca;
  const sent = url.searchParams.get("enviada");
  const t = await getT(request);
  const window = defaultWindow(new Date());
  return data(
    {
      id,
      delivery,
      title: t(delivery ? "circulation.loanRequest.deliveryTitle" : "circulation.loanRequest.title"),
      copies: initial.exemplares,
      libraries: initial.bibliotecas_recebimento,
      units: initial.locais_recebimento,
      deliveryDays: initial.entrega_domicilio,
      rules: initial.regras,
      labels: { ...labels, pessoa_autorizada: initial.rotulo_pessoa_autorizada } as Record<string, string>,
      warnings: Object.fromEntries(
        await Promise.all(
          [...new Set(initial.exemplares.map((c) => String(c.cod_biblioteca)))].map(
            async (library) => [library, await warningOf(api, library)] as const,
          ),
        ),
      ) as Record<string, string | null>,
      defaults: {
        biblioteca: origin ?? "",
        email: initial.email ?? "",
        retirada_inicio: window.start,
        retirada_fim: window.end,
      } as LoanRequestFormValues,
      sent: sent && /^\d+$/.test(sent) ? Number(sent) : null,
    },
    { headers: await api.headers() },
  );
}

export async function loanRequestAction({ params, request, context }: ActionFunctionArgs, delivery: boolean) {
  assertSameOrigin(request);
  const { api, id, initial } = await formState(request, context, params.id);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const step = intent.startsWith("choose:") ? (intent.slice("choose:".length) as ChoiceField) : null;
  const model = choiceModel(initial.exemplares, readSelection(form, step));
  const selection = resolvedSelection(model);
  const values: LoanRequestFormValues = { ...selection };
  if (model.payload) {
    // Hidden choices (one option, or material switched off by the library) take their codes.
    values.volume = model.payload.volume;
    values.tomo = model.payload.tomo;
    values.parte = model.payload.parte;
    values.material = model.payload.material ?? MAIN_MATERIAL;
  }
  for (const field of LOAN_REQUEST_TEXT_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  if (step) return data<LoanRequestActionData>({ values, result: null });
  if (intent !== "send") throw new Response("Bad Request", { status: 400 });

  const schema = loanRequestSchema({
    phoneRequired: initial.regras.telefone_obrigatorio,
    emailRequired: initial.regras.email_obrigatorio,
    delivery,
    now: localDateTime(new Date()),
  });
  // The submission is the values as the step rebuilt them (the hidden choices' codes included).
  const submitted = new URLSearchParams(
    Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  // The schema trims and defaults the raw strings itself (z.preprocess): no Conform coercion.
  const parsed = parseForm(submitted, schema, { autoCoercion: false });
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  if (!model.complete) {
    // Only the first open choice is on the page; the later ones wait for it.
    const open = model.fields.find((f) => f.kind === "select" && f.value === null);
    if (open) fieldErrors[open.field] = [tk("circulation.loanRequest.errors.choice")];
  }
  if (initial.exemplares.length === 0) formErrors.push(tk("circulation.loanRequest.noCopies"));
  if (!parsed.ok || formErrors.length > 0 || Object.keys(fieldErrors).length > 0) {
    const rejected = parsed.reject({ formErrors, fieldErrors });
    // The schema's messages about the choices give way to the one about the open choice.
    const error = Object.fromEntries(
      Object.entries(rejected.error ?? {}).filter(
        ([field]) => !CHOICES.includes(field as LoanRequestField) || field in fieldErrors,
      ),
    );
    return data<LoanRequestActionData>(
      // The phone as the server keeps it (the input mask, applied here too).
      { values: { ...values, telefone: parsed.value?.telefone ?? values.telefone }, result: { ...rejected, error } },
      { status: 400 },
    );
  }

  try {
    const saved = await api.loanRequests.create(id, loanRequestPayload(parsed.value, delivery));
    throw redirect(`${tabPath(id, delivery)}?enviada=${saved.cod_solicitacao}`, {
      status: 303,
      headers: await api.headers(),
    });
  } catch (error) {
    if (!(error instanceof ServiceError) || error.status >= 500 || error.status === 401) throw error;
    // The service's refusals come in the patron's language (lang header) and are clear as they are.
    return data<LoanRequestActionData>(
      {
        values: { ...values, telefone: parsed.value.telefone },
        result: parsed.reject(
          REFUSAL_FIELDS[error.code]
            ? { fieldErrors: { [REFUSAL_FIELDS[error.code]]: [serverText(error.message)] } }
            : { formErrors: [serverText(error.message)] },
        ),
      },
      { status: error.status, headers: await api.headers() },
    );
  }
}
