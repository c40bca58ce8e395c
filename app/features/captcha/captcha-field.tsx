/**
 * The captcha's question and answer (decision 023). The question is text in the visitor's
 * language, the answer's label, so a screen reader reads it with the field; digits or words are
 * accepted. Without JavaScript it is an ordinary field; nothing is loaded from another site.
 */
import { useTranslation } from "react-i18next";

import type { CaptchaChallenge } from "../../../api/patron/captcha/contract.ts";
import { Field } from "../../ui/field.tsx";
import { CAPTCHA_FIELD_ID } from "./captcha.ts";

export function CaptchaField({ challenge, error }: { challenge: CaptchaChallenge; error?: string }) {
  const { t } = useTranslation();
  return (
    <div className="captcha">
      <input type="hidden" name="recaptcha_token" value={challenge.token} />
      <Field
        id={CAPTCHA_FIELD_ID}
        label={
          <>
            <span className="captcha__intro">{t("captcha.intro")} </span>
            {challenge.question}
          </>
        }
        hint={t("captcha.hint")}
        error={error}
      >
        {(control) => (
          // Keyed by the challenge: a new question (after a failed submit) starts empty.
          <input
            {...control}
            key={challenge.token}
            name="recaptcha_answer"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            className="input input--short"
          />
        )}
      </Field>
    </div>
  );
}
