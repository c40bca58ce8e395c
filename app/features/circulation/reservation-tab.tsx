/**
 * The reservation tab (document 1 "Reservation screen", §4, §5). Works without JavaScript: the
 * choice state lives in the query string. Each shown select has a "choose" button that submits
 * the form by GET with `step`, which re-renders the next choice and discards the choices after
 * the one changed. The answer to a choice puts focus on the next thing to do (`autofocus`: the
 * next select, else Confirm or the login) and says what was chosen in a live region. With JS
 * (this tab hydrates, unlike the rest of the record page) the same GET is a client-side
 * submission that replaces the history entry: the form updates in place, and focus and the live
 * region behave the same (decision 016). "Confirmar" POSTs the same form (intent=confirm); the
 * waiting-list question is a page section (intent=join saves, intent=cancel clears all but the
 * library). A visitor gets an embedded login (intent=login). The handlers are
 * reservation.server.ts's.
 */
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSubmit } from "@remix-run/react";
import { useEffect, type FormEvent } from "react";
import { useTranslation } from "react-i18next";

import type { ReferenceSegment } from "../../../api/contract.ts";
import { hasFormErrors, type ErrorSummaryItem } from "../../lib/forms.ts";
import { pageTitle, routeData } from "../../lib/meta.ts";
import { ACTION_DATA } from "../../ui/document-meta.tsx";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { Field } from "../../ui/field.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";
import { RECORD_ROUTE_ID, type RecordLoaderData } from "../record/record-route.ts";
import { ChoiceOptions, useOptionLabel } from "./choice-options.tsx";
import { selectionQuery, type ChoiceField, type ChoiceState, type Selection } from "./reservation-choices.ts";
import { CHOICE_ELEMENTS, LOGIN_FIELDS, ReservationLoginSchema, ReservationSchema } from "./reservation-form.ts";
import type { loader, ReservationAnswer } from "./reservation.server.ts";

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

export function ReservationTab() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<ReservationAnswer>();
  const { t } = useTranslation();
  const submit = useSubmit();
  const { id, model, loggedIn, focus, choice } = loaderData;
  // The choices are checked by the choice model on the server (they depend on the copies), so
  // the confirmation is not validated in the browser; the login is, with the same LoginSchema.
  const confirmForm = useSchemaForm({
    id: "reserva-choices",
    schema: ReservationSchema,
    lastResult: actionData?.kind === "confirm" ? actionData.result : null,
    fields: CHOICE_ELEMENTS,
    validateInBrowser: false,
  });
  const loginForm = useSchemaForm({
    id: "reserva-login",
    schema: ReservationLoginSchema,
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
          {...confirmForm.formProps}
          className="form circulation__form"
          // A "choose" button is a client-side GET (above), not a submission of the form.
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

export const reservationMeta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  const parent = routeData<RecordLoaderData>(matches, RECORD_ROUTE_ID);
  const actionData = (loaderData as Record<string, unknown> | undefined)?.[ACTION_DATA] as
    ReservationAnswer | undefined;
  const title = parent ? `${parent.record.titulo} – ${loaderData?.title ?? ""}` : loaderData?.title;
  const result = actionData?.kind === "queue" ? null : actionData?.result;
  return pageTitle(matches, title, { error: hasFormErrors(result) || Boolean(loaderData?.refusal) });
};
