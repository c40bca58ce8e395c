/**
 * The reservation tab's loader and action (document 1 "Reservation screen", §4, §5). The choice
 * state lives in the query string; the action parses `ReservationSchema` and hands the intent to
 * its handler: `login` (the embedded login), `confirm` (the queue check, then the reservation or
 * the waiting-list question), `join` (saves despite the queue) and `cancel` (clears all but the
 * library). Success redirects (303) to the library alone with `reservado` (the queue position).
 *
 * Without permission 107 the embedded login ends after the reservation finishes, fails or is
 * cancelled (embedded-login.server.ts); a refusal that ends it redirects too, carrying the message
 * in a one-time cookie, so that the page after it is rendered logged out.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import type { ReservationInitialData, UserLibrary } from "../../../api/lending/circulation/contract.ts";
import { assertSameOrigin } from "../../lib/auth.server.ts";
import { parseForm, serverText, type FormResult, type Rejection } from "../../lib/forms.ts";
import { getT } from "../../lib/i18n.server.ts";
import { tk } from "../../lib/i18n.ts";
import { ServiceError, apiErrorResponse, libraryClient, type LibraryClient } from "../../lib/library/index.server.ts";
import { parseRecordId } from "../record/record-tabs.ts";
import { embeddedLogin, endTemporaryLogin, keepRefusal, takeRefusal } from "./embedded-login.server.ts";
import {
  choiceModel,
  chosenOption,
  firstOpenChoice,
  parseStep,
  readSelection,
  resolvedSelection,
  restrictedLibraries,
  type ChoiceModel,
  type Selection,
} from "./reservation-choices.ts";
import { focusAfterChoice, ReservationSchema, tabPath, type ReservationIntent } from "./reservation-form.ts";

interface PageState {
  api: LibraryClient;
  id: number;
  loggedIn: boolean;
  initial: ReservationInitialData;
  allowed: number[] | null;
}

async function pageState(
  request: Request,
  context: LoaderFunctionArgs["context"],
  rawId: string | undefined,
): Promise<PageState> {
  const id = parseRecordId(rawId);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const api = await libraryClient({ request, context });
  const loggedIn = Boolean(api.session.get("auth"));
  const [initial, params] = await Promise.all([
    api.reservations.initialData(id).catch(apiErrorResponse),
    api.institution.parameters().catch(apiErrorResponse),
  ]);
  let userLibraries: UserLibrary[] | null = null;
  if (params.restringe_ui_res_se_usu_logado === "1" && loggedIn) {
    userLibraries = await api.libraries.ofPatron().catch(apiErrorResponse);
  }
  return {
    api,
    id,
    loggedIn,
    initial,
    allowed: restrictedLibraries(params.restringe_ui_res_se_usu_logado, loggedIn, userLibraries),
  };
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const state = await pageState(request, context, params.id);
  const url = new URL(request.url);
  const reference = await state.api.records.reference(state.id).catch(apiErrorResponse);
  const step = parseStep(url.searchParams.get("step"));
  const selection = readSelection(url.searchParams, step);
  const model = choiceModel(state.initial.exemplares, selection, state.allowed);
  const library = resolvedSelection(model).biblioteca;
  const count = state.initial.reservas.find((r) => String(r.cod_biblioteca) === library)?.total ?? 0;
  const reserved = url.searchParams.get("reservado");
  const t = await getT(request);
  const headers = await state.api.headers();
  const refusal = await takeRefusal(request, headers);
  const next = firstOpenChoice(model);
  return data(
    {
      id: state.id,
      title: t("circulation.reservation.title"),
      partes: reference.partes,
      loggedIn: state.loggedIn,
      restricted: state.allowed !== null,
      model,
      selection: resolvedSelection(model),
      count,
      reserved: reserved && /^\d+$/.test(reserved) ? Number(reserved) : null,
      cancelled: url.searchParams.get("fila") === "cancelada",
      refusal,
      /** The choice just made (a "choose" button), for the live region. */
      choice: step ? { field: step, option: chosenOption(model, step), next, complete: model.complete } : null,
      focus: step ? focusAfterChoice(next, model.complete, state.loggedIn) : null,
    },
    { headers },
  );
}

export type ReservationAnswer =
  | { kind: "login"; result: FormResult }
  | { kind: "confirm"; result: FormResult }
  | { kind: "queue"; selection: Selection; posicao: number };

