/**
 * The kids catalogue's option lists (GET /consulta/kids/opcoes): its categories are the
 * children's target-audience levels of MARC 008/22 (api/catalogue/records/audience.ts), in that order, and
 * its libraries those holding copies of children's books, by name.
 */
import { institutionParams } from "../../core/institution-params.repository.ts";
import type { KidsOptions } from "../../contract.ts";
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { translate, type Lang } from "../../core/i18n.ts";
import { GUIDES, guideEnabled } from "./guides.ts";
import { kidsOptionCounts } from "./kids.repository.ts";

const KIDS = GUIDES["catalogos/kids"];

export async function kidsOptions(db: Queryable, lang: Lang): Promise<KidsOptions> {
  if (!guideEnabled("catalogos/kids", await institutionParams(db)))
    throw new ApiError(404, "not_found", "errors.not_found");
  const audiences = KIDS.audiences ?? [];
  const { libraries, levels } = await kidsOptionCounts(db, audiences);
  const collator = new Intl.Collator(lang, { sensitivity: "base" });
  return {
    bibliotecas: libraries
      .map((l) => ({ cod: String(l.id), description: l.name, total: l.total }))
      .sort((a, b) => collator.compare(a.description, b.description)),
    categorias: audiences.flatMap((code) => {
      const level = levels.find((l) => l.code === code);
      return level ? [{ cod: code, description: translate(lang, `targetAudience.${code}`), total: level.total }] : [];
    }),
  };
}
