import { afterEach, describe, expect, it, vi } from 'vitest';
import { haptic } from './haptics';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('haptic', () => {
  it('vibrates with the spec patterns', () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    haptic('light');
    haptic('heavy');
    haptic('success');
    haptic('error');
    expect(vibrate.mock.calls).toEqual([[10], [40], [[10, 50, 10]], [[50, 100, 50, 100, 50]]]);
  });

  it('does nothing where vibration is not supported', () => {
    vi.stubGlobal('navigator', { userAgent: 'test' });
    expect(haptic('warning')).toBe(false);
  });
});
