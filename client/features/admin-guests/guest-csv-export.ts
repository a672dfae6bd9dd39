import type { AdminGuest } from '../../../protocol/admin-guests';
import { GUEST_CSV_EXPORT } from '../../../protocol/constants';
import { toCsv } from '../../../protocol/csv';
import { saveFile } from '../../lib/save-file';

export { UTF8_BOM } from '../../../protocol/csv';

/** The phone column of the export: a valid number keeps its leading '+'. */
const PHONE_COLUMN = 2;

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
    guest.language ?? '',
  ]);
  return toCsv({ fields: GUEST_CSV_EXPORT.columns, rows: data, phoneColumns: [PHONE_COLUMN] });
}

/** Hands the file to the browser as a download. */
export function downloadCsv(csv: string, fileName: string = GUEST_CSV_EXPORT.fileName): void {
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
