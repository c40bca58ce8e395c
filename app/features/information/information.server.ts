/** Loaders of the FAQ, information and support pages (decision 038): each builds an InfoPage. */
import { data, type AppLoadContext } from "@remix-run/node";

import { formatDay } from "../../lib/dates.ts";
import { env } from "../../lib/env.server.ts";
import { getLocale, getT } from "../../lib/i18n.server.ts";
import { apiErrorResponse, libraryClient } from "../../lib/library/index.server.ts";
import { libraryTextLang } from "../../lib/text-language.ts";
import type { EventOut } from "../../../api/community/information/contract.ts";
import type { InfoPage, InfoSection } from "./info-page.tsx";

interface Args {
  request: Request;
  context: AppLoadContext;
}

type Build = (
  api: Awaited<ReturnType<typeof libraryClient>>,
  t: Awaited<ReturnType<typeof getT>>,
  locale: string,
) => Promise<InfoPage>;

async function infoLoader({ request, context }: Args, build: Build) {
  const api = await libraryClient({ request, context });
  const [t, locale] = await Promise.all([getT(request), getLocale(request)]);
  const built = await build(api, t, locale).catch(apiErrorResponse);
  const page: InfoPage = { ...built, textLang: libraryTextLang(locale, env.INSTITUTION_LANGUAGE) };
  return data({ title: page.title, page }, { headers: await api.headers() });
}

/** A positive id of the path, or a 404. */
export function pathId(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) throw new Response("Not Found", { status: 404 });
  return Number(value);
}

export const faqLoader = (args: Args, catalogue: "C" | "A" = "C") =>
  infoLoader(args, async (api, t) => ({
    title: t(catalogue === "A" ? "accSearch.faq.title" : "info.faq.title"),
    empty: t("info.faq.empty"),
    sections: (await api.information.faq(catalogue)).map((f) => ({
      id: `faq-${f.id}`,
      heading: f.titulo,
      html: f.conteudo,
      libraryHeading: true,
    })),
  }));

export const generalLoader = (args: Args) =>
  infoLoader(args, async (api, t) => {
    const [general, activities, points] = await Promise.all([
      api.information.general(),
      api.information.activities(),
      api.information.servicePoints(),
    ]);
    const sections: InfoSection[] = [];
    if (general.conteudo) sections.push({ html: general.conteudo });
    if (activities.length) {
      sections.push({
        id: "funcionalidades",
        heading: t("info.general.activities"),
        links: activities
          .filter((a) => a.possui_informativo)
          .map((a) => ({ href: `/informacoes/atividade/${a.cod_atividade}`, label: a.rotulo })),
      });
    }
    if (points.length) {
      sections.push({
        id: "atendimento",
        heading: t("info.service.title"),
        links: points.map((p) => ({ href: `/atendimento/${p.id}`, label: p.titulo, detail: p.desc_biblioteca })),
      });
    }
    sections.push({
      id: "mais",
      heading: t("info.general.more"),
      links: [
        { href: "/eventos", label: t("info.events.title") },
        { href: "/faq", label: t("info.faq.title") },
        { href: "/suporte", label: t("info.support.title") },
      ],
    });
    return { title: t("info.general.title"), empty: t("info.general.empty"), sections };
  });

export const activityLoader = (args: Args, id: number) =>
  infoLoader(args, async (api, t) => {
    const info = await api.information.activityInformation(id);
    return {
      title: t("info.activity.title", { name: info.rotulo }),
      empty: t("info.activity.empty"),
      sections: info.conteudo ? [{ html: info.conteudo }] : [],
    };
  });

export const servicePointsLoader = (args: Args) =>
  infoLoader(args, async (api, t) => {
    const points = await api.information.servicePoints();
    return {
      title: t("info.service.title"),
      empty: t("info.service.empty"),
      sections: points.length
        ? [{ links: points.map((p) => ({ href: `/atendimento/${p.id}`, label: p.titulo, detail: p.desc_biblioteca })) }]
        : [],
    };
  });

export const servicePointLoader = (args: Args, id: number) =>
  infoLoader(args, async (api, t) => {
    const point = await api.information.servicePoint(id);
    return {
      title: point.titulo,
      empty: t("info.service.empty"),
      sections: [{ text: point.desc_biblioteca ?? t("info.service.allLibraries"), html: point.conteudo }],
    };
  });

/** An event's day, or its first and last day ("de … a …"): the events page and the home page say it. */
export function eventWhen(e: EventOut, locale: string, t: Awaited<ReturnType<typeof getT>>): string {
  const day = (iso: string) => formatDay(iso, locale);
  return e.data_fim && e.data_fim !== e.data_inicio
    ? t("info.events.period", { from: day(e.data_inicio), to: day(e.data_fim) })
    : day(e.data_inicio);
}

function eventSections(events: EventOut[], locale: string, t: Awaited<ReturnType<typeof getT>>): InfoSection[] {
  return events.map((e) => ({
    id: `evento-${e.id}`,
    heading: e.titulo,
    libraryHeading: true,
    text: [eventWhen(e, locale, t), e.local].filter(Boolean).join(" · "),
    html: e.descricao,
    links: e.url ? [{ href: e.url, label: t("info.events.link", { title: e.titulo }), external: true }] : [],
  }));
}

export const eventsLoader = (args: Args) =>
  infoLoader(args, async (api, t, locale) => {
    const [own, eventum] = await Promise.all([api.information.institutionalEvents(), api.information.eventumEvents()]);
    return {
      title: t("info.events.title"),
      empty: t("info.events.empty"),
      sections: [...eventSections(own, locale, t), ...eventSections(eventum, locale, t)],
    };
  });

export const supportLoader = (args: Args) =>
  infoLoader(args, async (api, t) => {
    const { mensagem } = await api.information.support();
    return {
      title: t("info.support.title"),
      empty: t("info.support.empty"),
      sections: mensagem ? [{ html: mensagem }] : [],
    };
  });
