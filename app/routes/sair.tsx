/**
 * /sair ends the session and goes to the catalogue root. The header's logout is a POST form; a
 * GET is honoured too because the spec lists /sair as a route.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";

import { assertSameOrigin } from "../lib/auth.server.ts";
import { destroySession, getSession } from "../lib/session.server.ts";

async function logout(request: Request): Promise<never> {
  const session = await getSession(request);
  throw redirect("/", { status: 303, headers: { "Set-Cookie": await destroySession(session, request) } });
}

export async function loader({ request }: LoaderFunctionArgs) {
  return logout(request);
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return logout(request);
}

/**
 * Never rendered (loader and action always redirect). Having a component keeps /sair a UI route,
 * so a hydrated page's <Form action="/sair"> goes through Remix's navigation like any other.
 */
export default function Logout() {
  return null;
}
