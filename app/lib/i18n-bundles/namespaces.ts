import { mergeLocaleTrees } from "./merge.ts";

/**
 * The feature namespaces of the OPAC's strings, in the order their files are merged after the
 * base file. Each language's module (en.ts, es.ts, pt.ts) exports one file per name; a new
 * namespace is named here and exported by all three, which the type below holds to.
 */
export const localeNamespaces = [
  "record",
  "circulation",
  "basket",
  "search",
  "history",
  "browse",
  "teaching",
  "kids",
  "captcha",
  "recovery",
  "sso",
  "login",
  "personal",
  "requests",
  "acquisition",
  "clearance",
  "comments",
  "interest",
  "services",
  "statistics",
  "a11y",
  "security",
  "network",
  "calls",
  "ui",
] as const;

export type LanguageFiles = { base: object } & Record<(typeof localeNamespaces)[number], object>;

/** One language's strings: its base file and each namespace's file, merged in the order above. */
export function mergeLanguage<Files extends LanguageFiles>(files: Files): Files["base"] {
  return mergeLocaleTrees(files.base, ...localeNamespaces.map((name) => files[name])) as Files["base"];
}
