/**
 * Every schedule's lease (docs/decisions/049-schedules-startup-and-crawlers.md): the harvest's lock
 * of migration 036 becomes the one table in which each timed job (the network harvest, the interest
 * digest, the sessions clean-up) claims its run, so that N processes on one database run it once.
 */
export const version = "040-schedule-lease";

export const up = /* sql */ `
ALTER TABLE network_harvest_lock RENAME TO schedule_lease;
ALTER INDEX network_harvest_lock_pkey RENAME TO schedule_lease_pkey;
`;
