import Papa from 'papaparse';
import type { AdminGuest } from '../../../protocol/admin-guests';
import { GUEST_CSV_EXPORT } from '../../../protocol/constants';

/** Excel reads a CSV as UTF-8 (accents, ñ) only when the file starts with this byte-order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * Cells Excel would run as a formula get a leading apostrophe. Phone numbers start with '+' and
 * must stay as typed, so only '=' and '@' (and tab or carriage return) count here.
 */
export const FORMULA_START = /^[=@\t\r]/;

const yesNo = (value: boolean) => (value ? GUEST_CSV_EXPORT.yes : GUEST_CSV_EXPORT.no);

/** Spec §9: guest_list.csv, the given (filtered) rows, booleans as Yes/No. */
export function guestsToCsv(guests: readonly AdminGuest[]): string {
  const data = guests.map((guest) => [
    guest.name,
    guest.email,
    guest.phone ?? '',
    guest.rsvpStatus,
    yesNo(guest.plusOne),
    guest.dietaryRestrictions ?? '',
    guest.tableAssignment ?? '',
    guest.category,
    yesNo(guest.invitationSent),
  ]);
  const csv = Papa.unparse(
    { fields: [...GUEST_CSV_EXPORT.columns], data },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
  return UTF8_BOM + csv;
}

/** Hands the file to the browser as a download. */
export function downloadCsv(csv: string, fileName: string = GUEST_CSV_EXPORT.fileName): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
