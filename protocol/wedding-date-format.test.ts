import { describe, expect, it } from 'vitest';
import { formatWeddingDate, rememberWeddingDate } from './wedding-date-format';

describe('the long wedding date', () => {
  const settings = { ceremonyStart: '2031-05-17T16:00', timeZone: 'Europe/Madrid' };

  it('is written in the guest’s language, on the wedding’s own calendar day', () => {
    expect(formatWeddingDate(settings, 'en')).toBe('May 17, 2031');
    expect(formatWeddingDate(settings, 'es')).toBe('17 de mayo de 2031');
  });

  it('reuses the text the server wrote on the first screen, only for the same date and zone', () => {
    const served = { ceremonyStart: '2032-02-03T11:00', timeZone: 'America/Bogota' };
    rememberWeddingDate(served, 'es', 'Served: 3 de febrero');
    expect(formatWeddingDate(served, 'es')).toBe('Served: 3 de febrero');
    expect(formatWeddingDate(served, 'en')).toBe('February 3, 2032');
    expect(formatWeddingDate({ ...served, ceremonyStart: '2032-02-04T11:00' }, 'es')).toBe(
      '4 de febrero de 2032',
    );
    expect(formatWeddingDate({ ...served, timeZone: 'UTC' }, 'es')).toBe('3 de febrero de 2032');
  });
});
