import { describe, expect, it } from 'vitest';
import { overlayLines } from './frame-capture';

describe('overlayLines', () => {
  const settings = { couple: { displayName: 'Sofia & Daniel' }, ceremonyStart: '2025-08-31T09:00' };

  it('names the couple and the wedding day in the page language', () => {
    expect(overlayLines(settings, 'en')).toEqual(['Sofia & Daniel', 'August 31, 2025']);
    expect(overlayLines(settings, 'es')).toEqual(['Sofia & Daniel', '31 de agosto de 2025']);
  });
});
