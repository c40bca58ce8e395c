/**
 * The general comment to a library (decision 029): login first, then the campus, the library
 * and the comment; without JS the campus button reloads the library list, keeping the text.
 */
import { Form, Link, useActionData, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

import type { FormResult } from "../../lib/forms.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { Field } from "../../ui/field.tsx";
import { CampusOptions, LibraryOptions } from "../../ui/place-options.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";
import {
  GENERAL_COMMENT_FIELDS,
  GENERAL_COMMENT_PATH,
  GeneralCommentSchema,
  MAX_COMMENT_LENGTH,
} from "./comment-forms.ts";
import type { generalCommentAction, generalCommentLoader } from "./general-comment.server.ts";

export function GeneralCommentPage() {
  const { state } = useLoaderData<typeof generalCommentLoader>();
  const { t } = useTranslation();
  // A new form after each answer: empty after a comment went, the posted values after a refusal.
  const { key } = useLocation();
  return (
    <div className="page general-comment">
      <h1>{t("comments.general.title")}</h1>
      {state === "login" ? (
        <>
          <p>{t("comments.general.loginRequired")}</p>
          <p>
            <Link to={`/login?${new URLSearchParams({ redirect: GENERAL_COMMENT_PATH })}`}>
              {t("comments.general.loginLink")}
            </Link>
          </p>
        </>
      ) : state === "forbidden" ? (
        <p>{t("comments.general.notPermitted")}</p>
      ) : (
        <GeneralCommentForm key={key} />
      )}
    </div>
  );
}

function GeneralCommentForm() {
  const loaded = useLoaderData<typeof generalCommentLoader>();
  const answer = useActionData<typeof generalCommentAction>();
  const libraryList = useFetcher<typeof generalCommentLoader>();
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const schema = useMemo(() => GeneralCommentSchema, []);
  const { fields, formProps, summary, errorOf, attempt } = useSchemaForm({
    id: "general-comment",
    schema,
    lastResult: answer?.result as FormResult | undefined,
    fields: GENERAL_COMMENT_FIELDS,
    autoCoercion: false,
  });
  // The newest answer about the campus: the list loaded in place (JS), else the action's, else the page's.
  const fetched = libraryList.data?.state === "form" ? libraryList.data : null;
  const current = fetched ?? answer ?? loaded;
  const campus = current.campus;
  const libraries = current.libraries;
  const posted = fields.biblioteca.initialValue as string | undefined;
  const library = !fetched && libraries.some((l) => String(l.cod_biblioteca) === posted) ? posted : undefined;
  return (
    <>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <p>{t("comments.general.intro")}</p>
      <Form method="post" {...formProps}>
        <div className="general-comment__campus">
          <Field id={GENERAL_COMMENT_FIELDS.campus} label={t("comments.general.campus")}>
            {(control) => (
              <select
                {...control}
                name={fields.campus.name}
                defaultValue={campus === null ? undefined : String(campus)}
                className="input"
                onChange={(event) => libraryList.load(`${GENERAL_COMMENT_PATH}?campus=${event.currentTarget.value}`)}
              >
                <CampusOptions campuses={loaded.campuses} />
              </select>
            )}
          </Field>
          {hydrated ? null : (
            <button type="submit" name="intent" value="campus" formNoValidate className="button button--secondary">
              {t("comments.general.chooseCampus")}
            </button>
          )}
        </div>
        <Field
          id={GENERAL_COMMENT_FIELDS.biblioteca}
          label={t("comments.general.library")}
          hint={t("comments.general.campusHint")}
          error={errorOf(GENERAL_COMMENT_FIELDS.biblioteca)}
        >
          {(control) =>
            libraries.length === 0 ? (
              <select {...control} name={fields.biblioteca.name} className="input" disabled>
                <option value="">{t("comments.general.noLibraries")}</option>
              </select>
            ) : (
              <select
                {...control}
                // A new list starts on its first library (document 1 §5: the first preselected).
                key={`${campus}-${libraries.map((l) => l.cod_biblioteca).join(",")}`}
                name={fields.biblioteca.name}
                defaultValue={library ?? String(libraries[0].cod_biblioteca)}
                className="input"
              >
                <LibraryOptions libraries={libraries} />
              </select>
            )
          }
        </Field>
        <Field
          id={GENERAL_COMMENT_FIELDS.content}
          label={t("comments.general.comment")}
          hint={t("comments.general.hint", { max: MAX_COMMENT_LENGTH })}
          error={errorOf(GENERAL_COMMENT_FIELDS.content)}
        >
          {(control) => (
            <textarea
              {...control}
              name={fields.content.name}
              defaultValue={fields.content.initialValue as string | undefined}
              rows={6}
              maxLength={MAX_COMMENT_LENGTH}
              className="input comment-textarea"
            />
          )}
        </Field>
        <button type="submit" name="intent" value="send" className="button">
          {t("comments.general.submit")}
        </button>
      </Form>
    </>
  );
}
