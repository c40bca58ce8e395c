/**
 * Content provider presets (decision 066): a provider may take the patron's signed token in a
 * form the browser posts to it (identity `jwt_post`, the "SSO form post" hand-off) rather than on
 * its address, so the token stays out of the provider's logs and the Referer. The identity
 * column accepts it.
 */
export const version = "051-provider-form-post";

export const up = /* sql */ `
ALTER TABLE external_service DROP CONSTRAINT external_service_identity_check;
ALTER TABLE external_service ADD CONSTRAINT external_service_identity_check
  CHECK (identity IN ('jwt', 'jwt_post', 'ezproxy_ticket', 'none'));
`;
