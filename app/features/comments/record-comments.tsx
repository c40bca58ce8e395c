/**
 * The comments section of a record page: the approved comments, newest first, each with its
 * author's chosen name and date; then the form for a patron who may comment, or for a visitor the
 * spec's 'Realize login para enviar comentário' as a link that comes back here.
 */
import { Form, Link, useLocation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

import {
  COMMENT_DISPLAYS,
  type CommentPermission,
  type PublicComment,
} from "../../../api/community/comments/contract.ts";
import type { FormResult } from "../../lib/forms.ts";
import type { Language } from "../../lib/i18n.ts";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { Field, Fieldset } from "../../ui/field.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";
import { formatDay } from "../account/account.ts";
import { MAX_COMMENT_LENGTH, RECORD_COMMENT_FIELDS, RecordCommentSchema } from "./comment-forms.ts";
import { PlainText } from "./plain-text.tsx";

export interface RecordCommentsProps {
  comments: PublicComment[] | null;
  loggedIn: boolean;
  permission: CommentPermission | null;
  names: { full: string; first: string } | null;
  locale: Language;
  result: FormResult | undefined;
}

export function RecordComments(props: RecordCommentsProps) {
  const { t } = useTranslation();
  const { comments, locale } = props;
  return (
    <section id="comentarios" className="record-comments" aria-labelledby="comments-heading" tabIndex={-1}>
      <h2 id="comments-heading">{t("comments.record.heading")}</h2>
      {comments === null ? (
        <p>{t("comments.record.unavailable")}</p>
      ) : comments.length === 0 ? (
        <p>{t("comments.record.none")}</p>
      ) : (
        <ol className="comment-list">
          {comments.map((c) => (
            <li key={c.cod_comentario} className="comment">
              <p className="comment__meta">
                <span className="comment__author">{c.nome_exibicao ?? t("comments.record.anonymous")}</span>
                {" · "}
                <time dateTime={c.data}>{formatDay(c.data, locale)}</time>
              </p>
              <PlainText text={c.texto} className="comment__text" />
            </li>
          ))}
        </ol>
      )}
      <CommentPrompt {...props} />
    </section>
  );
}

function CommentPrompt({ loggedIn, permission, names, result }: RecordCommentsProps) {
  const { t } = useTranslation();
  const location = useLocation();
  if (!loggedIn) {
    const back = `${location.pathname}#comentarios`;
    return (
      <p className="record-comments__login">
        <Link to={`/login?${new URLSearchParams({ redirect: back })}`}>{t("comments.record.loginPrompt")}</Link>
      </p>
    );
  }
  if (!permission) return <p>{t("comments.record.formUnavailable")}</p>;
  if (!permission.permitido) return <p>{t("comments.record.notPermitted")}</p>;
  // A new form after each answer: empty after the comment went, the posted text after a refusal.
  return <CommentForm key={location.key} names={names} permission={permission} result={result} />;
}

function CommentForm({
  names,
  permission,
  result,
}: {
  names: RecordCommentsProps["names"];
  permission: CommentPermission;
  result: FormResult | undefined;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => RecordCommentSchema, []);
  const { fields, formProps, summary, errorOf, attempt } = useSchemaForm({
    id: "record-comment",
    schema,
    lastResult: result,
    fields: RECORD_COMMENT_FIELDS,
    defaultValue: { exibicao: "nome" },
    autoCoercion: false,
  });
  const chosen = (fields.exibicao.initialValue as string | undefined) ?? "nome";
  const pending = permission.pendentes ?? 0;
  return (
    <div className="record-comments__form">
      <h3 id="comment-form-heading">{t("comments.record.formHeading")}</h3>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <p className="hint">{t("comments.record.moderation")}</p>
      {pending > 0 ? (
        <p className="hint">{t("comments.record.pending", { count: pending, max: permission.limite })}</p>
      ) : null}
      <Form method="post" {...formProps}>
        <Field
          id={RECORD_COMMENT_FIELDS.content}
          label={t("comments.record.label")}
          hint={t("comments.record.hint", { max: MAX_COMMENT_LENGTH })}
          error={errorOf(RECORD_COMMENT_FIELDS.content)}
        >
          {(control) => (
            <textarea
              {...control}
              key={fields.content.key}
              name={fields.content.name}
              defaultValue={fields.content.initialValue as string | undefined}
              rows={5}
              maxLength={MAX_COMMENT_LENGTH}
              className="input comment-textarea"
            />
          )}
        </Field>
        <Fieldset
          id="comment-display"
          legend={t("comments.record.display")}
          error={errorOf(RECORD_COMMENT_FIELDS.exibicao)}
        >
          {COMMENT_DISPLAYS.map((display) => (
            <div key={display} className="field--checkbox">
              <input
                id={`comment-display-${display}`}
                type="radio"
                name={fields.exibicao.name}
                value={display}
                defaultChecked={chosen === display}
                className="checkbox"
              />
              <label htmlFor={`comment-display-${display}`}>
                {t(`comments.record.displays.${display}`, { full: names?.full ?? "", first: names?.first ?? "" })}
              </label>
            </div>
          ))}
        </Fieldset>
        <button type="submit" className="button">
          {t("comments.record.submit")}
        </button>
      </Form>
    </div>
  );
}
