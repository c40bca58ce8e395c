/**
 * A record's permanent address on the public origin (OPAC_PUBLIC_URL when set, never the
 * request's Host; decision 035), which its QR code carries.
 */
import { publicUrl } from "../security/public-origin.server.ts";

export function permalinkOf(request: Request, id: number): string {
  return `${publicUrl(request).origin}/acervo/${id}`;
}
