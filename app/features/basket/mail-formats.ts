import { BASKET_FORMATS } from "../../../api/catalogue/basket/contract.ts";

/** What the basket e-mail carries: ABNT references in the message only, or a file attached too (the service's formats). */
export const MAIL_FORMATS = BASKET_FORMATS;
export type MailFormat = (typeof MAIL_FORMATS)[number];
