/**
 * Teaching plans (document 1 §2 "plano_ensino", §4, §9 NA_C/NA_A; decision 019): the courses,
 * disciplines and teachers of an institution, each plan a course's discipline taught by a teacher
 * on a campus in a period, and its bibliography (basic or complementary) pointing at records.
 * Campuses already exist (migration 001).
 *
 * The plans decide what the plano_ensino tab and the new-acquisitions filters by course and area
 * find, and those answers are cached by the catalogue's generation (decision 017): changes to
 * these tables bump it too.
 */
export const version = "014-teaching-plans";

export const up = /* sql */ `
-- A CNPq "grande área" (e.g. 7.00.00.00-0 Ciências Humanas).
CREATE TABLE knowledge_area (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL
);

-- The academic department that offers a discipline.
CREATE TABLE department (
  id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE course (
  id integer PRIMARY KEY,
  name text NOT NULL,
  campus_id integer NOT NULL REFERENCES campus(id),
  knowledge_area_id integer NOT NULL REFERENCES knowledge_area(id)
);
CREATE INDEX course_area ON course (knowledge_area_id);

CREATE TABLE discipline (
  id integer PRIMARY KEY,
  name text NOT NULL,
  department_id integer NOT NULL REFERENCES department(id)
);

CREATE TABLE teacher (
  id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE teaching_plan (
  id integer PRIMARY KEY,
  course_id integer NOT NULL REFERENCES course(id),
  discipline_id integer NOT NULL REFERENCES discipline(id),
  teacher_id integer NOT NULL REFERENCES teacher(id),
  campus_id integer NOT NULL REFERENCES campus(id),
  year integer NOT NULL CHECK (year BETWEEN 1900 AND 2999),
  semester integer NOT NULL CHECK (semester IN (1, 2)),
  -- The course's period (semester of the curriculum) the discipline belongs to.
  period integer NOT NULL CHECK (period > 0),
  UNIQUE (course_id, discipline_id, teacher_id, campus_id, year, semester)
);
CREATE INDEX teaching_plan_discipline ON teaching_plan (discipline_id);
CREATE INDEX teaching_plan_teacher ON teaching_plan (teacher_id);

CREATE TABLE teaching_plan_bibliography (
  plan_id integer NOT NULL REFERENCES teaching_plan(id) ON DELETE CASCADE,
  record_id integer NOT NULL REFERENCES record(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('basic', 'complementary')),
  PRIMARY KEY (plan_id, record_id)
);
CREATE INDEX teaching_plan_bibliography_record ON teaching_plan_bibliography (record_id);

CREATE TRIGGER knowledge_area_changes_catalogue
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON knowledge_area
  FOR EACH STATEMENT EXECUTE FUNCTION opac_bump_catalogue_generation();
CREATE TRIGGER course_changes_catalogue
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course
  FOR EACH STATEMENT EXECUTE FUNCTION opac_bump_catalogue_generation();
CREATE TRIGGER discipline_changes_catalogue
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON discipline
  FOR EACH STATEMENT EXECUTE FUNCTION opac_bump_catalogue_generation();
CREATE TRIGGER teacher_changes_catalogue
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON teacher
  FOR EACH STATEMENT EXECUTE FUNCTION opac_bump_catalogue_generation();
CREATE TRIGGER teaching_plan_changes_catalogue
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON teaching_plan
  FOR EACH STATEMENT EXECUTE FUNCTION opac_bump_catalogue_generation();
CREATE TRIGGER teaching_plan_bibliography_changes_catalogue
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON teaching_plan_bibliography
  FOR EACH STATEMENT EXECUTE FUNCTION opac_bump_catalogue_generation();
`;
