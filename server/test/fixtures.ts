import { afterAll, beforeAll } from 'vitest';
import type { Topic } from '../../protocol/events';
import { DEVICE_HEADER } from '../../protocol/http';
import { signedInGuest } from '../features/guests/test-support';
import { deviceFor } from './devices';
import { startTestApp, subscribe, type TestApp, type TestSocket } from './harness';

type StartOptions = NonNullable<Parameters<typeof startTestApp>[1]>;

export interface AppFixture extends TestApp {
  /** The session cookie of the organizer signed in when the app started (`organizer: true`). */
  readonly organizer: string;
}

/**
 * "An app": the real server on this test file's database, started before the file's tests and
 * closed after them, so that each file does not repeat the same beforeAll/afterAll. The answer
 * stands for the started app; read it inside tests and hooks, where it is there.
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: StartOptions & { organizer?: boolean; timeout?: number } = {},
): AppFixture {
  const { organizer: signIn, timeout, ...start } = options;
  let app: TestApp | undefined;
  let organizer: string | undefined;
  beforeAll(async () => {
    // A function when the variables are known only once an earlier hook ran (a fake provider's port).
    app = await startTestApp(typeof env === 'function' ? env() : env, start);
    if (signIn) organizer = await app.organizerCookie();
  }, timeout);
  afterAll(() => app?.close());
  return new Proxy({} as AppFixture, {
    get(_, key) {
      if (!app) throw new Error('the test app is not started yet: read it inside a test or hook');
      if (key !== 'organizer') return Reflect.get(app, key);
      if (!organizer) throw new Error('ask useTestApp for { organizer: true }');
      return organizer;
    },
  });
}

/**
 * "An organizer" with a real Socket.IO client: a connection that carries the organizer's cookie,
 * subscribed to `topics` (every one granted).
 */
export async function organizerSocket(app: AppFixture, ...topics: Topic[]): Promise<TestSocket> {
  const socket = await app.connect({ cookie: app.organizer });
  const { refused } = await subscribe(socket, ...topics);
  if (refused.length > 0) throw new Error(`organizer refused ${refused.join(', ')}`);
  return socket;
}

export interface TestGuest {
  id: string;
  email: string;
  inviteCode: string;
  /** The session cookie of their invite-code sign-in. */
  cookie: string;
  /** The device identity the app issued their phone. */
  deviceId: string;
  /** Headers a request from their phone carries: cookie and device identity. */
  headers: Record<string, string>;
  /** A real Socket.IO client connected as them. */
  connect(): Promise<TestSocket>;
}

let phones = 0;

/**
 * "A guest": on the guest list, signed in with their invite code from a phone that has its own
 * device identity, as /guest-login does.
 */
export async function signedInGuestOn(
  app: TestApp,
  name: { firstName: string; lastName: string } = { firstName: 'Ana', lastName: 'Garcia' },
): Promise<TestGuest> {
  phones += 1;
  const deviceId = await deviceFor(app.url, `guest-phone-${phones}`);
  const signedIn = await signedInGuest(app.url, name, { [DEVICE_HEADER]: deviceId });
  const { cookie } = signedIn;
  return {
    ...signedIn,
    deviceId,
    headers: { cookie, [DEVICE_HEADER]: deviceId },
    connect: () => app.connect({ cookie, deviceId }),
  };
}
