/**
 * The search budget's challenge as the OPAC carries it (docs/decisions/049-schedules-startup-and-crawlers.md):
 * past a share of its budget, an anonymous client's search made by the page's script is answered
 * 429 with a captcha challenge; the page solves its proof of work in the captcha's worker, keeps
 * the answer in a short-lived cookie and loads again; the loader passes it on to the service.
 */
import type { CaptchaChallenge } from "../../../api/patron/captcha/contract.ts";

/** The 429's data the error page reads. */
export interface SearchChallengeData {
  searchChallenge: Pick<CaptchaChallenge, "token" | "pow">;
}

export const SEARCH_PROOF_COOKIE = "__opac_search_proof";

export const isSearchChallenge = (data: unknown): data is SearchChallengeData =>
  typeof data === "object" && data !== null && "searchChallenge" in data;

/**
 * A request the page's script made (Remix's data requests, fetch()), not a page the browser
 * loads: browsers say so in Sec-Fetch-Dest. A client without JavaScript never makes one, so it
 * is never challenged; a client that sends none keeps the plain budget.
 */
export const isScriptRequest = (request: Request) => request.headers.get("sec-fetch-dest") === "empty";

/** The proof the page solved (the challenge's token, a space, altcha's payload), if it sent one. */
export function searchProofOf(request: Request): string | undefined {
  const cookies = request.headers.get("cookie") ?? "";
  const match = cookies.match(new RegExp(`(?:^|;\\s*)${SEARCH_PROOF_COOKIE}=([^;]{1,4000})`));
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/** The cookie the page writes with its solved proof: ten minutes, this site only. */
export function searchProofCookie(token: string, answer: string, secure: boolean): string {
  const value = encodeURIComponent(`${token} ${answer}`);
  return `${SEARCH_PROOF_COOKIE}=${value}; Path=/; Max-Age=600; SameSite=Strict${secure ? "; Secure" : ""}`;
}
