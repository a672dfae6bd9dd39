import type { AdminGuest } from '../../../protocol/admin-guests';
import { GUEST_CSV_EXPORT } from '../../../protocol/constants';
import { toCsv } from '../../../protocol/csv';
import { householdsApi, type Household } from '../../../protocol/households';
import { call } from '../../lib/api';
import { saveFile } from '../../lib/save-file';

export { UTF8_BOM } from '../../../protocol/csv';

/** The phone column of the export: a valid number keeps its leading '+'. */
const PHONE_COLUMN = 2;

/**
 * Issue 51's columns, after the spec's nine and Language (which stay first, in their order): the
 * household, the companions it may bring, and the companions it named.
 */
export const HOUSEHOLD_CSV_COLUMNS = ['Household', 'Companions allowed', 'Companions'] as const;

/** Named companions in one cell: `Lucía Pérez; Tomás Gil`. */
export const COMPANIONS_SEPARATOR = '; ';

const yesNo = (value: boolean) => (value ? GUEST_CSV_EXPORT.yes : GUEST_CSV_EXPORT.no);

/**
 * The household's label in the file: its name, or, unnamed, its members' full names as the
 * households list them (by first then last name) joined with " & ". Every member's row carries the
 * same label, so importing the file again groups the same people again (docs/csv-exports.md).
 */
export function householdLabel(household: Household): string {
  if (household.name) return household.name;
  return household.members
    .map((member) => `${member.firstName} ${member.lastName}`.trim())
    .join(' & ');
}

/** The three household cells of each guest, by guest id. */
function householdCells(households: readonly Household[]): Map<string, string[]> {
  const cells = new Map<string, string[]>();
  for (const household of households) {
    const label = householdLabel(household);
    const named = household.companions.flatMap((companion) =>
      companion.name ? [companion.name] : [],
    );
    household.members.forEach((member, index) => {
      // Companions belong to the household: listed once, on its first member's row.
      const companions = index === 0 ? named.join(COMPANIONS_SEPARATOR) : '';
      cells.set(member.id, [label, String(household.companionsAllowed), companions]);
    });
  }
  return cells;
}

/** Spec §9: guest_list.csv, the given (filtered) rows, booleans as Yes/No; then the households. */
export function guestsToCsv(
  guests: readonly AdminGuest[],
  households: readonly Household[] = [],
): string {
  const byGuest = householdCells(households);
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
    ...(byGuest.get(guest.id) ?? ['', '', '']),
  ]);
  return toCsv({
    fields: [...GUEST_CSV_EXPORT.columns, ...HOUSEHOLD_CSV_COLUMNS],
    rows: data,
    phoneColumns: [PHONE_COLUMN],
  });
}

/** The export as the Guest List tab downloads it: the households read first, fresh. */
export async function exportGuestList(guests: readonly AdminGuest[]): Promise<void> {
  const households = await call(householdsApi.list);
  downloadCsv(guestsToCsv(guests, households));
}

/** Hands the file to the browser as a download. */
export function downloadCsv(csv: string, fileName: string = GUEST_CSV_EXPORT.fileName): void {
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
