import { describe, expect, it } from 'vitest';
import { weddingSettingsSchema } from '../../../protocol/wedding';
import { startTestApp } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { WEDDING_SETTINGS_ID, WeddingSettingsModel } from './model';

const app = useTestApp();

async function getSettings() {
  const response = await fetch(`${app.url}/api/wedding`);
  expect(response.status).toBe(200);
  return weddingSettingsSchema.parse(await response.json());
}

describe('GET /api/wedding', () => {
  it('answers the seeded facts of the wedding', async () => {
    const settings = await getSettings();
    expect(settings.couple.displayName).toBe('Sofia & Daniel');
    expect(settings.ceremonyStart).toBe('2025-08-31T09:00');
    expect(settings.timeZone).toBe('America/New_York');

    const { ceremony, reception } = settings.venues;
    expect(ceremony).toMatchObject({
      label: 'Ceremony',
      startTime: '09:00',
      lat: 38.9869,
      lng: -76.9426,
    });
    expect(ceremony.capacity).toBe(150);
    expect(ceremony.rating).toBe(4.8);
    expect(ceremony.address).toContain('College Park, MD');
    expect(reception).toMatchObject({
      label: 'Reception Lunch',
      startTime: '13:00',
      endTime: '15:00',
    });
    expect(reception).toMatchObject({ lat: 38.9784, lng: -76.4951, capacity: 120, rating: 4.9 });
    expect(reception.address).toContain('Annapolis, MD');

    expect(settings.parking.freeLots).toEqual(['Lot Y', 'Lot C', 'Lot L']);
    expect(settings.parking.rules.join(' ')).toMatch(/metered or state spaces/);
    expect(settings.parking.rules.join(' ')).toMatch(/chapel entrance faces Lot Y/);
  });

  it('tells the love story in six events, alternating sides, the engagement on video', async () => {
    const { story } = await getSettings();
    expect(story.map((event) => [event.date, event.title])).toEqual([
      ['2017', 'First Meeting'],
      ['2022', 'Reconnection'],
      ['2022–2023', 'Falling in Love'],
      ['July 2023', 'The Engagement'],
      ['March 2024', 'The Arrival of Our Daughter'],
      ['Aug 31, 2025', 'Wedding Day'],
    ]);
    expect(story.map((event) => event.position)).toEqual([
      'left',
      'right',
      'left',
      'right',
      'left',
      'right',
    ]);
    const engagement = story.find((event) => event.id === 'engagement');
    expect(engagement).toMatchObject({ media: '/media/story/engagement.mp4', mediaType: 'video' });
    for (const event of story.filter((e) => e.id !== 'engagement')) {
      expect(event).toMatchObject({ media: `/media/story/${event.id}.webp`, mediaType: 'image' });
    }
  });

  it('never exposes the storage id or timestamps', async () => {
    const body = (await (await fetch(`${app.url}/api/wedding`)).json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'ceremonyStart',
        'contact',
        'couple',
        'defaultLanguage',
        'parking',
        'registry',
        'siteAccess',
        'story',
        'timeZone',
        'venues',
      ].sort(),
    );
  });
});

describe('seeding at start-up', () => {
  it('keeps an organizer’s edits when the app starts again', async () => {
    await WeddingSettingsModel.updateOne(
      { _id: WEDDING_SETTINGS_ID },
      {
        $set: {
          'couple.displayName': 'Sofia & Daniel Rivera',
          'venues.ceremony.startTime': '10:30',
        },
      },
    );
    // A second start-up runs every feature's init against the same database.
    const restarted = await startTestApp();
    await restarted.close();

    const settings = await getSettings();
    expect(settings.couple.displayName).toBe('Sofia & Daniel Rivera');
    expect(settings.venues.ceremony.startTime).toBe('10:30');
    expect(await WeddingSettingsModel.countDocuments()).toBe(1);
  });

  it('writes the defaults again if the document was removed', async () => {
    await WeddingSettingsModel.deleteMany({});
    const settings = await getSettings();
    expect(settings.couple.displayName).toBe('Sofia & Daniel');
  });
});
