/**
 * Unknown paths under /meupergamum. The parent loader has already sent visitors to log in with
 * the full path as redirect; a logged-in patron gets the not-found page.
 */
import type { RouteHandle } from "../lib/route-handle.ts";

export async function loader() {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export default function PatronNotFound() {
  return null;
}

export const handle: RouteHandle = { hydrate: false };
