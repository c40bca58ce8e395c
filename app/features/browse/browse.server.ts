/**
 * The alphabetic browse's loaders (docs/decisions/057-browse.md): the URL is the state (`tipo`,
 * `de` or `ate`; a heading's `chave` and `apos`), so every page is a bookmark and needs no script.
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";

import { BROWSE_KINDS, type BrowseKind } from "../../../api/catalogue/browse/browse.calls.ts";
import { getT } from "../../lib/i18n.server.ts";
import { ServiceError, apiErrorResponse, libraryClient } from "../../lib/library/index.server.ts";

/** The service sorts at most this much of a starting point; the rest could not change the page. */
const MAX_START = 200;

export function browseKindOf(value: string | null): BrowseKind {
  return (BROWSE_KINDS as readonly string[]).includes(value ?? "") ? (value as BrowseKind) : "titulo";
}

function textOf(value: string | null): string | undefined {
  return value?.trim().slice(0, MAX_START) || undefined;
}

export async function loadBrowsePage({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const tipo = browseKindOf(params.get("tipo"));
  const de = textOf(params.get("de"));
  // A starting point wins over the end of a previous page: both at once come only from a hand-made URL.
  const ate = de === undefined ? textOf(params.get("ate")) : undefined;
  const api = await libraryClient({ request, context });
  const t = await getT(request);
  const page = await api.browse.page({ tipo, de, ate }).catch(apiErrorResponse);
  return data({ title: t("browse.title"), tipo, start: de ?? "", page }, { headers: await api.headers() });
}

export async function loadHeadingRecords({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const tipo = browseKindOf(params.get("tipo"));
  const chave = textOf(params.get("chave"));
  const after = Number(params.get("apos"));
  const apos = Number.isInteger(after) && after > 0 && after <= 2_147_483_647 ? after : undefined;
  const api = await libraryClient({ request, context });
  const t = await getT(request);
  const notFound = async () =>
    data({ title: t("browse.title"), tipo, heading: null, after: apos }, { status: 404, headers: await api.headers() });
  if (!chave) return notFound();
  try {
    const heading = await api.browse.records({ tipo, chave, apos });
    const title = t("browse.recordsPage.title", { kind: t(`browse.kind.${tipo}`), heading: heading.cabecalho });
    return data({ title, tipo, heading, after: apos }, { headers: await api.headers() });
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) return notFound();
    return apiErrorResponse(error);
  }
}
