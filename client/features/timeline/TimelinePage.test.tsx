import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { connection } from '../../lib/realtime/connection';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { TimelinePage } from './TimelinePage';
import { card, day, event, fakeTimelineServer, live, pinClock } from './timeline-test-support';
import WallTimelineStrip from './WallTimelineStrip';

/** The day on /timeline and /live: its cards, the bar and what is on now, polling, languages. */

// No real socket (signing in reconnects it): one trying to reach a server that is not there would
// flip the connection status by itself, mid-test, and the polling test reads that status.
vi.mock(
  '../../lib/realtime/socket',
  async () => (await import('../../test/realtime-stub')).realtimeStub,
);
// No live topic: its handlers are only recorded (see `live` in timeline-test-support); no test
// here pushes one.
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (topic: string, handlers: Record<string, (payload: unknown) => void>) => {
    if (topic === 'timeline') live.handlers = handlers;
  },
}));

const server = fakeTimelineServer();

describe('/timeline', () => {
  it("says so with a retry when the wedding's settings cannot be loaded, instead of a lasting skeleton", async () => {
    server.weddingDown = true;
    renderWithProviders(<TimelinePage />);
    expect(
      await screen.findByText('We could not load the timeline. Please try again.'),
    ).toBeInTheDocument();
    server.weddingDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Ceremony' })).toBeInTheDocument();
  });

  it('shows three skeleton cards, then the day with what is on now and next', async () => {
    pinClock('2025-08-31T13:15:00Z'); // 9:15 AM in New York: the ceremony
    renderWithProviders(<TimelinePage />);
    expect(screen.getAllByTestId('timeline-skeleton-card')).toHaveLength(3);

    expect(await screen.findByText('Now: Ceremony')).toBeInTheDocument();
    expect(screen.getByText('Next: Reception Lunch at 1:00 PM')).toBeInTheDocument();
    expect(card('Ceremony')).toHaveAttribute('data-highlight', 'now');
    expect(card('Reception Lunch')).toHaveAttribute('data-highlight', 'next');
    expect(card('Guests Arrive')).not.toHaveAttribute('data-highlight');
    // 08:30 to 14:30 is six hours; 45 minutes have gone.
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '13');
    expect(within(card('Ceremony')).getByText('9:00 AM · 45 minutes')).toBeInTheDocument();
  });

  it('says when the day starts before it, and that it is complete after it', async () => {
    pinClock('2025-08-20T12:00:00Z');
    const { unmount } = renderWithProviders(<TimelinePage />);
    expect(
      await screen.findByText('The day begins Sunday, August 31 at 8:30 AM.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    unmount();
    pinClock('2025-08-31T20:00:00Z');
    renderWithProviders(<TimelinePage />);
    expect(
      await screen.findByText('The wedding day is complete. Thank you for celebrating with us!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows each card’s category and icon, unknown ones as Special and heart, and Add Message only where messages are allowed', async () => {
    server.events = [
      ...day,
      event(4, 'Sparklers', '14:00', 15, {
        category: 'fireworks',
        icon: 'rocket',
        allowGuestMessages: false,
        description: 'Outside by the dock.',
      }),
    ];
    renderWithProviders(<TimelinePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wedding Day Timeline' }),
    ).toBeInTheDocument();
    const sparklers = await screen.findByRole('article', { name: 'Sparklers' });
    expect(within(sparklers).getByText('Special')).toBeInTheDocument();
    expect(sparklers.querySelector('svg.lucide-heart')).not.toBeNull();
    expect(within(sparklers).getByText('Outside by the dock.')).toBeInTheDocument();
    expect(within(sparklers).getByText('0 messages · 0 reactions')).toBeInTheDocument();
    // Interactive: reactions, but no messages on this one.
    expect(within(sparklers).getByRole('group', { name: 'Quick reactions' })).toBeInTheDocument();
    expect(within(sparklers).queryByRole('button', { name: 'Add Message' })).toBeNull();

    const lunch = card('Reception Lunch');
    expect(within(lunch).getByText('Reception')).toBeInTheDocument();
    expect(lunch.querySelector('svg.lucide-utensils')).not.toBeNull();
    expect(within(lunch).getByRole('button', { name: 'Add Message' })).toBeInTheDocument();
    expect(within(card('Ceremony')).getByText('Memorial Chapel Garden')).toBeInTheDocument();
  });

  it('moves the bar and what is happening now as the clock runs, without a reload', async () => {
    // Date and the page's 30-second tick are faked; fetches and renders run normally.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2025-08-31T13:15:00Z')); // 9:15 AM in New York
    renderWithProviders(<TimelinePage />);
    expect(await screen.findByText('Now: Ceremony')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '13');

    vi.setSystemTime(new Date('2025-08-31T17:30:00Z')); // 1:30 PM: lunch, five of six hours gone
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByText('Now: Reception Lunch')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '83');
    expect(card('Reception Lunch')).toHaveAttribute('data-highlight', 'now');
    expect(card('Ceremony')).not.toHaveAttribute('data-highlight');
    expect(screen.queryByText(/^Next:/)).not.toBeInTheDocument();
  });

  it('polls the day and its messages only while the live connection is down', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderWithProviders(<TimelinePage />);
    await screen.findByRole('article', { name: 'Ceremony' }, { timeout: 10_000 });
    const fetches = (url: string) =>
      vi.mocked(fetch).mock.calls.filter(([called]) => called === url).length;
    const counts = () => [fetches('/api/timeline/events'), fetches('/api/timeline/participations')];
    const [events0, participations0] = counts();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(counts()).toEqual([events0, participations0]);

    await act(async () => {
      connection.status = 'disconnected';
    });
    // A busy machine may take longer than findBy's default second to re-render the notice.
    expect(
      await screen.findByText(
        /^Reconnecting… meanwhile the timeline refreshes/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(counts()).toEqual([events0 + 1, participations0 + 3]);

    await act(async () => {
      connection.status = 'connected';
    });
    expect(
      await screen.findByText(/^Live: new messages/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(counts()).toEqual([events0 + 1, participations0 + 3]);
  });

  it('reads in Spanish', async () => {
    pinClock('2025-08-31T13:15:00Z');
    const { i18n } = await import('../../lib/i18n');
    await i18n.changeLanguage('es');
    try {
      renderWithProviders(<TimelinePage />);
      expect(await screen.findByText('Ahora: Ceremonia')).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { name: 'Cronograma del Día de la Boda' }),
      ).toBeInTheDocument();
      const ceremony = card('Ceremonia');
      expect(within(ceremony).getAllByRole('button', { name: 'Añadir Mensaje' })).toHaveLength(1);
      expect(within(ceremony).getByText('Jardín de la Capilla')).toBeInTheDocument();
      expect(within(ceremony).queryByText('En inglés')).not.toBeInTheDocument();
      // No Spanish yet: the English title, marked and read in English, never a blank.
      const lunch = screen.getByRole('heading', { name: /^Reception Lunch/ });
      expect(within(lunch).getByText('En inglés').closest('[lang]')).toHaveAttribute('lang', 'en');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('the /live strip', () => {
  it('says what is on now and what is next, and nothing after the day', async () => {
    pinClock('2025-08-31T13:15:00Z');
    const { unmount } = renderWithProviders(
      <WallTimelineStrip settings={weddingSettingsFixture} />,
    );
    expect(await screen.findByTestId('wall-timeline')).toHaveTextContent(
      'Now: Ceremony / Next: Reception Lunch at 1:00 PM',
    );
    unmount();
    pinClock('2025-08-31T20:00:00Z');
    const { queryClient } = renderWithProviders(
      <WallTimelineStrip settings={weddingSettingsFixture} />,
    );
    await waitFor(() => expect(queryClient.getQueryData(['/api/timeline/events'])).toBeDefined());
    expect(screen.queryByTestId('wall-timeline')).not.toBeInTheDocument();
  });
});
