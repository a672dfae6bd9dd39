import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import {
  guestTypes,
  parkingResponseSchema,
  recommendationsResponseSchema,
  venueInfoSchema,
} from '../../../protocol/venues';
import { json } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { changeStoredWeddingSettings } from '../wedding/seed';

const app = useTestApp();

function recommend(body: unknown) {
  return fetch(`${app.url}/api/venues/recommendations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Every document of every collection, so a test can prove that a call wrote nothing. */
async function snapshotDatabase(): Promise<Record<string, unknown[]>> {
  const db = mongoose.connection.db!;
  const snapshot: Record<string, unknown[]> = {};
  for (const { name } of await db.listCollections().toArray()) {
    snapshot[name] = await db.collection(name).find({}).toArray();
  }
  return snapshot;
}

describe('GET /api/venues/ceremony and /reception', () => {
  it('answers each venue from the wedding settings', async () => {
    const ceremony = venueInfoSchema.parse(
      await json(await fetch(`${app.url}/api/venues/ceremony`)),
    );
    expect(ceremony.name).toBe('Memorial Chapel Garden');
    expect(ceremony.address).toContain('College Park, MD');
    expect(ceremony.features).toContain('Free parking in Lot Y');
    expect(ceremony.parkingInfo).toMatch(/Lot Y/);
    expect(ceremony.accessibility).toMatch(/Step-free/);

    const reception = venueInfoSchema.parse(
      await json(await fetch(`${app.url}/api/venues/reception`)),
    );
    expect(reception.name).toBe('The Dock Street Table');
    expect(reception.address).toContain('Annapolis, MD');
    expect(reception.features.length).toBeGreaterThan(0);
  });

  it('shows only the venue fields, never coordinates or storage ids', async () => {
    const body = await json<Record<string, unknown>>(await fetch(`${app.url}/api/venues/ceremony`));
    expect(Object.keys(body).sort()).toEqual(
      [
        'accessibility',
        'accessibilityEs',
        'address',
        'description',
        'descriptionEs',
        'features',
        'featuresEs',
        'name',
        'parkingInfo',
        'parkingInfoEs',
        'photos',
      ].sort(),
    );
  });

  it('follows an organizer’s edit of the settings', async () => {
    await changeStoredWeddingSettings({ 'venues.reception.name': 'Harbor House' });
    const reception = venueInfoSchema.parse(
      await json(await fetch(`${app.url}/api/venues/reception`)),
    );
    expect(reception.name).toBe('Harbor House');
    await changeStoredWeddingSettings({ 'venues.reception.name': 'The Dock Street Table' });
  });
});

describe('GET /api/venues/parking', () => {
  it('lists the free lots of the settings with capacity, cost and walking time', async () => {
    const response = await fetch(`${app.url}/api/venues/parking`);
    expect(response.status).toBe(200);
    const { parkingOptions } = parkingResponseSchema.parse(await response.json());
    expect(parkingOptions.map((option) => option.name)).toEqual(['Lot Y', 'Lot C', 'Lot L']);
    for (const option of parkingOptions) {
      expect(option.cost).toBe('Free');
      expect(option.capacity).toBeGreaterThan(0);
      expect(option.walkingTime).toMatch(/min walk/);
      expect(option.features.length).toBeGreaterThan(0);
    }
  });
});

describe('POST /api/venues/recommendations', () => {
  it.each(guestTypes)('gives %s guests tips about the real venues and times', async (guestType) => {
    const response = await recommend({ guestType });
    expect(response.status).toBe(200);
    const { recommendations } = recommendationsResponseSchema.parse(await response.json());
    expect(recommendations.length).toBeGreaterThanOrEqual(4);
    const text = recommendations.join(' ');
    expect(text).toMatch(/Memorial Chapel|Lot Y|9:00 AM/);
    expect(text).toMatch(/Dock Street Table|Annapolis|1:00 PM/);
    expect(recommendations.every((tip) => !/undefined|NaN|\[object/.test(tip))).toBe(true);
  });

  it('tailors the tips to the guest', async () => {
    const tipsFor = async (guestType: string) =>
      recommendationsResponseSchema
        .parse(await json(await recommend({ guestType })))
        .recommendations.join(' ');
    expect(await tipsFor('international-guest')).toMatch(/Eastern Daylight Time/);
    expect(await tipsFor('international-guest')).toContain('31/08/2025');
    expect(await tipsFor('mobility-assistance')).toMatch(
      /drop you at the Memorial Chapel Garden entrance/,
    );
    expect(await tipsFor('elderly-family')).toMatch(/Park in Lot Y \(2 min walk/);
    expect(await tipsFor('parent-with-children')).toMatch(/nap/);
    expect(await tipsFor('out-of-town')).toMatch(/Sunday, August 31, 2025/);
  });

  it('refuses a missing or unknown guest type with 400 and stores nothing', async () => {
    const before = await snapshotDatabase();
    for (const body of [{}, { guestType: 'vip' }, { guestType: { $gt: '' } }]) {
      const response = await recommend(body);
      expect(response.status).toBe(400);
      const error = await json<{ message: string }>(response);
      expect(error.message).toMatch(/guestType must be one of: elderly-family/);
    }
    await recommend({ guestType: 'out-of-town' });
    expect(await snapshotDatabase()).toEqual(before);
  });
});
