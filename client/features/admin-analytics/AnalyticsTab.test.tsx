import { act, renderHook, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsSnapshot } from '../../../protocol/analytics';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import AnalyticsTab from './AnalyticsTab';
import { useThrottled } from './useAnalytics';

const hours = Array.from({ length: 24 }, (_, hour) => ({
  hour,
  moments: hour === 14 ? 5 : 0,
  guestbook: hour === 14 ? 2 : hour === 15 ? 1 : 0,
  games: hour === 15 ? 3 : 0,
}));

const snapshot: AnalyticsSnapshot = {
  generatedAt: '2025-08-31T18:30:00.000Z',
  timeZone: 'America/New_York',
  counters: { confirmed: 12, pending: 5, declined: 3, total: 20 },
  rsvpsOverTime: [
    { day: '2025-06-01', attending: 4, notAttending: 1, changed: 0 },
    { day: '2025-06-02', attending: 8, notAttending: 2, changed: 1 },
  ],
  statusByCategory: [
    { category: 'family', confirmed: 6, pending: 1, declined: 0 },
    { category: 'friends', confirmed: 4, pending: 3, declined: 2 },
    { category: 'colleagues', confirmed: 2, pending: 1, declined: 1 },
    { category: 'extended-family', confirmed: 0, pending: 0, declined: 0 },
  ],
  dietary: [
    { restriction: 'vegetarian', guests: 4 },
    { restriction: 'gluten-free', guests: 2 },
  ],
  plusOnes: { withPlusOne: 7, withoutPlusOne: 13, expectedAttendees: 17 },
  signIn: { signedIn: 9, total: 20, rate: 45 },
  activity: { day: '2025-08-31', hours },
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/admin/analytics'
        ? new Response(JSON.stringify(snapshot), { status: 200 })
        : new Response('Not found', { status: 404 }),
    ),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

/** The visually hidden table of the chart titled `title`, as rows of cell texts. */
function tableOf(title: string): string[][] {
  const table = screen.getByRole('table', { name: title });
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children).map((cell) => cell.textContent ?? ''));
}

describe('the Analytics tab', () => {
  it('shows the spec’s four counters from the guest list', async () => {
    renderWithProviders(<AnalyticsTab />);
    const total = await screen.findByText('Total Guests');
    const counters = total.closest('dl') as HTMLElement;
    const figures = Object.fromEntries(
      within(counters)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.parentElement?.querySelector('dd')?.textContent]),
    );
    expect(figures).toEqual({ Confirmed: '12', Pending: '5', Declined: '3', 'Total Guests': '20' });
  });

  it('gives every chart a title, a summary and its figures as a table', async () => {
    renderWithProviders(<AnalyticsTab />);
    await screen.findByText('Total Guests');
    expect(screen.getByText('15 RSVPs received. Attending: 12, not attending: 3.')).toBeVisible();
    expect(tableOf('RSVPs over time')).toEqual([
      ['Day', 'Attending', 'Not attending', 'Changed'],
      ['Jun 1', '4', '1', '0'],
      ['Jun 2', '8', '2', '1'],
    ]);
    expect(tableOf('RSVP status by category')[2]).toEqual(['Friends', '4', '3', '2']);
    expect(tableOf('Dietary needs')).toEqual([
      ['Need', 'Guests'],
      ['vegetarian', '4'],
      ['gluten-free', '2'],
    ]);
    expect(
      screen.getByText('Expected attendees (confirmed guests and their plus ones): 17'),
    ).toBeVisible();
    expect(tableOf('Plus ones')).toEqual([
      ['Plus ones', 'Guests'],
      ['With a plus one', '7'],
      ['Without a plus one', '13'],
    ]);
    expect(screen.getByText('Signed in: 9 of 20 (45%).')).toBeVisible();
    expect(
      screen.getByText('Today (Aug 31). Moments: 5, guest book entries: 3, games played: 3.'),
    ).toBeVisible();
    expect(tableOf('Live activity today')).toEqual([
      ['Hour', 'Moments', 'Guest book entries', 'Games played'],
      ['14:00', '5', '2', '0'],
      ['15:00', '0', '1', '3'],
    ]);
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(<AnalyticsTab />);
    expect(await screen.findByText('Total de invitados')).toBeInTheDocument();
    expect(screen.getByText('Han accedido: 9 de 20 (45 %).')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Necesidades alimentarias' })).toBeInTheDocument();
  });

  it('says so when the snapshot cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Sign in', { status: 401 })),
    );
    renderWithProviders(<AnalyticsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the analytics. Please try again.',
    );
  });

  it('has no accessibility violation axe can find without layout', async () => {
    const { container } = renderWithProviders(<AnalyticsTab />);
    await screen.findByText('Total Guests');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('refetching on pushes', () => {
  it('runs at once, then at most once every 2 s however many pushes arrive', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const { result } = renderHook(() => useThrottled(task, 2000));
    act(() => result.current());
    expect(task).toHaveBeenCalledTimes(1);
    act(() => {
      for (let push = 0; push < 10; push++) result.current();
    });
    expect(task).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1999));
    expect(task).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(task).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(task).toHaveBeenCalledTimes(2);
    act(() => result.current());
    expect(task).toHaveBeenCalledTimes(3);
  });
});
