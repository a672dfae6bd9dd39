import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import Papa from 'papaparse';

/**
 * The one rule of every CSV the site writes (client downloads and server exports alike). Guests
 * type some of the text that ends up in these files (RSVP dietary notes, gift messages, donor
 * names), and a spreadsheet runs a cell starting with one of these characters as a formula.
 */
export const CSV_FORMULA_START = /^[=+\-@\t\r]/;

/** Excel reads a CSV as UTF-8 (accents, ñ) only when the file starts with this byte-order mark. */
export const UTF8_BOM = '\uFEFF';

/** Only what a written phone number is made of: a leading '+', digits, spaces, ( ) . - */
const PHONE_CELL = /^\+?[0-9][0-9 ().-]*$/;

/**
 * A phone as a guest or organizer would write it. National forms ('600 000 000', '(555) 201-3344')
 * never start with a formula character; an international one ('+34 600 000 000') does, so only a
 * cell that is one valid number, whole, keeps its '+'. libphonenumber alone would not do: it
 * finds the number inside `=HYPERLINK("https://evil.example/",+12015550123)` too.
 */
export function isPhoneNumber(value: string): boolean {
  const cell = value.trim();
  if (!PHONE_CELL.test(cell)) return false;
  const phone = parsePhoneNumberFromString(cell);
  // Every digit of the cell is the number's: nothing before, after or in between.
  return phone?.isValid() === true && phone.number === `+${cell.replace(/\D/g, '')}`;
}

/** A cell a spreadsheet shows as the text it is: a leading apostrophe stops formulas. */
export function neutraliseCell(value: string, options: { phone?: boolean } = {}): string {
  if (!CSV_FORMULA_START.test(value)) return value;
  if (options.phone && isPhoneNumber(value)) return value;
  return `'${value}`;
}

export interface CsvTable {
  fields: readonly string[];
  rows: readonly (readonly string[])[];
  /** Indexes of the columns that hold phone numbers (a valid one keeps its leading '+'). */
  phoneColumns?: readonly number[];
}

/**
 * The file: every cell through `neutraliseCell`, CRLF line ends (RFC 4180, what Excel writes) and
 * a byte-order mark so accents survive.
 */
export function toCsv({ fields, rows, phoneColumns = [] }: CsvTable): string {
  const data = rows.map((row) =>
    row.map((cell, column) => neutraliseCell(cell, { phone: phoneColumns.includes(column) })),
  );
  const header = fields.map((field) => neutraliseCell(field));
  return UTF8_BOM + Papa.unparse({ fields: header, data }, { newline: '\r\n' });
}
