import { describe, expect, it } from 'vitest';
import { directionsUrl } from './directions';

describe('directionsUrl', () => {
  it('opens a Google Maps directions search with the encoded address as destination', () => {
    const url = directionsUrl('Memorial Chapel, 7744 Regents Dr, College Park, MD 20742');
    expect(url).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Memorial%20Chapel%2C%207744%20Regents%20Dr%2C%20College%20Park%2C%20MD%2020742',
    );
    expect(new URL(url).searchParams.get('destination')).toBe('Memorial Chapel, 7744 Regents Dr, College Park, MD 20742');
  });

  it('keeps characters like & and # inside the destination', () => {
    const url = new URL(directionsUrl('Smith & Sons #2, Annapolis'));
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('Smith & Sons #2, Annapolis');
    expect(url.hash).toBe('');
  });
});
