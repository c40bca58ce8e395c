/**
 * Circulation: loan policy, loans, reservations and their queues, debts, suspensions, loan
 * requests (with receiving units, per-library messages and home-delivery days), the patron's
 * libraries and desk staff. See docs/circulation.md and docs/decisions/007-circulation.md.
 *
 * What two patrons can race for is also guarded here, below the row locks of the services:
 * one open loan per copy, one patron per queue position, one ready reservation per held copy,
 * one open reservation per patron and queue, one late-return fine per loan.
 */
export const version = "002-circulation";

export const up = /* sql */ `
-- Loan rules per library and patron category. NULL matches any; the most specific row wins
-- (library+category, then library, then category, then the default row).
CREATE TABLE loan_policy (
  id serial PRIMARY KEY,
  library_id integer REFERENCES library(id) ON DELETE CASCADE,
  category text,
  loan_days integer NOT NULL CHECK (loan_days > 0),
  max_renewals integer NOT NULL CHECK (max_renewals >= 0),
  max_loans integer NOT NULL CHECK (max_loans >= 0),
  max_reservations integer NOT NULL CHECK (max_reservations >= 0),
  -- Days a ready reservation waits at the desk (the pick-up window).
  pickup_days integer NOT NULL CHECK (pickup_days > 0),
  -- Days a queued reservation stays valid before it expires.
  reservation_days integer NOT NULL CHECK (reservation_days > 0),
  daily_fine_cents integer NOT NULL CHECK (daily_fine_cents >= 0),
  -- Days of suspension per late day on return (0: fines only).
  suspension_days_per_late_day integer NOT NULL DEFAULT 0 CHECK (suspension_days_per_late_day >= 0)
);
CREATE UNIQUE INDEX loan_policy_scope ON loan_policy (coalesce(library_id, 0), coalesce(category, ''));
INSERT INTO loan_policy (library_id, category, loan_days, max_renewals, max_loans, max_reservations,
                         pickup_days, reservation_days, daily_fine_cents)
  VALUES (NULL, NULL, 14, 3, 5, 5, 3, 90, 100);

-- Libraries a patron belongs to besides patron.library_id (get-user-libraries).
CREATE TABLE patron_library (
  patron_id integer NOT NULL REFERENCES patron(id) ON DELETE CASCADE,
  library_id integer NOT NULL REFERENCES library(id) ON DELETE CASCADE,
  PRIMARY KEY (patron_id, library_id)
);

-- Desk staff: a login and an API key kept only as its SHA-256 (header X-Staff-Key).
-- library_id NULL: every library; otherwise the desk works on that library's copies only.
CREATE TABLE staff_user (
  id serial PRIMARY KEY,
  login text NOT NULL UNIQUE,
  name text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  library_id integer REFERENCES library(id),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE loan (
  id serial PRIMARY KEY,
  item_id integer NOT NULL REFERENCES item(id),
  patron_id integer NOT NULL REFERENCES patron(id),
  library_id integer NOT NULL REFERENCES library(id),
  checked_out_at timestamptz NOT NULL,
  due_date date NOT NULL,
  returned_at timestamptz,
  renewals integer NOT NULL DEFAULT 0 CHECK (renewals >= 0),
  staff_id integer REFERENCES staff_user(id),
  CHECK (returned_at IS NULL OR returned_at >= checked_out_at)
);
-- A copy is lent to one patron at a time.
CREATE UNIQUE INDEX loan_open_item ON loan (item_id) WHERE returned_at IS NULL;
CREATE INDEX loan_open_patron ON loan (patron_id) WHERE returned_at IS NULL;
CREATE INDEX loan_patron_checkout ON loan (patron_id, checked_out_at);

CREATE TABLE reservation (
  id serial PRIMARY KEY,
  record_id integer NOT NULL REFERENCES record(id) ON DELETE CASCADE,
  patron_id integer NOT NULL REFERENCES patron(id),
  library_id integer NOT NULL REFERENCES library(id),
  -- The queue: record, library, volume, tomo, parte ('99999' = single volume/tomo/parte).
  volume text NOT NULL DEFAULT '99999',
  tomo text NOT NULL DEFAULT '99999',
  parte text NOT NULL DEFAULT '99999',
  -- Filters on the copy that may serve it: material NULL any, '0' the main material;
  -- location NULL all (Pergamum's -1).
  material text,
  location_id integer REFERENCES location(id),
  position integer CHECK (position > 0),
  status text NOT NULL CHECK (status IN ('queued', 'ready', 'fulfilled', 'cancelled', 'expired')),
  -- The copy held for the patron from 'ready' on (kept once fulfilled).
  item_id integer REFERENCES item(id),
  created_at timestamptz NOT NULL,
  -- Last day a queued reservation is valid.
  expires_on date NOT NULL,
  -- Release date and pick-up window of a ready reservation.
  ready_at timestamptz,
  pickup_deadline date,
  closed_at timestamptz,
  CHECK ((status = 'queued') = (position IS NOT NULL)),
  CHECK (status <> 'ready' OR (item_id IS NOT NULL AND ready_at IS NOT NULL AND pickup_deadline IS NOT NULL)),
  -- One patron per position in an open queue. Deferred, so that renumbering after a
  -- cancellation may pass through a transient duplicate inside its transaction.
  CONSTRAINT reservation_queue_position EXCLUDE USING btree
    (record_id WITH =, library_id WITH =, volume WITH =, tomo WITH =, parte WITH =, position WITH =)
    WHERE (status = 'queued') DEFERRABLE INITIALLY DEFERRED
);
-- A held copy serves one ready reservation.
CREATE UNIQUE INDEX reservation_held_item ON reservation (item_id) WHERE status = 'ready';
-- A patron waits once per queue.
CREATE UNIQUE INDEX reservation_patron_open ON reservation (patron_id, record_id, library_id, volume, tomo, parte)
  WHERE status IN ('queued', 'ready');
CREATE INDEX reservation_queue ON reservation (record_id, library_id, volume, tomo, parte, position)
  WHERE status = 'queued';
CREATE INDEX reservation_patron ON reservation (patron_id, created_at);

CREATE TABLE debt (
  id serial PRIMARY KEY,
  patron_id integer NOT NULL REFERENCES patron(id),
  loan_id integer REFERENCES loan(id),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  paid_cents integer NOT NULL DEFAULT 0 CHECK (paid_cents >= 0),
  reason text NOT NULL CHECK (reason IN ('late_return', 'lost_item', 'other')),
  description text,
  created_at timestamptz NOT NULL,
  paid_at timestamptz
);
-- One late-return fine per loan, however often the copy is checked in.
CREATE UNIQUE INDEX debt_late_return ON debt (loan_id) WHERE reason = 'late_return';
CREATE INDEX debt_patron ON debt (patron_id);

CREATE TABLE suspension (
  id serial PRIMARY KEY,
  patron_id integer NOT NULL REFERENCES patron(id),
  loan_id integer REFERENCES loan(id),
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  reason text NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK (ends_on >= starts_on)
);
CREATE INDEX suspension_patron ON suspension (patron_id, ends_on);

-- Places other than a library where a requested copy can be received (a department, an office).
CREATE TABLE receiving_unit (
  id integer PRIMARY KEY,
  name text NOT NULL,
  library_id integer REFERENCES library(id)
);

-- Per-library loan-request settings: the warning shown on the form.
CREATE TABLE library_request_setting (
  library_id integer PRIMARY KEY REFERENCES library(id) ON DELETE CASCADE,
  warning_message text
);

-- Weekdays (0 Sunday … 6 Saturday) on which a library delivers at home.
CREATE TABLE library_delivery_day (
  library_id integer NOT NULL REFERENCES library(id) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
  PRIMARY KEY (library_id, weekday)
);

CREATE TABLE loan_request (
  id serial PRIMARY KEY,
  record_id integer NOT NULL REFERENCES record(id) ON DELETE CASCADE,
  patron_id integer NOT NULL REFERENCES patron(id),
  origin_library_id integer NOT NULL REFERENCES library(id),
  pickup_library_id integer REFERENCES library(id),
  receiving_unit_id integer REFERENCES receiving_unit(id),
  home_delivery boolean NOT NULL DEFAULT false,
  delivery_address text,
  volume text NOT NULL DEFAULT '99999',
  tomo text NOT NULL DEFAULT '99999',
  parte text NOT NULL DEFAULT '99999',
  material text NOT NULL DEFAULT '0',
  phone text,
  emails text,
  authorized_person text,
  pickup_start timestamptz NOT NULL,
  pickup_end timestamptz NOT NULL,
  -- Document 2 §4: waiting, in transit, available, finished, not finished, cancelled.
  status text NOT NULL CHECK (status IN ('waiting', 'in_transit', 'available', 'finished', 'not_finished', 'cancelled')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (pickup_start <= pickup_end),
  CHECK (CASE WHEN home_delivery THEN delivery_address IS NOT NULL
              ELSE pickup_library_id IS NOT NULL OR receiving_unit_id IS NOT NULL END),
  CHECK (phone IS NULL OR length(phone) <= 16)
);
-- The same open request twice is a duplicate.
CREATE UNIQUE INDEX loan_request_open ON loan_request (patron_id, record_id, origin_library_id, volume, tomo, parte, material)
  WHERE status IN ('waiting', 'in_transit', 'available');
CREATE INDEX loan_request_patron ON loan_request (patron_id, created_at);
`;
