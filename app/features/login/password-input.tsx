/**
 * The password field with its visibility toggle. The toggle is a button rendered only once the
 * page has hydrated (it needs JS to do anything); without JS the field stays a password field.
 * aria-pressed says whether the password is shown; the label stays the same.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { useHydrated } from "../../lib/use-hydrated.ts";
import type { ControlProps } from "../../ui/field.tsx";

export function PasswordInput({ control, name, inputKey }: { control: ControlProps; name: string; inputKey: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  return (
    <div className="password-input">
      <input
        {...control}
        key={inputKey}
        name={name}
        type={shown ? "text" : "password"}
        autoComplete="current-password"
        // Phones capitalise the first letter of a text field: only once the password is shown as
        // text does that apply (HTML allows autocapitalize on text fields, not on password ones).
        autoCapitalize={shown ? "none" : undefined}
        spellCheck={false}
        className="input"
      />
      {hydrated ? (
        <button
          type="button"
          className="button button--secondary password-input__toggle"
          aria-pressed={shown}
          aria-controls={control.id}
          onClick={() => setShown((s) => !s)}
        >
          {t("login.showPassword")}
        </button>
      ) : null}
    </div>
  );
}
