/**
 * /vinculos/publico/:a/seq/:b/:descricao — the spec's media path (document 1 §2), the way every
 * link of a record is followed from the OPAC, so that each access is counted:
 * - a public link: the access is recorded (POST /api/vinculos/estatistica-acesso) and the browser
 *   is redirected to the link;
 * - a restricted or accessibility link: login first (a visitor goes to login and comes back
 *   here), then the service gives the address (POST /api/vinculos/acesso-restrito/{a}/s/{b},
 *   which records the access) and the browser is redirected to it.
 * `descricao` only makes the path readable. A failure shows
 * 'Houve um erro durante a tentativa de acesso ao vinculo.' (document 1 §8).
 */
import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { LinkOut } from "../../api/contract.ts";
import { isFollowableUrl } from "../features/record/links.ts";
import { parseRecordId } from "../features/record/record-tabs.ts";
import recordStyles from "../features/record/record.css";
import { ServiceError, libraryClient } from "../lib/library/index.server.ts";
import { getT } from "../lib/i18n.server.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { requireAuth } from "../lib/session.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: recordStyles }];

async function failure(request: Request, recordId: number | null, status: number) {
  const t = await getT(request);
  return data(
    { recordId, title: t("recordPages.links.errorTitle"), message: t("recordPages.restricted.accessError") },
    { status },
  );
}

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const recordId = parseRecordId(params.a);
  const seq = params.b && /^[1-9]\d{0,3}$/.test(params.b) ? Number(params.b) : null;
  if (recordId === null || seq === null) return failure(request, recordId, 404);
  const api = await libraryClient({ request, context });
  let link: LinkOut | undefined;
  try {
    link = (await api.records.links(recordId)).find((l) => l.seq_paragrafo === seq);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("link lookup:", error instanceof Error ? error.message : error);
    return failure(request, null, error instanceof ServiceError && error.status === 404 ? 404 : 502);
  }
  if (!link) return failure(request, recordId, 404);

  if (link.tipo_link === "P") {
    if (!isFollowableUrl(link.url_link)) return failure(request, recordId, 404);
    await api.links.recordAccess({ cod_acervo: recordId, seq_paragrafo: seq, url: link.url_link });
    throw redirect(link.url_link.trim());
  }

  await requireAuth(request);
  try {
    const access = await api.links.access(recordId, seq);
    if (!isFollowableUrl(access.url)) return failure(request, recordId, 404);
    throw redirect(access.url.trim(), { headers: await api.headers() });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("link access:", error instanceof Error ? error.message : error);
    return failure(request, recordId, error instanceof ServiceError && error.status === 404 ? 404 : 502);
  }
}

export default function LinkFailure() {
  const { recordId, title, message } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <h1>{title}</h1>
      <div className="notice notice--error" role="alert">
        <p>{message}</p>
      </div>
      <p>
        {recordId !== null ? (
          <Link to={`/acervo/${recordId}`}>{t("recordPages.links.backToRecord")}</Link>
        ) : (
          <Link to="/">{t("common.notFound.home")}</Link>
        )}
      </p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  pageTitle(matches, loaderData?.title, { error: true });

export const handle: RouteHandle = { hydrate: false };
