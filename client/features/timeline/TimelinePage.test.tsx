import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGuestSession } from '../../../protocol/guest-session';
import type {
  ParticipationForm,
  TimelineEvent,
  TimelineParticipation,
} from '../../../protocol/timeline';
import { connection } from '../../lib/realtime/connection';
import { toast } from '../../lib/ui/use-toast';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { GUEST_STORAGE_KEY, resetGuestSessionCache } from '../guest-gate/session';
import { TimelinePage } from './TimelinePage';
import WallTimelineStrip from './WallTimelineStrip';

// No real socket (signing in reconnects it): one trying to reach a server that is not there would
// flip the connection status by itself, mid-test, and the polling test reads that status.
vi.mock('../../lib/realtime/socket', () => ({ realtime: () => ({ reconnect: () => undefined }) }));
// The live topic is driven by hand: each test pushes events as the server would.
const live = vi.hoisted(() => ({ handlers: {} as Record<string, (payload: unknown) => void> }));
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (topic: string, handlers: Record<string, (payload: unknown) => void>) => {
    if (topic === 'timeline') live.handlers = handlers;
  },
}));

const id = (n: number) => n.toString(16).padStart(24, '0');
const event = (
  n: number,
  title: string,
  time: string,
  duration: number,
  extra: Partial<TimelineEvent> = {},
): TimelineEvent => ({
  id: id(n),
  title,
  time,
  duration,
  category: 'ceremony',
  icon: 'heart',
  isInteractive: true,
  allowGuestMessages: true,
  allowPhotoUploads: false,
  sortOrder: n,
  createdAt: '2025-08-01T00:00:00.000Z',
  ...extra,
});
const day = [
  event(1, 'Guests Arrive', '08:30', 30, {
    isInteractive: false,
    allowGuestMessages: false,
    icon: 'users',
  }),
  event(2, 'Ceremony', '09:00', 45, { location: 'Memorial Chapel Garden' }),
  event(3, 'Reception Lunch', '13:00', 90, { category: 'reception', icon: 'utensils' }),
];
let counter = 100;
const participation = (
  content: string,
  extra: Partial<TimelineParticipation> = {},
): TimelineParticipation => ({
  id: id(++counter),
  timelineEventId: id(2),
  guestId: null,
  guestName: 'Carmen',
  participationType: 'message',
  content,
  isApproved: true,
  createdAt: new Date(Date.UTC(2025, 7, 31, 13, counter % 60)).toISOString(),
  ...extra,
});

let events: TimelineEvent[];
let stored: TimelineParticipation[];
let sent: ParticipationForm[];
let refusal: { status: number; message: string } | undefined;
/** While set, the server holds its answer to a participation until it settles. */
let holdAnswer: Promise<void> | undefined;
/** The organizers review messages first: the server answers them unapproved. */
let reviewFirst: boolean;
/** The wedding's settings fail to load (the venue's Wi-Fi). */
let weddingDown: boolean;

