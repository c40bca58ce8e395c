/** /pesquisa_acessibilidade/duvidas-frequentes: the accessible search's own questions (FAQ of catalogue A). */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { StepLinks } from "../features/accessible-search/step-links.tsx";
import { InfoBody } from "../features/information/info-page.tsx";
import { faqLoader } from "../features/information/information.server.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";

export const handle: RouteHandle = { hydrate: false };

export const loader = (args: LoaderFunctionArgs) => faqLoader(args, "A");

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title);

export default function AccessibleSearchFaq() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{page.title}</h1>
      <InfoBody page={page} />
      <StepLinks />
    </>
  );
}
