/**
 * The restricted links page's server half: the record's restricted links, and opening one (the
 * service records the access and gives a signed address valid 10 minutes).
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";

import { assertSameOrigin } from "../../lib/auth.server.ts";
import { parseForm } from "../../lib/forms.ts";
import { getT } from "../../lib/i18n.server.ts";
import { ServiceError, apiErrorResponse, libraryClient } from "../../lib/library/index.server.ts";
import { requireAuth } from "../../lib/session.server.ts";
import { isFollowableUrl, mediaKind } from "./links.ts";
import { countPdfPages } from "./pdf.ts";
import { parseRecordId } from "./record-tabs.ts";

/** The link a form opens: its paragraph's sequence number. */
const OpenLinkSchema = z.object({ seq: z.number().int().min(1).max(9999) });

/** The service's refusal of restricted material to the patron's category (document 2 §9). */
function collectionForbidden(error: unknown): boolean {
  return error instanceof ServiceError && error.status === 403 && error.code === "collection_forbidden";
}

function recordIdOf(raw: string | undefined): number {
  const id = parseRecordId(raw);
  if (id === null) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return id;
}

export async function restrictedAccessLoader({ params, request, context }: LoaderFunctionArgs) {
  const id = recordIdOf(params.id);
  await requireAuth(request);
  const api = await libraryClient({ request, context });
  const [record, restricted, t] = await Promise.all([
    api.records.data(id),
    // A patron whose category may not see restricted material is told so (decision 065).
    api.links.restricted(id).catch((error: unknown) => {
      if (collectionForbidden(error)) return null;
      throw error;
    }),
    getT(request),
  ]).catch(apiErrorResponse);
  return data(
    {
      id,
      title: record.titulo,
      links: restricted?.links ?? [],
      forbidden: restricted === null,
      pageTitle: `${t("recordPages.restricted.title")} – ${record.titulo}`,
    },
    { status: restricted === null ? 403 : 200, headers: await api.headers() },
  );
}

export async function restrictedAccessAction({ params, request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const id = recordIdOf(params.id);
  await requireAuth(request);
  const parsed = parseForm(await request.formData(), OpenLinkSchema);
  const api = await libraryClient({ request, context });
  if (!parsed.ok) {
    return data(
      { error: true as const, access: null, pages: null, forbidden: false },
      { status: 400, headers: await api.headers() },
    );
  }
  const { seq } = parsed.value;
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
        forbidden: false,
      },
      { headers: await api.headers() },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("restricted link access:", error instanceof Error ? error.message : error);
    const status = (error as { status?: number }).status;
    const forbidden = collectionForbidden(error);
    return data(
      { error: true as const, access: null, pages: null, forbidden },
      { status: forbidden ? 403 : status === 404 ? 404 : 502, headers: await api.headers() },
    );
  }
}
