/**
 * The page of the link mailed to the old address after an e-mail change (decision 052): what
 * happened, a button that puts the old address back, then the way on to password recovery.
 */
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { FormResult } from "../../lib/forms.ts";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";
import { UndoSchema, type emailUndoAction, type emailUndoLoader } from "./email-undo.server.ts";

export function EmailUndoPage() {
  const { token } = useLoaderData<typeof emailUndoLoader>();
  const answer = useActionData<typeof emailUndoAction>();
  const { t } = useTranslation();
  const { formProps, summary, attempt } = useSchemaForm({
    id: "email-undo",
    schema: UndoSchema,
    lastResult: answer?.result as FormResult | undefined,
    fields: {},
    validateInBrowser: false,
  });
  return (
    <div className="page page--narrow">
      <h1>{t("personal.undo.title")}</h1>
      <ErrorSummary errors={summary} focusKey={attempt} />
      {answer?.done ? (
        <>
          <p role="status">{t("personal.undo.done")}</p>
          <p>
            <Link to="/login/recuperar-senha">{t("personal.undo.recover")}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t("personal.undo.intro")}</p>
          <Form method="post" {...formProps}>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button">
              {t("personal.undo.submit")}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
