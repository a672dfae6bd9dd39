import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_HEADER, TOO_MANY_WRITES_MESSAGE } from '../../../protocol/http';
import { GiftDonationModel } from '../../features/gifts/model';
import { GuestBookEntryModel } from '../../features/guestbook/model';
import { MomentModel } from '../../features/moments/model';
import { RsvpModel } from '../../features/rsvp/model';
import { deviceFor } from '../../test/devices';
import { startTestApp, type TestApp } from '../../test/harness';
import { testRedisUrl } from '../../test/redis';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The identity the app issued to the phone called `name` (asked for once, as a phone does). */
const device = (name: string) => deviceFor(app!.url, name);

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${app!.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
  };
}

const moment = (guestName: string) => ({ guestName, content: 'Cheers!', momentType: 'text' });
const postMoment = async (guestName: string, deviceId?: Promise<string> | string, cookie?: string) =>
  post('/api/live-wedding-moments', moment(guestName), {
    ...(deviceId ? { [DEVICE_HEADER]: await deviceId } : {}),
    ...(cookie ? { cookie } : {}),
  });

const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status);

describe('guest write limits', () => {
  it('with the defaults, refuses a phone posting 40 moments in one second after 20, and stores only those', async () => {
    app = await startTestApp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => postMoment('Flooding phone', device('flood'))),
    );
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(20);
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(20);
    expect(await MomentModel.countDocuments({ guestName: 'Flooding phone' })).toBe(20);
  });

  it('refuses one device past its allowance while another device on the same address still posts', async () => {
    app = await startTestApp({ WRITE_LIMIT_PER_DEVICE: '3' });
    for (let i = 0; i < 3; i++)
      expect((await postMoment('Device A', device('a'))).status).toBe(201);

    const refused = await postMoment('Device A', device('a'));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: TOO_MANY_WRITES_MESSAGE });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect(await MomentModel.countDocuments({ guestName: 'Device A' })).toBe(3);

    expect((await postMoment('Device B', device('b'))).status).toBe(201);
  });

  it('limits one address on one route across devices, as a ceiling for the whole venue', async () => {
    app = await startTestApp({ WRITE_LIMIT_PER_IP: '5' });
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await postMoment('Rotating ids', device(`rot${i}`)));
    expect(statuses(answers)).toEqual([201, 201, 201, 201, 201, 429, 429]);
    expect(answers[5].body).toMatchObject({ message: TOO_MANY_WRITES_MESSAGE });
    expect(await MomentModel.countDocuments({ guestName: 'Rotating ids' })).toBe(5);
    // The ceiling is per route: the same address still signs the guest book.
    const note = { guestName: 'Rotating ids', message: 'Still welcome here' };
    const headers = { [DEVICE_HEADER]: await device('rot-book') };
    expect((await post('/api/guest-book', note, headers)).status).toBe(201);
  });

  it('with the defaults, caps a flood of 200 moments that makes up a new device id for each', async () => {
    app = await startTestApp();
    const madeUp = (i: number) => `made-up-device-${String(i).padStart(6, '0')}`;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => postMoment('Made-up ids', madeUp(i))),
    );
    // A made-up id is no identity: the flood shares one small allowance for "no device".
    const accepted = statuses(answers).filter((status) => status === 201).length;
    expect(accepted).toBe(30);
    expect(await MomentModel.countDocuments({ guestName: 'Made-up ids' })).toBe(30);
    // A guest's phone, with the identity the site gave it, still posts.
    expect((await postMoment('Honest phone', device('honest'))).status).toBe(201);
  });

  it('caps anonymous writes that reach the projector site-wide, however many phones send them', async () => {
    app = await startTestApp({ PROJECTOR_WRITES_PER_MINUTE: '3' });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await postMoment('Spread flood', device(`spread${i}`)));
    expect(statuses(answers)).toEqual([201, 201, 201, 429]);
    const note = { guestName: 'Spread flood', message: 'and the guest book too' };
    expect((await post('/api/guest-book', note, { [DEVICE_HEADER]: await device('spread-book') })).status).toBe(429);
    // Writes that never reach the wall are not held back by it.
    const rsvp = { firstName: 'Calm', lastName: 'Guest', email: 'calm.guest@example.com', attending: true };
    expect((await post('/api/rsvp', rsvp, { [DEVICE_HEADER]: await device('rsvp') })).status).toBeLessThan(300);
  });

  it('keeps the newest identities to a share of the wall, so a minting script cannot crowd out phones that arrived earlier', async () => {
    app = await startTestApp({
      PROJECTOR_WRITES_PER_MINUTE: '4',
      PROJECTOR_WRITES_NEW_PER_MINUTE: '2',
      DEVICE_PROBATION_SECONDS: '2',
    });
    const early = [await device('early-1'), await device('early-2')];
    // The guests' phones have been here a while (issue times are kept to the second).
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const minted = [];
    for (let i = 0; i < 4; i++) minted.push(await postMoment('Minting script', device(`minted${i}`)));
    expect(statuses(minted)).toEqual([201, 201, 429, 429]);
    const guests = [await postMoment('Early guest', early[0]), await postMoment('Early guest', early[1])];
    expect(statuses(guests)).toEqual([201, 201]);
    // The whole wall's ceiling still holds for everyone.
    expect((await postMoment('Early guest', early[0])).status).toBe(429);
  });

  it('gives writes without a device id a stricter allowance per address', async () => {
    app = await startTestApp({ NO_DEVICE_LIMIT_PER_IP: '2' });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await postMoment('No device'));
    expect(statuses(answers)).toEqual([201, 201, 429]);
    // A guest's phone sends its device id and is not caught by the script's allowance.
    expect((await postMoment('With device', device('phone'))).status).toBe(201);
  });

  it('limits every guest write: guest book, RSVP and gifts as well as moments', async () => {
    app = await startTestApp({ WRITE_LIMIT_PER_DEVICE: '1' });
    const writes = [
      {
        path: '/api/guest-book',
        body: { guestName: 'Limited Lucía', message: 'Congratulations!' },
        count: () => GuestBookEntryModel.countDocuments({ guestName: 'Limited Lucía' }),
      },
      {
        path: '/api/rsvp',
        body: {
          firstName: 'Limited',
          lastName: 'Ana',
          email: 'limited.ana@example.com',
          attending: false,
        },
        count: () => RsvpModel.countDocuments({ lastName: 'Ana', firstName: 'Limited' }),
      },
      {
        path: '/api/gift-donations',
        body: { donorName: 'Limited Donor', amount: 2500, giftType: 'honeymoon_fund' },
        count: () => GiftDonationModel.countDocuments({ donorName: 'Limited Donor' }),
      },
    ];
    for (const [index, write] of writes.entries()) {
      // One allowance per device covers all of these, so each write gets a phone of its own.
      const headers = { [DEVICE_HEADER]: await device(`every${index}`) };
      expect((await post(write.path, write.body, headers)).status).toBeLessThan(300);
      const refused = await post(write.path, write.body, headers);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ message: TOO_MANY_WRITES_MESSAGE });
      expect(await write.count()).toBe(1);
    }
  });

  it('counts likes in an allowance of their own, so a guest who posted a lot can still like', async () => {
    app = await startTestApp({ WRITE_LIMIT_PER_DEVICE: '1', LIKE_LIMIT_PER_DEVICE: '2' });
    const liker = await device('liker');
    const created = await postMoment('Liked', liker);
    expect(created.status).toBe(201);
    expect((await postMoment('Liked', liker)).status).toBe(429);
    const like = () =>
      post(`/api/live-wedding-moments/${created.body.id}/like`, {}, { [DEVICE_HEADER]: liker });
    expect(statuses([await like(), await like(), await like()])).toEqual([200, 200, 429]);
  });

  it('never limits an organizer', async () => {
    app = await startTestApp({ WRITE_LIMIT_PER_DEVICE: '1', WRITE_LIMIT_PER_IP: '1' });
    const cookie = await app.organizerCookie();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await postMoment('Organizer', device('org'), cookie));
    expect(statuses(answers)).toEqual([201, 201, 201, 201]);
    expect((await postMoment('Guest', device('guest'))).status).toBe(201);
    expect((await postMoment('Guest', device('guest'))).status).toBe(429);
  });

  it.skipIf(!testRedisUrl())('with REDIS_URL, processes share the counts: a device refused by one is refused by the other', async () => {
    const env = { REDIS_URL: testRedisUrl(), WRITE_LIMIT_PER_DEVICE: '2' };
    app = await startTestApp(env);
    const other = await startTestApp(env);
    try {
      // A fresh id per run: the counts outlive the test in the shared Redis for one window.
      const phone = await device(`redis${Date.now()}`);
      expect((await postMoment('Shared counts', phone)).status).toBe(201);
      expect((await postMoment('Shared counts', phone)).status).toBe(201);
      const refused = await fetch(`${other.url}/api/live-wedding-moments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [DEVICE_HEADER]: phone },
        body: JSON.stringify(moment('Shared counts')),
      });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await other.close();
    }
  });
});
