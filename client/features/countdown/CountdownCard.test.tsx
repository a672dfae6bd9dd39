import { act, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { CountdownCard } from './CountdownCard';
import { SPARKLE_EVERY_MS, SPARKLE_FOR_MS } from './useCountdown';

// 09:00 in New York on the wedding day is 13:00 UTC.
const settings = { ceremonyStart: '2025-08-31T09:00', timeZone: 'America/New_York' };

function boxes() {
  const read = (unit: string) => document.querySelector(`[data-unit="${unit}"]`)?.textContent;
  return { days: read('days'), hours: read('hours'), minutes: read('minutes'), seconds: read('seconds') };
}

// The browser is in Tokyo, half a day ahead of the wedding: its calendar must never decide the day.
const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  process.env.TZ = browserZone;
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

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

  it("says today's the day, with the ceremony's time in the venue's zone, from the venue's midnight", () => {
    // 23:59:59 on 30 August in New York (already the 31st in Tokyo): still the countdown.
    vi.setSystemTime(new Date('2025-08-31T03:59:59Z'));
    expect(new Date().getDate()).toBe(31);
    render(<CountdownCard settings={settings} />);
    expect(heading()).toBe('Countdown to Our Special Day');
    expect(boxes()).toEqual({ days: '00', hours: '09', minutes: '00', seconds: '01' });

    act(() => vi.advanceTimersByTime(1000));
    expect(heading()).toBe("Today's the day!");
    expect(screen.getByText('The ceremony begins at 9:00 AM')).toBeInTheDocument();
    expect(screen.getByText('August 31, 2025')).toBeInTheDocument();
    expect(document.querySelector('[data-unit]')).toBeNull();
  });

  it('says the ceremony began once it has, and never shows a negative number', () => {
    vi.setSystemTime(new Date('2025-08-31T12:59:58Z'));
    render(<CountdownCard settings={settings} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(heading()).toBe("Today's the day!");
    expect(
      screen.getByText('The ceremony began at 9:00 AM. Thank you for celebrating with us!'),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/-\d/);
  });

  it("turns to 'Married for 1 day' at the venue's midnight after the wedding", () => {
    // 23:59:59 on 31 August in New York: still the day itself.
    vi.setSystemTime(new Date('2025-09-01T03:59:59Z'));
    render(<CountdownCard settings={settings} />);
    expect(heading()).toBe("Today's the day!");
    act(() => vi.advanceTimersByTime(1000));
    expect(heading()).toBe('Happily Married');
    expect(screen.getByTestId('married-for')).toHaveTextContent('Married for 1 day');
    expect(screen.getByText('Since August 31, 2025')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/to go/);
  });

  it('counts the days married, then years and days', () => {
    vi.setSystemTime(new Date('2025-09-12T15:00:00Z'));
    const { unmount } = render(<CountdownCard settings={settings} />);
    expect(screen.getByTestId('married-for')).toHaveTextContent('Married for 12 days');
    unmount();

    vi.setSystemTime(new Date('2026-09-03T15:00:00Z'));
    render(<CountdownCard settings={settings} />);
    expect(heading()).toBe('Happily Married');
    expect(screen.getByTestId('married-for')).toHaveTextContent('Married for 1 year and 3 days');
  });

  it('celebrates each anniversary on its day', () => {
    vi.setSystemTime(new Date('2026-08-31T15:00:00Z'));
    const { unmount } = render(<CountdownCard settings={settings} />);
    expect(heading()).toBe('Happy 1st Anniversary!');
    expect(screen.getByTestId('married-for')).toHaveTextContent('Married for 1 year');
    expect(screen.getByTestId('countdown-sparkles')).toBeInTheDocument();
    unmount();

    vi.setSystemTime(new Date('2027-08-31T15:00:00Z'));
    render(<CountdownCard settings={settings} />);
    expect(heading()).toBe('Happy 2nd Anniversary!');
  });

  it('speaks Spanish in every state', async () => {
    await i18n.changeLanguage('es');
    vi.setSystemTime(new Date('2025-08-31T12:00:00Z'));
    const { unmount } = render(<CountdownCard settings={settings} />);
    expect(heading()).toBe('¡Hoy es el gran día!');
    expect(screen.getByText('La ceremonia comienza a las 9:00')).toBeInTheDocument();
    unmount();

    vi.setSystemTime(new Date('2026-09-03T15:00:00Z'));
    const second = render(<CountdownCard settings={settings} />);
    expect(heading()).toBe('Felizmente Casados');
    expect(screen.getByTestId('married-for')).toHaveTextContent('Casados desde hace 1 año y 3 días');
    expect(screen.getByText('Desde el 31 de agosto de 2025')).toBeInTheDocument();
    second.unmount();

    vi.setSystemTime(new Date('2026-08-31T15:00:00Z'));
    render(<CountdownCard settings={settings} />);
    expect(heading()).toBe('¡Feliz 1.º Aniversario!');
  });
});
