/**
 * The patron area's services (decision 034): the permanent basket, the
 * library's information message, the teacher behind a patron of the professor category, and a
 * teaching plan's vacancies. The alerts themselves are migration 022's.
 *
 * - `permanent_basket_item`: the records a patron keeps with the account (document 2 §4: 'in
 *   collection' or 'removed'). Removing keeps the row (removed_at), so it can be restored and the
 *   list by dates still shows when it was kept; one row per patron and record.
 * - `library.info_message`: GET /biblioteca/get-info-message, shown in the patron area.
 * - `teacher.patron_id`: the login of a teacher, so the teacher's own plans can be shown.
 * - `teaching_plan.vacancies`: the seats the discipline offers (document 2 §3 "teaching plan").
 */
export const version = "028-patron-services";

export const up = /* sql */ `
CREATE TABLE permanent_basket_item (
  patron_id integer NOT NULL REFERENCES patron(id) ON DELETE CASCADE,
  record_id integer NOT NULL REFERENCES record(id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz,
  PRIMARY KEY (patron_id, record_id)
);
CREATE INDEX permanent_basket_patron ON permanent_basket_item (patron_id, added_at DESC);

ALTER TABLE library ADD COLUMN info_message text;

ALTER TABLE teacher ADD COLUMN patron_id integer REFERENCES patron(id) ON DELETE SET NULL;
CREATE UNIQUE INDEX teacher_patron ON teacher (patron_id) WHERE patron_id IS NOT NULL;

ALTER TABLE teaching_plan ADD COLUMN vacancies integer CHECK (vacancies IS NULL OR vacancies >= 0);
`;
