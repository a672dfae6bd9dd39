import type { Response } from 'express';

export { DEVICE_HEADER } from '../../../protocol/http';

/** Who is calling: resolved once per request (and per socket) from cookies and headers. */
export interface Viewer {
  organizer: boolean;
  /** A random id the browser keeps for itself; identifies a device, not a person. */
  deviceId?: string;
  /** The guest-list id of a guest signed in with an invite code (guest session cookie). */
  guestId?: string;
  /** A projector link's screen (projector cookie): reads the wall and leaderboard, nothing else. */
  projectorLinkId?: string;
}

const deviceIdPattern = /^[A-Za-z0-9_-]{16,64}$/;

export function parseDeviceId(value: unknown): string | undefined {
  return typeof value === 'string' && deviceIdPattern.test(value) ? value : undefined;
}

export function setViewer(res: Response, viewer: Viewer): void {
  res.locals.viewer = viewer;
}

export function getViewer(res: Response): Viewer {
  return (res.locals.viewer as Viewer | undefined) ?? { organizer: false };
}
