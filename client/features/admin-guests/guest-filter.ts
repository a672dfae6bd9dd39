import type { AdminGuest, GuestCategory, RsvpStatus } from '../../../protocol/admin-guests';

export type GuestFilters = {
  search: string;
  status: RsvpStatus | 'all';
  category: GuestCategory | 'all';
};

export const noFilters: GuestFilters = { search: '', status: 'all', category: 'all' };

/** Spec §5: a case-insensitive substring of the name or the e-mail, and the two filters. */
export function filterGuests(guests: readonly AdminGuest[], filters: GuestFilters): AdminGuest[] {
  const needle = filters.search.trim().toLocaleLowerCase();
  return guests.filter(
    (guest) =>
      (filters.status === 'all' || guest.rsvpStatus === filters.status) &&
      (filters.category === 'all' || guest.category === filters.category) &&
      (!needle ||
        guest.name.toLocaleLowerCase().includes(needle) ||
        guest.email.toLocaleLowerCase().includes(needle)),
  );
}

export const sortKeys = [
  'name',
  'email',
  'rsvpStatus',
  'category',
  'plusOne',
  'tableAssignment',
] as const;
export type SortKey = (typeof sortKeys)[number];
export type GuestSort = { key: SortKey; direction: 'ascending' | 'descending' };

export const defaultSort: GuestSort = { key: 'name', direction: 'ascending' };

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function sortValue(guest: AdminGuest, key: SortKey): string {
  // Sorted by how many people come (the collator compares numbers as numbers).
  if (key === 'plusOne') return String(guest.partySize);
  return guest[key] ?? '';
}

/**
 * Sorted copy; ties keep name order. Rows with no table sort after the assigned ones either way,
 * so 'Not assigned' never hides the seated guests.
 */
export function sortGuests(guests: readonly AdminGuest[], sort: GuestSort): AdminGuest[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...guests].sort((a, b) => {
    const left = sortValue(a, sort.key);
    const right = sortValue(b, sort.key);
    if (sort.key === 'tableAssignment' && (!left || !right) && left !== right) return left ? -1 : 1;
    return sign * collator.compare(left, right) || collator.compare(a.name, b.name);
  });
}

/** Clicking a column's header: sort by it, or flip the direction when it already sorts. */
export function nextSort(current: GuestSort, key: SortKey): GuestSort {
  if (current.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
