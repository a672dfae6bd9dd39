import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_DENIED_MESSAGE,
  LOGIN_RATE_LIMIT,
  ORGANIZER_COOKIE,
  ORGANIZER_SESSION_DAYS,
  TOO_MANY_ATTEMPTS_MESSAGE,
  organizerSessionSchema,
} from '../../../protocol/organizer';
import { deviceHeader } from '../../test/devices';
import {
  TEST_ADMIN_PASSWORD,
  disconnectReason,
  nextEvent,
  startTestApp,
  subscribe,
  type TestApp,
} from '../../test/harness';
import { AppSecretModel, OrganizerSessionModel } from './model';

const SESSION_PATH = '/api/admin/session';
const started: TestApp[] = [];

async function start(env: Record<string, string> = {}): Promise<TestApp> {
  const app = await startTestApp(env);
  started.push(app);
  return app;
}

async function signIn(app: TestApp, password: string, device?: string) {
  return fetch(`${app.url}${SESSION_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await deviceHeader(app.url, device)) },
    body: JSON.stringify({ password }),
  });
}

async function sessionOf(app: TestApp, cookie?: string) {
  const response = await fetch(`${app.url}${SESSION_PATH}`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return organizerSessionSchema.parse(await response.json());
}

const cookiePair = (setCookie: string) => setCookie.split(';')[0];

afterAll(async () => {
  for (const app of started) await app.close();
});

describe('organizer sign-in', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await start();
  });

  it('refuses a wrong password with the spec’s message and sets no cookie', async () => {
    const response = await signIn(app, 'not the password');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: ACCESS_DENIED_MESSAGE });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('opens a session with an httpOnly, SameSite=Lax cookie for the right password', async () => {
    const before = Date.now();
    const response = await signIn(app, TEST_ADMIN_PASSWORD);
    expect(response.status).toBe(200);
    const body = organizerSessionSchema.parse(await response.json());
    expect(body.organizer).toBe(true);
    const days = (Date.parse(body.expiresAt!) - before) / 86_400_000;
    expect(days).toBeGreaterThan(ORGANIZER_SESSION_DAYS - 0.01);
    expect(days).toBeLessThan(ORGANIZER_SESSION_DAYS + 0.01);

    const [setCookie] = response.headers.getSetCookie();
    expect(setCookie).toMatch(new RegExp(`^${ORGANIZER_COOKIE}=[^;]{20,}`));
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);

    const session = await sessionOf(app, cookiePair(setCookie));
    expect(session).toEqual({ organizer: true, expiresAt: body.expiresAt });
    expect(await sessionOf(app)).toEqual({ organizer: false });
  });

  it('stores only a hash of the session token', async () => {
    const response = await signIn(app, TEST_ADMIN_PASSWORD);
    const token = cookiePair(response.headers.getSetCookie()[0]).split('=')[1];
    const stored = JSON.stringify(await OrganizerSessionModel.find().lean());
    expect(stored).not.toContain(token);
  });

  it('ends the session on sign-out; the old cookie no longer works', async () => {
    const cookie = await app.organizerCookie();
    expect((await sessionOf(app, cookie)).organizer).toBe(true);

    const response = await fetch(`${app.url}${SESSION_PATH}`, {
      method: 'DELETE',
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ organizer: false });
    expect(response.headers.getSetCookie()[0]).toMatch(
      new RegExp(`^${ORGANIZER_COOKIE}=;.*Expires=Thu, 01 Jan 1970`),
    );

    expect(await sessionOf(app, cookie)).toEqual({ organizer: false });
    const guestList = await fetch(`${app.url}/api/guest-list`, { headers: { cookie } });
    expect(guestList.status).toBe(401);
  });
});

describe('signing out', () => {
  it('closes the sockets opened with that session; another organizer’s keep their rights', async () => {
    const app = await start();
    const [mine, theirs] = [await app.organizerCookie(), await app.organizerCookie()];
    const mySocket = await app.connect({ cookie: mine });
    const theirSocket = await app.connect({ cookie: theirs });
    expect((await subscribe(mySocket, 'guests')).refused).toEqual([]);
    expect((await subscribe(theirSocket, 'guests')).refused).toEqual([]);
    const closed = disconnectReason(mySocket);

    const out = await fetch(`${app.url}${SESSION_PATH}`, {
      method: 'DELETE',
      headers: { cookie: mine },
    });
    expect(out.status).toBe(200);
    expect(await closed).toBe('io server disconnect');

    const pushed = nextEvent(theirSocket, 'guests:saved');
    const added = await fetch(`${app.url}/api/admin/guests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: theirs },
      body: JSON.stringify({ name: 'Inés Vidal', email: 'ines.signout@example.com' }),
    });
    expect(added.status).toBe(201);
    expect((await pushed).guests[0]?.email).toBe('ines.signout@example.com');
  });
});

