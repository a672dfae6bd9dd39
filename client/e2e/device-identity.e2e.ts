import { randomUUID } from 'node:crypto';
import { MongoClient, ObjectId } from 'mongodb';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEVICE_TOKEN_PATTERN } from '../../protocol/device-token';
import { DEVICE_HEADER } from '../../protocol/http';
import { deviceFor } from '../../server/test/devices';
import { describeE2E, newPage, withAppAndBrowser } from './helpers';
import { enterAsGuest, homeSection } from './guest';

describeE2E('device identities in the browser', () => {
  const e2e = withAppAndBrowser();
  let database: MongoClient;
  beforeAll(async () => {
    database = await new MongoClient(e2e.app.mongoUri).connect();
  });
  afterAll(() => database?.close());

  async function shareOverApi(content: string): Promise<string> {
    const response = await fetch(`${e2e.app.url}/api/live-wedding-moments`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [DEVICE_HEADER]: await deviceFor(e2e.app.url, 'e2e-identity-poster'),
      },
      body: JSON.stringify({ guestName: 'Leo', content }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  test('a phone from before identities were issued keeps its like; its old id is claimed once', async () => {
    const content = 'The first dance, before the upgrade';
    const momentId = await shareOverApi(content);
    // This phone liked it under the id it had made for itself, as every phone did before.
    // As the old client made it (crypto.randomUUID() without dashes), liked two days ago.
    const legacyId = randomUUID().replaceAll('-', '');
    await database
      .db()
      .collection('moment_likes')
      .insertOne({
        momentId: new ObjectId(momentId),
        deviceId: legacyId,
        createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
      });
    await database
      .db()
      .collection('live_wedding_moments')
      .updateOne({ _id: new ObjectId(momentId) }, { $inc: { likes: 1 } });

    const page = await newPage(e2e.browser);
    await page.addInitScript((id) => {
      if (!localStorage.getItem('wedding-device-token'))
        localStorage.setItem('wedding-device-id', id);
    }, legacyId);
    await page.goto(`${e2e.app.url}/`);
    await enterAsGuest(page, 'Rosa');
    const card = (await homeSection(page, 'live-wedding-moments'))
      .getByRole('article', { name: 'Shared by Leo' })
      .filter({ hasText: content });
    await card.getByText('1 like', { exact: true }).waitFor();

    const liked = page.waitForResponse((response) =>
      response.url().endsWith(`/api/live-wedding-moments/${momentId}/like`),
    );
    await card.getByRole('button', { name: /Like this moment/ }).click();
    const answer = (await (await liked).json()) as { likes: number };
    // The server knows this phone: its like from before counts, once.
    expect(answer.likes).toBe(1);
    await card.getByText('1 like', { exact: true }).waitFor();

    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('wedding-device-token'),
      legacy: localStorage.getItem('wedding-device-id'),
    }));
    expect(stored.token).toMatch(DEVICE_TOKEN_PATTERN);
    expect(stored.token?.split('.')[1]).toBe(legacyId);
    expect(stored.legacy).toBeNull();

    // Another browser presenting the same old id gets an identity of its own: its like is new.
    const copycat = await newPage(e2e.browser);
    await copycat.addInitScript((id) => {
      if (!localStorage.getItem('wedding-device-token'))
        localStorage.setItem('wedding-device-id', id);
    }, legacyId);
    await copycat.goto(`${e2e.app.url}/`);
    await enterAsGuest(copycat, 'Mallory');
    const copycatCard = (await homeSection(copycat, 'live-wedding-moments'))
      .getByRole('article', { name: 'Shared by Leo' })
      .filter({ hasText: content });
    await copycatCard.getByRole('button', { name: /Like this moment/ }).click();
    await copycatCard.getByText('2 likes', { exact: true }).waitFor();
    await card.getByText('2 likes', { exact: true }).waitFor();
    await page.context().close();
    await copycat.context().close();
  });
});
