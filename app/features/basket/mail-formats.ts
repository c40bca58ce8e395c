/** What the basket e-mail carries: ABNT references in the message only, or a file attached too. */
export const MAIL_FORMATS = ["abnt", "ris", "bibtex", "marc", "marcxml"] as const;
export type MailFormat = (typeof MAIL_FORMATS)[number];
