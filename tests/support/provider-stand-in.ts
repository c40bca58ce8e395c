/**
 * `npm run provider-stand-in`: the provider stand-in on the address the demo's provider points at
 * (api/operations/demo/providers.ts), so that /pearson on a demo catalogue ends at a page that
 * verified the signed link and names the patron. Stopped with Ctrl-C.
 */
import { DEMO_PROVIDER } from "../../api/operations/demo/providers.ts";
import { startTestProvider } from "./test-provider.ts";

const provider = await startTestProvider({
  secret: DEMO_PROVIDER.secret,
  audience: DEMO_PROVIDER.code,
  port: Number(new URL(DEMO_PROVIDER.url).port),
});
console.log(`provider stand-in for "${DEMO_PROVIDER.code}" at ${provider.url}`);
