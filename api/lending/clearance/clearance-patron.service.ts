/**
 * The patron as the clearance sees them (out of the unit or not), for the features that refuse a
 * cleared patron: the loan token. Apart from clearance.service.ts, which calls the loan token's
 * service (a declaration takes the token away), so that the two services do not import each other.
 */
export { findClearancePatron } from "./clearance.repository.ts";
