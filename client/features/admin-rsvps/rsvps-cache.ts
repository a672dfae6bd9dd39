import type { OrganizerRsvp, Rsvp } from '../../../protocol/rsvp';

/**
 * The list with this answer in place (or added), newest first. A bare answer (`rsvp:saved`) keeps
 * the guest the list already knew for it: the link comes in its own push.
 */
export function withRsvp(
  list: OrganizerRsvp[] | undefined,
  rsvp: Rsvp | OrganizerRsvp,
): OrganizerRsvp[] {
  const known = (list ?? []).find((item) => item.id === rsvp.id);
  const row: OrganizerRsvp = {
    ...rsvp,
    guest: 'guest' in rsvp ? rsvp.guest : (known?.guest ?? null),
  };
  const others = (list ?? []).filter((item) => item.id !== rsvp.id);
  return [row, ...others].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
}

/** People coming, from the answers that say so. */
export const attendingPeople = (list: OrganizerRsvp[]) =>
  list.reduce((sum, rsvp) => sum + (rsvp.attending ? rsvp.guestCount : 0), 0);
