import type { IdentifierKind } from '../../../protocol/guests';

/** Lower case, accents dropped, inner spaces collapsed: 'José  Núñez' and 'jose nunez' agree. */
export function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Same number whatever the punctuation; a leading country code (+1 ...) may be left out. */
function samePhone(typed: string, stored: string): boolean {
  const a = digitsOf(typed);
  const b = digitsOf(stored);
  if (a.length < 7 || b.length < 7) return false;
  if (a === b) return true;
  return a.length >= 10 && b.length >= 10 && a.slice(-10) === b.slice(-10);
}

interface Identifiable {
  firstName: string;
  lastName?: string | null;
  email: string;
  phone?: string | null;
}

/** Whether what the guest typed in the given tab (or any tab) names this guest. */
export function identifierMatches(
  guest: Identifiable,
  identifier: string,
  kind?: IdentifierKind,
): boolean {
  const byName = () => {
    const typed = normalizeName(identifier);
    const first = normalizeName(guest.firstName);
    const full = normalizeName(`${guest.firstName} ${guest.lastName ?? ''}`);
    return typed.length > 0 && (typed === first || typed === full);
  };
  const byEmail = () => identifier.trim().toLowerCase() === guest.email.toLowerCase();
  const byPhone = () => (guest.phone ? samePhone(identifier, guest.phone) : false);
  switch (kind) {
    case 'name':
      return byName();
    case 'email':
      return byEmail();
    case 'phone':
      return byPhone();
    default:
      return byName() || byEmail() || byPhone();
  }
}
