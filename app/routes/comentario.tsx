/**
 * /comentario — the general comment to a library (document 1 §4 "General comment form": campus,
 * library, comment, send), reached from the footer when the viewer may comment. A visitor is asked
 * to log in; a patron chooses the campus, then one of its libraries (the first preselected), and
 * writes. Works without JavaScript (the campus button reloads the library list, keeping the text);
 * with it, the list follows the campus select in place.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";

import commentStyles from "../features/comments/comments.css";
import { generalCommentAction, generalCommentLoader } from "../features/comments/general-comment.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { formPageMeta } from "../ui/document-meta.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: commentStyles }];

export const loader = (args: LoaderFunctionArgs) => generalCommentLoader(args);
export const action = (args: ActionFunctionArgs) => generalCommentAction(args);

export { GeneralCommentPage as default } from "../features/comments/general-comment-page.tsx";

export const meta = formPageMeta;

/** Script only to follow the campus select in place; everything works without it. */
export const handle: RouteHandle = { hydrate: true };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
