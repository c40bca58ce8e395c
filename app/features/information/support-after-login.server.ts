/**
 * `suporte=true` in the address: the login keeps it and passes it on to the page it opens
 * (decision 024). That page then opens with the institution's support message
 * (msg_suporte_consulta, the /suporte page's content) above its own, for a patron who logged in to
 * ask for help; closing it is the same address without the parameter. Visitors who are not logged
 * in see nothing of it (the footer's support link serves them).
 */
import type { AppLoadContext } from "@remix-run/node";

import { env } from "../../lib/env.server.ts";
import { libraryClient } from "../../lib/library/index.server.ts";
import { libraryTextLang } from "../../lib/text-language.ts";

export interface SupportPanelData {
  /** Sanitised HTML from the service; null when the institution has no message. */
  html: string | null;
  closeHref: string;
  textLang?: string;
}

export async function supportAfterLogin(
  request: Request,
  context: AppLoadContext,
  loggedIn: boolean,
  locale: string,
): Promise<SupportPanelData | null> {
  const url = new URL(request.url);
  if (!loggedIn || url.searchParams.get("suporte") !== "true") return null;
  const api = await libraryClient({ request, context });
  // The page itself must open even when the message cannot be read: the panel then says where to
  // ask instead (its empty text).
  const { mensagem } = await api.information.support().catch(() => ({ mensagem: null }));
  url.searchParams.delete("suporte");
  return {
    html: mensagem,
    closeHref: url.pathname + url.search,
    textLang: libraryTextLang(locale, env.INSTITUTION_LANGUAGE),
  };
}
