/**
 * Raised by the MARC codecs when input cannot be read (or written) as a MARC record. The
 * message says what is wrong in words an operator can act on: the import CLI prints it as
 * the reason a record was skipped.
 */
export class MarcError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MarcError";
  }
}
