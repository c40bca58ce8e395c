/**
 * The service's file as the OPAC's download: resource routes (an export, a declaration, a slip)
 * pass its body, type and name through, and no cache keeps a patron's file.
 */
import { redirect } from "@remix-run/node";

import { ServiceError } from "./transport.server.ts";

export function fileDownload(file: Response): Response {
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const name of ["Content-Type", "Content-Disposition"]) {
    const value = file.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(file.body, { status: 200, headers });
}

/**
 * The file as a download, or back to `whenGone` when the service has nothing to put in it
 * (404: the records left the catalogue, the patron has no declaration).
 */
export async function fileDownloadOr(file: Promise<Response>, whenGone: string): Promise<Response> {
  try {
    return fileDownload(await file);
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw redirect(whenGone);
    throw error;
  }
}
