import type { Household } from '../../../protocol/households';
import type { GuestRecord } from '../guests/door';
import type { HouseholdDocument } from './model';

type Member = Pick<GuestRecord, '_id' | 'firstName' | 'lastName'>;

/** A household as both organizers and its own members see it; members by first then last name. */
export function presentHousehold(doc: HouseholdDocument, members: Member[]): Household {
  const sorted = [...members].sort(
    (a, b) =>
      a.firstName.localeCompare(b.firstName) || (a.lastName ?? '').localeCompare(b.lastName ?? ''),
  );
  const firstNameOf = new Map(sorted.map((member) => [member._id.toString(), member.firstName]));
  const host = sorted[0]?.firstName ?? '';
  return {
    id: doc._id.toString(),
    name: doc.name ?? '',
    members: sorted.map((member) => ({
      id: member._id.toString(),
      firstName: member.firstName,
      lastName: member.lastName ?? '',
    })),
    companionsAllowed: doc.companionsAllowed ?? 0,
    reopened: doc.reopened ?? false,
    companions: (doc.companions ?? []).map((companion) => ({
      id: companion._id,
      name: companion.name ?? null,
      child: companion.child ?? false,
      // A companion whose member left the household is worded after the one who stays.
      guestOf: (companion.guestOf && firstNameOf.get(companion.guestOf.toString())) || host,
    })),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
