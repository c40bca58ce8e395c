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

/**
 * The whole file cannot be read as MARC (empty, another format, an XML document with no MARC
 * record, or one that breaks the reader's limits before its first record): nothing in it is a
 * record to skip, so the importer reports the file instead of counting skipped records.
 */
export class MarcFileError extends MarcError {
  constructor(message: string) {
    super(message);
    this.name = "MarcFileError";
  }
}
