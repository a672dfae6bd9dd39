import type { AdminGuest } from '../../../protocol/admin-guests';

/** The cached list with these rows added or replaced (by id); other rows keep their place. */
export function withGuests(
  list: AdminGuest[] | undefined,
  saved: AdminGuest[],
): AdminGuest[] | undefined {
  if (!list) return list;
  const byId = new Map(saved.map((guest) => [guest.id, guest]));
  const next = list.map((guest) => {
    const replacement = byId.get(guest.id);
    if (!replacement) return guest;
    byId.delete(guest.id);
    return replacement;
  });
  return byId.size ? [...next, ...byId.values()] : next;
}

export function withoutGuests(
  list: AdminGuest[] | undefined,
  ids: string[],
): AdminGuest[] | undefined {
  if (!list) return list;
  const gone = new Set(ids);
  return list.filter((guest) => !gone.has(guest.id));
}
