import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GUEST_COOKIE,
  GUEST_SIGN_IN_RATE_LIMIT,
  SIGN_IN_FAILED_MESSAGE,
  guestAuthResultSchema,
  guestAuthSessionSchema,
  type GuestAuthBody,
} from '../../../protocol/guests';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../../../protocol/organizer';
import { deviceHeader } from '../../test/devices';
import {
  eventsDelivered,
  nextEvent,
  recordEvents,
  startTestApp,
  subscribe,
  type TestApp,
} from '../../test/harness';
import { changeStoredGuests, seedGuests, storedGuest } from '../guests/seed';
import { GuestSessionModel } from './model';

const started: TestApp[] = [];
async function start(): Promise<TestApp> {
  const app = await startTestApp();
  started.push(app);
  return app;
}
afterAll(async () => {
  for (const app of started) await app.close();
});

async function signIn(app: TestApp, body: Partial<GuestAuthBody>, device?: string) {
  return fetch(`${app.url}/api/guest-auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await deviceHeader(app.url, device)) },
    body: JSON.stringify(body),
  });
}

async function sessionOf(app: TestApp, cookie?: string) {
  const response = await fetch(`${app.url}/api/guest-auth`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return guestAuthSessionSchema.parse(await response.json());
}

const cookiePair = (response: Response) => response.headers.getSetCookie()[0]?.split(';')[0] ?? '';

let app: TestApp;
let joseId: string;
beforeAll(async () => {
  app = await start();
  joseId = (
    await seedGuests([
      {
        firstName: 'José',
        lastName: 'Núñez',
        email: 'jose@example.com',
        phone: '(301) 555-0199',
        inviteCode: 'JOSE7K2M',
      },
      { firstName: 'Ana', lastName: 'Garcia', email: 'ana@example.com', inviteCode: 'ANA4P9QR' },
    ])
  )[0]!;
});

describe('POST /api/guest-auth', () => {
  it.each([
    ['name, first and last, any case and accents', 'name', 'jose nunez'],
    ['first name alone', 'name', 'JOSÉ'],
    ['e-mail in any case', 'email', ' Jose@Example.COM '],
    ['phone by its digits', 'phone', '301-555-0199'],
    ['phone with the country code', 'phone', '+1 301 555 0199'],
  ] as const)(
    'signs a guest in by %s with the code in any case',
    async (_label, kind, identifier) => {
      const response = await signIn(app, {
        identifier,
        identifierType: kind,
        inviteCode: 'jose7k2m',
      });
      expect(response.status).toBe(200);
      expect(guestAuthResultSchema.parse(await response.json())).toEqual({
        success: true,
        guest: {
          id: joseId,
          firstName: 'José',
          lastName: 'Núñez',
          email: 'jose@example.com',
          phone: '(301) 555-0199',
        },
      });
      const [setCookie] = response.headers.getSetCookie();
      expect(setCookie).toMatch(new RegExp(`^${GUEST_COOKIE}=[^;]{20,}`));
      expect(setCookie).toMatch(/;\s*HttpOnly/i);
      expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    },
  );

  it('gives one message whether the code or the identifier is wrong, and sets no cookie', async () => {
    const attempts = [
      { identifier: 'José Núñez', identifierType: 'name', inviteCode: 'WRONG123' },
      { identifier: 'Somebody Else', identifierType: 'name', inviteCode: 'JOSE7K2M' },
      { identifier: 'ana@example.com', identifierType: 'email', inviteCode: 'JOSE7K2M' },
      // The right phone typed in the Name tab does not count as a name.
      { identifier: '3015550199', identifierType: 'name', inviteCode: 'JOSE7K2M' },
    ] as const;
    for (const attempt of attempts) {
      const response = await signIn(app, attempt);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ message: SIGN_IN_FAILED_MESSAGE });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('answers the form’s validation messages for blank fields', async () => {
    const response = await signIn(app, { identifier: ' ', inviteCode: 'JOSE7K2M' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('This field is required');
    const noCode = await signIn(app, { identifier: 'Ana', inviteCode: '' });
    expect((await noCode.json()).message).toBe('Invite code is required');
  });

  it('records the sign-in and pushes it to organizers, not to guests', async () => {
    const organizer = await app.connect({ cookie: await app.organizerCookie() });
    await subscribe(organizer, 'guests');
    const guest = app.sockets[0];
    await subscribe(guest, 'guests');
    const leaked = recordEvents(guest, 'guests:updated');
    const pushed = nextEvent(organizer, 'guests:updated');
    const before = Date.now();

    const response = await signIn(app, { identifier: 'Ana Garcia', inviteCode: 'ANA4P9QR' });
    expect(response.status).toBe(200);

    const event = await pushed;
    expect(event).toMatchObject({ firstName: 'Ana', lastName: 'Garcia', isAuthenticated: true });
    expect(Date.parse(event.lastLoginAt!)).toBeGreaterThanOrEqual(before - 1000);
    const stored = await storedGuest({ email: 'ana@example.com' });
    expect(stored?.isAuthenticated).toBe(true);
    expect(stored?.lastLoginAt?.toISOString()).toBe(event.lastLoginAt);
    await eventsDelivered(app, guest);
    expect(leaked).toEqual([]);
  });
});

describe('the guest session', () => {
  it('answers the signed-in guest, stores only a hash, and ends on sign-out', async () => {
    const response = await signIn(app, { identifier: 'ana@example.com', inviteCode: 'ANA4P9QR' });
    const cookie = cookiePair(response);
    const session = await sessionOf(app, cookie);
    expect(session.guest).toMatchObject({ firstName: 'Ana', email: 'ana@example.com' });
    expect(await sessionOf(app)).toEqual({ guest: null });

    const token = cookie.split('=')[1];
    expect(JSON.stringify(await GuestSessionModel.find().lean())).not.toContain(token);

    const out = await fetch(`${app.url}/api/guest-auth`, { method: 'DELETE', headers: { cookie } });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ guest: null });
    expect(out.headers.getSetCookie()[0]).toMatch(
      new RegExp(`^${GUEST_COOKIE}=;.*Expires=Thu, 01 Jan 1970`),
    );
    expect(await sessionOf(app, cookie)).toEqual({ guest: null });
  });

  it('does not make a guest an organizer', async () => {
    const cookie = cookiePair(await signIn(app, { identifier: 'Ana', inviteCode: 'ANA4P9QR' }));
    const list = await fetch(`${app.url}/api/guest-list`, { headers: { cookie } });
    expect(list.status).toBe(401);
    const socket = await app.connect({ cookie });
    expect((await subscribe(socket, 'guests')).refused).toHaveLength(1);
  });
});

describe('failed sign-in limits', () => {
  it(`blocks a code after ${GUEST_SIGN_IN_RATE_LIMIT.perCode} failures with it, even with the right name`, async () => {
    const limited = await start();
    await changeStoredGuests({ inviteCode: 'JOSE7K2M' }, { isAuthenticated: false });
    for (let attempt = 1; attempt <= GUEST_SIGN_IN_RATE_LIMIT.perCode; attempt++) {
      expect(
        (await signIn(limited, { identifier: `Guess ${attempt}`, inviteCode: 'jose7k2m' })).status,
      ).toBe(401);
    }
    const blocked = await signIn(limited, { identifier: 'José', inviteCode: 'JOSE7K2M' });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    expect(blocked.headers.getSetCookie()).toEqual([]);
    // Another guest's code is not held back by it.
    expect((await signIn(limited, { identifier: 'Ana', inviteCode: 'ANA4P9QR' })).status).toBe(200);
  });

  it(`holds back one prankster's phone after ${GUEST_SIGN_IN_RATE_LIMIT.perDevice} failures, not the room on the same Wi-Fi`, async () => {
    const limited = await start();
    for (let attempt = 1; attempt <= GUEST_SIGN_IN_RATE_LIMIT.perDevice; attempt++) {
      const response = await signIn(
        limited,
        { identifier: 'Ana', inviteCode: `GUESS${attempt}XX` },
        'prankster',
      );
      expect(response.status).toBe(401);
    }
    const blocked = await signIn(
      limited,
      { identifier: 'Ana', inviteCode: 'ANA4P9QR' },
      'prankster',
    );
    expect(blocked.status).toBe(429);
    // The aunt at the next table, behind the same address, signs in at the first try.
    expect(
      (await signIn(limited, { identifier: 'Ana', inviteCode: 'ANA4P9QR' }, 'aunt')).status,
    ).toBe(200);
  });

  it(`blocks the address only after ${GUEST_SIGN_IN_RATE_LIMIT.perAddress} failures across many phones`, async () => {
    const limited = await start();
    const phones = GUEST_SIGN_IN_RATE_LIMIT.perAddress / GUEST_SIGN_IN_RATE_LIMIT.perDevice;
    for (let phone = 0; phone < phones; phone++) {
      for (let attempt = 0; attempt < GUEST_SIGN_IN_RATE_LIMIT.perDevice; attempt++) {
        const response = await signIn(
          limited,
          { identifier: 'Ana', inviteCode: `G${phone}X${attempt}Q` },
          `rotating-${phone}`,
        );
        expect(response.status).toBe(401);
      }
    }
    const blocked = await signIn(limited, { identifier: 'Ana', inviteCode: 'ANA4P9QR' }, 'late');
    expect(blocked.status).toBe(429);
  });
});
