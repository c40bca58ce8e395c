/**
 * GET /resources/get-logo/{id} (document 2 §7 "Libraries and clearance", the entity "Logo by id":
 * logo_consulta, logo_consulta_cor_fundo, logo_consulta_opacidade; decision 044). The id is a
 * library's code (0: the institution's). The logo is a file of public/logos/ named by the
 * parameter `logo_consulta_<id>`, else `logo_consulta`, else the institution's `logo_instituicao`;
 * its background and opacity come from `cor_fundo_logotipo_consulta` and `logotipo_consulta_opacidade`.
 */
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { callRoutes } from "../../core/http/call.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { libraryName } from "../records/extras.service.ts";
import { resourceCalls as calls, type LogoOut } from "./resources.calls.ts";

const LOGO_FILE = /^(?:logos\/)?([\w.-]+\.(?:png|jpe?g|svg))$/i;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export type { LogoOut };

export async function logoOf(db: Queryable, id: number): Promise<LogoOut> {
  if (id !== 0 && (await libraryName(db, id)) === undefined) {
    throw new ApiError(404, "library_not_found", "errors.library_not_found");
  }
  const p = await institutionParams(db, [
    `logo_consulta_${id}`,
    "logo_consulta",
    "logo_instituicao",
    "cor_fundo_logotipo_consulta",
    "logotipo_consulta_opacidade",
  ]);
  const file = [p[`logo_consulta_${id}`], p.logo_consulta, p.logo_instituicao]
    .map((v) => v?.trim().match(LOGO_FILE)?.[1])
    .find(Boolean);
  const opacity = Number(p.logotipo_consulta_opacidade);
  return {
    id,
    logo_consulta: file ? `/logos/${file}` : null,
    logo_consulta_cor_fundo:
      p.cor_fundo_logotipo_consulta && HEX.test(p.cor_fundo_logotipo_consulta) ? p.cor_fundo_logotipo_consulta : null,
    logo_consulta_opacidade:
      Number.isFinite(opacity) && opacity >= 0 && opacity <= 1 && p.logotipo_consulta_opacidade ? opacity : 1,
  };
}

export const resourceRoutes = callRoutes("/resources").on(calls.logo, async (c) =>
  c.json(await logoOf(c.get("db"), c.req.valid("param").id)),
).app;
