import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_TOKEN_PATTERN } from '../../../protocol/device';
import { DEVICE_HEADER, TOO_MANY_WRITES_MESSAGE } from '../../../protocol/http';
import { deviceFor } from '../../test/devices';
import { startTestApp, type TestApp } from '../../test/harness';
import { MomentLikeModel, MomentModel } from '../moments/model';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

async function issue(body: Record<string, string> = {}, held?: string, on = app) {
  const response = await fetch(`${on.url}/api/device`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(held ? { [DEVICE_HEADER]: held } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { token?: string; message?: string } };
}

async function like(momentId: string, token?: string) {
  const response = await fetch(`${app.url}/api/live-wedding-moments/${momentId}/like`, {
    method: 'POST',
    headers: token ? { [DEVICE_HEADER]: token } : {},
  });
  return { status: response.status, body: (await response.json()) as { likes?: number; message?: string } };
}

async function postMoment(guestName: string, token: string) {
  const response = await fetch(`${app.url}/api/live-wedding-moments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [DEVICE_HEADER]: token },
    body: JSON.stringify({ guestName, content: 'Here we are', momentType: 'text' }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

const idOf = (token: string | undefined) => token?.split('.')[1];
const legacyId = (name: string) => `legacy${name}`.padEnd(32, '0');
const nonce = (name: string) => `nonce${name}`.padEnd(24, '0');

describe('device identities the server issues', () => {
  it('issues a signed identity to a new phone, and the same one back to a phone that holds it', async () => {
    const first = await issue();
    expect(first.status).toBe(200);
    expect(first.body.token).toMatch(DEVICE_TOKEN_PATTERN);
    const again = await issue({}, first.body.token);
    expect(again.body.token).toBe(first.body.token);
    expect((await issue()).body.token).not.toBe(first.body.token);
  });

  it('lets a phone that made its own id before keep its likes, claimed once', async () => {
    const moment = await postMoment('Liked before the upgrade', await deviceFor(app.url, 'poster'));
    const oldId = legacyId('aunt');
    // The aunt's phone liked it before identities were issued, under the id it made itself.
    await MomentLikeModel.create({ momentId: moment.id, deviceId: oldId });
    await MomentModel.updateOne({ _id: moment.id }, { $inc: { likes: 1 } });

    const claimed = await issue({ legacyId: oldId, claimNonce: nonce('aunt') });
    expect(claimed.status).toBe(200);
    expect((await like(moment.id, claimed.body.token)).body.likes).toBe(1);

    // Her phone's answer was lost and it asks again: the same claim, the same identity.
    const retried = await issue({ legacyId: oldId, claimNonce: nonce('aunt') });
    expect(idOf(retried.body.token)).toBe(oldId);
    expect(idOf(claimed.body.token)).toBe(oldId);

    // Anyone else presenting her old id gets an identity of their own, never her rights.
    const intruder = await issue({ legacyId: oldId, claimNonce: nonce('intruder') });
    expect(intruder.body.token).toMatch(DEVICE_TOKEN_PATTERN);
    expect(idOf(intruder.body.token)).not.toBe(oldId);
    expect((await like(moment.id, intruder.body.token)).body.likes).toBe(2);
  });

  it('treats a made-up or tampered identity as no identity at all, never a 500', async () => {
    const moment = await postMoment('Tamper target', await deviceFor(app.url, 'tamper-poster'));
    const real = (await issue()).body.token!;
    const lastChar = real.at(-1) === 'A' ? 'B' : 'A';
    const tampered = `${real.slice(0, -1)}${lastChar}`;
    const borrowed = real.replace(/^d1\.[^.]+\./, `d1.${'z'.repeat(22)}.`);
    const olderLooking = real.replace(/^(d1\.[^.]+\.)[^.]+/, '$10');
    const cases = [
      tampered,
      borrowed,
      olderLooking,
      'not-even-a-token',
      'd1..',
      `d1.${'a'.repeat(22)}.0.${'b'.repeat(43)}`,
    ];
    for (const value of cases) {
      const answer = await like(moment.id, value);
      expect(answer.status, value).toBe(400);
      expect(answer.body.message).toMatch(/device/i);
    }
    expect((await like(moment.id, real)).status).toBe(200);
    const forgedLegacy = await issue({ legacyId: 'short', claimNonce: nonce('x') });
    expect(forgedLegacy.status).toBe(400);
  });
});

describe('issuing is bounded per address', () => {
  let venue: TestApp;
  beforeAll(async () => {
    venue = await startTestApp();
  });
  afterAll(async () => {
    await venue.close();
  });

  it('gives 100 phones arriving in the same minute an identity each, and refuses a script minting past the bound', async () => {
    const arrivals = await Promise.all(Array.from({ length: 100 }, () => issue({}, undefined, venue)));
    expect(arrivals.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(arrivals.map((answer) => answer.body.token)).size).toBe(100);

    const script = [];
    for (let i = 0; i < 120; i++) script.push(await issue({}, undefined, venue));
    const refused = script.filter((answer) => answer.status === 429);
    // 200 a minute per address: 100 phones, then the script's first 100, then nothing.
    expect(refused).toHaveLength(20);
    expect(refused[0].body.message).toBe(TOO_MANY_WRITES_MESSAGE);

    // A phone that already holds its identity is answered whatever the script did.
    const held = arrivals[0].body.token!;
    expect(await issue({}, held, venue)).toEqual({ status: 200, body: { token: held } });
  });
});
