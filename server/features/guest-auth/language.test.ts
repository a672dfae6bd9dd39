import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guestAuthSessionSchema } from '../../../protocol/guests';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../../protocol/http';
import { startTestApp, type TestApp } from '../../test/harness';
import { addGuest, apiClient, guestCookie } from '../announcements/test-support';
import { clearGuests, storedGuestById } from '../guests/seed';

let app: TestApp;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  app = await startTestApp();
  api = apiClient(app.url);
});
afterAll(() => app.close());
beforeEach(() => clearGuests());

const setLanguage = (body: unknown, cookie?: string) =>
  api('/api/guest-auth/language', { method: 'PUT', body, cookie, deviceId: 'phone-1' });

const storedLanguage = async (id: string) => (await storedGuestById(id))?.language;

describe("a signed-in guest's language", () => {
  it('is stored with the guest and given back at the next sign-in', async () => {
    const id = await addGuest('Sofia', undefined);
    const cookie = await guestCookie(app.url, id);
    expect(await setLanguage({ language: 'es' }, cookie)).toEqual({
      status: 200,
      body: { language: 'es' },
    });
    expect(await storedLanguage(id)).toBe('es');
    // Another phone signing in learns it (and applies it if it has no choice of its own).
    const session = guestAuthSessionSchema.parse(
      (await api('/api/guest-auth', { cookie: await guestCookie(app.url, id) })).body,
    );
    expect(session.guest?.language).toBe('es');
  });

  it('refuses a signed-out caller and an organizer, storing nothing', async () => {
    const id = await addGuest('Emma', undefined);
    expect(await setLanguage({ language: 'es' })).toMatchObject({
      status: 401,
      body: { message: SIGN_IN_REQUIRED_MESSAGE },
    });
    expect((await setLanguage({ language: 'es' }, await app.organizerCookie())).status).toBe(401);
    expect(await storedLanguage(id)).toBeUndefined();
  });

  it('answers 400 to anything but en or es and keeps the stored language', async () => {
    const id = await addGuest('Ana', undefined, 'pending', 'en');
    const cookie = await guestCookie(app.url, id);
    for (const body of [{ language: 'fr' }, {}, { language: 1 }])
      expect(await setLanguage(body, cookie)).toMatchObject({
        status: 400,
        body: { message: "language must be 'en' or 'es'" },
      });
    expect(await storedLanguage(id)).toBe('en');
  });
});
