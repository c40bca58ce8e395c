/** Any other address under /pesquisa_acessibilidade: not found (document 1 §2). */
import type { RouteHandle } from "../lib/route-handle.ts";

export async function loader() {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export default function AccessibleSearchNotFound() {
  return null;
}

export const handle: RouteHandle = { hydrate: false };
