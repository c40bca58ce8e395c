/**
 * /perfil-interesse/cancelar-resumo/:token — the interest profile digest's unsubscribe link
 * (decision 031): works without login, the token signed for one patron. The page says whose
 * digest it is and asks for one click (a POST): mail scanners open every link of a message, and a
 * GET that changed things would unsubscribe everyone. After the click, or when the digest is
 * already off, it says the digest is off.
 */
import {
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import interestStyles from "../features/interest/interest.css";
import { PROFILE_PATH } from "../features/interest/profile-form.ts";
import { assertSameOrigin } from "../lib/auth.server.ts";
import { getT } from "../lib/i18n.server.ts";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: interestStyles }];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const [api, t] = await Promise.all([libraryClient({ request, context }), getT(request)]);
  const state = await api.interest.unsubscribeState(params.token ?? "").catch(apiErrorResponse);
  return { title: t("interest.unsubscribe.title"), state };
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const api = await libraryClient({ request, context });
  await api.interest.unsubscribe(params.token ?? "").catch(apiErrorResponse);
  throw redirect(new URL(request.url).pathname, { status: 303 });
}

export default function UnsubscribePage() {
  const { state } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page page--narrow interest">
      <h1>{t("interest.unsubscribe.title")}</h1>
      {state.resumo_email ? (
        <>
          <p>{t("interest.unsubscribe.question", { name: state.nome })}</p>
          <Form method="post">
            <button type="submit" className="button">
              {t("interest.unsubscribe.confirm")}
            </button>
          </Form>
        </>
      ) : (
        <div className="notice" role="status">
          <p>{t("interest.unsubscribe.done", { name: state.nome })}</p>
        </div>
      )}
      <p>
        <Link to={PROFILE_PATH}>{t("interest.unsubscribe.profile")}</Link>
      </p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  ...pageTitle(matches, loaderData?.title),
  // The address is a credential of sorts: not for search engines.
  { name: "robots", content: "noindex" },
];

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
