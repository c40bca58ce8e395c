/**
 * GOV.UK error summary: at the top of the page, a heading and one link per problem to the field
 * concerned. The role="alert" is on a child, not on the focused container, so screen readers do
 * not announce it twice when focus moves (GOV.UK's template explains the race).
 *
 * Focus: the server render carries `autofocus`, so a browser without JS focuses it on load; with
 * JS a re-render after a failed submit focuses it again (React does not honour autofocus on
 * <div>s it mounts itself).
 *
 * With JS a link moves focus to its field itself (as GOV.UK's script does) instead of following
 * the "#id": a hash navigation would be a router navigation, which drops the action data the
 * errors come from. Without JS the browser follows the fragment and focuses the field.
 */
import { useEffect, useRef, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";

import type { ErrorSummaryItem } from "../lib/forms.ts";

export type { ErrorSummaryItem };

export function ErrorSummary({ errors, focusKey }: { errors: ErrorSummaryItem[]; focusKey?: unknown }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;
  useEffect(() => {
    if (hasErrors) ref.current?.focus();
    // focusKey changes with each submission, so a second failure refocuses the summary.
  }, [focusKey, hasErrors]);
  // The title's "Erro: " prefix comes from the route's meta() for errors the server found; errors
  // found in the browser (the schema run by Conform before the request) have no meta() of their
  // own, so the summary adds the prefix while it is shown, and takes back only what it added.
  const prefix = t("common.errorPrefix");
  useEffect(() => {
    if (!hasErrors || document.title.startsWith(`${prefix} `)) return;
    document.title = `${prefix} ${document.title}`;
    return () => {
      if (document.title.startsWith(`${prefix} `)) document.title = document.title.slice(prefix.length + 1);
    };
  }, [hasErrors, prefix]);
  if (errors.length === 0) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <div className="error-summary" ref={ref} tabIndex={-1} autoFocus aria-labelledby="error-summary-title">
      <div role="alert">
        <h2 className="error-summary__title" id="error-summary-title">
          {t("errorSummary.title")}
        </h2>
        <ul className="error-summary__list">
          {errors.map((error, index) => (
            <li key={index}>
              {error.fieldId ? (
                <a href={`#${error.fieldId}`} onClick={focusField(error.fieldId)}>
                  {error.message}
                </a>
              ) : (
                error.message
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function focusField(fieldId: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    // Bring the label into view too (GOV.UK: the field alone may hide its question).
    const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
    (label ?? field).scrollIntoView();
    field.focus({ preventScroll: true });
  };
}

/** The inline message under a field's label, linked from the input by aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      <span className="visually-hidden">{t("common.errorPrefix")}</span> {message}
    </p>
  );
}

/** aria-describedby for an input: its hint, then its error (GOV.UK order), or nothing. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length > 0 ? list.join(" ") : undefined;
}
