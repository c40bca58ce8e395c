/**
 * The record tab's title while the comment form shows errors: "Erro: " in front of the usual
 * "<record> – <tab> | <site>" (the form pattern, decision 011). Null when there is no error.
 */
import type { MetaDescriptor, MetaFunction } from "@remix-run/node";

import { hasFormErrors, type FormResult } from "../../lib/forms.ts";
import { rootTitles } from "../../lib/meta.ts";
import { recordTabTitle } from "../record/record-route.ts";
import { ACTION_DATA } from "../../ui/document-meta.tsx";

export function recordTabErrorTitle(
  matches: Parameters<MetaFunction>[0]["matches"],
  data: unknown,
): MetaDescriptor[] | null {
  const answer = (data as Record<string, unknown> | undefined)?.[ACTION_DATA] as { result?: FormResult } | undefined;
  if (!hasFormErrors(answer?.result)) return null;
  const titles = rootTitles(matches);
  const [first] = recordTabTitle(matches, "") as { title?: string }[];
  if (!titles || !first?.title) return null;
  return [{ title: `${titles.errorPrefix} ${first.title}` }];
}
