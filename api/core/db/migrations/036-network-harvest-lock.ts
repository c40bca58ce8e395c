/**
 * The network catalogue's harvest lock (decision 041, "schedule"): one harvest at
 * a time, whether started by the server's schedule, the desk call or `npm run harvest` in another
 * process. A lease (expires_at) rather than a session lock, so that a process killed mid-harvest
 * does not hold it for ever and a pooled connection need not be pinned.
 */
export const version = "036-network-harvest-lock";

export const up = /* sql */ `
CREATE TABLE network_harvest_lock (
  name text PRIMARY KEY,
  holder text NOT NULL,
  acquired_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
`;
