import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_TOKEN_PATTERN } from '../../../protocol/device';
import { DEVICE_HEADER, TOO_MANY_WRITES_MESSAGE } from '../../../protocol/http';
import { deviceFor } from '../../test/devices';
import { startTestApp, type TestApp } from '../../test/harness';
import { countStoredLikes, seedStoredLike, seedStoredMomentRows } from '../moments/seed';
import { DeviceClaimModel, IdentityUpgradeModel } from './model';

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
  return {
    status: response.status,
    body: (await response.json()) as { token?: string; message?: string },
  };
}

async function like(momentId: string, token?: string) {
  const response = await fetch(`${app.url}/api/live-wedding-moments/${momentId}/like`, {
    method: 'POST',
    headers: token ? { [DEVICE_HEADER]: token } : {},
  });
  return {
    status: response.status,
    body: (await response.json()) as { likes?: number; message?: string },
  };
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
/** An id as the old client made it for itself (client/lib/device.ts before identities). */
const legacyId = () => randomUUID().replaceAll('-', '');
const DAY_MS = 24 * 60 * 60 * 1000;

/** A like as the old server stored it, `daysAgo` days ago, under the phone's own id. */
async function likedBefore(momentId: string, deviceId: string, daysAgo: number) {
  const createdAt = new Date(Date.now() - daysAgo * DAY_MS);
  await seedStoredLike(momentId, deviceId, createdAt);
  return createdAt;
}
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
    const oldId = legacyId();
    // The aunt's phone liked it before identities were issued, under the id it made itself.
    await likedBefore(moment.id, oldId, 2);

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

  it('never hands out an id the server issued, whoever presents it as their old id', async () => {
    const victim = (await issue()).body.token!;
    const taken = await issue({ legacyId: idOf(victim)!, claimNonce: nonce('thief') });
    expect(taken.status).toBe(200);
    expect(taken.body.token).toMatch(DEVICE_TOKEN_PATTERN);
    expect(idOf(taken.body.token)).not.toBe(idOf(victim));
    // Nor one the server issued and a phone already used for a like.
    const moment = await postMoment(
      'Liked with an issued id',
      await deviceFor(app.url, 'issued-poster'),
    );
    expect((await like(moment.id, victim)).body.likes).toBe(1);
    const again = await issue({ legacyId: idOf(victim)!, claimNonce: nonce('thief2') });
    expect(idOf(again.body.token)).not.toBe(idOf(victim));
  });

  it('claims only an old-format id that data from before the upgrade knows', async () => {
    const moment = await postMoment('Claim checks', await deviceFor(app.url, 'claims-poster'));
    // Made up in the old format, never used: nothing to keep, a new identity.
    const unknown = legacyId();
    expect(
      idOf((await issue({ legacyId: unknown, claimNonce: nonce('unknown') })).body.token),
    ).not.toBe(unknown);
    // Seen only after the upgrade (no phone could have written it then): not claimed either.
    const lateId = legacyId();
    await likedBefore(moment.id, lateId, -1);
    expect(
      idOf((await issue({ legacyId: lateId, claimNonce: nonce('late') })).body.token),
    ).not.toBe(lateId);
    // An old id in another format than the old client's: not claimed.
    const odd = 'legacyaunt'.padEnd(32, '0');
    await likedBefore(moment.id, odd, 2);
    expect(idOf((await issue({ legacyId: odd, claimNonce: nonce('odd') })).body.token)).not.toBe(
      odd,
    );
    // Known from a moment it shared before: claimed.
    const author = legacyId();
    await seedStoredMomentRows([
      {
        guestName: 'Old poster',
        content: 'Before the upgrade',
        momentType: 'text',
        isPublic: false,
        likes: 0,
        authorDeviceHash: createHash('sha256').update(author).digest('hex'),
        createdAt: new Date(Date.now() - 3 * DAY_MS),
      },
    ]);
    expect(idOf((await issue({ legacyId: author, claimNonce: nonce('author') })).body.token)).toBe(
      author,
    );
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
    const arrivals = await Promise.all(
      Array.from({ length: 100 }, () => issue({}, undefined, venue)),
    );
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

describe('when the site first issued identities, and how long old ids may be claimed', () => {
  it('is dated by the first issued id in the data, recorded once by two processes starting together, and closes claims after DEVICE_CLAIM_DAYS (30 by default)', async () => {
    const moment = await postMoment('Upgrade moment', await deviceFor(app.url, 'upgrade-poster'));
    // A site that issued identities 20 days ago, before this moment was recorded: the previous
    // release stored the issued id in the like as it was.
    await IdentityUpgradeModel.deleteMany({});
    const issuedId = idOf((await issue()).body.token)!;
    const firstIssued = await likedBefore(moment.id, issuedId, 20);
    const aunt = legacyId();
    await likedBefore(moment.id, aunt, 40);
    // A phone that claimed its old id 19 days ago, when claims were kept under the id itself.
    const cousin = legacyId();
    await likedBefore(moment.id, cousin, 40);
    await DeviceClaimModel.collection.insertOne({
      _id: cousin as never,
      nonceHash: createHash('sha256').update(nonce('cousin')).digest('base64url'),
      claimedAt: new Date(Date.now() - 19 * DAY_MS),
    });

    const started = await Promise.all([startTestApp(), startTestApp()]);
    try {
      const records = await IdentityUpgradeModel.find().lean();
      expect(records.map((record) => record.at)).toEqual([firstIssued]);
      // Neither the issued id nor the old one is left raw in the likes.
      expect(await countStoredLikes({ deviceId: { $in: [issuedId, aunt] } })).toBe(0);
      // 20 days in: still open.
      const claimed = await issue(
        { legacyId: aunt, claimNonce: nonce('aunt40') },
        undefined,
        started[1],
      );
      expect(idOf(claimed.body.token)).toBe(aunt);
      // Claims are kept under the id's keyed hash now, the cousin's older one too, and still hold.
      expect(await DeviceClaimModel.countDocuments({ _id: { $in: [aunt, cousin] } })).toBe(0);
      const copycat = await issue(
        { legacyId: cousin, claimNonce: nonce('copycat') },
        undefined,
        started[0],
      );
      expect(idOf(copycat.body.token)).not.toBe(cousin);
      const retried = await issue(
        { legacyId: cousin, claimNonce: nonce('cousin') },
        undefined,
        started[0],
      );
      expect(idOf(retried.body.token)).toBe(cousin);
    } finally {
      await Promise.all(started.map((one) => one.close()));
    }

    const uncle = legacyId();
    await likedBefore(moment.id, uncle, 40);
    await IdentityUpgradeModel.updateOne({}, { at: new Date(Date.now() - 31 * DAY_MS) });
    const byDefault = await startTestApp();
    const longer = await startTestApp({ DEVICE_CLAIM_DAYS: '60' });
    try {
      const late = await issue(
        { legacyId: uncle, claimNonce: nonce('uncle') },
        undefined,
        byDefault,
      );
      expect(late.status).toBe(200);
      expect(idOf(late.body.token)).not.toBe(uncle);
      const allowed = await issue(
        { legacyId: uncle, claimNonce: nonce('uncle') },
        undefined,
        longer,
      );
      expect(idOf(allowed.body.token)).toBe(uncle);
    } finally {
      await byDefault.close();
      await longer.close();
    }
  });
});
