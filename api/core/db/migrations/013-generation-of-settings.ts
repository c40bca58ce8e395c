/**
 * The advanced search's option lists and the search tabs come from the libraries, their
 * locations and the institution's parameters, and are cached with the search answers
 * (decision 017): a change to any of those tables bumps the catalogue's generation too, so the
 * next page shows it.
 */
export const version = "013-generation-of-settings";

export const up = /* sql */ `
CREATE TRIGGER institution_param_changes_catalogue
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON institution_param
  FOR EACH STATEMENT EXECUTE FUNCTION opac_bump_catalogue_generation();

CREATE TRIGGER library_changes_catalogue
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON library
  FOR EACH STATEMENT EXECUTE FUNCTION opac_bump_catalogue_generation();

CREATE TRIGGER location_changes_catalogue
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON location
  FOR EACH STATEMENT EXECUTE FUNCTION opac_bump_catalogue_generation();
`;
