import type { OrganizerWeekendEvent } from '../../../protocol/household-events';
import type { Household } from '../../../protocol/households';

/** The cached households with this one in place (or added at the end). */
export function withHousehold(
  list: Household[] | undefined,
  household: Household,
): Household[] | undefined {
  if (!list) return list;
  return list.some((item) => item.id === household.id)
    ? list.map((item) => (item.id === household.id ? household : item))
    : [...list, household];
}

export function withoutHousehold(list: Household[] | undefined, id: string) {
  return list?.filter((item) => item.id !== id);
}

/** The weekend's events by date, then time, as the server lists them. */
const byDate = (a: OrganizerWeekendEvent, b: OrganizerWeekendEvent) =>
  a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id.localeCompare(b.id);

export function withEvent(
  list: OrganizerWeekendEvent[] | undefined,
  event: OrganizerWeekendEvent,
): OrganizerWeekendEvent[] | undefined {
  if (!list) return list;
  return [...list.filter((item) => item.id !== event.id), event].sort(byDate);
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** The organizers' name for a household, or its members' names when it has none. */
export function householdLabel(household: Household): string {
  return household.name || household.members.map(fullName).join(', ');
}

/** Everyone a household answers for: its members, then its companions ("Guest of Ana"). */
export function peopleOf(
  household: Household,
  guestOf: (name: string) => string,
): { id: string; name: string; child: boolean }[] {
  return [
    ...household.members.map((member) => ({ id: member.id, name: fullName(member), child: false })),
    ...household.companions.map((companion) => ({
      id: companion.id,
      name: companion.name ?? guestOf(companion.guestOf),
      child: companion.child,
    })),
  ];
}

/** Whether the deadline passed at `now` (no deadline: never). */
export const deadlinePassed = (deadline: string | null | undefined, now = Date.now()) =>
  Boolean(deadline) && new Date(deadline!).getTime() < now;

/** '2026-06-19' as 'Fri, Jun 19, 2026' in the organizer's language (a calendar day: no zone). */
export function formatDay(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
