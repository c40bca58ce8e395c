/**
 * /biblioteca/:id — a library's page (GET /api/biblioteca/{id}): its data, its images (a list
 * without JavaScript, a carousel with it), and a back link (?voltar=, a same-site path, else the
 * home page). A library without data shows the spec's no-data message (status 404) instead of
 * the not-found page: document 1 §8 "library data failure clears the view with a no-data text".
 * Hydrated for the carousel only.
 */
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

import { ImageCarousel } from "../features/record/image-carousel.tsx";
import { parseRecordId } from "../features/record/record-tabs.ts";
import recordStyles from "../features/record/record.css";
import { ServiceError, libraryClient } from "../lib/library/index.server.ts";
import { env } from "../lib/env.server.ts";
import { getT } from "../lib/i18n.server.ts";
import { pageTitle } from "../lib/meta.ts";
import { safeRedirect } from "../lib/session.server.ts";
import { libraryTextLang } from "../lib/text-language.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: recordStyles }];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const back = safeRedirect(new URL(request.url).searchParams.get("voltar"), "/");
  const t = await getT(request);
  const id = parseRecordId(params.id);
  const noData = async (status: number) =>
    data({ library: null, back, title: t("recordPages.library.title") }, { status });
  if (id === null) return noData(404);
  const api = await libraryClient({ request, context });
  try {
    const library = await api.libraries.page(id);
    // Its name, description, campus, address and hours are the library's own words (decision 038).
    const textLang = libraryTextLang(api.locale, env.INSTITUTION_LANGUAGE);
    return data({ library, back, textLang, title: library.desc_biblioteca }, { headers: await api.headers() });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!(error instanceof ServiceError) || error.status !== 404) {
      console.error("library page:", error instanceof Error ? error.message : error);
      return noData(502);
    }
    return noData(404);
  }
}

export default function LibraryPageRoute() {
  const loaded = useLoaderData<typeof loader>();
  const { library, back } = loaded;
  const textLang = "textLang" in loaded ? loaded.textLang : undefined;
  const { t } = useTranslation();
  const backLink = (
    <p className="back-link">
      <Link to={back}>{t("recordPages.library.back")}</Link>
    </p>
  );
  if (!library) {
    return (
      <div className="page page--narrow">
        {backLink}
        <h1>{t("recordPages.library.title")}</h1>
        <p>{t("recordPages.library.noData")}</p>
      </div>
    );
  }
  // The third item: the value is the library's text (its language said), not a number or address.
  const rows: [string, ReactNode, boolean][] = [
    [t("recordPages.library.campus"), library.nome_campus, true],
    [t("recordPages.library.address"), library.endereco, true],
    [t("recordPages.library.phone"), library.telefone, false],
    [
      t("recordPages.library.email"),
      library.email ? <a href={`mailto:${library.email}`}>{library.email}</a> : null,
      false,
    ],
    [t("recordPages.library.hours"), library.horario, true],
  ];
  return (
    <article className="page library-page" aria-labelledby="library-title">
      {backLink}
      <h1 id="library-title" lang={textLang}>
        {library.desc_biblioteca}
      </h1>
      {library.descricao ? <p lang={textLang}>{library.descricao}</p> : null}
      <dl className="record-fields">
        {rows
          .filter(([, value]) => value)
          .map(([label, value, written]) => (
            <div key={label} className="record-fields__row">
              <dt>{label}</dt>
              <dd lang={written ? textLang : undefined}>{value}</dd>
            </div>
          ))}
      </dl>
      {library.imagens.length > 0 ? (
        <section aria-labelledby="library-images">
          <h2 id="library-images">{t("recordPages.library.images")}</h2>
          <ImageCarousel
            images={[...library.imagens].sort((a, b) => a.ordem - b.ordem)}
            label={t("recordPages.library.imagesOf", { name: library.desc_biblioteca })}
          />
        </section>
      ) : null}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  pageTitle(matches, loaderData?.title);
