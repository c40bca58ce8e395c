/**
 * The rules a new password must meet, listed before the patron types (document 2 §3: the code
 * step's answer "carries the rules"). The new-password field names this list in its
 * aria-describedby, so a screen reader reads the rules with the field.
 */
import { useTranslation } from "react-i18next";

import { ruleTexts, type PasswordRules } from "./password-form.ts";

export function PasswordRulesList({ id, rules }: { id: string; rules: PasswordRules }) {
  const { t } = useTranslation();
  return (
    <div id={id} className="password-rules">
      <p>{t("recovery.password.rulesIntro")}</p>
      <ul>
        {ruleTexts(t, rules).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}