describe('a new ADMIN_PASSWORD', () => {
  const NEW_PASSWORD = 'a brand new organizer password';

  it('ends every organizer session opened under the old one; a restart with the same keeps them', async () => {
    const first = await start();
    const cookie = await first.organizerCookie();
    const restarted = await start();
    expect((await sessionOf(restarted, cookie)).organizer).toBe(true);

    const changed = await start({ ADMIN_PASSWORD: NEW_PASSWORD });
    // The database is shared: the old cookie is refused by the new process and the old one alike.
    expect(await sessionOf(changed, cookie)).toEqual({ organizer: false });
    expect(await sessionOf(first, cookie)).toEqual({ organizer: false });
    expect((await fetch(`${first.url}/api/guest-list`, { headers: { cookie } })).status).toBe(401);
    expect(await OrganizerSessionModel.countDocuments()).toBe(0);
    expect((await signIn(changed, TEST_ADMIN_PASSWORD)).status).toBe(401);
    expect((await signIn(changed, NEW_PASSWORD)).status).toBe(200);
    // No session row holds the password or its hash.
    const { passwordHash } = (await AppSecretModel.findById('organizer').lean())!;
    const stored = JSON.stringify(await OrganizerSessionModel.find().lean());
    expect(stored).not.toContain(NEW_PASSWORD);
    expect(stored).not.toContain(passwordHash!.split('$')[2]);
  });

  it('keeps sessions opened before fingerprints existed when the password did not change', async () => {
    const app = await start({ ADMIN_PASSWORD: NEW_PASSWORD });
    const [kept, ended] = await Promise.all([
      signIn(app, NEW_PASSWORD).then((r) => cookiePair(r.headers.getSetCookie()[0])),
      signIn(app, NEW_PASSWORD).then((r) => cookiePair(r.headers.getSetCookie()[0])),
    ]);
    await OrganizerSessionModel.updateMany({}, { $unset: { passwordFingerprint: '' } });

    const same = await start({ ADMIN_PASSWORD: NEW_PASSWORD });
    expect((await sessionOf(same, kept)).organizer).toBe(true);
    await OrganizerSessionModel.updateMany({}, { $unset: { passwordFingerprint: '' } });
    const changed = await start();
    expect(await sessionOf(changed, ended)).toEqual({ organizer: false });
  });
});

describe('sign-in rate limit', () => {
  it(`refuses a phone after ${LOGIN_RATE_LIMIT.perDevice} failures, even the right password, while another phone on the same Wi-Fi signs in`, async () => {
    const app = await start();
    for (let attempt = 1; attempt <= LOGIN_RATE_LIMIT.perDevice; attempt++) {
      expect((await signIn(app, `guess number ${attempt}`, 'prankster')).status).toBe(401);
    }
    const blocked = await signIn(app, TEST_ADMIN_PASSWORD, 'prankster');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ message: TOO_MANY_ATTEMPTS_MESSAGE });
    expect(blocked.headers.getSetCookie()).toEqual([]);

    const organizer = await signIn(app, TEST_ADMIN_PASSWORD, 'organizer-phone');
    expect(organizer.status).toBe(200);
    expect(organizer.headers.getSetCookie().join(';')).toContain(ORGANIZER_COOKIE);
  });

  it('refuses a script without a device identity (or with a made-up one) after as few failures', async () => {
    const app = await start();
    for (let attempt = 1; attempt <= LOGIN_RATE_LIMIT.perDevice; attempt++) {
      const forged = `d1.${'a'.repeat(22)}.0.${String(attempt).padEnd(43, 'x')}`;
      expect((await signIn(app, `guess ${attempt}`, attempt % 2 ? forged : undefined)).status).toBe(401);
    }
    expect((await signIn(app, TEST_ADMIN_PASSWORD)).status).toBe(429);
    // A phone with its own identity on the same address is not held back by the script.
    expect((await signIn(app, TEST_ADMIN_PASSWORD, 'organizer-phone')).status).toBe(200);
  });

  it(`refuses the whole address only after ${LOGIN_RATE_LIMIT.perAddress} failures from many phones`, async () => {
    const app = await start();
    const phones = LOGIN_RATE_LIMIT.perAddress / LOGIN_RATE_LIMIT.perDevice;
    for (let phone = 0; phone < phones; phone++) {
      for (let attempt = 0; attempt < LOGIN_RATE_LIMIT.perDevice; attempt++) {
        expect((await signIn(app, 'wrong password', `rotating-${phone}`)).status).toBe(401);
      }
    }
    expect((await signIn(app, TEST_ADMIN_PASSWORD, 'organizer-phone')).status).toBe(429);
  });
});

describe('without ADMIN_PASSWORD', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('generates a password, prints it once and stores only its hash', async () => {
    await AppSecretModel.deleteMany({});
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const app = await start({ ADMIN_PASSWORD: '' });

    const printed = log.mock.calls
      .map((args) => args.join(' '))
      .filter((line) => /Organizer password/.test(line));
    expect(printed).toHaveLength(1);
    const password = /Organizer password[^:]*:\s*(\S+)/.exec(printed[0])?.[1];
    expect(password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);

    const secrets = await AppSecretModel.find().lean();
    expect(secrets).toHaveLength(1);
    expect(secrets[0].passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(secrets)).not.toContain(password!);
    expect(JSON.stringify(secrets)).not.toContain(password!.replaceAll('-', ''));

    expect((await signIn(app, password!)).status).toBe(200);

    // A restart keeps the same password and does not print it again.
    log.mockClear();
    const restarted = await start({ ADMIN_PASSWORD: '' });
    expect(log.mock.calls.flat().join(' ')).not.toMatch(/Organizer password/);
    expect((await signIn(restarted, password!)).status).toBe(200);
  });
});
