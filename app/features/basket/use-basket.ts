import { useRouteLoaderData } from "@remix-run/react";

/** The basket's record ids, from the root loader (revalidated after every basket action). */
export function useBasket(): readonly number[] {
  const root = useRouteLoaderData("root") as { basket?: number[] } | undefined;
  return root?.basket ?? [];
}