interface Context extends PageState {
  request: Request;
  model: ChoiceModel;
  selection: Selection;
  reject: (errors: Rejection) => FormResult;
}

type Handler<Name extends ReservationIntent["intent"]> = (
  value: Extract<ReservationIntent, { intent: Name }>,
  ctx: Context,
) => Promise<ReturnType<typeof data<ReservationAnswer>>>;

const libraryOf = (selection: Selection) => ({ biblioteca: selection.biblioteca ?? "" });

/** One handler per button; each answers the page's data or throws its redirect. */
export const handlers: { [Name in ReservationIntent["intent"]]: Handler<Name> } = {
  login: async (value, { api, id, request, selection, reject }) => {
    const login = await embeddedLogin(api, request, value.username, value.password);
    if (!login.ok)
      return data<ReservationAnswer>(
        { kind: "login", result: reject({ formErrors: [login.message] }) },
        { status: login.status },
      );
    throw redirect(tabPath(id, selection), { status: 303, headers: login.headers });
  },
  cancel: async (_value, { api, id, request, selection }) => {
    const headers = await api.headers();
    await endTemporaryLogin(api, request, headers);
    throw redirect(tabPath(id, libraryOf(selection), { fila: "cancelada" }), { status: 303, headers });
  },
  confirm: (_value, ctx) => reserve(ctx, { askQueue: true }),
  join: (_value, ctx) => reserve(ctx, { askQueue: false }),
};

/** Saves the reservation; `askQueue` first asks whether the patron would join a waiting list. */
async function reserve(ctx: Context, { askQueue }: { askQueue: boolean }) {
  const { api, id, request, model, selection, reject } = ctx;
  if (!model.complete || !model.payload) {
    // The choices depend on the copies, so the choice model (not the schema) finds the open one.
    const open = model.fields.find((f) => f.kind === "select" && f.value === null);
    const message = [tk("circulation.reservation.selectAll")];
    return data<ReservationAnswer>(
      { kind: "confirm", result: reject(open ? { fieldErrors: { [open.field]: message } } : { formErrors: message }) },
      { status: 400 },
    );
  }
  const body = {
    acervo: String(id),
    biblioteca: String(model.payload.biblioteca),
    volume: model.payload.volume,
    tomo: model.payload.tomo,
    parte: model.payload.parte,
    material: model.payload.material ?? "",
    localizacao: model.payload.localizacao === null ? "" : String(model.payload.localizacao),
  };
  try {
    if (askQueue) {
      const queue = await api.reservations.checkQueue(body);
      if (queue.existeFila) {
        return data<ReservationAnswer>(
          { kind: "queue", selection, posicao: queue.posicao },
          { headers: await api.headers() },
        );
      }
    }
    const saved = await api.reservations.create(body);
    const headers = await api.headers();
    await endTemporaryLogin(api, request, headers);
    throw redirect(tabPath(id, libraryOf(selection), { reservado: String(saved.posicao ?? 0) }), {
      status: 303,
      headers,
    });
  } catch (error) {
    if (!(error instanceof ServiceError) || error.status >= 500 || error.status === 401) throw error;
    // The service's refusals come in the patron's language (lang header).
    const headers = await api.headers();
    if (await endTemporaryLogin(api, request, headers)) {
      await keepRefusal(request, error.message, headers);
      throw redirect(tabPath(id, selection), { status: 303, headers });
    }
    return data<ReservationAnswer>(
      { kind: "confirm", result: reject({ formErrors: [serverText(error.message)] }) },
      { status: error.status, headers },
    );
  }
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const state = await pageState(request, context, params.id);
  const model = choiceModel(state.initial.exemplares, readSelection(form), state.allowed);
  const selection = resolvedSelection(model);
  const parsed = parseForm(form, ReservationSchema, { hideFields: ["password"] });
  const login = form.get("intent") === "login";
  if (!parsed.ok && login) return data<ReservationAnswer>({ kind: "login", result: parsed.result }, { status: 400 });
  // Only the login is open to a visitor; the rest sends a visitor back to the tab.
  if (!login && !state.loggedIn) throw redirect(tabPath(state.id, selection), { status: 303 });
  if (!parsed.ok) throw new Response("Bad Request", { status: 400 });
  const handler = handlers[parsed.value.intent] as Handler<ReservationIntent["intent"]>;
  return handler(parsed.value, { ...state, request, model, selection, reject: parsed.reject });
}
