/**
 * The home page below the search (docs/decisions/062-home-page.md): new acquisitions as covers
 * with their titles, each library's hours today, the next events. Every sentence comes written
 * by the loader (home.server.ts); this view only lays them out, with links that work without JS.
 * The covers are below the first screen: lazy, with their size, so that nothing moves as they come.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

import { Cover } from "../../ui/cover.tsx";
import type { HomeShowcase as Showcase } from "./home.server.ts";

/** The results' card covers at one and a half times: 2:3, as the generated covers are. */
const COVER_WIDTH = 96;
const COVER_HEIGHT = 144;

export function HomeShowcase({ showcase }: { showcase: Showcase }) {
  const { t } = useTranslation();
  const { acquisitions, hours, events, textLang } = showcase;
  return (
    <div className="home-showcase">
      {acquisitions.length ? (
        <Part id="home-novidades" heading={t("feeds.newAcquisitions")}>
          <ul className="home-showcase__covers">
            {acquisitions.map((record) => (
              <li key={record.id}>
                <Cover src={record.cover} lazy width={COVER_WIDTH} height={COVER_HEIGHT} />
                <Link to={`/acervo/${record.id}`} lang={record.lang}>
                  {record.title}
                </Link>
                {record.detail ? <span className="home-showcase__detail">{record.detail}</span> : null}
              </li>
            ))}
          </ul>
          <p>
            <Link to="/novas_aquisicoes">{t("search.home.allAcquisitions")}</Link>
          </p>
        </Part>
      ) : null}
      {hours.length ? (
        <Part id="home-horario" heading={t("search.home.hours")}>
          <ul className="home-showcase__list">
            {hours.map((library) => (
              <li key={library.id}>
                <Link to={`/biblioteca/${library.id}`} lang={textLang}>
                  {library.library}
                </Link>
                {/* Hours as the library wrote them when they could not be read: in its language. */}:{" "}
                <span lang={library.today === library.written ? textLang : undefined}>{library.today}</span>
                {library.written && library.written !== library.today ? (
                  <span className="home-showcase__detail" lang={textLang}>
                    {library.written}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      <Part id="home-eventos" heading={t("info.events.title")}>
        {events.length ? (
          <ul className="home-showcase__list">
            {events.map((event) => (
              <li key={event.id}>
                <strong lang={textLang}>{event.title}</strong>
                <span className="home-showcase__detail">
                  {event.when}
                  {event.place ? (
                    <>
                      {" · "}
                      <span lang={textLang}>{event.place}</span>
                    </>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("info.events.empty")}</p>
        )}
        <p>
          <Link to="/eventos">{t("search.home.allEvents")}</Link>
        </p>
      </Part>
    </div>
  );
}

/** One part of the showcase: a region named by its heading. */
function Part({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="home-showcase__part" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}
