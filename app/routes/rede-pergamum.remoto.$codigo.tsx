/**
 * /rede-pergamum/remoto/:codigo?q=…&for=…&pos=N — one record of a remote catalogue's search
 * (decision 058); see app/features/network/remote-record.server.ts.
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import networkStyles from "../features/network/network.css";
import recordStyles from "../features/record/record.css";
import { RemoteRecordView } from "../features/network/remote-record.tsx";
import { loadRemoteRecord } from "../features/network/remote-record.server.ts";
import { getT } from "../lib/i18n.server.ts";
import { libraryClient } from "../lib/library/index.server.ts";
import { pageTitle } from "../lib/meta.ts";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: recordStyles },
  { rel: "stylesheet", href: networkStyles },
];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const t = await getT(request);
  const api = await libraryClient({ request, context });
  return loadRemoteRecord(api, params.codigo, new URL(request.url), t("network.remote.title"));
}

export default function RemoteRecordPage() {
  const { record, problem, back, q } = useLoaderData<typeof loader>();
  return <RemoteRecordView record={record} problem={problem} back={back} q={q} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title);
