import { describe, expect, it } from 'vitest';
import { vapidAuthorizations } from './sender';
import { loadWebPush } from './web-push';

/** The VAPID JWT's claims, read from an Authorization header `vapid t=<jwt>, k=<key>`. */
function claimsOf(header: string) {
  const jwt = /^vapid t=([^,]+), k=(.+)$/.exec(header)![1]!;
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
}

describe('vapidAuthorizations', () => {
  it('signs once per push service and again an hour before the JWT expires', async () => {
    const webpush = await loadWebPush();
    const keys = webpush.generateVAPIDKeys();
    // From the real clock: web-push refuses a JWT valid more than 24 hours from it.
    let now = Math.floor(Date.now() / 1000);
    const authorization = vapidAuthorizations(webpush, keys, 'mailto:a@example.com', () => now);
    const first = authorization('https://push.example/a/1');
    expect(authorization('https://push.example/b/2')).toBe(first);
    expect(claimsOf(first)).toEqual({
      aud: 'https://push.example',
      exp: now + 12 * 3600,
      sub: 'mailto:a@example.com',
    });
    expect(first).toMatch(new RegExp(`, k=${keys.publicKey}$`));
    const other = authorization('https://other.example:8443/x');
    expect(claimsOf(other).aud).toBe('https://other.example:8443');

    now += 10 * 3600;
    expect(authorization('https://push.example/a/1')).toBe(first);
    now += 1 + 3600;
    const renewed = authorization('https://push.example/a/1');
    expect(claimsOf(renewed).exp).toBe(now + 12 * 3600);
  });
});
