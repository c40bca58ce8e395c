/**
 * What the catalogue's home page shows below the search (docs/decisions/062-home-page.md): the
 * newest records with their covers, each library's hours today in words, and the next events.
 * Written here, on the server, as the sentences the page shows, so that the page adds no code
 * to what the browser runs. A failing call hides its part only (logged): the search is the
 * page's point.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import type { OpenInterval } from "../../../api/catalogue/libraries/opening-hours.ts";
import type { EventOut } from "../../../api/community/information/contract.ts";
import { env } from "../../lib/env.server.ts";
import { getLocale, getT } from "../../lib/i18n.server.ts";
import { libraryClient } from "../../lib/library/index.server.ts";
import { titleLang } from "../../lib/record-language.ts";
import { libraryTextLang } from "../../lib/text-language.ts";
import { eventWhen } from "../information/information.server.ts";
import { orLogged } from "../record/logged.ts";
import { coverHref } from "../../ui/cover.tsx";

/** Six covers fill one row on a laptop and two short rows on a phone. */
export const HOME_ACQUISITIONS = 6;
/** The next three events: the events page has the rest. */
export const HOME_EVENTS = 3;

export interface HomeShowcase {
  /** The `lang` of what the library wrote (its libraries' names, hours notes, events) on a page in another language. */
  textLang?: string;
  /** `lang`: the title's language when it is not the page's (decision 038). */
  acquisitions: { id: number; title: string; lang?: string; cover: string; detail: string }[];
  hours: { id: number; library: string; today: string; written: string | null }[];
  events: { id: number; title: string; when: string; place: string | null }[];
}

type T = Awaited<ReturnType<typeof getT>>;

/** "08:00" → "8h" in Portuguese (as Brazilian signs write it), "08:00" in English and Spanish. */
function clock(time: string, locale: string): string {
  if (locale !== "pt") return time;
  const [hours, minutes] = time.split(":");
  return `${Number(hours)}h${minutes === "00" ? "" : minutes}`;
}

/** "Aberta hoje das 8h às 22h", "Fechada hoje", or the hours as written when they cannot be read. */
export function todaySentence(today: OpenInterval[] | null, locale: string, t: T): string | null {
  if (today === null) return null;
  if (today.length === 0) return t("search.home.closedToday");
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  return t("search.home.openToday", {
    intervals: list.format(
      today.map((i) => t("search.home.interval", { from: clock(i.abre, locale), to: clock(i.fecha, locale) })),
    ),
  });
}

export async function loadHomeShowcase({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const api = await libraryClient({ request, context });
  const [t, locale] = await Promise.all([getT(request), getLocale(request)]);
  const [newest, hours, own, eventum] = await Promise.all([
    api.records.newest(HOME_ACQUISITIONS).catch(orLogged("home: new acquisitions", [])),
    api.libraries.hoursToday().catch(orLogged("home: opening hours", null)),
    api.information.institutionalEvents().catch(orLogged("home: events", [] as EventOut[])),
    api.information.eventumEvents().catch(orLogged("home: Eventum events", [] as EventOut[])),
  ]);
  const showcase: HomeShowcase = {
    textLang: libraryTextLang(locale, env.INSTITUTION_LANGUAGE),
    acquisitions: newest.map((r) => ({
      id: r.cod_acervo,
      title: r.titulo,
      lang: titleLang(r.idioma, locale),
      cover: coverHref(r.cod_acervo),
      detail: [r.autor, r.ano_publicacao].filter(Boolean).join(" · "),
    })),
    hours: (hours?.bibliotecas ?? []).flatMap((l) => {
      const today = todaySentence(l.hoje, locale, t);
      // Neither readable hours nor any text: nothing to say about this library.
      if (!today && !l.horario) return [];
      return [{ id: l.cod_biblioteca, library: l.desc_biblioteca, today: today ?? l.horario!, written: l.horario }];
    }),
    events: [...own, ...eventum]
      // Soonest first across both lists; each list is already in that order.
      .sort((a, b) => a.data_inicio.localeCompare(b.data_inicio))
      .slice(0, HOME_EVENTS)
      .map((e) => ({ id: e.id, title: e.titulo, when: eventWhen(e, locale, t), place: e.local })),
  };
  return showcase;
}
