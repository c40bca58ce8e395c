/** Any URL no other route claims: the not-found page (root ErrorBoundary) with status 404. */
import type { RouteHandle } from "../lib/route-handle.ts";

export async function loader() {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  // Never rendered: the loader always throws and the root boundary shows the page.
  return null;
}

export const handle: RouteHandle = { hydrate: false };
