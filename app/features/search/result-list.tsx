/**
 * The search results, inside the basket's form (POST /cesta, app/features/basket/basket-action.server.ts):
 * each result has a checkbox for "add the selected to the basket" and its own add (or remove)
 * button. Without JS the form posts and the page comes back with a notice; with JS it posts
 * through a fetcher (no navigation), the outcome is announced in a live region and the header's
 * count and the buttons follow the root loader's basket.
 *
 * Each result has its cover, small (64 px, decision 037: twenty results quick to scan on a
 * phone; the record page shows it at 150 px, document 1 §9), decorative (alt=""): the
 * title next to it names the work (see components/record/cover.tsx). `cover` is the result's
 * `link_capa`; without it the record's cover address of the service is used (docs/api.md
 * "Covers": `link_capa` is always /api/acervo/{id}/capa).
 */
import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

import { useHydrated } from "../../lib/use-hydrated.ts";
import type { BasketActionData } from "../basket/basket-action.server.ts";
import { useBasket } from "../basket/use-basket.ts";
import { searchFeedHref } from "../feeds/feed-links.ts";

import type { LibraryAvailability } from "../../../api/contract.ts";
import { CaptureMarks } from "../../ui/capture-marks.tsx";
import { titleLang } from "../../lib/record-language.ts";
import { coverHref } from "../../ui/cover.tsx";
import { AvailabilityNote } from "./availability-note.tsx";
import { useOpenedResult } from "./opened-result.ts";

/** A compact card (decision 037): a small cover, so that twenty results fit a few screens on a phone. */
const CARD_COVER_WIDTH = 64;
const CARD_COVER_HEIGHT = 96;

export interface ResultView {
  id: number;
  title: string;
  /** The record's MARC language code: the title's `lang` when it is not the page's (decision 038). */
  language?: string | null;
  author: string | null;
  publication: string | null;
  year: number | null;
  workType: number;
  workTypeDescription: string;
  libraries: string[];
  online: boolean;
  /** possui_acessibilidade S: large print, braille, a sound recording or an accessible version linked. */
  accessible?: boolean;
  cover?: string | null;
  /** The copies by library, live (decision 037); absent where the tab's answer has none. */
  availability?: LibraryAvailability[];
  /** Teaching-plan results: in which discipline of which course the record is basic or complementary bibliography. */
  plans?: { kind: "basica" | "complementar"; discipline: string; course: string }[];
  /** The record's COinS (OpenURL KEV), so that a reference manager offers the whole page. */
  coins?: string;
  /** Grouped results (decision 056): the work's editions among the hits, and where they are listed. */
  editions?: { count: number; href: string };
}

// The results page does not load record.css, so the few layout rules of a result with a cover
// are inline here.
// On narrow screens (320 px) the text wraps below the cover instead of widening the page.
const ROW = { display: "flex", gap: "0.75rem", alignItems: "flex-start" } as const;
const BODY = { flex: "1 1 0", minWidth: 0 } as const;
const COVER = {
  width: CARD_COVER_WIDTH,
  height: "auto",
  flex: "0 0 auto",
  border: "1px solid var(--color-rule)",
} as const;
const TOOLBAR = {
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem 1rem",
  alignItems: "center",
  margin: "0 0 1rem",
} as const;
const GROUP = { border: 0, margin: 0, padding: 0 } as const;
const BASKET_ROW = {
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem 1rem",
  alignItems: "center",
  marginTop: "0.5rem",
} as const;
const CHECK = { display: "inline-flex", gap: "0.4rem", alignItems: "center" } as const;

