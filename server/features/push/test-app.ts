import https from 'node:https';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { AnnouncementPushCounts } from '../../../protocol/push';
import { callApi } from '../../test/api';
import { eventually } from '../../test/app-process';
import { organizerSocket, useTestApp } from '../../test/fixtures';
import type { TestSocket } from '../../test/harness';
import { clearGuests } from '../guests/seed';
import { PushDeliveryModel, PushOutcomeModel, PushSubscriptionModel } from './model';
import { startTestPushService, type TestPhone, type TestPushService } from './test-push-service';

/**
 * The app of a push test file: the real app sending real Web Push (the web-push library, VAPID,
 * aes128gcm) to a push service on loopback that decrypts every push with its phone's keys (what a
 * guest would read), an organizer's socket hearing the counts, and every test starting with no
 * guests, subscriptions or deliveries. Read `service` inside tests and hooks.
 */
export function usePushApp() {
  let service: TestPushService;
  beforeAll(async () => {
    service = await startTestPushService();
    // This process's https requests (the app's, in-process) trust the push service's certificate.
    https.globalAgent.options.ca = service.ca;
  });
  afterAll(() => service?.close());

  const app = useTestApp({ PUSH_ALLOW_LOOPBACK_ENDPOINTS: 'true' }, { organizer: true });
  let organizer: TestSocket;
  let counts: AnnouncementPushCounts[];
  beforeAll(async () => {
    organizer = await organizerSocket(app, 'announcements');
    organizer.on('announcement:push', (event) => counts.push(event));
  });
  beforeEach(async () => {
    counts = [];
    await Promise.all([
      clearGuests(),
      PushSubscriptionModel.deleteMany({}),
      PushDeliveryModel.deleteMany({}),
      PushOutcomeModel.deleteMany({}),
    ]);
  });

  let devices = 0;
  const newDevice = () => `push-device-${(devices += 1)}`;

  async function subscribe(
    phone: TestPhone,
    options: { deviceId?: string; cookie?: string; language?: 'en' | 'es' } = {},
  ) {
    return callApi(app.url, '/api/push/subscriptions', {
      method: 'POST',
      deviceId: options.deviceId ?? newDevice(),
      cookie: options.cookie,
      body: { ...phone.subscription, ...(options.language ? { language: options.language } : {}) },
    });
  }

  /** Creates and sends an announcement; answers once its pushes are all decided. */
  async function announce(body: Record<string, unknown>): Promise<AnnouncementPushCounts> {
    const created = await callApi(app.url, '/api/announcements', {
      method: 'POST',
      cookie: app.organizer,
      body: { channels: ['banner', 'push'], message: 'News', ...body },
    });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    const sent = await callApi(app.url, `/api/announcements/${id}/send`, {
      method: 'POST',
      cookie: app.organizer,
    });
    expect(sent.status).toBe(200);
    let last: AnnouncementPushCounts | undefined;
    await eventually('every push decided', () => {
      last = counts.filter((c) => c.id === id).at(-1);
      return !!last && last.sent + last.failed + last.removed === last.total;
    });
    return last!;
  }

  const texts = (phone: TestPhone) =>
    phone.received.map((push) => JSON.parse(push.text) as { title: string; body: string });

  return {
    app,
    get service() {
      return service;
    },
    newDevice,
    subscribe,
    announce,
    texts,
  };
}
