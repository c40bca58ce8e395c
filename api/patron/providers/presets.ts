/**
 * The content providers of document 2 §9 ("External content providers that receive direct
 * access") as presets (decision 066): what the catalogue already knows about each, so that the
 * desk enables one with the few fields only the institution has (the address the provider gave
 * it, the shared key, the customer id). The document names the codes only; the kind of hand-off
 * and the customer parameter are this catalogue's defaults, and a provider whose contract says
 * otherwise is configured whole with PUT /balcao/provedores/{code} (decision 044).
 */
import type { ExternalServiceOut } from "./contract.ts";

/**
 * How the patron reaches the provider:
 * - `signed_link`: the address with a short-lived JWT signed with the provider's own key (identity `jwt`);
 * - `sso_form_post`: the same JWT posted to the address in a form the browser submits (identity
 *   `jwt_post`), so the token stays out of the provider's logs, history and Referer;
 * - `ip_link`: the plain address; the provider recognises the institution by its network
 *   addresses (or its proxy), so the catalogue only checks the patron is logged in (identity `none`).
 */
export const HAND_OFF_KINDS = ["signed_link", "sso_form_post", "ip_link"] as const;
export type HandOffKind = (typeof HAND_OFF_KINDS)[number];

/** What the desk gives when it enables a preset. */
export const PRESET_FIELDS = ["base_url", "secret", "customer_id"] as const;
export type PresetField = (typeof PRESET_FIELDS)[number];

export interface ProviderPreset {
  code: string;
  name: string;
  hand_off: HandOffKind;
  /** The query parameter that carries the institution's account at the provider; null when its address has none. */
  customer_param: string | null;
}

const IDENTITY: Record<HandOffKind, ExternalServiceOut["identity"]> = {
  signed_link: "jwt",
  sso_form_post: "jwt_post",
  ip_link: "none",
};

export function presetIdentity(preset: ProviderPreset): ExternalServiceOut["identity"] {
  return IDENTITY[preset.hand_off];
}

export function presetFields(preset: ProviderPreset): PresetField[] {
  return PRESET_FIELDS.filter(
    (field) =>
      field === "base_url" ||
      (field === "secret" && preset.hand_off !== "ip_link") ||
      (field === "customer_id" && preset.customer_param !== null),
  );
}

const ofKind =
  (hand_off: HandOffKind) =>
  (code: string, name: string, customerParam: string | null = null): ProviderPreset => ({
    code,
    name,
    hand_off,
    customer_param: customerParam,
  });
const signed = ofKind("signed_link");
const formPost = ofKind("sso_form_post");
const byNetwork = ofKind("ip_link");

/**
 * Document 2 §9's list in its order, then Grupo A (the provider of /grupoa and POST
 * /vinculos/grupoa). The kinds are this catalogue's defaults (decision 066): e-book and law
 * platforms a signed link (Minha Biblioteca and vLex the same token in a posted form), reference
 * databases the institution's network, Gale with its location id (`u`) and ProQuest with its
 * account id (`accountid`) on the address.
 */
export const PROVIDER_PRESETS: readonly ProviderPreset[] = [
  signed("pearson", "Biblioteca Virtual Pearson"),
  signed("cengage", "Cengage"),
  signed("editora_forum", "Editora Fórum"),
  formPost("minhabiblioteca", "Minha Biblioteca"),
  byNetwork("ebrary", "ebrary (ProQuest Ebook Central)"),
  signed("rtonline", "Revista dos Tribunais Online"),
  signed("lectio", "Lectio"),
  byNetwork("gale", "Gale", "u"),
  byNetwork("gale_book", "Gale eBooks", "u"),
  byNetwork("oxford", "Oxford Academic"),
  byNetwork("proquest", "ProQuest", "accountid"),
  byNetwork("uptodate", "UpToDate"),
  byNetwork("lexicomp", "Lexicomp"),
  signed("solucto", "Solucto"),
  signed("jornalderesenhas", "Jornal de Resenhas"),
  formPost("vlex", "vLex"),
  signed("grupoa", "Grupo A"),
];

export function findPreset(code: string): ProviderPreset | undefined {
  return PROVIDER_PRESETS.find((preset) => preset.code === code);
}
