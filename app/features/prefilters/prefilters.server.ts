/**
 * Prefilters on the server: the cookie that keeps them, the redirect that takes them off the
 * address, and what the notice shows. The cookie lasts the browser session, like the rest of a
 * visit: a restriction set by one visitor's link does not follow the next one on a shared computer.
 */
import { redirect } from "@remix-run/node";

import type { LibraryOut } from "../../../api/contract.ts";
import type { LibraryClient } from "../../lib/library/index.server.ts";
import { cookieSecure, signedCookie } from "../../lib/cookies.server.ts";
import { decodePrefilters, hasPrefilterParams, isEmpty, takePrefilterParams, type Prefilters } from "./prefilters.ts";

const prefilterCookie = signedCookie("__opac_prefilters");

export async function getPrefilters(request: Request): Promise<Prefilters> {
  const raw: unknown = await prefilterCookie.parse(request.headers.get("Cookie")).catch(() => null);
  return decodePrefilters(raw);
}

export async function prefilterSetCookie(request: Request, prefilters: Prefilters): Promise<string> {
  if (isEmpty(prefilters)) return prefilterCookie.serialize("", { maxAge: 0, secure: cookieSecure(request) });
  return prefilterCookie.serialize(prefilters, { secure: cookieSecure(request) });
}

/**
 * Saves the prefilters an address carries and redirects to it without them (document 1 §4:
 * "Prefilters from the query are saved then removed from the URL"). Does nothing otherwise.
 */
export async function redirectPrefilterParams(request: Request): Promise<void> {
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (!hasPrefilterParams(url.searchParams)) return;
  const { prefilters, location } = takePrefilterParams(url);
  throw redirect(location, { headers: { "Set-Cookie": await prefilterSetCookie(request, prefilters) } });
}

export interface PrefilterView {
  /** What the remove button sends (`remove`). */
  ref: string;
  label: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The active prefilters with their labels (library names from the service), for the notice. */
export async function prefilterViews(
  api: LibraryClient,
  prefilters: Prefilters,
  t: Translate,
): Promise<PrefilterView[]> {
  if (isEmpty(prefilters)) return [];
  const libraries = prefilters.libraries.length ? await api.libraries.list().catch(() => [] as LibraryOut[]) : [];
  const libraryName = (id: string) =>
    libraries.find((l) => String(l.cod_biblioteca) === id)?.desc_biblioteca ?? t("prefilters.unknownLibrary", { id });
  return [
    ...prefilters.libraries.map((id) => ({ ref: `B:${id}`, label: `${t("prefilters.library")}: ${libraryName(id)}` })),
    ...prefilters.workTypes.map((code) => ({
      ref: `T:${code}`,
      label: `${t("prefilters.workType")}: ${t(`workType.${code}`, { defaultValue: code })}`,
    })),
    ...(prefilters.online ? [{ ref: "cr", label: t("prefilters.online") }] : []),
  ];
}