beforeEach(() => {
  localStorage.clear();
  resetGuestSessionCache();
  localStorage.setItem(GUEST_STORAGE_KEY, JSON.stringify(createGuestSession('Lucía')));
  connection.status = 'connected';
  events = day;
  holdAnswer = undefined;
  reviewFirst = false;
  weddingDown = false;
  stored = [participation('Beautiful vows!'), participation('So happy for you')];
  sent = [];
  refusal = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const ok = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (url === '/api/wedding')
        return weddingDown
          ? ok({ message: 'Service Unavailable' }, 503)
          : ok(weddingSettingsFixture);
      if (url === '/api/guest-auth') return ok({ guest: null });
      if (url === '/api/timeline/events') return ok(events);
      if (url === '/api/timeline/participations') return ok(stored);
      const match = /^\/api\/timeline\/([a-f0-9]{24})\/participate$/.exec(url);
      if (match && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as ParticipationForm;
        sent.push(body);
        await holdAnswer;
        if (refusal) return ok({ message: refusal.message }, refusal.status);
        return ok(
          participation(body.content ?? '', {
            ...body,
            timelineEventId: match[1],
            guestName: body.guestName ?? '',
            isApproved: !reviewFirst || body.participationType === 'reaction',
          } as Partial<TimelineParticipation>),
          201,
        );
      }
      return new Response('{"message":"Not found"}', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  connection.status = 'connecting';
  act(() => toast({ title: 'reset' }).dismiss());
});

/** Pins the clock (only Date: timers still run, so the page loads normally). */
function pinClock(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('/timeline', () => {
  it("says so with a retry when the wedding's settings cannot be loaded, instead of a lasting skeleton", async () => {
    weddingDown = true;
    renderWithProviders(<TimelinePage />);
    expect(
      await screen.findByText('We could not load the timeline. Please try again.'),
    ).toBeInTheDocument();
    weddingDown = false;
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

  it('updates counts and the first two messages in place when a participation is pushed', async () => {
    pinClock('2025-08-31T13:15:00Z');
    renderWithProviders(<TimelinePage />);
    const ceremony = await screen.findByRole('article', { name: 'Ceremony' });
    expect(within(ceremony).getByText('2 messages · 0 reactions')).toBeInTheDocument();
    expect(within(ceremony).queryByRole('button', { name: 'View All (2)' })).toBeInTheDocument();

    const newest = participation('Cheers from the back row!');
    act(() => live.handlers['timeline:participation'](newest));
    act(() =>
      live.handlers['timeline:participation'](
        participation('Reacted with 😂', { participationType: 'reaction', reactionType: 'laugh' }),
      ),
    );
    expect(await within(ceremony).findByText('3 messages · 1 reaction')).toBeInTheDocument();
    const shown = within(within(ceremony).getByRole('list', { name: '3 messages' })).getAllByRole(
      'listitem',
    );
    expect(shown).toHaveLength(2);
    expect(shown[0]).toHaveTextContent('Cheers from the back row!');
    expect(
      within(ceremony).getByRole('button', { name: 'React with Laugh: 1' }),
    ).toBeInTheDocument();

    await userEvent.click(within(ceremony).getByRole('button', { name: 'View All (3)' }));
    const all = await screen.findByRole('dialog', { name: 'Messages for Ceremony' });
    expect(within(all).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');

    act(() =>
      live.handlers['timeline:participation-removed']({ id: newest.id, timelineEventId: id(2) }),
    );
    expect(await within(ceremony).findByText('2 messages · 1 reaction')).toBeInTheDocument();
    expect(within(ceremony).queryByText('Cheers from the back row!')).not.toBeInTheDocument();
  });

  it('signs a message with the signed-in guest and thanks them', async () => {
    renderWithProviders(<TimelinePage />);
    const ceremony = await screen.findByRole('article', { name: 'Ceremony' });
    await userEvent.click(within(ceremony).getByRole('button', { name: 'Add Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Your Thoughts' });
    expect(within(dialog).getByLabelText(/Your Name/)).toHaveValue('Lucía');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Message' }));
    expect(await within(dialog).findByText('Message is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Your Message/), 'Congratulations!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Message' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([
      { guestName: 'Lucía', content: 'Congratulations!', participationType: 'message' },
    ]);
    expect(
      await screen.findByText('Your message has been added to the timeline.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    expect(within(ceremony).getByText('Congratulations!')).toBeInTheDocument();
  });

  it('sends a quick reaction from the card in one tap', async () => {
    renderWithProviders(<TimelinePage />);
    const ceremony = await screen.findByRole('article', { name: 'Ceremony' });
    await userEvent.click(within(ceremony).getByRole('button', { name: /React with Excited/ }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          guestName: 'Lucía',
          content: 'Reacted with 🎉',
          participationType: 'reaction',
          reactionType: 'excited',
        },
      ]),
    );
    await waitFor(() =>
      expect(
        within(ceremony).getByRole('button', { name: 'React with Excited: 1' }),
      ).toBeInTheDocument(),
    );
    // Not interactive: no reactions, no messages.
    expect(within(card('Guests Arrive')).queryByRole('group')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the guest’s language, or the spec’s words', async () => {
    refusal = { status: 403, message: 'This moment of the day does not take guest messages.' };
    renderWithProviders(<TimelinePage />);
    const ceremony = await screen.findByRole('article', { name: 'Ceremony' });
    await userEvent.click(within(ceremony).getByRole('button', { name: /React with Love/ }));
    const told = await screen.findByText('This moment of the day does not take guest messages.');
    // Spec §8: failure toasts are titled 'Error'.
    expect(within(told.closest('li')!).getByText('Error')).toBeInTheDocument();
    expect(
      within(ceremony).getByRole('button', { name: 'React with Love: 0' }),
    ).toBeInTheDocument();

    refusal = { status: 500, message: '' };
    await userEvent.click(within(ceremony).getByRole('button', { name: 'Add Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Your Thoughts' });
    await userEvent.type(within(dialog).getByLabelText(/Your Message/), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Message' }));
    expect(await screen.findByText('Failed to add your message.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Share Your Thoughts' })).toBeInTheDocument();
  });

  it('shows each card’s category and icon, unknown ones as Special and heart, and Add Message only where messages are allowed', async () => {
    events = [
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
    await screen.findByRole('article', { name: 'Ceremony' });
    const fetches = (url: string) =>
      vi.mocked(fetch).mock.calls.filter(([called]) => called === url).length;
    const counts = () => [fetches('/api/timeline/events'), fetches('/api/timeline/participations')];
    const [events0, participations0] = counts();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(counts()).toEqual([events0, participations0]);

    await act(async () => {
      connection.status = 'disconnected';
    });
    expect(
      await screen.findByText(/^Reconnecting… meanwhile the timeline refreshes/),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(counts()).toEqual([events0 + 1, participations0 + 3]);

    await act(async () => {
      connection.status = 'connected';
    });
    expect(await screen.findByText(/^Live: new messages/)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(counts()).toEqual([events0 + 1, participations0 + 3]);
  });

  it('offers the spec’s dialog: the message form, Sending... while it goes, and four quick reactions', async () => {
    renderWithProviders(<TimelinePage />);
    const ceremony = await screen.findByRole('article', { name: 'Ceremony' });
    await userEvent.click(within(ceremony).getByRole('button', { name: 'Add Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Your Thoughts' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Message', 'Quick Reaction']);
    expect(within(dialog).getByLabelText('Email (Optional)')).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    let answer!: () => void;
    holdAnswer = new Promise((resolve) => (answer = resolve));
    await userEvent.type(within(dialog).getByLabelText(/Your Message/), 'Hello there');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Message' }));
    expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(ceremony).getByRole('button', { name: 'Add Message' }));
    const again = await screen.findByRole('dialog', { name: 'Share Your Thoughts' });
    // Reset after the message went: the name stays, the message is empty again.
    expect(within(again).getByLabelText(/Your Name/)).toHaveValue('Lucía');
    expect(within(again).getByLabelText(/Your Message/)).toHaveValue('');
    await userEvent.click(within(again).getByRole('tab', { name: 'Quick Reaction' }));
    for (const name of ['Excited', 'Love', 'Laugh'])
      expect(within(again).getByRole('button', { name })).toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: 'Tears of joy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.at(-1)).toEqual({
      guestName: 'Lucía',
      content: 'Reacted with 😢',
      participationType: 'reaction',
      reactionType: 'tears',
    });
    expect(
      await within(ceremony).findByRole('button', { name: 'React with Tears of joy: 1' }),
    ).toBeInTheDocument();
  });

  it('keeps a message for review off the card and says it will appear later', async () => {
    reviewFirst = true;
    renderWithProviders(<TimelinePage />);
    const ceremony = await screen.findByRole('article', { name: 'Ceremony' });
    await userEvent.click(within(ceremony).getByRole('button', { name: 'Add Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Your Thoughts' });
    await userEvent.type(within(dialog).getByLabelText(/Your Message/), 'For the couple');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Message' }));
    expect(
      await screen.findByText('Your message will appear once the couple has seen it.'),
    ).toBeInTheDocument();
    expect(within(ceremony).queryByText('For the couple')).not.toBeInTheDocument();
    expect(within(ceremony).getByText('2 messages · 0 reactions')).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    pinClock('2025-08-31T13:15:00Z');
    const { i18n } = await import('../../lib/i18n');
    await i18n.changeLanguage('es');
    try {
      renderWithProviders(<TimelinePage />);
      expect(await screen.findByText('Ahora: Ceremony')).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { name: 'Cronograma del Día de la Boda' }),
      ).toBeInTheDocument();
      expect(
        within(card('Ceremony')).getAllByRole('button', { name: 'Añadir Mensaje' }),
      ).toHaveLength(1);
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
