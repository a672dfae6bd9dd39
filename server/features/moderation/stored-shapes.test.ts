import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { migrateProfileModeration } from '../guest-profiles/migrate';
import { seedStoredGuestProfileRows, storedGuestProfileRows } from '../guest-profiles/seed';
import { migrateGuestBookModeration } from '../guestbook/migrate';
import { seedStoredGuestBookRows, storedGuestBookRows } from '../guestbook/seed';
import { migrateParticipationModeration } from '../timeline/migrate';
import {
  seedStoredParticipationRows,
  seedTimelineEvent,
  storedParticipationRows,
} from '../timeline/seed';

/**
 * Rows stored in the older moderation shapes (guest book: isApproved beside status; timeline
 * participations: isApproved and hidden; profiles: isApproved and isHidden) move to `status`
 * alone at start, each keeping what guests saw, and a second run changes none of them.
 */
describe('moderation state stored the older ways', () => {
  let app: TestApp;
  const tag = `shape-${Date.now()}`;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const statuses = async (
    storedRows: (filter: Record<string, unknown>) => Promise<object[]>,
    filter: Record<string, unknown>,
  ) =>
    (await storedRows(filter)).map((doc) => {
      const row = doc as Record<string, unknown>;
      return [row.message ?? row.content ?? row.name, row.status, Object.keys(row).sort()] as const;
    });

  it('moves guest book entries to one status, same visibility, once', async () => {
    await seedStoredGuestBookRows([
      { guestName: tag, message: `${tag}-approved`, isApproved: true, createdAt: new Date() },
      {
        guestName: tag,
        message: `${tag}-approved-published`,
        isApproved: true,
        status: 'published',
        createdAt: new Date(),
      },
      { guestName: tag, message: `${tag}-pending-old`, isApproved: false, createdAt: new Date() },
      {
        guestName: tag,
        message: `${tag}-pending`,
        isApproved: false,
        status: 'pending',
        createdAt: new Date(),
      },
      {
        guestName: tag,
        message: `${tag}-hidden`,
        isApproved: false,
        status: 'hidden',
        createdAt: new Date(),
      },
      { guestName: tag, message: `${tag}-new-shape`, status: 'hidden', createdAt: new Date() },
    ]);
    await migrateGuestBookModeration();
    const rows = await statuses(storedGuestBookRows, { guestName: tag });
    expect(rows.map(([message, status]) => [message, status])).toEqual([
      [`${tag}-approved`, 'published'],
      [`${tag}-approved-published`, 'published'],
      [`${tag}-pending-old`, 'pending'],
      [`${tag}-pending`, 'pending'],
      [`${tag}-hidden`, 'hidden'],
      [`${tag}-new-shape`, 'hidden'],
    ]);
    for (const [, , keys] of rows) expect(keys).not.toContain('isApproved');
    // What guests see: the two published entries, nothing else.
    const listed = (await (await fetch(`${app.url}/api/guest-book`)).json()) as {
      message: string;
    }[];
    expect(
      listed
        .map((entry) => entry.message)
        .filter((m) => m.startsWith(tag))
        .sort(),
    ).toEqual([`${tag}-approved`, `${tag}-approved-published`]);
    // Again (another process, a restart): this test's rows stay as they are.
    await migrateGuestBookModeration();
    expect(await statuses(storedGuestBookRows, { guestName: tag })).toEqual(rows);
  });

  it('moves timeline participations to one status, same visibility, once', async () => {
    const eventId = await seedTimelineEvent({ title: tag, time: '18:00', sortOrder: 98 });
    const row = (content: string, flags: Record<string, unknown>) => ({
      timelineEventId: new Types.ObjectId(eventId),
      guestName: tag,
      participationType: 'message',
      content: `${tag}-${content}`,
      createdAt: new Date(),
      ...flags,
    });
    await seedStoredParticipationRows([
      row('published', { isApproved: true, hidden: false }),
      row('pending', { isApproved: false, hidden: false }),
      row('hidden-published', { isApproved: true, hidden: true }),
      row('hidden-pending', { isApproved: false, hidden: true }),
      row('pending-no-hidden', { isApproved: false }),
    ]);
    await migrateParticipationModeration();
    const rows = await statuses(storedParticipationRows, { guestName: tag });
    expect(rows.map(([content, status]) => [content, status])).toEqual([
      [`${tag}-published`, 'published'],
      [`${tag}-pending`, 'pending'],
      [`${tag}-hidden-published`, 'hidden'],
      [`${tag}-hidden-pending`, 'hidden'],
      [`${tag}-pending-no-hidden`, 'pending'],
    ]);
    for (const [, , keys] of rows) expect(keys).not.toEqual(expect.arrayContaining(['hidden']));
    for (const [, , keys] of rows) expect(keys).not.toContain('isApproved');
    // Again (another process, a restart): this test's rows stay as they are.
    await migrateParticipationModeration();
    expect(await statuses(storedParticipationRows, { guestName: tag })).toEqual(rows);
  });

  it('moves guest profiles to one status, same visibility, once', async () => {
    const profile = (name: string, flags: Record<string, unknown>) => ({
      name: `${tag}-${name}`,
      guestId: new Types.ObjectId(),
      interests: [],
      createdAt: new Date(),
      ...flags,
    });
    await seedStoredGuestProfileRows([
      profile('published', { isApproved: true, isHidden: false }),
      profile('pending', { isApproved: false, isHidden: false }),
      profile('hidden', { isApproved: true, isHidden: true }),
      profile('pending-old', { isApproved: false }),
    ]);
    await migrateProfileModeration();
    const rows = await statuses(storedGuestProfileRows, { name: { $regex: `^${tag}` } });
    expect(rows.map(([name, status]) => [name, status])).toEqual([
      [`${tag}-published`, 'published'],
      [`${tag}-pending`, 'pending'],
      [`${tag}-hidden`, 'hidden'],
      [`${tag}-pending-old`, 'pending'],
    ]);
    for (const [, , keys] of rows) {
      expect(keys).not.toContain('isApproved');
      expect(keys).not.toContain('isHidden');
    }
    // Again (another process, a restart): this test's rows stay as they are.
    await migrateProfileModeration();
    expect(await statuses(storedGuestProfileRows, { name: { $regex: `^${tag}` } })).toEqual(rows);
  });
});
