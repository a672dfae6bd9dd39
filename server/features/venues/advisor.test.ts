import { describe, expect, it } from 'vitest';
import { guestTypes } from '../../../protocol/venues';
import type { WeddingSettings } from '../../../protocol/wedding';
import { defaultWeddingSettings } from '../wedding/defaults';
import { builtInVenueAdvisor } from './advisor';
import { parkingOptions } from './parking-lots';
import { clockLabel, townOf } from './wedding-facts';

/** Another couple's facts: other venue, other times, no reception note, lots the site has no details for. */
const otherWedding: WeddingSettings = {
  ...defaultWeddingSettings,
  ceremonyStart: '2026-05-16T15:30',
  timeZone: 'Europe/Madrid',
  venues: {
    ceremony: { ...defaultWeddingSettings.venues.ceremony, name: 'Finca El Olivar', startTime: '15:30', address: 'Camino Viejo 4, Ronda, Málaga 29400' },
    reception: {
      ...defaultWeddingSettings.venues.reception,
      name: 'Casa del Río',
      startTime: '18:00',
      endTime: undefined,
      note: undefined,
      address: 'Calle Real 9, Ronda, Málaga 29400',
    },
  },
  parking: { ...defaultWeddingSettings.parking, freeLots: ['North Field'] },
};

describe('built-in venue advice', () => {
  it.each(guestTypes)('follows the settings for %s guests', async (guestType) => {
    const tips = await builtInVenueAdvisor.recommend({ guestType, settings: otherWedding });
    const text = tips.join(' ');
    expect(tips.length).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/Finca El Olivar|Casa del Río|3:30 PM|6:00 PM/);
    expect(text).not.toMatch(/Dock Street|Memorial Chapel Garden|9:00 AM|Lot Y \(/);
    expect(text).not.toMatch(/undefined|NaN|null|\(\)/);
  });

  it('reads the wedding’s own time zone and date', async () => {
    const text = (await builtInVenueAdvisor.recommend({ guestType: 'international-guest', settings: otherWedding })).join(' ');
    expect(text).toContain('Central European Summer Time');
    expect(text).toContain('Saturday, May 16, 2026 (16/05/2026)');
  });

  it('offers no parking option for a lot it knows nothing about', () => {
    expect(parkingOptions(otherWedding)).toEqual([]);
  });
});

describe('formatting helpers', () => {
  it('writes 12-hour clock times', () => {
    expect(clockLabel('09:00')).toBe('9:00 AM');
    expect(clockLabel('12:05')).toBe('12:05 PM');
    expect(clockLabel('00:30')).toBe('12:30 AM');
    expect(clockLabel('15:00')).toBe('3:00 PM');
  });

  it('finds the town of an address', () => {
    expect(townOf('Memorial Chapel, 7744 Regents Dr, College Park, MD 20742')).toBe('College Park');
    expect(townOf('12 Dock St, Annapolis, MD 21401')).toBe('Annapolis');
  });
});
