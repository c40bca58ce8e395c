/** Browser family, device and OS from the User-Agent, for the link statistics (coarse on purpose: no fingerprint). */

export function clientInfo(request: Request): { browser?: string; device?: string; os?: string } {
  const ua = request.headers.get("user-agent") ?? "";
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : undefined;
  const os = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad/.test(ua)
      ? "iOS"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X/.test(ua)
          ? "macOS"
          : /Linux/.test(ua)
            ? "Linux"
            : undefined;
  const device = ua ? (/Mobi|Android|iPhone/.test(ua) ? "mobile" : "desktop") : undefined;
  return { browser, device, os };
}
