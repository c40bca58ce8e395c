/** ISBNs as cover file names: the digits of both forms (ISBN-13, and ISBN-10 for 978 numbers). */

export interface IsbnForms {
  isbn13: string;
  isbn10?: string;
}

function check10(nine: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(nine[i]) * (10 - i);
  const digit = (11 - (sum % 11)) % 11;
  return digit === 10 ? "X" : String(digit);
}

function check13(twelve: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/**
 * The two forms of an ISBN written with or without hyphens or spaces ("85-7164-123-4",
 * "978 85 7164 123 7"); undefined when it has neither 10 nor 13 characters of an ISBN.
 * Check digits are not verified: a file is looked up by name, and a wrong digit in a record is
 * still the name the operator may have used.
 */
export function isbnForms(raw: string): IsbnForms | undefined {
  const value = raw.replace(/[\s-]/g, "").toUpperCase();
  if (/^\d{9}[\dX]$/.test(value)) {
    const twelve = `978${value.slice(0, 9)}`;
    return { isbn13: twelve + check13(twelve), isbn10: value };
  }
  if (/^97[89]\d{10}$/.test(value)) {
    const isbn10 = value.startsWith("978") ? value.slice(3, 12) + check10(value.slice(3, 12)) : undefined;
    return { isbn13: value, isbn10 };
  }
  return undefined;
}
