/** What the circulation forms' schemas share: the phone mask and the e-mail list rules. */

/**
 * The service's own rules (api/lending/circulation/loan-request.rules.ts, pure): `cleanPhone` reduces
 * typed input to the phone's characters and cuts it at 16 (the spec's input mask); `splitEmails`
 * turns "a@x.org; b@y.org" into the addresses; `invalidEmail` is the first that is not valid.
 */
export {
  invalidEmail,
  sanitisePhone as cleanPhone,
  splitEmails,
} from "../../../api/lending/circulation/loan-request.rules.ts";
