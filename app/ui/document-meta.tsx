/**
 * Remix's <Meta/>, except that a route's meta() also sees its action data, as
 * `data[ACTION_DATA]`. Remix 2 passes meta() the loader data only, but the GOV.UK pattern puts
 * "Erro: " in the <title> of a form re-rendered with errors, which is action data. We hand
 * <Meta/> a copy of the router state in which each route's loader data carries its action data.
 * (React Router 6 exports this context as UNSAFE_; Remix 2 is pinned to React Router 6.30.)
 */
import type { MetaDescriptor } from "@remix-run/node";
import { Meta } from "@remix-run/react";
import { useContext, useMemo } from "react";
import { UNSAFE_DataRouterStateContext as DataRouterStateContext } from "react-router-dom";

import { hasFormErrors, type FormResult } from "../lib/form-errors.ts";
import { pageTitle } from "../lib/meta.ts";

export const ACTION_DATA = "__actionData";

export function DocumentMeta() {
  const state = useContext(DataRouterStateContext);
  const value = useMemo(() => {
    if (!state?.actionData) return state;
    const loaderData: Record<string, unknown> = { ...state.loaderData };
    for (const [routeId, actionData] of Object.entries(state.actionData)) {
      const current = loaderData[routeId];
      loaderData[routeId] = {
        ...(typeof current === "object" && current !== null ? current : {}),
        [ACTION_DATA]: actionData,
      };
    }
    return { ...state, loaderData };
  }, [state]);
  if (!value) return <Meta />;
  return (
    <DataRouterStateContext.Provider value={value}>
      <Meta />
    </DataRouterStateContext.Provider>
  );
}

/**
 * meta() of a page whose form posts to its own action: the loader's `title`, prefixed with
 * "Erro: " while the action's answer holds errors (docs/architecture.md, "Forms").
 */
export function formPageMeta({
  data,
  matches,
}: {
  data: unknown;
  matches: readonly { id: string; data?: unknown }[];
}): MetaDescriptor[] {
  const loaderData = data as ({ title?: string } & Record<string, unknown>) | undefined;
  const answer = loaderData?.[ACTION_DATA] as { result?: FormResult } | undefined;
  return pageTitle(matches, loaderData?.title, { error: hasFormErrors(answer?.result) });
}

/**
 * meta() of a page filtered by a GET form its loader checks: the loader's `title`, prefixed with
 * "Erro: " while the loader's `result` holds errors.
 */
export function filterPageMeta({
  data,
  matches,
}: {
  data: unknown;
  matches: readonly { id: string; data?: unknown }[];
}): MetaDescriptor[] {
  const loaderData = data as { title?: string; result?: FormResult | null } | undefined;
  return pageTitle(matches, loaderData?.title, { error: hasFormErrors(loaderData?.result) });
}
