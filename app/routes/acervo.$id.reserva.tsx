/**
 * /acervo/:id/reserva — the reservation tab (document 1 "Reservation screen", §4, §5).
 *
 * Works without JavaScript: the choice state lives in the query string. Each shown select has a
 * "choose" button that submits the form by GET with `step`, which re-renders the next choice and
 * discards the choices after the one changed. The answer to a choice puts focus on the next thing
 * to do (`autofocus`: the next select, else Confirm or the login) and says what was chosen in a
 * live region. With JS (this tab hydrates, unlike the rest of the record page) the same GET is a
 * client-side submission that replaces the history entry: the form updates in place, and focus
 * and the live region behave the same (decision 016). "Confirmar" POSTs
 * the same form (intent=confirm): the server checks the selection is complete, asks the queue
 * check (POST /reserva/validar-fila) and either saves (POST /reserva) or shows the waiting-list
 * confirmation as a page section (intent=join saves, intent=cancel clears all but the library).
 * Success redirects (303) to the library alone with `reservado` (the queue position), so the
 * count reloaded from the service shows the new reservation.
 *
 * A visitor gets an embedded login (intent=login); without permission 107 that login ends after
 * the reservation finishes, fails or is cancelled (app/features/circulation/embedded-login.server.ts). A
 * refusal that ends it redirects too, carrying the message in a one-time cookie, so that the page
 * after it is rendered logged out.
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSubmit } from "@remix-run/react";
import { useEffect, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod";

import type { ReservationInitialData, UserLibrary } from "../../api/circulation/contract.ts";
import type { ReferenceSegment } from "../../api/contract.ts";
import { LoginSchema } from "../features/account/login.ts";
import circulationStyles from "../features/circulation/circulation.css";
import { ChoiceOptions, useOptionLabel } from "../features/circulation/choice-options.tsx";
import {
  embeddedLogin,
  endTemporaryLogin,
  keepRefusal,
  takeRefusal,
} from "../features/circulation/embedded-login.server.ts";
import {
  CHOICE_FIELDS,
  choiceModel,
  chosenOption,
  firstOpenChoice,
  parseStep,
  readSelection,
  resolvedSelection,
  restrictedLibraries,
  selectionQuery,
  type ChoiceField,
  type ChoiceState,
  type Selection,
} from "../features/circulation/reservation-choices.ts";
import { RECORD_ROUTE_ID, type RecordLoaderData } from "../features/record/record-route.ts";
import { parseRecordId } from "../features/record/record-tabs.ts";
import { ApiError, apiErrorResponse, libraryClient, type LibraryClient } from "../lib/library/index.server.ts";
import { assertSameOrigin } from "../lib/auth.server.ts";
import { hasFormErrors, parseForm, serverText, type ErrorSummaryItem, type FormResult } from "../lib/forms.ts";
import { getT } from "../lib/i18n.server.ts";
import { tk } from "../lib/i18n.ts";
import { pageTitle, routeData } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { ACTION_DATA } from "../ui/document-meta.tsx";
import { ErrorSummary } from "../ui/error-summary.tsx";
import { Field } from "../ui/field.tsx";
import { TabErrorBoundary } from "../ui/tab-error-boundary.tsx";
import { useSchemaForm } from "../ui/use-schema-form.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: circulationStyles }];

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

/** Where focus goes after a choice: the next select, else what completes the reservation. */
function focusAfterChoice(next: ChoiceField | null, complete: boolean, loggedIn: boolean): string | null {
  if (next) return `reserva-${next}`;
  if (!complete) return null;
  return loggedIn ? "reserva-confirm" : "reserva-username";
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

/** The confirmation form: the choices (read by the choice model) and what the button asks for. */
const ConfirmSchema = z.object({ intent: z.enum(["confirm", "join"]) });

/** The login form's fields and the choices' elements, by field name. */
const LOGIN_FIELDS = { username: "reserva-username", password: "reserva-password" };
const CHOICE_ELEMENTS = Object.fromEntries(CHOICE_FIELDS.map((field) => [field, `reserva-${field}`]));

type ActionResult =
  | { kind: "login"; result: FormResult }
  | { kind: "confirm"; result: FormResult }
  | { kind: "queue"; selection: Selection; posicao: number };

function tabPath(id: number, selection: Selection, extra?: Record<string, string>): string {
  const query = [selectionQuery(selection), new URLSearchParams(extra).toString()].filter(Boolean).join("&");
  return `/acervo/${id}/reserva${query ? `?${query}` : ""}`;
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const state = await pageState(request, context, params.id);
  const { api, id } = state;
  const model = choiceModel(state.initial.exemplares, readSelection(form), state.allowed);
  const selection = resolvedSelection(model);
  const library = { biblioteca: selection.biblioteca ?? "" };

  if (intent === "login") {
    const parsed = parseForm(form, LoginSchema, { hideFields: ["password"] });
    if (!parsed.ok) return data<ActionResult>({ kind: "login", result: parsed.result }, { status: 400 });
    const login = await embeddedLogin(api, request, parsed.value.username, parsed.value.password);
    if (!login.ok) {
      return data<ActionResult>(
        { kind: "login", result: parsed.reject({ formErrors: [login.message] }) },
        { status: login.status },
      );
    }
    throw redirect(tabPath(id, selection), { status: 303, headers: login.headers });
  }

  if (!state.loggedIn) throw redirect(tabPath(id, selection), { status: 303 });

  if (intent === "cancel") {
    const headers = await api.headers();
    await endTemporaryLogin(api, request, headers);
    throw redirect(tabPath(id, library, { fila: "cancelada" }), { status: 303, headers });
  }

  const parsed = parseForm(form, ConfirmSchema);
  if (!parsed.ok) throw new Response("Bad Request", { status: 400 });

  if (!model.complete || !model.payload) {
    // The choices depend on the copies, so the choice model (not the schema) finds the open one.
    const open = model.fields.find((f) => f.kind === "select" && f.value === null);
    const message = [tk("circulation.reservation.selectAll")];
    return data<ActionResult>(
      {
        kind: "confirm",
        result: parsed.reject(open ? { fieldErrors: { [open.field]: message } } : { formErrors: message }),
      },
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
    if (intent === "confirm") {
      const queue = await api.reservations.checkQueue(body);
      if (queue.existeFila) {
        return data<ActionResult>(
          { kind: "queue", selection, posicao: queue.posicao },
          { headers: await api.headers() },
        );
      }
    }
    const saved = await api.reservations.create(body);
    const headers = await api.headers();
    await endTemporaryLogin(api, request, headers);
    throw redirect(tabPath(id, library, { reservado: String(saved.posicao ?? 0) }), { status: 303, headers });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
    // The service's refusals come in the patron's language (lang header).
    const headers = await api.headers();
    if (await endTemporaryLogin(api, request, headers)) {
      await keepRefusal(request, error.message, headers);
      throw redirect(tabPath(id, selection), { status: 303, headers });
    }
    return data<ActionResult>(
      { kind: "confirm", result: parsed.reject({ formErrors: [serverText(error.message)] }) },
      { status: error.status, headers },
    );
  }
}

function Segment({ segment }: { segment: ReferenceSegment }) {
  if (segment.destaque === "negrito") return <strong>{segment.texto}</strong>;
  if (segment.destaque === "italico") return <em>{segment.texto}</em>;
  return <>{segment.texto}</>;
}

function HiddenSelection({ selection }: { selection: Selection }) {
  return (
    <>
      {Object.entries(selection).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
    </>
  );
}

export default function ReservationTab() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const { t } = useTranslation();
  const submit = useSubmit();
  const { id, model, loggedIn, focus, choice } = loaderData;
  // The choices are checked by the choice model on the server (they depend on the copies), so
  // the confirmation is not validated in the browser; the login is, with the same LoginSchema.
  const confirmForm = useSchemaForm({
    id: "reserva-choices",
    schema: ConfirmSchema,
    lastResult: actionData?.kind === "confirm" ? actionData.result : null,
    fields: CHOICE_ELEMENTS,
    validateInBrowser: false,
  });
  const loginForm = useSchemaForm({
    id: "reserva-login",
    schema: LoginSchema,
    lastResult: actionData?.kind === "login" ? actionData.result : null,
    fields: LOGIN_FIELDS,
    // A refused login is about the pair: it points at (and shows under) the username.
    formErrorField: "username",
  });
  const errors: ErrorSummaryItem[] = loaderData.refusal
    ? [{ message: loaderData.refusal }]
    : [...confirmForm.summary, ...loginForm.summary];
  const errorFor = (fieldId: string) => errors.find((e) => e.fieldId === fieldId)?.message;
  const queue = actionData?.kind === "queue" ? actionData : null;
  const optionLabel = useOptionLabel();
  const labelOf = (field: ChoiceField) => t(`circulation.reservation.fields.${field}`);
  const fieldLabel = (state: ChoiceState) => labelOf(state.field);
  const action = `/acervo/${id}/reserva?${selectionQuery(loaderData.selection)}`;

  // After a choice made with JS the page was not reloaded, so `autofocus` does nothing: move
  // focus here, once per answer of the loader (a failed confirm keeps the loader data and must
  // leave focus on the error summary).
  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
  }, [loaderData, focus]);

  // With JS a "choose" button updates the form in place: the same GET, as a client-side
  // submission that replaces the history entry and keeps the scroll position.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!(submitter instanceof HTMLButtonElement) || submitter.name !== "step") return;
    event.preventDefault();
    submit(submitter, { method: "get", action: `/acervo/${id}/reserva`, replace: true, preventScrollReset: true });
  };

  const announcement = choice
    ? [
        choice.option
          ? t("circulation.reservation.announce.chosen", {
              field: labelOf(choice.field),
              value: optionLabel(choice.option),
            })
          : t("circulation.reservation.announce.none", { field: labelOf(choice.field) }),
        choice.next
          ? t("circulation.reservation.announce.next", { field: labelOf(choice.next) })
          : choice.complete
            ? t("circulation.reservation.announce.complete")
            : "",
      ]
        .filter(Boolean)
        .join(" ")
    : "";

  return (
    <section className="record-tab circulation" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("circulation.reservation.title")}</h2>
      <ErrorSummary
        errors={errors}
        focusKey={`${confirmForm.attempt}|${loginForm.attempt}|${loaderData.refusal ?? ""}`}
      />
      <p id="reserva-announce" className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {loaderData.reserved !== null ? (
        <div className="notice notice--success" role="status">
          <p>
            {loaderData.reserved > 0
              ? t("circulation.reservation.success", { position: loaderData.reserved })
              : t("circulation.reservation.successReady")}
          </p>
        </div>
      ) : null}
      {loaderData.cancelled ? (
        <div className="notice" role="status">
          <p>{t("circulation.reservation.queueCancelled")}</p>
        </div>
      ) : null}
      <p className="reference">
        {loaderData.partes.map((segment, index) => (
          <Segment key={index} segment={segment} />
        ))}
      </p>

      {model.libraries.length === 0 ? (
        <p className="circulation__banner">
          {loaderData.restricted ? t("circulation.reservation.noUnit") : t("circulation.reservation.noCopies")}
        </p>
      ) : queue ? (
        <section className="circulation__queue" aria-labelledby="queue-heading">
          <h3 id="queue-heading">{t("circulation.reservation.queueHeading")}</h3>
          <p>{t("circulation.reservation.queueQuestion", { position: queue.posicao })}</p>
          <Form method="post" action={action} className="circulation__actions">
            <HiddenSelection selection={queue.selection} />
            <button type="submit" name="intent" value="join" className="button">
              {t("circulation.reservation.queueConfirm")}
            </button>
            <button type="submit" name="intent" value="cancel" className="button button--secondary">
              {t("circulation.reservation.queueCancel")}
            </button>
          </Form>
        </section>
      ) : (
        <Form
          method="post"
          action={action}
          id={confirmForm.form.id}
          noValidate
          className="form circulation__form"
          onSubmit={onSubmit}
        >
          <p id="reservation-count">{t("circulation.reservation.count", { count: loaderData.count })}</p>
          {model.fields.map((state) => {
            if (state.kind === "pending" || state.kind === "hidden") return null;
            const fieldId = `reserva-${state.field}`;
            if (state.kind === "text") {
              return (
                <div key={`${state.field}:${state.value}`} className="field">
                  <span className="field__label" id={`${fieldId}-label`}>
                    {fieldLabel(state)}
                  </span>
                  <p className="field__text" aria-labelledby={`${fieldId}-label`}>
                    {optionLabel(state.option)}
                  </p>
                  <input type="hidden" name={state.field} value={state.value} />
                </div>
              );
            }
            const error = errorFor(fieldId);
            return (
              // Keyed by value: a select whose value the server changed (choices cleared after a
              // reservation) is mounted afresh, so its defaultValue shows with JS too.
              <Field key={`${state.field}:${state.value ?? ""}`} id={fieldId} label={fieldLabel(state)} error={error}>
                {(control) => (
                  <div className="circulation__choice">
                    <select
                      {...control}
                      name={state.field}
                      // eslint-disable-next-line jsx-a11y/no-autofocus -- the next choice, after the patron's own choice
                      autoFocus={focus === fieldId}
                      defaultValue={state.value ?? ""}
                      className="select"
                    >
                      <ChoiceOptions state={state} />
                    </select>
                    <button
                      type="submit"
                      formMethod="get"
                      formAction={`/acervo/${id}/reserva`}
                      name="step"
                      value={state.field}
                      className="button button--secondary"
                      aria-label={t("circulation.reservation.choose", { field: fieldLabel(state) })}
                    >
                      {t("circulation.reservation.chooseShort")}
                    </button>
                  </div>
                )}
              </Field>
            );
          })}
          {loggedIn ? (
            <button
              id="reserva-confirm"
              type="submit"
              name="intent"
              value="confirm"
              className="button"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- after the last choice
              autoFocus={focus === "reserva-confirm"}
            >
              {t("circulation.reservation.confirm")}
            </button>
          ) : null}
        </Form>
      )}

      {!loggedIn && model.libraries.length > 0 ? (
        <section className="circulation__login" aria-labelledby="reserva-login-heading">
          <h3 id="reserva-login-heading">{t("circulation.reservation.loginHeading")}</h3>
          <p>{t("circulation.reservation.loginIntro")}</p>
          <Form method="post" action={action} {...loginForm.formProps} className="form">
            <HiddenSelection selection={loaderData.selection} />
            <Field id={LOGIN_FIELDS.username} label={t("login.username")} error={errorFor(LOGIN_FIELDS.username)}>
              {(control) => (
                <input
                  {...control}
                  key={loginForm.fields.username.key}
                  name="username"
                  type="text"
                  autoComplete="username"
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- after the last choice, a visitor logs in
                  autoFocus={focus === LOGIN_FIELDS.username}
                  defaultValue={loginForm.fields.username.initialValue as string | undefined}
                  className="input"
                />
              )}
            </Field>
            <Field id={LOGIN_FIELDS.password} label={t("login.password")} error={errorFor(LOGIN_FIELDS.password)}>
              {(control) => (
                // Re-keyed per answer: a failed attempt leaves it empty with JS too.
                <input
                  {...control}
                  key={`password-${loginForm.answers}`}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  className="input"
                />
              )}
            </Field>
            <button type="submit" name="intent" value="login" className="button">
              {t("login.submit")}
            </button>
          </Form>
        </section>
      ) : null}
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  const parent = routeData<RecordLoaderData>(matches, RECORD_ROUTE_ID);
  const actionData = (loaderData as Record<string, unknown> | undefined)?.[ACTION_DATA] as ActionResult | undefined;
  const title = parent ? `${parent.record.titulo} – ${loaderData?.title ?? ""}` : loaderData?.title;
  const result = actionData?.kind === "queue" ? null : actionData?.result;
  return pageTitle(matches, title, { error: hasFormErrors(result) || Boolean(loaderData?.refusal) });
};

/** The choices update in place with JS; the rest of the record page ships no script. */
export const handle: RouteHandle = { hydrate: true };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
