/**
 * The restricted links page: each link a POST form; the opened one shown above the list (a PDF in
 * the embedded viewer and as a plain link, audio and video in native players, else a link).
 */
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

import { mediaKind } from "./links.ts";
import { MediaPlayer } from "./media-player.tsx";
import { PdfViewer } from "./pdf-viewer.tsx";
import type { restrictedAccessAction, restrictedAccessLoader } from "./restricted-access.server.ts";

function OpenedLink() {
  const result = useActionData<typeof restrictedAccessAction>();
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);
  if (!result) return null;
  if (result.error || !result.access) {
    return (
      <div className="notice notice--error" role="alert">
        <h2 ref={heading} tabIndex={-1}>
          {t("recordPages.restricted.errorTitle")}
        </h2>
        <p>{t(result.forbidden ? "recordPages.restricted.forbidden" : "recordPages.restricted.accessError")}</p>
      </div>
    );
  }
  const { access, pages } = result;
  return (
    <section className="restricted-viewer" aria-labelledby="viewer-heading">
      <h2 id="viewer-heading" ref={heading} tabIndex={-1}>
        {access.descricao}
      </h2>
      {access.isPdf ? <PdfViewer url={access.url} title={access.descricao} pages={pages} /> : null}
      {access.media ? <MediaPlayer kind={access.media} src={access.url} label={access.descricao} /> : null}
      <p className="restricted-viewer__link">
        <a href={access.url} target="_blank" rel="noopener noreferrer">
          {access.isPdf
            ? t("recordPages.restricted.openPdf", { name: access.descricao })
            : t("recordPages.restricted.open", { name: access.descricao })}
          <span className="visually-hidden"> {t("recordPages.restricted.newWindow")}</span>
        </a>
      </p>
      <p className="restricted-viewer__expiry">{t("recordPages.restricted.expiry")}</p>
    </section>
  );
}

export function RestrictedAccessPage() {
  const { id, title, links, forbidden } = useLoaderData<typeof restrictedAccessLoader>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  return (
    <div className="page restricted-access">
      <h1>{t("recordPages.restricted.title")}</h1>
      <p>
        {t("recordPages.restricted.record")} <Link to={`/acervo/${id}`}>{title}</Link>
      </p>
      <OpenedLink />
      {forbidden ? (
        <p className="notice notice--error" id="restricted-forbidden">
          {t("recordPages.restricted.forbidden")}
        </p>
      ) : links.length === 0 ? (
        <p className="restricted-access__none">{t("recordPages.restricted.none")}</p>
      ) : (
        <section aria-labelledby="restricted-list">
          <h2 id="restricted-list">{t("recordPages.restricted.listHeading")}</h2>
          <ul className="restricted-links">
            {links.map((link) => (
              <li key={link.seq_paragrafo} className="restricted-links__item">
                <Form method="post" className="restricted-links__form">
                  <input type="hidden" name="seq" value={link.seq_paragrafo} />
                  <span className="restricted-links__name">{link.descricao}</span>
                  {link.is_pdf ? <span className="restricted-links__type"> (PDF)</span> : null}
                  {mediaKind(link) ? (
                    <span className="restricted-links__type">
                      {" "}
                      (
                      {mediaKind(link) === "video"
                        ? t("recordPages.restricted.video")
                        : t("recordPages.restricted.audio")}
                      )
                    </span>
                  ) : null}{" "}
                  <button
                    type="submit"
                    className="button"
                    aria-label={t("recordPages.restricted.openButtonFull", { name: link.descricao })}
                    disabled={navigation.state === "submitting"}
                  >
                    {t("recordPages.restricted.openButton")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
