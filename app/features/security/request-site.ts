/**
 * Where a request came from, as far as the browser tells (decision 035). `Sec-Fetch-Site` is sent
 * by every current browser; older ones send at most a `Referer`, which a page can suppress. So:
 * - "cross-site" when the browser says so, or the Referer names another host;
 * - "ours" otherwise: same-origin, same-site, typed in the address bar ("none"), or no signal at
 *   all (an old browser, a tool).
 * `host` is this site's host as the visitor addressed it (X-Forwarded-Host behind a proxy).
 */
export function requestSite(headers: Headers, host: string): "cross-site" | "ours" {
  const site = headers.get("sec-fetch-site");
  if (site === "cross-site") return "cross-site";
  if (site) return "ours";
  const referer = headers.get("referer");
  if (!referer) return "ours";
  try {
    return new URL(referer).host === host ? "ours" : "cross-site";
  } catch {
    return "cross-site";
  }
}

/** The host the visitor addressed: X-Forwarded-Host (first) behind a proxy, else Host, else the URL's. */
export function requestHost(request: Request): string {
  return (
    request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() ||
    request.headers.get("host") ||
    new URL(request.url).host
  );
}
