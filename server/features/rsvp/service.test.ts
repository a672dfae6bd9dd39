import { Types } from 'mongoose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rsvpBodySchema, type RsvpBody } from '../../../protocol/rsvp';
import { ensureIndexes } from '../../lib/db';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { LEGACY_EMAIL_INDEX, RsvpModel } from './model';
import { dropLegacyEmailIndex, RsvpService } from './service';

const published: { topic: string; event: string; payload: unknown }[] = [];
const hub = {
  publish: (topic: string, event: string, payload: unknown) =>
    published.push({ topic, event, payload }),
} as unknown as RealtimeHub;
const service = new RsvpService(hub);
const submit = (body: RsvpBody, signedInGuestId?: string) =>
  service.submit(rsvpBodySchema.parse(body), signedInGuestId);

beforeAll(() => ensureIndexes());
beforeEach(async () => {
  published.length = 0;
  await RsvpModel.deleteMany({});
});

const answer = {
  firstName: 'Ben',
  lastName: 'Carter',
  email: 'ben@example.com',
  attending: true,
  guestCount: 2,
};

describe('RsvpService.submit', () => {
  it('keeps one answer per signed-in guest: the first creates it, the next replace it', async () => {
    const ben = new Types.ObjectId().toString();
    const first = await submit(answer, ben);
    const second = await submit(
      { ...answer, email: 'ben.personal@example.org', guestCount: 4, message: 'Bringing my kids' },
      ben,
    );
    expect([first.updated, second.updated]).toEqual([false, true]);
    expect(second.rsvp).toMatchObject({
      id: first.rsvp.id,
      email: 'ben.personal@example.org',
      guestCount: 4,
      message: 'Bringing my kids',
    });
    expect(await RsvpModel.countDocuments()).toBe(1);
  });

  it('stores every answer without a session as a new one, leaving the earlier ones alone', async () => {
    const ben = new Types.ObjectId().toString();
    const owned = await submit(answer, ben);
    const first = await submit({ ...answer, attending: false });
    const second = await submit({ ...answer, email: 'BEN@example.com', guestCount: 3 });
    expect([first.updated, second.updated]).toEqual([false, false]);
    expect(new Set([owned.rsvp.id, first.rsvp.id, second.rsvp.id]).size).toBe(3);
    expect(await RsvpModel.findById(owned.rsvp.id).lean()).toMatchObject({
      attending: true,
      guestCount: 2,
    });
    expect(await RsvpModel.countDocuments({ email: 'ben@example.com' })).toBe(3);
  });

  it('publishes each saved answer on the organizer topic after writing it', async () => {
    const saved = await submit(answer);
    expect(published).toEqual([{ topic: 'rsvp', event: 'rsvp:saved', payload: saved.rsvp }]);
    expect(await RsvpModel.findById(saved.rsvp.id).lean()).not.toBeNull();
  });

  it('relies on a unique index, so a guest cannot own two answers', async () => {
    const ben = new Types.ObjectId();
    await submit(answer, ben.toString());
    await expect(RsvpModel.create({ ...answer, ownerGuestId: ben })).rejects.toMatchObject({
      code: 11000,
    });
  });
});

describe('an older database', () => {
  it('loses its one-answer-per-e-mail index at start-up, so a typed address replaces nothing', async () => {
    await RsvpModel.collection.createIndex(
      { email: 1 },
      { unique: true, name: LEGACY_EMAIL_INDEX },
    );
    await dropLegacyEmailIndex();
    await dropLegacyEmailIndex();
    const names = (await RsvpModel.collection.indexes()).map((index) => index.name);
    expect(names).not.toContain(LEGACY_EMAIL_INDEX);
    await submit(answer);
    await submit(answer);
    expect(await RsvpModel.countDocuments({ email: 'ben@example.com' })).toBe(2);
  });
});
