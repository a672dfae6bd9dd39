import { describe, expect, it } from 'vitest';
import { formatInZone, isoToZonedInput, zonedInputToIso } from './wedding-time';

describe('scheduling in the wedding time zone', () => {
  it('reads the typed time in the wedding zone, whatever the browser zone', () => {
    expect(zonedInputToIso('2026-06-20T18:30', 'America/New_York')).toBe(
      '2026-06-20T22:30:00.000Z',
    );
    expect(zonedInputToIso('2026-01-10T09:00', 'Europe/Madrid')).toBe('2026-01-10T08:00:00.000Z');
    expect(zonedInputToIso('tonight', 'America/New_York')).toBeNull();
  });

  it('shows a stored time back in the wedding zone', () => {
    expect(isoToZonedInput('2026-06-20T22:30:00.000Z', 'America/New_York')).toBe(
      '2026-06-20T18:30',
    );
    expect(formatInZone('2026-06-20T22:30:00.000Z', 'America/New_York', 'en')).toBe(
      'Sat, Jun 20, 6:30 PM EDT',
    );
  });
});
