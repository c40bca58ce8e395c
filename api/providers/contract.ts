/** Response types of the hand-off calls (decision 044): what the OPAC and integrators read. */

/** Where to send the patron: an address that carries their identity for a short while. */
export interface HandOff {
  url: string;
  /** ISO 8601: after this the address no longer lets the patron in. */
  expira: string;
  /** The provider's or system's name, for a link's text. */
  nome: string;
}

/** GET /pessoas/token-redireciona: what a system that received a hand-off token learns. */
export interface HandOffCheck {
  valido: true;
  usuario: string;
  nome: string;
  expira: string;
}

export const SERVICE_KINDS = ["provider", "service"] as const;
export const IDENTITY_SCHEMES = ["jwt", "ezproxy_ticket", "none"] as const;
export const TICKET_ALGORITHMS = ["md5", "sha1", "sha256", "sha512"] as const;

/** The systems the patron-area calls hand off to (document 2 §7), by their configured code. */
export const PERSON_SERVICES = {
  memberArea: "meu_pergamum",
  workPosting: "postagem_trabalho",
  spaces: "espacos",
  appLayers: "app_layers",
} as const;

/** One configured provider or system as the desk sees it: never its key. */
export interface ExternalServiceOut {
  code: string;
  kind: (typeof SERVICE_KINDS)[number];
  name: string;
  base_url: string;
  identity: (typeof IDENTITY_SCHEMES)[number];
  audience: string | null;
  algorithm: (typeof TICKET_ALGORITHMS)[number];
  token_param: string;
  target_url: string | null;
  ttl_seconds: number;
  enabled: boolean;
  has_secret: boolean;
}
