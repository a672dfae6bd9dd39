import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, organizerCookieOn, type AppProcess } from '../../test/app-process';
import { callApi } from '../../test/api';
import { PUSH_CONCURRENCY } from './delivery';
import { PushKeyModel, PushOutcomeModel, PushSubscriptionModel } from './model';
import { startPushProcess, subscribeOn } from './test-processes';
import { shownOn, startTestPushService, type TestPushService } from './test-push-service';

/**
 * The real app as processes of their own, sending to the loopback push service: two processes
 * sharing one database push an announcement to each phone once, and a process killed (SIGKILL)
 * mid-send is taken over by its restart with every phone shown the announcement once.
 */
let service: TestPushService;
let a: AppProcess;
let b: AppProcess | undefined;

const start = () => startPushProcess(service);

beforeAll(async () => {
  service = await startTestPushService();
  a = await start();
  b = await start();
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await service?.close();
});

async function createAndSend(app: AppProcess, title: string) {
  const cookie = await organizerCookieOn(app.url);
  const created = await callApi(app.url, '/api/announcements', {
    method: 'POST',
    cookie,
    body: { title, titleEs: `${title} (es)`, message: 'Now', channels: ['push'] },
  });
  expect(created.status).toBe(201);
  const id = String(created.body.id);
  const send = () =>
    fetch(`${app.url}/api/announcements/${id}/send`, { method: 'POST', headers: { cookie } }).then(
      (response) => response.status,
      () => 'no answer' as const,
    );
  return { id, send };
}

/** Every one of the announcement's `expected` pushes has the push service's answer. */
const decided = async (id: string, expected: number) =>
  (await PushOutcomeModel.countDocuments({ announcementId: id })) === expected;

describe('push across processes', () => {
  it('uses the one VAPID key pair stored at the first start on every process', async () => {
    const keys = await Promise.all(
      [a, b!].map((app) =>
        callApi<{ publicKey: string }>(app.url, '/api/push/public-key').then(
          (answer) => answer.body.publicKey,
        ),
      ),
    );
    expect(keys[0]).toBe(keys[1]);
    expect((await PushKeyModel.findById('vapid').lean())?.publicKey).toBe(keys[0]);
  });

  it('pushes once to each phone subscribed through either process', async () => {
    const phones = Array.from({ length: 120 }, () => service.phone());
    await Promise.all(phones.map((phone, n) => subscribeOn(n % 2 ? b! : a, phone, n)));
    const { id, send } = await createAndSend(a, 'Dinner');
    expect(await send()).toBe(200);
    await eventually('every push decided', () => decided(id, phones.length), 30_000);
    expect(phones.filter((phone) => phone.received.length !== 1)).toEqual([]);
    expect(JSON.parse(phones[1]!.received[0]!.text)).toMatchObject({ title: 'Dinner (es)' });
    expect(JSON.parse(phones[2]!.received[0]!.text)).toMatchObject({ title: 'Dinner' });
  }, 60_000);

  it('is taken over after a process dies mid-send: every phone shows it once', async () => {
    // One process, so the one killed is the one sending.
    await b?.stop();
    b = undefined;
    await PushSubscriptionModel.deleteMany({});
    const phones = Array.from({ length: 200 }, () => service.phone());
    await Promise.all(phones.map((phone, n) => subscribeOn(a, phone, 1000 + n)));
    const { id, send } = await createAndSend(a, 'Fireworks');
    // Answers come 300 ms after each push arrives: the process dies with pushes in flight.
    service.setLatency(300);
    let killed: Promise<void> | undefined;
    let accepted = 0;
    service.onAccepted(() => {
      accepted += 1;
      if (accepted === 60) killed = a.kill('SIGKILL');
    });
    await send();
    await eventually('the process was killed', () => killed !== undefined, 30_000);
    await killed;
    service.onAccepted(undefined);
    service.setLatency(0);
    const atCrash = phones.filter((phone) => phone.received.length > 0).length;
    expect(atCrash).toBeLessThan(phones.length);
    await a.restart();
    await eventually(
      'the delivery was taken over and finished',
      () => decided(id, phones.length),
      60_000,
    );

    // Every phone shows it once; pushes the dead process had in flight went again under the same
    // Topic (so the push service and the phone collapse them), never more than one lane's worth.
    expect(phones.filter((phone) => shownOn(phone).length !== 1)).toEqual([]);
    const repeats = phones.reduce((sum, phone) => sum + phone.received.length - 1, 0);
    expect(repeats).toBeLessThanOrEqual(PUSH_CONCURRENCY);
    expect(await PushOutcomeModel.countDocuments({ announcementId: id, status: 'sent' })).toBe(
      phones.length,
    );
  }, 120_000);
});
