import Papa from 'papaparse';
import type { Vendor } from '../../../protocol/planning';

/** Excel reads a CSV as UTF-8 (accents, ñ) only when the file starts with this byte-order mark. */
export const UTF8_BOM = '\uFEFF';
/** Cells Excel would run as a formula get a leading apostrophe; '+' stays (phone numbers). */
const FORMULA_START = /^[=@\t\r]/;

export const VENDOR_CSV_COLUMNS = {
  en: ['Name', 'Category', 'Contact', 'Phone', 'Email'],
  es: ['Nombre', 'Categoría', 'Contacto', 'Teléfono', 'Correo electrónico'],
} as const;

/** The vendors, one row each, for the day-of coordinator's spreadsheet. */
export function vendorsToCsv(vendors: readonly Vendor[], lang: 'en' | 'es'): string {
  const data = vendors.map((vendor) => [
    vendor.name,
    vendor.category,
    vendor.contactName ?? '',
    vendor.phone ?? '',
    vendor.email ?? '',
  ]);
  const csv = Papa.unparse(
    { fields: [...VENDOR_CSV_COLUMNS[lang]], data },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
  return UTF8_BOM + csv;
}
