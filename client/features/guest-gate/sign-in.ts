import {
  createGuestSession,
  guestNameFormSchema,
  type GuestSession,
} from '../../../protocol/guest-session';
import { saveGuestSession } from './session';

export { guestNameFormSchema };

/**
 * Creates and saves the guest session for a first name; throws the form's message when the name is
 * blank. Apart from session.ts because it needs the protocol's schemas, which the first screen
 * does not load (the name form loads this module once the page has settled, or when submitted).
 */
export function signIn(firstName: string): GuestSession {
  return saveGuestSession(createGuestSession(firstName));
}
