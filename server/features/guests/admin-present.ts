import { partySizeOf, type AdminGuest } from '../../../protocol/admin-guests';
import type { GuestDocument } from './model';

export const fullName = (doc: Pick<GuestDocument, 'firstName' | 'lastName'>) =>
  `${doc.firstName} ${doc.lastName ?? ''}`.trim();

/**
 * A typed name as first and last name: the first word, then the rest. A name that reads the same
 * as the stored one keeps the stored split (so 'Mary Ann Smith' stays first name 'Mary Ann').
 */
export function splitName(
  name: string,
  current?: Pick<GuestDocument, 'firstName' | 'lastName'>,
): { firstName: string; lastName: string } {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (current && fullName(current) === clean) {
    return { firstName: current.firstName, lastName: current.lastName ?? '' };
  }
  const space = clean.indexOf(' ');
  return space < 0
    ? { firstName: clean, lastName: '' }
    : { firstName: clean.slice(0, space), lastName: clean.slice(space + 1) };
}

export function presentAdminGuest(doc: GuestDocument): AdminGuest {
  return {
    id: doc._id.toString(),
    name: fullName(doc),
    firstName: doc.firstName,
    lastName: doc.lastName ?? '',
    email: doc.email,
    ...(doc.phone ? { phone: doc.phone } : {}),
    rsvpStatus: doc.rsvpStatus ?? 'pending',
    plusOne: doc.plusOne ?? false,
    partySize: partySizeOf(doc),
    ...(doc.dietaryRestrictions ? { dietaryRestrictions: doc.dietaryRestrictions } : {}),
    ...(doc.tableAssignment ? { tableAssignment: doc.tableAssignment } : {}),
    category: doc.category ?? 'friends',
    ...(doc.side ? { side: doc.side } : {}),
    ...(doc.travelingFrom ? { travelingFrom: doc.travelingFrom } : {}),
    ...(doc.accessibilityNeeds ? { accessibilityNeeds: doc.accessibilityNeeds } : {}),
    ...(doc.language ? { language: doc.language } : {}),
    invitationSent: doc.invitationSent ?? false,
    inviteCode: doc.inviteCode,
    isAuthenticated: doc.isAuthenticated ?? false,
    ...(doc.lastLoginAt ? { lastLoginAt: doc.lastLoginAt.toISOString() } : {}),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: (doc.updatedAt ?? doc.createdAt).toISOString(),
  };
}
