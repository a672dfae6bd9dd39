import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TimelinePage } from './TimelinePage';
import {
  card,
  fakeTimelineServer,
  id,
  live,
  participation,
  pinClock,
} from './timeline-test-support';

/** Guests' messages and reactions on /timeline: pushed live, posted, refused, held for review. */

// No real socket (signing in reconnects it): one trying to reach a server that is not there would
// flip the connection status by itself, mid-test.
vi.mock('../../lib/realtime/socket', async () => (await import('../../test/realtime-stub')).realtimeStub);
// The live topic is driven by hand: each test pushes events as the server would.
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (topic: string, handlers: Record<string, (payload: unknown) => void>) => {
    if (topic === 'timeline') live.handlers = handlers;
  },
}));

const server = fakeTimelineServer();

describe('/timeline', () => {
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
    expect(server.sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Your Message/), 'Congratulations!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Message' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.sent).toEqual([
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
      expect(server.sent).toEqual([
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
    server.refusal = {
      status: 403,
      message: 'This moment of the day does not take guest messages.',
    };
    renderWithProviders(<TimelinePage />);
    const ceremony = await screen.findByRole('article', { name: 'Ceremony' });
    await userEvent.click(within(ceremony).getByRole('button', { name: /React with Love/ }));
    const told = await screen.findByText('This moment of the day does not take guest messages.');
    // Spec §8: failure toasts are titled 'Error'.
    expect(within(told.closest('li')!).getByText('Error')).toBeInTheDocument();
    expect(
      within(ceremony).getByRole('button', { name: 'React with Love: 0' }),
    ).toBeInTheDocument();

    server.refusal = { status: 500, message: '' };
    await userEvent.click(within(ceremony).getByRole('button', { name: 'Add Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Your Thoughts' });
    await userEvent.type(within(dialog).getByLabelText(/Your Message/), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Message' }));
    expect(await screen.findByText('Failed to add your message.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Share Your Thoughts' })).toBeInTheDocument();
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
    server.holdAnswer = new Promise((resolve) => (answer = resolve));
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
    expect(server.sent.at(-1)).toEqual({
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
    server.reviewFirst = true;
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
});
