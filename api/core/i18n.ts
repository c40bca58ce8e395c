import pt from "../locales/pt.json" with { type: "json" };
import en from "../locales/en.json" with { type: "json" };
import es from "../locales/es.json" with { type: "json" };

export type Lang = "pt" | "en" | "es";
type Messages = typeof pt;

export const apiMessages: Record<Lang, Messages> = { pt, en, es };

/** Pergamum's `lang` header: 1 Portuguese (default), 3 Spanish, 5 English. */
export function langFromHeader(value: string | null | undefined): Lang {
  if (value === "5") return "en";
  if (value === "3") return "es";
  return "pt";
}

/** Resolves a dotted key ("errors.record_not_found") and fills {{name}} placeholders. */
export function translate(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const value = lookup(apiMessages[lang], key) ?? lookup(apiMessages.pt, key) ?? key;
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}

function lookup(messages: unknown, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}
