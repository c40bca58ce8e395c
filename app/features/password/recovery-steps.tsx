/**
 * The three steps of password recovery (document 2 §2, §4), each its own form posting to the same
 * page with the state of the previous steps in hidden fields. Without JS every step is an ordinary
 * form; with JS the code step submits by itself once the typed code is as long as the code sent,
 * keeping what was typed and where focus was.
 */
import { Form } from "@remix-run/react";
import { useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";

import type { CaptchaChallenge } from "../../../api/patron/captcha/contract.ts";
import type { FormResult } from "../../lib/forms.ts";
import { tk } from "../../lib/i18n.ts";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { Field } from "../../ui/field.tsx";
import { Notice } from "../../ui/notice.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";
import { CaptchaField } from "../captcha/captcha-field.tsx";
import { CAPTCHA_FIELD_ID } from "../captcha/captcha.ts";
import { PasswordRulesList } from "./password-rules-list.tsx";
import {
  CodeSchema,
  passwordSchema,
  UserSchema,
  type CodeState,
  type PasswordState,
  type Step,
} from "./recovery-form.ts";

const STEP_NUMBER: Record<Step, number> = { user: 1, code: 2, password: 3 };
const STEP_NAME: Record<Step, string> = {
  user: tk("recovery.steps.user"),
  code: tk("recovery.steps.code"),
  password: tk("recovery.steps.password"),
};

export function StepHeading({ step }: { step: Step }) {
  const { t } = useTranslation();
  return (
    <h2 className="recovery__step">{t("recovery.step", { step: STEP_NUMBER[step], name: t(STEP_NAME[step]) })}</h2>
  );
}

export function UserStep({ result, captcha }: { result?: FormResult; captcha: CaptchaChallenge | null }) {
  const { t } = useTranslation();
  const FIELDS = { usuario: "recovery-user", recaptcha_answer: CAPTCHA_FIELD_ID };
  const { fields, formProps, summary, errorOf, attempt } = useSchemaForm({
    id: "recovery-user-form",
    schema: UserSchema,
    lastResult: result,
    fields: FIELDS,
    formErrorField: "usuario",
  });
  return (
    <>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <StepHeading step="user" />
      <p>{t("recovery.intro")}</p>
      <Form method="post" {...formProps} className="form">
        <input type="hidden" name="step" value="user" />
        <Field id={FIELDS.usuario} label={t("recovery.user.label")} error={errorOf(FIELDS.usuario)}>
          {(control) => (
            <input
              {...control}
              name={fields.usuario.name}
              type="text"
              defaultValue={fields.usuario.initialValue as string | undefined}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              className="input"
            />
          )}
        </Field>
        {captcha ? <CaptchaField challenge={captcha} error={errorOf(CAPTCHA_FIELD_ID)} /> : null}
        <button type="submit" className="button">
          {t("recovery.user.submit")}
        </button>
      </Form>
    </>
  );
}

function CodeStateFields({ state }: { state: CodeState }) {
  return (
    <>
      <input type="hidden" name="user" value={state.user} />
      <input type="hidden" name="token" value={state.token} />
      <input type="hidden" name="codeLength" value={state.codeLength} />
      <input type="hidden" name="minutes" value={state.minutes} />
    </>
  );
}

export function CodeStep({
  state,
  result,
  resent,
  offerResend,
}: {
  state: CodeState;
  result?: FormResult;
  resent?: boolean;
  offerResend: boolean;
}) {
  const { t } = useTranslation();
  const FIELDS = { code: "recovery-code" };
  const { fields, formProps, summary, errorOf, attempt } = useSchemaForm({
    id: "recovery-code-form",
    schema: CodeSchema,
    lastResult: result,
    fields: FIELDS,
    formErrorField: "code",
    // The resend button posts the same form without a code: the server decides.
    validateInBrowser: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // The last code submitted by itself: typing the same code again does not resubmit it.
  const autoSubmitted = useRef<string | null>(null);
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value.trim();
    if (typed.length !== state.codeLength || !/^\d+$/.test(typed) || typed === autoSubmitted.current) return;
    autoSubmitted.current = typed;
    formRef.current?.requestSubmit(submitRef.current);
  };
  return (
    <>
      <ErrorSummary errors={summary} focusKey={attempt} />
      {resent ? <Notice message={t("recovery.code.resent")} /> : null}
      <StepHeading step="code" />
      <p id="recovery-code-sent">
        {t("recovery.code.sentTo", { user: state.user, length: state.codeLength })}{" "}
        {t("recovery.code.validFor", { minutes: state.minutes })}
      </p>
      <Form method="post" {...formProps} ref={formRef} className="form">
        <CodeStateFields state={state} />
        <Field
          id={FIELDS.code}
          label={t("recovery.code.label")}
          hint={t("recovery.code.hint", { length: state.codeLength })}
          describedBy="recovery-code-sent"
          error={errorOf(FIELDS.code)}
        >
          {(control) => (
            <input
              {...control}
              name={fields.code.name}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={state.codeLength}
              defaultValue={fields.code.initialValue as string | undefined}
              onInput={onInput}
              // Arriving at this step, the code is what to type next.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              className="input input--short"
            />
          )}
        </Field>
        <div className="password-actions">
          <button type="submit" name="step" value="code" ref={submitRef} className="button">
            {t("recovery.code.submit")}
          </button>
          {offerResend ? (
            <button type="submit" name="step" value="resend" className="button button--secondary">
              {t("recovery.code.resend")}
            </button>
          ) : null}
        </div>
      </Form>
    </>
  );
}

export function PasswordStep({ state, result }: { state: PasswordState; result?: FormResult }) {
  const { t } = useTranslation();
  const FIELDS = { password: "recovery-password", confirmation: "recovery-confirmation" };
  const { formProps, summary, errorOf, attempt, answers } = useSchemaForm({
    id: "recovery-password-form",
    schema: passwordSchema(state.rules, state.name, t),
    lastResult: result,
    fields: FIELDS,
    formErrorField: "password",
  });
  return (
    <>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <StepHeading step="password" />
      <PasswordRulesList id="recovery-rules" rules={state.rules} />
      <Form method="post" {...formProps} className="form">
        <input type="hidden" name="step" value="password" />
        <input type="hidden" name="user" value={state.user} />
        <input type="hidden" name="token" value={state.token} />
        <input type="hidden" name="code" value={state.code} />
        <input type="hidden" name="name" value={state.name} />
        <input type="hidden" name="rules" value={JSON.stringify(state.rules)} />
        <NewPasswordFields
          ids={FIELDS}
          errorOf={errorOf}
          answers={answers}
          rulesId="recovery-rules"
          focusFirst={!result}
        />
        <button type="submit" className="button">
          {t("recovery.password.submit")}
        </button>
      </Form>
    </>
  );
}

/** The new password and its confirmation: never sent back, emptied after every answer. */
export function NewPasswordFields({
  ids,
  errorOf,
  answers,
  rulesId,
  focusFirst = false,
}: {
  ids: { password: string; confirmation: string };
  errorOf: (id: string) => string | undefined;
  answers: number;
  rulesId: string;
  /** Arriving at the step: the new password is what to type next. */
  focusFirst?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field id={ids.password} label={t("recovery.password.label")} describedBy={rulesId} error={errorOf(ids.password)}>
        {(control) => (
          <input
            {...control}
            key={`password-${answers}`}
            name="password"
            type="password"
            autoComplete="new-password"
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={focusFirst}
            className="input"
          />
        )}
      </Field>
      <Field id={ids.confirmation} label={t("recovery.password.confirmation")} error={errorOf(ids.confirmation)}>
        {(control) => (
          <input
            {...control}
            key={`confirmation-${answers}`}
            name="confirmation"
            type="password"
            autoComplete="new-password"
            className="input"
          />
        )}
      </Field>
    </>
  );
}
