import type { InviteOnlyOpenness } from '../../../protocol/endpoint';
import type { Viewer } from './viewer';

/**
 * Whether a caller passes an invite-only site's gate for something that declares `openness` (an
 * endpoint of the contract, a live topic), whatever the mode: invited guests and organizers
 * always do; anyone else only what is open to them. The rest depends on the mode.
 */
export function passesInviteOnly(
  openness: InviteOnlyOpenness | undefined,
  who: Pick<Viewer, 'organizer' | 'guestId' | 'projectorLinkId' | 'quizHostLinkId'>,
): boolean {
  if (who.organizer || who.guestId) return true;
  // The quiz host's phone reads what the projector shows (the run, its lobby's roster).
  const screen = Boolean(who.projectorLinkId || who.quizHostLinkId);
  return openness === 'everyone' || (openness === 'projector-screens' && screen);
}
