/**
 * A provider's code as the address names it (document 2 §9: pearson, cengage, minhabiblioteca, …;
 * the institution may configure others): lower-case letters, digits and "_". Anything else is not
 * a provider and is never sent to the service.
 */
export const PROVIDER_CODE = /^[a-z0-9_]{2,40}$/;

export function providerCode(value: string | null | undefined): string | null {
  return value && PROVIDER_CODE.test(value) ? value : null;
}

/**
 * Where the login screen's `redirect` goes after success: a path of this site as given, or, when
 * it names a provider (document 2 §2 "redirect: page to return to, or the name of an external
 * content provider"), the page that hands the patron on to it.
 */
export function providerRedirect(redirect: string | null): string | null {
  const code = providerCode(redirect);
  return code ? `/pergamum_redireciona?${new URLSearchParams({ base: code })}` : null;
}
