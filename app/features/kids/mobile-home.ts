/**
 * The mobile layout of the catalogue home (document 2 §2, decision 040): `mobileView` picks one of
 * six views; the bottom 'Ver mais' menu switches them. "Mobile" is the viewport (max-width 767px,
 * the spec's breakpoint), known to CSS without JavaScript; with JavaScript, a wider window drops
 * the parameter from the address (document 2: "removed when the device is not mobile").
 */
export const MOBILE_VIEWS = [
  "login",
  "services",
  "faqs",
  "suggestions_and_links",
  "featured_and_news",
  "search",
] as const;
export type MobileView = (typeof MOBILE_VIEWS)[number];

/** Document 2 §9: the mobile layout up to 767px; the self-service button from 768px. */
export const MOBILE_MAX_WIDTH = 767;

export function mobileViewOf(value: string | null): MobileView | null {
  return (MOBILE_VIEWS as readonly string[]).includes(value ?? "") ? (value as MobileView) : null;
}

/** The home's address at a view, keeping the rest of the query. */
export function mobileViewHref(search: string, view: MobileView): string {
  const params = new URLSearchParams(search);
  params.set("mobileView", view);
  return `/?${params}`;
}

/** The address without `mobileView` (a window wider than the mobile layout). */
export function withoutMobileView(pathname: string, search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has("mobileView")) return null;
  params.delete("mobileView");
  return params.size ? `${pathname}?${params}` : pathname;
}

/** Document 2 §2: the login button goes to /login with mobileView=login and a redirect back. */
export function mobileLoginHref(): string {
  return `/login?${new URLSearchParams({ mobileView: "login", redirect: "/?mobileView=login" })}`;
}

/**
 * The self-service (kiosk) login with the spec's parameters (document 1 §2): empresa, biblioteca,
 * idioma, permissao_teclado_numerico=false, tipoAutenticacao.
 */
export function selfServiceHref(s: {
  urlAuto: string | null;
  empresa: string;
  codBibAuto: number | null;
  idiomaAuto: string;
  authAuto: string | null;
}): string | null {
  if (!s.urlAuto) return null;
  const url = new URL(s.urlAuto);
  url.searchParams.set("empresa", s.empresa);
  if (s.codBibAuto !== null) url.searchParams.set("biblioteca", String(s.codBibAuto));
  url.searchParams.set("idioma", s.idiomaAuto);
  url.searchParams.set("permissao_teclado_numerico", "false");
  if (s.authAuto) url.searchParams.set("tipoAutenticacao", s.authAuto);
  return url.toString();
}
