import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeTwilio, type FakeTwilio } from '../../test/fake-twilio';
import { useTestApp } from '../../test/fixtures';
import { clearGuests } from '../guests/seed';
import { AnnouncementModel, SmsOutboxModel, SmsSendModel } from './model';
import { apiClient } from './test-support';

/**
 * The app of an announcements test file, texting through a fake Twilio: both started before the
 * file's tests and closed after them (the app first), and every test starting from an empty guest
 * list, no announcements, no texts and a fresh Twilio log. `app` carries the organizer's cookie
 * (`app.organizer`); `api` calls the app as apiClient does. Read them inside tests and hooks.
 */
export function useAnnouncementsApp() {
  let started: FakeTwilio | undefined;
  beforeAll(async () => {
    started = await startFakeTwilio();
  });
  afterAll(() => started?.close());
  const twilio = new Proxy({} as FakeTwilio, {
    get(_, key) {
      if (!started)
        throw new Error('the fake Twilio is not started yet: read it inside a test or hook');
      return Reflect.get(started, key);
    },
  });
  const app = useTestApp(() => twilio.env, { organizer: true });
  beforeEach(async () => {
    twilio.reset();
    await Promise.all([
      clearGuests(),
      AnnouncementModel.deleteMany({}),
      SmsOutboxModel.deleteMany({}),
      SmsSendModel.deleteMany({}),
    ]);
  });
  const api: ReturnType<typeof apiClient> = (path, options) => apiClient(app.url)(path, options);
  return { app, twilio, api };
}
