import type { Response } from 'express';

export { DEVICE_HEADER } from '../../../protocol/http';

/**
 * Who is calling: resolved once per request and per socket handshake, by resolve-viewer.ts, from
 * cookies and the device identity.
 */
export interface Viewer {
  organizer: boolean;
  /** When the organizer session ends (the session endpoint tells the dashboard). */
  organizerExpiresAt?: Date;
  /**
   * The id inside the device identity the server issued to this browser (device-token.ts);
   * identifies a device, not a person. Absent for a missing, made-up or tampered token.
   */
  deviceId?: string;
  /** That id's keyed hash (DeviceTokens.keyOf): what likes and limiter keys store instead of it. */
  deviceKey?: string;
  /** When that identity was issued (ms): the newest identities share a smaller allowance. */
  deviceIssuedAt?: number;
  /** The guest-list id of a guest signed in with an invite code (guest session cookie). */
  guestId?: string;
  /** A projector link's screen (projector cookie): reads the wall and leaderboard, nothing else. */
  projectorLinkId?: string;
  /**
   * A live-quiz host link's session (quiz host cookie): may host the quiz (`access: 'quiz-host'`)
   * and read what the reception's screens read, nothing else.
   */
  quizHostLinkId?: string;
}

export function setViewer(res: Response, viewer: Viewer): void {
  res.locals.viewer = viewer;
}

export function getViewer(res: Response): Viewer {
  return (res.locals.viewer as Viewer | undefined) ?? { organizer: false };
}