/** One named fact of the card's line: the name is for screen readers only. */
function Fact({ name, value }: { name: string; value: string | number }) {
  return (
    <div>
      <dt className="visually-hidden">{name}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function ResultList({ results, start }: { results: ResultView[]; start: number }) {
  const { t, i18n } = useTranslation();
  const basket = useBasket();
  const location = useLocation();
  const fetcher = useFetcher<BasketActionData>();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const rememberOpened = useOpenedResult(list);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    // Selected records went into the basket: clear the selection for the next one.
    if (answer?.ok)
      form.current?.querySelectorAll<HTMLInputElement>('input[name="ids"]').forEach((box) => (box.checked = false));
  }, [answer]);
  return (
    <fetcher.Form method="post" action="/cesta" ref={form} className="basket-form">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {/* Always present, so that a message put in it is announced (with JS; without JS the
          page's notice says the same). */}
      <p role="status" className="basket-form__status" style={answer ? undefined : { margin: 0 }}>
        {answer?.message ?? ""}
      </p>
      {/* The results' checkboxes are one group (a fieldset and its legend, heard before the first
          one); the legend is for screen readers, the page looks as it did (decision 038). */}
      <fieldset style={GROUP}>
        <legend className="visually-hidden">{t("basket.selectLegend")}</legend>
        <ol className="result-list" start={start} ref={list}>
          {results.map((result, index) => (
            <li key={result.id} className="result">
              <div className="result__row" style={ROW}>
                <img
                  className="result__cover"
                  src={result.cover ?? coverHref(result.id)}
                  alt=""
                  width={CARD_COVER_WIDTH}
                  height={CARD_COVER_HEIGHT}
                  loading="lazy"
                  decoding="async"
                  style={COVER}
                />
                <div className="result__body" style={BODY}>
                  <h3 className="result__title">
                    {/* The ordinal beside the title, not under the cover; the list gives it to screen readers. */}
                    <span className="result__number" aria-hidden="true">
                      {start + index}.
                    </span>{" "}
                    <Link
                      to={`/acervo/${result.id}`}
                      lang={titleLang(result.language, i18n.language)}
                      onClick={() => rememberOpened(`/acervo/${result.id}`)}
                    >
                      {result.title}
                    </Link>
                  </h3>
                  <CaptureMarks id={result.id} coins={result.coins} />
                  {/* One short line (author · year · type), still a list of named facts: the names
                    are for screen readers, who hear "Ano 1990" rather than a bare number. */}
                  <dl className="result__line result__facts">
                    {result.author ? <Fact name={t("search.results.author")} value={result.author} /> : null}
                    {result.year ? <Fact name={t("search.results.year")} value={result.year} /> : null}
                    <Fact
                      name={t("search.results.workType")}
                      value={t(`workType.${result.workType}`, { defaultValue: result.workTypeDescription })}
                    />
                  </dl>
                  {result.editions ? (
                    <p className="result__line result__editions">
                      <Link
                        to={result.editions.href}
                        aria-label={t("search.works.editionsOf", { count: result.editions.count, title: result.title })}
                      >
                        {t("search.works.editions", { count: result.editions.count })}
                      </Link>
                    </p>
                  ) : null}
                  {result.availability ? (
                    <AvailabilityNote libraries={result.availability} online={result.online} />
                  ) : (
                    <p className="result__line">
                      {[
                        result.libraries.length > 0
                          ? `${t("search.results.libraries")}: ${result.libraries.join("; ")}`
                          : null,
                        result.online ? t("search.results.online") : null,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                  )}
                  {result.plans?.length || result.accessible ? (
                    <dl className="result__meta">
                      {result.plans?.length ? (
                        <div>
                          <dt>{t("teaching.results.bibliography")}</dt>
                          <dd>
                            <ul className="result__plans">
                              {result.plans.map((plan, index) => (
                                <li key={index}>
                                  {t("teaching.results.entry", {
                                    kind: t(`teaching.results.kind.${plan.kind}`),
                                    discipline: plan.discipline,
                                    course: plan.course,
                                  })}
                                </li>
                              ))}
                            </ul>
                          </dd>
                        </div>
                      ) : null}
                      {result.accessible ? (
                        <div>
                          <dt className="visually-hidden">{t("kids.accessibility.badge")}</dt>
                          <dd className="result__badge result__badge--accessible">{t("kids.accessibility.badge")}</dd>
                        </div>
                      ) : null}
                    </dl>
                  ) : null}
                  <div className="result__basket" style={BASKET_ROW}>
                    <span style={CHECK}>
                      <input
                        type="checkbox"
                        name="ids"
                        value={result.id}
                        id={`select-${result.id}`}
                        aria-label={t("basket.selectNamed", { title: result.title })}
                        className="checkbox"
                      />
                      <label htmlFor={`select-${result.id}`}>{t("basket.select")}</label>
                    </span>
                    {/* One button whose action flips, so focus stays on it when the basket changes. */}
                    <button
                      type="submit"
                      name={basket.includes(result.id) ? "remove" : "add"}
                      value={result.id}
                      aria-label={t(basket.includes(result.id) ? "basket.removeNamed" : "basket.addNamed", {
                        title: result.title,
                      })}
                      className="button button--secondary"
                    >
                      {basket.includes(result.id) ? t("basket.remove") : t("basket.add")}
                    </button>
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </fieldset>
      {/* After the list (results first, decision 037): the selection is made above it. */}
      <div className="basket-form__toolbar" style={TOOLBAR}>
        <button type="submit" name="intent" value="add-many" className="button button--secondary">
          {t("basket.addSelected")}
        </button>
        {/* The same selection kept with the account (decision 034); a visitor is asked to log in. */}
        <button
          type="submit"
          formAction="/meupergamum/cesta-permanente"
          name="intent"
          value="keep-selected"
          className="button button--secondary"
        >
          {t("services.permanentBasket.addSelected")}
        </button>
        <a
          href={searchFeedHref(location.search, location.pathname)}
          type="application/atom+xml"
          className="result-list__feed"
        >
          {t("feeds.subscribe")}
        </a>
      </div>
    </fetcher.Form>
  );
}
