/**
 * The statement's loader (decision 063). Its words are in app/locales/statement/, read here on
 * the server only: the page ships no script, so they stay out of the language chunk every other
 * page's browser loads. The way to report a barrier is the library's own support message (the
 * institution parameter `msg_suporte_consulta`, as /suporte shows it).
 */
import { data, type AppLoadContext } from "@remix-run/node";

import en from "../../locales/statement/en.json";
import es from "../../locales/statement/es.json";
import pt from "../../locales/statement/pt.json";
import { formatDay } from "../../lib/dates.ts";
import { env } from "../../lib/env.server.ts";
import { getLocale } from "../../lib/i18n.server.ts";
import type { Language } from "../../lib/i18n.ts";
import { apiErrorResponse, libraryClient } from "../../lib/library/index.server.ts";
import { libraryTextLang } from "../../lib/text-language.ts";
import { REVIEWED } from "./criteria.ts";
import { conformance, fill, statementGroups, type StatementText } from "./statement.ts";

export const STATEMENT_TEXT: Record<Language, StatementText> = { pt, en, es };

export async function statementLoader({ request, context }: { request: Request; context: AppLoadContext }) {
  const locale = await getLocale(request);
  const text = STATEMENT_TEXT[locale];
  const api = await libraryClient({ request, context });
  const { mensagem } = await api.information.support().catch(apiErrorResponse);
  return data(
    {
      title: text.title,
      text,
      conformance: conformance(text),
      reviewed: fill(text.reviewed, { date: formatDay(REVIEWED, locale) }),
      groups: statementGroups(text),
      support: mensagem,
      supportLang: libraryTextLang(locale, env.INSTITUTION_LANGUAGE),
    },
    { headers: await api.headers() },
  );
}
