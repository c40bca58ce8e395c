import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import { useContext, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

import { htmlAttributes } from "./features/a11y/preferences.ts";
import { readDisplayPrefs } from "./features/a11y/preferences.server.ts";
import { VLibrasWidget } from "./features/a11y/vlibras.tsx";
import { appWrapperState } from "./features/app-wrapper/app-wrapper.server.ts";
import { AppWrapperBridge } from "./features/app-wrapper/bridge.tsx";
import { readBasket } from "./features/basket/basket-cookie.server.ts";
import { useWideWindowDropsMobileView } from "./features/kids/use-mobile-view.ts";
import { generalCommentOffered } from "./features/comments/general-comment.server.ts";
import { catalogueExtras } from "./features/information/catalogue-extras.server.ts";
import { supportAfterLogin } from "./features/information/support-after-login.server.ts";
import { SupportPanel } from "./features/information/support-panel.tsx";
import { redirectPrefilterParams } from "./features/prefilters/prefilters.server.ts";
import { NonceContext } from "./features/security/nonce-context.ts";
import { ZodJitless } from "./features/security/zod-jitless.tsx";
import { cookieSecure } from "./lib/cookies.server.ts";
import { env } from "./lib/env.server.ts";
import { fixedT, getLocale, localeCookie } from "./lib/i18n.server.ts";
import { isLanguage } from "./lib/i18n.ts";
import { rootTitles } from "./lib/meta.ts";
import { shouldHydrate } from "./lib/route-handle.ts";
import { commitSession, getSession } from "./lib/session.server.ts";
import stylesHref from "./styles/app.css";
import { LANDMARK_IDS } from "./ui/accessibility-bar.tsx";
import { DocumentMeta } from "./ui/document-meta.tsx";
import { GeneralErrorBoundary } from "./ui/general-error-boundary.tsx";
import { Notice } from "./ui/notice.tsx";
import { SiteFooter } from "./ui/site-footer.tsx";
import { SiteHeader } from "./ui/site-header.tsx";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get("lng");
  if (requested !== null) {
    // The switcher's links: remember the choice and come back to the same page without ?lng,
    // so URLs stay canonical and the cookie decides from now on.
    url.searchParams.delete("lng");
    const headers = new Headers();
    if (isLanguage(requested)) {
      headers.append("Set-Cookie", await localeCookie.serialize(requested, { secure: cookieSecure(request) }));
    }
    throw redirect(url.pathname + url.search, { headers });
  }
  // Prefilters in the address (id_biblioteca, tipo_obra, cr…) go into a cookie, then away.
  await redirectPrefilterParams(request);

  const [locale, session, basket] = await Promise.all([getLocale(request), getSession(request), readBasket(request)]);
  const t = await fixedT(locale);
  const auth = session.get("auth");
  const notice = session.get("notice");
  // Inside the mobile app's wrapper (decision 026), the bridge's data; null elsewhere.
  const appWrapper = await appWrapperState(request, auth);
  // The footer's link to the general comment, when the viewer may comment (decision 029).
  // And the links, logo and record block the institution enables by code (decision 065).
  const [generalComment, extras] = await Promise.all([
    generalCommentOffered(request, context, auth?.accessToken),
    catalogueExtras(request, context, locale),
  ]);
  // The accessibility bar's colour scheme, text size and bold text (decision 038).
  const display = await readDisplayPrefs(request);
  // After a login with suporte=true, the page opens with the support message (decision 024).
  const support = await supportAfterLogin(request, context, Boolean(auth), locale);
  const headers = new Headers();
  // Reading a flash removes it; only then does the cookie need rewriting.
  if (notice) headers.append("Set-Cookie", await commitSession(session, request));
  return data(
    {
      locale,
      user: auth ? { name: auth.user.nome_pessoa } : null,
      notice: notice ? t(notice) : null,
      support,
      // The basket's record ids: the header counts them, results and record pages mark them.
      basket,
      appWrapper,
      generalComment,
      extras,
      display,
      // The footer names the release (the package's version), as /version does.
      version: context.release?.version ?? null,
      vlibras: env.VLIBRAS === "on",
      titles: {
        site: t("site.name"),
        notFound: t("common.notFound.title"),
        error: t("common.error.title"),
        errorPrefix: t("common.errorPrefix"),
      },
    },
    { headers },
  );
}

/** The document shell, shared by the app and the error boundary. */
export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { i18n, t } = useTranslation();
  const matches = useMatches();
  // In the app's wrapper every page ships its script: the bridge talks to the app. In the
  // browser this code runs only in a document that shipped its scripts, and they stay mounted when
  // the patron moves on to a page that would ship none: unmounting ScrollRestoration there opened
  // a record at the results' scroll position and brought Back to the results' top
  // (docs/decisions/059-scroll-and-back.md).
  const hydrate = typeof document !== "undefined" || shouldHydrate(matches) || Boolean(rootData?.appWrapper);
  // The Content-Security-Policy's nonce for the inline scripts (decision 035).
  const nonce = useContext(NonceContext);
  return (
    <html
      lang={rootData?.locale ?? i18n.language}
      dir="ltr"
      {...(rootData?.display ? htmlAttributes(rootData.display) : {})}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <DocumentMeta />
        <Links />
        {/* The catalogue's search for browsers, and its feed of new acquisitions (app/feeds). */}
        <link rel="search" type="application/opensearchdescription+xml" href="/opensearch.xml" title={t("site.name")} />
        <link
          rel="alternate"
          type="application/atom+xml"
          href="/feed/novas-aquisicoes"
          title={t("feeds.newAcquisitions")}
        />
      </head>
      <body>
        <SiteHeader user={rootData?.user ?? null} basketCount={rootData?.basket.length ?? 0} />
        <main id={LANDMARK_IDS.content} tabIndex={-1} className="site-main">
          <div className="container">
            {rootData?.notice ? <Notice message={rootData.notice} /> : null}
            {rootData?.support ? <SupportPanel panel={rootData.support} /> : null}
            {children}
          </div>
        </main>
        <SiteFooter
          generalComment={rootData?.generalComment ?? false}
          version={rootData?.version ?? null}
          productLogo={rootData?.extras?.logo_produto ?? null}
        />
        {rootData?.vlibras ? <VLibrasWidget /> : null}
        {rootData?.appWrapper ? <AppWrapperBridge user={rootData.appWrapper.user} language={rootData.locale} /> : null}
        {hydrate ? (
          <>
            <ZodJitless nonce={nonce} />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  useWideWindowDropsMobileView();
  return <Outlet />;
}

/** The fallback title; routes give their own. After an error, the error's title. */
export const meta: MetaFunction<typeof loader> = ({ matches, error }) => {
  const titles = rootTitles(matches);
  if (error) {
    const title = isRouteErrorResponse(error) && error.status === 404 ? titles?.notFound : titles?.error;
    return [{ title: [title, titles?.site].filter(Boolean).join(" | ") }];
  }
  return [{ title: titles?.site ?? "" }];
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
