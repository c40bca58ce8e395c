/**
 * The catalogue's extras the institution enables by code (GET /parametros/extras-consulta,
 * decision 065): the footer's and the mobile home's shared-articles (57) and network catalogue
 * (87) links, the footer's product logo (88) and the block under a record's data (85), with the
 * language the institution writes its block in. Read once per page by the root loader; a failure
 * leaves them out, not the page.
 */
import type { AppLoadContext } from "@remix-run/node";

import type { CatalogueExtras } from "../../../api/community/information/contract.ts";
import { env } from "../../lib/env.server.ts";
import { libraryClient } from "../../lib/library/index.server.ts";
import { libraryTextLang } from "../../lib/text-language.ts";
import { orLogged } from "../record/logged.ts";

export type CatalogueExtrasData = CatalogueExtras & { textLang?: string };

export async function catalogueExtras(
  request: Request,
  context: AppLoadContext,
  locale: string,
): Promise<CatalogueExtrasData | null> {
  const api = await libraryClient({ request, context });
  const extras = await api.information.extras().catch(orLogged("catalogue extras", null));
  return extras && { ...extras, textLang: libraryTextLang(locale, env.INSTITUTION_LANGUAGE) };
}
