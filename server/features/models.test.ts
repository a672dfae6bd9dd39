import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/fixtures';

/** The data model of the spec (interactive-admin-data §3): one collection per entity. */
const SPEC_COLLECTIONS = [
  'rsvps',
  'gallery_photos',
  'newsletter_subscribers',
  'wedding_party',
  'vendors',
  'calendar_events',
  'timeline_events',
  'timeline_participation',
  'announcements',
  'guest_list',
  'guest_book_entries',
  'game_sessions',
  'photo_challenges',
  'game_leaderboard',
  'seating_tables',
  'seating_assignments',
  'gift_donations',
  'live_wedding_moments',
  'venue_reviews',
  'guest_profiles',
];

useTestApp();

async function uniqueKeys(collection: string): Promise<string[]> {
  const indexes = await mongoose.connection.db!.collection(collection).indexes();
  return indexes.filter((index) => index.unique).map((index) => Object.keys(index.key).join(','));
}

describe('start-up', () => {
  it('creates every collection of the data model', async () => {
    const names = (await mongoose.connection.db!.listCollections().toArray()).map((c) => c.name);
    expect(SPEC_COLLECTIONS).toHaveLength(20);
    for (const name of SPEC_COLLECTIONS) expect(names, `collection ${name}`).toContain(name);
  });

  it('creates the unique indexes of the data model', async () => {
    expect(await uniqueKeys('seating_tables')).toContain('tableNumber');
    expect(await uniqueKeys('newsletter_subscribers')).toContain('email');
    expect(await uniqueKeys('guest_list')).toEqual(expect.arrayContaining(['email', 'inviteCode']));
    expect(await uniqueKeys('game_leaderboard')).toContain('playerId');
    expect(await uniqueKeys('game_players')).toContain('deviceHash');
  });

  it('refuses a second table with the same number', async () => {
    const tables = mongoose.connection.db!.collection('seating_tables');
    await tables.insertOne({ tableNumber: 7, tableName: 'Family', capacity: 8, shape: 'round' });
    await expect(
      tables.insertOne({ tableNumber: 7, tableName: 'Friends', capacity: 8, shape: 'round' }),
    ).rejects.toMatchObject({
      code: 11000,
    });
  });
});
