import type { RealtimeOptions } from '../../lib/realtime/hub';
import type { GuestAuthService } from '../guest-auth/service';
import { readGuestToken } from '../guest-auth/routes';
import { readOrganizerToken } from './routes';
import type { OrganizerAccessService } from './service';

interface SessionServices {
  access: OrganizerAccessService;
  guestAuth: GuestAuthService;
}

/**
 * A socket's identity, as `attachViewer` resolves a request's, but with the sessions' ids: the
 * socket joins their rooms, so signing out or revoking one closes it. The services are read when a
 * socket arrives: they are built on the realtime hub that these callbacks configure.
 */
export function socketIdentity(
  services: () => SessionServices,
): Pick<RealtimeOptions, 'identify' | 'sessionIsLive'> {
  return {
    async identify(cookieHeader) {
      const { access, guestAuth } = services();
      const [organizer, guest] = await Promise.all([
        access.session(readOrganizerToken(cookieHeader)),
        guestAuth.session(readGuestToken(cookieHeader)),
      ]);
      return {
        organizer: organizer !== null,
        ...(organizer ? { organizerSession: organizer.id } : {}),
        ...(guest ? { guestId: guest.guestId, guestSession: guest.id } : {}),
      };
    },
    sessionIsLive(kind, sessionId) {
      const { access, guestAuth } = services();
      return kind === 'organizer' ? access.isLive(sessionId) : guestAuth.isLive(sessionId);
    },
  };
}
