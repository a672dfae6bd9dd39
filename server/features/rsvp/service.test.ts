import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rsvpBodySchema, type RsvpBody } from '../../../protocol/rsvp';
import { ensureIndexes } from '../../lib/db';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { RsvpModel } from './model';
import { RsvpService } from './service';

const published: { topic: string; event: string; payload: unknown }[] = [];
const hub = {
  publish: (topic: string, event: string, payload: unknown) =>
    published.push({ topic, event, payload }),
} as unknown as RealtimeHub;
const service = new RsvpService(hub);
const submit = (body: RsvpBody) => service.submit(rsvpBodySchema.parse(body));

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

describe('RsvpService.submit (upsert by e-mail)', () => {
  it('creates, then updates the same document, and tells which happened', async () => {
    const first = await submit(answer);
    const second = await submit({
      ...answer,
      email: 'BEN@example.com',
      guestCount: 4,
      message: 'Bringing my kids',
    });
    expect([first.updated, second.updated]).toEqual([false, true]);
    expect(second.rsvp).toMatchObject({
      id: first.rsvp.id,
      guestCount: 4,
      message: 'Bringing my kids',
    });
    expect(Date.parse(second.rsvp.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(first.rsvp.updatedAt),
    );
    expect(await RsvpModel.countDocuments()).toBe(1);
  });

  it('publishes each saved answer on the organizer topic after writing it', async () => {
    const saved = await submit(answer);
    expect(published).toEqual([{ topic: 'rsvp', event: 'rsvp:saved', payload: saved.rsvp }]);
    expect(await RsvpModel.findById(saved.rsvp.id).lean()).not.toBeNull();
  });

  it('relies on a unique index, so a second document for one e-mail cannot exist', async () => {
    await submit(answer);
    await expect(RsvpModel.create({ ...answer })).rejects.toMatchObject({ code: 11000 });
  });

  it('keeps different e-mails apart', async () => {
    await submit(answer);
    const other = await submit({ ...answer, email: 'carla@example.com' });
    expect(other.updated).toBe(false);
    expect(await RsvpModel.countDocuments()).toBe(2);
  });
});
