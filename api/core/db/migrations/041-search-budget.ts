/**
 * The cold-search budget (docs/decisions/049-schedules-startup-and-crawlers.md): how many searches
 * the result cache could not answer each anonymous client address has made in its current window,
 * counted in the database so that every process on it counts the same client alike.
 */
export const version = "041-search-budget";

export const up = /* sql */ `
CREATE TABLE search_budget (
  client text PRIMARY KEY,
  window_start timestamptz NOT NULL DEFAULT now(),
  searches integer NOT NULL DEFAULT 0
);
CREATE INDEX search_budget_window_start ON search_budget (window_start);
`;
