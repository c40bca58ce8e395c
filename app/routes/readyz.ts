/** /readyz of the OPAC alone: the library service ready and the process not stopping. */
import { readyz } from "../features/operations/operator-routes.server.ts";

export const loader = () => readyz();
