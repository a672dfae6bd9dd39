import type { RequestHandler } from 'express';
import { DEVICE_HEADER } from '../../../protocol/http';
import { GUEST_COOKIE } from '../../../protocol/guests';
import { ORGANIZER_COOKIE } from '../../../protocol/organizer';
import { PROJECTOR_COOKIE } from '../../../protocol/projector-links';
import { QUIZ_HOST_COOKIE } from '../../../protocol/quiz';
import type { SessionKind } from '../realtime/identity';
import type { SocketData } from '../realtime/hub';
import type { DeviceTokens } from './device-token';
import { readCookie } from './session-token';
import { setViewer, type Viewer } from './viewer';

/**
 * What the pipeline asks the features that own the sessions (they verify their own tokens): a
 * made-up, expired or revoked token is simply no session.
 */
export interface IdentitySources {
  organizers: {
    session(token: string | undefined): Promise<{ id: string; expiresAt: Date } | null>;
    isLive(sessionId: string): Promise<boolean>;
  };
  guests: {
    session(token: string | undefined): Promise<{ id: string; guestId: string } | undefined>;
    isLive(sessionId: string): Promise<boolean>;
  };
  /** The projector link behind a projector cookie's token. */
  projectors: { resolve(token: string | undefined): Promise<string | undefined> };
  /** The live-quiz host link behind a quiz host cookie's token. */
  quizHosts: { resolve(token: string | undefined): Promise<string | undefined> };
  devices: Pick<DeviceTokens, 'verify' | 'keyOf'>;
}

/** What a caller presents: its cookie header and the device identity it carries. */
export interface Credentials {
  cookie: string | undefined;
  /** The `x-device-id` header of a request, the `deviceId` of a socket's handshake auth. */
  device: unknown;
}

/** A caller as resolved, with the ids of the sessions behind it (a socket joins their rooms). */
export interface Resolved {
  viewer: Viewer;
  organizerSession?: string;
  guestSession?: string;
}

/**
 * Who is asking, decided in one place for every HTTP request and every socket handshake, from the
 * cookies and the device identity. The sources are bound once the services exist (they are built
 * on the realtime hub, whose handshakes only start once the server listens).
 */
export class ViewerResolver {
  private sources?: IdentitySources;

  bind(sources: IdentitySources): void {
    this.sources = sources;
  }

  private get bound(): IdentitySources {
    if (!this.sources) throw new Error('ViewerResolver used before its sources were bound');
    return this.sources;
  }

  async resolve({ cookie, device }: Credentials): Promise<Resolved> {
    const { organizers, guests, projectors, quizHosts, devices } = this.bound;
    const [organizer, guest, projectorLinkId, quizHostLinkId] = await Promise.all([
      organizers.session(readCookie(cookie, ORGANIZER_COOKIE)),
      guests.session(readCookie(cookie, GUEST_COOKIE)),
      projectors.resolve(readCookie(cookie, PROJECTOR_COOKIE)),
      quizHosts.resolve(readCookie(cookie, QUIZ_HOST_COOKIE)),
    ]);
    const identity = devices.verify(device);
    return {
      viewer: {
        organizer: organizer !== null,
        ...(organizer ? { organizerExpiresAt: organizer.expiresAt } : {}),
        ...(identity
          ? {
              deviceId: identity.id,
              deviceKey: devices.keyOf(identity.id),
              deviceIssuedAt: identity.issuedAt,
            }
          : {}),
        ...(guest ? { guestId: guest.guestId } : {}),
        ...(projectorLinkId ? { projectorLinkId } : {}),
        ...(quizHostLinkId ? { quizHostLinkId } : {}),
      },
      ...(organizer ? { organizerSession: organizer.id } : {}),
      ...(guest ? { guestSession: guest.id } : {}),
    };
  }

  /** Resolves each API request's viewer before any route runs (lib/http/route.ts reads it). */
  http(): RequestHandler {
    return async (req, res, next) => {
      const { viewer } = await this.resolve({
        cookie: req.headers.cookie,
        device: req.get(DEVICE_HEADER),
      });
      setViewer(res, viewer);
      next();
    };
  }

  /**
   * A socket's data from the same resolution: the sessions' ids (its identity rooms) and the
   * device's keyed hash, never its id (a socket's data is kept in Redis for its recovery).
   */
  async socket(credentials: Credentials): Promise<SocketData> {
    const { viewer, organizerSession, guestSession } = await this.resolve(credentials);
    return {
      organizer: viewer.organizer,
      ...(organizerSession ? { organizerSession } : {}),
      ...(viewer.guestId ? { guestId: viewer.guestId, guestSession } : {}),
      ...(viewer.projectorLinkId ? { projectorLinkId: viewer.projectorLinkId } : {}),
      ...(viewer.quizHostLinkId ? { quizHostLinkId: viewer.quizHostLinkId } : {}),
      ...(viewer.deviceKey ? { deviceKey: viewer.deviceKey } : {}),
    };
  }

  /** Whether a session a disconnected socket held still holds (not signed out, not revoked). */
  sessionIsLive = (kind: SessionKind, sessionId: string): Promise<boolean> =>
    kind === 'organizer'
      ? this.bound.organizers.isLive(sessionId)
      : this.bound.guests.isLive(sessionId);
}
