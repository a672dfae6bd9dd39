import mongoose from 'mongoose';
import { expect, inject } from 'vitest';
import { callApi } from '../../test/api';
import { startAppProcess, type AppProcess } from '../../test/app-process';
import type { TestPhone, TestPushService } from './test-push-service';

/**
 * The real app as a process of its own on this test file's database, sending to the loopback
 * push service (trusted through NODE_EXTRA_CA_CERTS), its hold on a push job lapsing 3 s after it
 * dies.
 */
export const startPushProcess = (service: TestPushService): Promise<AppProcess> =>
  startAppProcess({
    mongoUri: inject('mongoUri'),
    dbName: mongoose.connection.name,
    env: {
      // A loopback push service is allowed outside production only.
      NODE_ENV: 'test',
      PUSH_ALLOW_LOOPBACK_ENDPOINTS: 'true',
      NODE_EXTRA_CA_CERTS: service.caFile,
      // A dead process's hold on a delivery lapses after 3 s.
      PUSH_LEASE_SECONDS: '3',
      // Hundreds of phones from one address, each asking for its identity.
      DEVICE_ISSUE_PER_MINUTE: '100000',
      DEVICE_ISSUE_PER_HOUR: '100000',
    },
  });

/** Stores `phone`'s subscription through `app` as device `push-proc-<n>`, in `language`. */
export async function subscribeOn(
  app: AppProcess,
  phone: TestPhone,
  n: number,
  language: 'en' | 'es' = n % 2 ? 'es' : 'en',
): Promise<void> {
  const answer = await callApi(app.url, '/api/push/subscriptions', {
    method: 'POST',
    deviceId: `push-proc-${n}`,
    body: { ...phone.subscription, language },
  });
  expect(answer.status).toBe(201);
}
