/**
 * The old Pergamum catalogue's addresses (decision 041 "legacy links"), found in
 * public pages and code that link to Pergamum catalogues, answered with a permanent redirect
 * (301) to the new page. Anything else under /pergamum goes to the search page with a notice (302:
 * a later version may learn that form). docs/operations.md lists the forms.
 *
 *   /pergamum/biblioteca/index.php?codAcervo=N            → /acervo/N
 *   /pergamum/biblioteca_s/acesso_login.php?cod_acervo_acessibilidade=N&acesso=… → /acervo/N
 *   /pergamum/biblioteca/index.php?…&termo=T&tipo_pesquisa=… (and the ajax form rs=ajax_resultados
 *     with rsargs[]: page size, offset, type L/T/A/S, term) → /?q=T&for=…
 *   /pergamum/biblioteca/, /pergamum/biblioteca/index.php → /
 *   /pergamum/biblioteca_s/php/login_usu.php[?flag=…], /pergamum/biblioteca_s/meu_pergamum/… → /meupergamum
 *
 * The prefix is matched without case and with a version number (/Pergamum/, /pergamum3/Pergamum/).
 * Nothing a legacy link carries is followed elsewhere: mostra_doc.php?arquivo= (a base64 address
 * of another site) is not decoded, since redirecting to it would make the catalogue an open redirect.
 */
import type { MiddlewareHandler } from "hono";

const PREFIX = /^\/pergamum\d*(?:\/pergamum)?(?=\/|$)/i;
export const LEGACY_NOTICE = "link-antigo";
/** The old search's type letters (L free, T title, A author, S subject) as the new `for`. */
const SEARCH_BY: Record<string, string> = { L: "LIVRE", T: "TITULO", A: "AUTOR", S: "ASSUNTO" };

export interface LegacyTarget {
  location: string;
  status: 301 | 302;
}

function param(params: URLSearchParams, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of params) if (key.toLowerCase() === wanted && value.trim()) return value.trim();
  return undefined;
}

export function legacyTarget(url: URL): LegacyTarget | null {
  const prefix = PREFIX.exec(url.pathname);
  if (!prefix) return null;
  const rest = url.pathname.slice(prefix[0].length).toLowerCase().replace(/\/+$/, "");
  const params = url.searchParams;
  const moved = (location: string): LegacyTarget => ({ location, status: 301 });

  const id = param(params, "codAcervo") ?? param(params, "cod_acervo") ?? param(params, "cod_acervo_acessibilidade");
  const notice: LegacyTarget = { location: `/?${new URLSearchParams({ aviso: LEGACY_NOTICE })}`, status: 302 };
  if (id !== undefined) return /^\d{1,9}$/.test(id) && Number(id) > 0 ? moved(`/acervo/${Number(id)}`) : notice;

  if (/^\/biblioteca_s\/(php\/login_usu\.php|meu_pergamum(\/index\.php)?|php\/meu_pergamum.*)$/.test(rest)) {
    return moved("/meupergamum");
  }

  if (rest === "" || /^\/biblioteca(_s)?(\/index\.php)?$/.test(rest)) {
    const rsargs = params.getAll("rsargs[]");
    const term = (param(params, "termo") ?? rsargs[3] ?? "").trim().slice(0, 500);
    if (!term) return moved("/");
    const letter = (param(params, "tipo_pesquisa") ?? rsargs[2] ?? "L").toUpperCase();
    const query = new URLSearchParams({ q: term, for: SEARCH_BY[letter] ?? "LIVRE" });
    return moved(`/?${query}`);
  }
  return notice;
}

/** Answers the legacy addresses before the OPAC sees them. */
export function legacyLinks(): MiddlewareHandler {
  return async (c, next) => {
    const target = legacyTarget(new URL(c.req.url));
    if (!target) return next();
    return c.redirect(target.location, target.status);
  };
}
