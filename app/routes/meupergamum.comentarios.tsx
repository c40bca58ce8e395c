/**
 * /meupergamum/comentarios — the patron's comments on records (GET /comentarios/usuario/acervos
 * and /comentarios/usuario/acervo/{id}), with their situation and staff's reason for a refusal;
 * each can be deleted (DELETE /comentarios/usuario/{id}) after a confirmation step.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { formatDay } from "../features/account/account.ts";
import commentStyles from "../features/comments/comments.css";
import { OWN_COMMENTS_PATH } from "../features/comments/comment-forms.ts";
import { ownCommentsAction, ownCommentsLoader } from "../features/comments/own-comments.server.ts";
import { PlainText } from "../features/comments/plain-text.tsx";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { ScrollTable } from "../ui/scroll-table.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: commentStyles }];

export const loader = (args: LoaderFunctionArgs) => ownCommentsLoader(args);
export const action = (args: ActionFunctionArgs) => ownCommentsAction(args);

function ConfirmDelete() {
  const { confirming, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (!confirming) return null;
  return (
    <section className="comment-confirm" aria-labelledby="comment-confirm-heading" id="confirmar">
      <h2 id="comment-confirm-heading">{t("comments.own.confirmHeading")}</h2>
      <p>
        <Link to={`/acervo/${confirming.cod_acervo}`}>{confirming.titulo}</Link>
        {" · "}
        <time dateTime={confirming.data}>{formatDay(confirming.data, locale)}</time>
      </p>
      <blockquote className="comment-confirm__text">
        <PlainText text={confirming.texto} />
      </blockquote>
      <p>{t("comments.own.confirmText")}</p>
      <Form method="post" className="comment-confirm__actions">
        <input type="hidden" name="comentario" value={confirming.cod_comentario} />
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the step exists to be answered */}
        <button type="submit" name="intent" value="delete" className="button button--danger" autoFocus>
          {t("comments.own.confirm")}
        </button>{" "}
        <Link to={OWN_COMMENTS_PATH} className="button button--secondary">
          {t("comments.own.cancel")}
        </Link>
      </Form>
    </section>
  );
}

export default function OwnCommentsPage() {
  const { groups, askedGone, locale } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page account own-comments">
      <h1>{t("comments.own.title")}</h1>
      <p>{t("comments.own.intro")}</p>
      {askedGone ? <p role="status">{t("comments.own.gone")}</p> : null}
      <ConfirmDelete />
      {groups.length === 0 ? (
        <p>{t("comments.own.none")}</p>
      ) : (
        groups.map(({ record, comments }) => {
          const headingId = `own-comments-${record.cod_acervo}`;
          return (
            <section key={record.cod_acervo}>
              <h2 id={headingId}>
                <Link to={`/acervo/${record.cod_acervo}`}>{record.titulo}</Link>
              </h2>
              <ScrollTable labelledBy={headingId}>
                <table className="table own-comments__table">
                  <caption className="visually-hidden">{t("comments.own.caption", { title: record.titulo })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("comments.own.columns.date")}</th>
                      <th scope="col">{t("comments.own.columns.comment")}</th>
                      <th scope="col">{t("comments.own.columns.state")}</th>
                      <th scope="col">{t("comments.own.columns.actions")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {comments.map((c) => (
                      <tr key={c.cod_comentario}>
                        <td>
                          <time dateTime={c.data}>{formatDay(c.data, locale)}</time>
                        </td>
                        <td>
                          <PlainText text={c.texto} className="comment__text" />
                        </td>
                        <td>
                          <span className={`comment-state comment-state--${c.situacao}`}>
                            {t(`comments.own.states.${c.situacao}`)}
                          </span>
                          {c.situacao === "recusado" && c.motivo_recusa ? (
                            <p className="comment-state__reason">
                              {t("comments.own.reason", { reason: c.motivo_recusa })}
                            </p>
                          ) : null}
                        </td>
                        <td>
                          <Link
                            to={`${OWN_COMMENTS_PATH}?excluir=${c.cod_comentario}#confirmar`}
                            aria-label={t("comments.own.deleteLabel", {
                              date: formatDay(c.data, locale),
                              title: record.titulo,
                            })}
                          >
                            {t("comments.own.delete")}
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollTable>
            </section>
          );
        })
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  pageTitle(matches, loaderData?.title);

export const handle: RouteHandle = { hydrate: false };
