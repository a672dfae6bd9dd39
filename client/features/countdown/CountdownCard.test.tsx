import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownCard } from './CountdownCard';
import { SPARKLE_EVERY_MS, SPARKLE_FOR_MS } from './useCountdown';

// 09:00 in New York on the wedding day is 13:00 UTC.
const settings = { ceremonyStart: '2025-08-31T09:00', timeZone: 'America/New_York' };

function boxes() {
  const read = (unit: string) => document.querySelector(`[data-unit="${unit}"]`)?.textContent;
  return { days: read('days'), hours: read('hours'), minutes: read('minutes'), seconds: read('seconds') };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('CountdownCard', () => {
  it('shows the title, the date and four zero-padded boxes counting to the ceremony in its time zone', () => {
    vi.setSystemTime(new Date('2025-08-30T12:58:55Z'));
    render(<CountdownCard settings={settings} />);
    expect(screen.getByText('Countdown to Our Special Day')).toBeInTheDocument();
    expect(screen.getByText('August 31, 2025')).toBeInTheDocument();
    for (const label of ['Days', 'Hours', 'Minutes', 'Seconds']) expect(screen.getByText(label)).toBeInTheDocument();
    expect(boxes()).toEqual({ days: '01', hours: '00', minutes: '01', seconds: '05' });
  });

  it('ticks every second, carrying into minutes, hours and days', () => {
    vi.setSystemTime(new Date('2025-08-30T12:59:58Z'));
    render(<CountdownCard settings={settings} />);
    expect(boxes()).toEqual({ days: '01', hours: '00', minutes: '00', seconds: '02' });
    act(() => vi.advanceTimersByTime(1000));
    expect(boxes().seconds).toBe('01');
    act(() => vi.advanceTimersByTime(3000));
    expect(boxes()).toEqual({ days: '00', hours: '23', minutes: '59', seconds: '58' });
  });

  it('stops at 00 and never shows a negative number once the ceremony has begun', () => {
    vi.setSystemTime(new Date('2025-08-31T12:59:58Z'));
    render(<CountdownCard settings={settings} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(boxes()).toEqual({ days: '00', hours: '00', minutes: '00', seconds: '00' });
    expect(document.body.textContent).not.toMatch(/-\d/);
  });

  it('sparkles about every 30 seconds, for 4 seconds', () => {
    vi.setSystemTime(new Date('2025-06-01T00:00:00Z'));
    render(<CountdownCard settings={settings} />);
    expect(screen.queryByTestId('countdown-sparkles')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SPARKLE_EVERY_MS));
    expect(screen.getByTestId('countdown-sparkles')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SPARKLE_FOR_MS));
    expect(screen.queryByTestId('countdown-sparkles')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SPARKLE_EVERY_MS - SPARKLE_FOR_MS));
    expect(screen.getByTestId('countdown-sparkles')).toBeInTheDocument();
  });
});
