import type { AdminGuest } from '../../../protocol/admin-guests';
import type { GuestStatus } from '../../../protocol/guests';

const byName = (a: GuestStatus, b: GuestStatus) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

/** The list with these rows added or replaced, kept in the server's order (last, first name). */
export function withGuestStatuses(
  list: GuestStatus[] | undefined,
  changed: GuestStatus[],
): GuestStatus[] | undefined {
  if (!list) return list;
  const replaced = new Map(changed.map((guest) => [guest.id, guest]));
  const kept = list.map((guest) => replaced.get(guest.id) ?? guest);
  const added = changed.filter((guest) => !list.some((row) => row.id === guest.id));
  return added.length ? [...kept, ...added].sort(byName) : kept;
}

export function withoutGuests(
  list: GuestStatus[] | undefined,
  ids: string[],
): GuestStatus[] | undefined {
  return list?.filter((guest) => !ids.includes(guest.id));
}

/** A row of the organizers' guest list, seen from the sign-in status page. */
export function statusOf(guest: AdminGuest): GuestStatus {
  return {
    id: guest.id,
    firstName: guest.firstName,
    lastName: guest.lastName,
    isAuthenticated: guest.isAuthenticated,
    ...(guest.lastLoginAt ? { lastLoginAt: guest.lastLoginAt } : {}),
  };
}

export interface GuestStatusStats {
  total: number;
  authenticated: number;
  /** Rounded percentage; 0 with no guests. */
  accessRate: number;
}

export function guestStatusStats(list: GuestStatus[]): GuestStatusStats {
  const total = list.length;
  const authenticated = list.filter((guest) => guest.isAuthenticated).length;
  return {
    total,
    authenticated,
    accessRate: total ? Math.round((authenticated / total) * 100) : 0,
  };
}

/** The status page's search: a case-insensitive match on first plus last name. */
export function matchesName(guest: GuestStatus, term: string): boolean {
  const needle = term.trim().toLowerCase();
  return !needle || `${guest.firstName} ${guest.lastName}`.toLowerCase().includes(needle);
}
