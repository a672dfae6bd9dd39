import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { ModerationActor } from '../../../protocol/moderation';
import { readOrganizerToken } from '../organizer-access/routes';

/** A short, stable label for an organizer session; the cookie itself can't be derived from it. */
function sessionLabel(token: string | undefined): string {
  if (!token) return 'unknown';
  return createHash('sha256').update(`moderation-log:${token}`).digest('hex').slice(0, 6);
}

const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/iPhone|iPad/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X/, 'macOS'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

/** 'Chrome on Android': enough to tell two organizers' devices apart in the log. */
export function deviceOf(userAgent: string | undefined): string | undefined {
  if (!userAgent) return undefined;
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system;
}

/** Who is acting, as the log records it. */
export function actorOf(req: Request, name?: string): ModerationActor {
  const device = deviceOf(req.get('user-agent'));
  return {
    session: sessionLabel(readOrganizerToken(req.headers.cookie)),
    ...(device ? { device } : {}),
    ...(name ? { name } : {}),
  };
}
