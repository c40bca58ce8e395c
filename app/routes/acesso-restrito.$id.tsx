/**
 * /acesso-restrito/:id — the restricted links of a record for a logged-in patron (document 1 §2;
 * a visitor is sent to login and back). Each link is a POST form: the action asks the service
 * for the link (POST /api/vinculos/acesso-restrito/{id}/s/{seq}, which records the access and
 * gives a signed address valid 10 minutes) and the page then shows it: a PDF in the embedded
 * viewer (with JS) and always as a plain link, audio and video in native players, anything else
 * as a link. A failure shows 'Houve um erro durante a tentativa de acesso ao vinculo.'
 * Hydrated: the PDF viewer's controls need script; everything else is plain HTML.
 */
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

import { isFollowableUrl, mediaKind } from "../features/record/links.ts";
import { MediaPlayer } from "../features/record/media-player.tsx";
import { PdfViewer } from "../features/record/pdf-viewer.tsx";
import { countPdfPages } from "../features/record/pdf.ts";
import { parseRecordId } from "../features/record/record-tabs.ts";
import recordStyles from "../features/record/record.css";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import { assertSameOrigin } from "../lib/auth.server.ts";
import { getT } from "../lib/i18n.server.ts";
import { pageTitle } from "../lib/meta.ts";
import { requireAuth } from "../lib/session.server.ts";
import { ACTION_DATA } from "../ui/document-meta.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: recordStyles }];

function recordIdOf(raw: string | undefined): number {
  const id = parseRecordId(raw);
  if (id === null) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return id;
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = recordIdOf(params.id);
  await requireAuth(request);
  const api = await libraryClient({ request, context });
  const [record, restricted, t] = await Promise.all([
    api.records.data(id),
    api.links.restricted(id),
    getT(request),
  ]).catch(apiErrorResponse);
  return data(
    {
      id,
      title: record.titulo,
      links: restricted.links,
      pageTitle: `${t("recordPages.restricted.title")} – ${record.titulo}`,
    },
    { headers: await api.headers() },
  );
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const id = recordIdOf(params.id);
  await requireAuth(request);
  const form = await request.formData();
  const seq = Number(form.get("seq"));
  const api = await libraryClient({ request, context });
  if (!Number.isInteger(seq) || seq < 1 || seq > 9999) {
    return data({ error: true as const, access: null, pages: null }, { status: 400, headers: await api.headers() });
  }
  try {
    const access = await api.links.access(id, seq);
    if (!isFollowableUrl(access.url)) throw new Error(`link ${id}/${seq} has no address to follow`);
    const bytes = access.is_pdf ? await api.links.readFile(access.url) : null;
    return data(
      {
        error: false as const,
        access: {
          seq,
          url: access.url,
          descricao: access.descricao,
          isPdf: access.is_pdf,
          media: mediaKind(access),
        },
        pages: bytes ? countPdfPages(bytes) : null,
      },
      { headers: await api.headers() },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("restricted link access:", error instanceof Error ? error.message : error);
    const status = (error as { status?: number }).status;
    return data(
      { error: true as const, access: null, pages: null },
      { status: status === 404 ? 404 : 502, headers: await api.headers() },
    );
  }
}

function OpenedLink() {
  const result = useActionData<typeof action>();
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
        <p>{t("recordPages.restricted.accessError")}</p>
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

export default function RestrictedAccessPage() {
  const { id, title, links } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  return (
    <div className="page restricted-access">
      <h1>{t("recordPages.restricted.title")}</h1>
      <p>
        {t("recordPages.restricted.record")} <Link to={`/acervo/${id}`}>{title}</Link>
      </p>
      <OpenedLink />
      {links.length === 0 ? (
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

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  const result = (loaderData as Record<string, unknown> | undefined)?.[ACTION_DATA] as { error?: boolean } | undefined;
  return pageTitle(matches, loaderData?.pageTitle, { error: result?.error === true });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
