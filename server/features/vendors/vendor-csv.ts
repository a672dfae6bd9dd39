import { toCsv } from '../../../protocol/csv';
import type { Vendor } from '../../../protocol/planning';

/** The vendor's phone: a valid number keeps its leading '+'. */
const PHONE_COLUMN = 3;

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
  return toCsv({ fields: VENDOR_CSV_COLUMNS[lang], rows: data, phoneColumns: [PHONE_COLUMN] });
}
