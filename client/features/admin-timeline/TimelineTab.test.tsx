import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';
import type { ModeratedParticipation, TimelineEvent } from '../../../protocol/timeline';
import { toast } from '../../lib/ui/use-toast';
import { renderWithProviders } from '../../test/render';
import TimelineTab from './TimelineTab';
import { event as dayEvent, id } from '../timeline/timeline-test-support';

const live = vi.hoisted(() => ({ handlers: [] as Record<string, (payload: unknown) => void>[] }));
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (_topic: string, handlers: Record<string, (payload: unknown) => void>) => {
    live.handlers.push(handlers);
  },
}));
/** Delivers a push to every handler the tab registered (they are idempotent, as pushes must be). */
const push = (event: string, payload: unknown) =>
  act(() => {
    for (const handlers of live.handlers) handlers[event]?.(payload);
  });

/** An event of the day, half an hour long. */
const event = (n: number, title: string, time: string) => dayEvent(n, title, time, 30);
let day: TimelineEvent[];
let messages: ModeratedParticipation[];
let requests: SentRequest[];

beforeEach(() => {
  live.handlers = [];
  day = [event(1, 'Ceremony', '09:00'), event(2, 'Lunch', '13:00')];
  messages = [
    {
      id: id(50),
      timelineEventId: id(1),
      guestName: 'Ana',
      participationType: 'message',
      content: 'Lovely!',
      isApproved: true,
      status: 'published',
      createdAt: '2025-08-31T13:10:00.000Z',
    },
  ];
  requests = stubFetch(async (method, url, body) => {
    if (url === '/api/timeline/events' && method === 'GET') return json(day);
    if (url === '/api/timeline/events' && method === 'POST') {
      const created = { ...event(3, String(body!.title), String(body!.time)), ...body };
      day = [...day, created as TimelineEvent];
      return json(created, 201);
    }
    const one = /^\/api\/timeline\/events\/([a-f0-9]{24})$/.exec(url);
    if (one && method === 'PUT') {
      const edited = { ...day.find((e) => e.id === one[1])!, ...body } as TimelineEvent;
      day = day.map((e) => (e.id === one[1] ? edited : e));
      return json(edited);
    }
    if (one && method === 'DELETE') {
      day = day.filter((e) => e.id !== one[1]);
      return json({ id: one[1] });
    }
    if (url === '/api/timeline/order') {
      const ids = body!.ids as string[];
      day = ids.map((eventId) => day.find((e) => e.id === eventId)!);
      return json(day);
    }
    if (url === '/api/timeline/moderation') return json(messages);
    if (url.endsWith('/hide')) return json({ ...messages[0], status: 'hidden' });
    return json({ message: 'Not found' }, 404);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast({ title: 'reset' }).dismiss());
});

const schedule = () => screen.getByRole('list', { name: 'The Day’s Schedule' });

describe('the admin Timeline tab', () => {
  it('moves an event later with the keyboard-reachable buttons', async () => {
    renderWithProviders(<TimelineTab />);
    await within(await screen.findByRole('list', { name: 'The Day’s Schedule' })).findByText(
      'Ceremony',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move Ceremony later' }));
    await waitFor(() =>
      expect(
        within(schedule())
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('Lunch'), expect.stringContaining('Ceremony')]),
    );
    expect(requests).toContainEqual({
      method: 'PUT',
      url: '/api/timeline/order',
      body: { ids: [id(2), id(1)] },
    });
    expect(screen.getByRole('button', { name: 'Move Lunch earlier' })).toBeDisabled();
  });

  it('adds an event, checking the form first', async () => {
    renderWithProviders(<TimelineTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Event' }));
    const form = screen.getByRole('form', { name: 'New Event' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Event' }));
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText(/^Title, English/), 'First Dance');
    await userEvent.type(within(form).getByLabelText(/^Start time/), '15:30');
    await userEvent.click(within(form).getByLabelText('Guests can leave messages'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Event' }));
    expect(await screen.findByText('Event Saved')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      title: 'First Dance',
      time: '15:30',
      duration: 30,
      allowGuestMessages: true,
      isInteractive: false,
    });
    await within(schedule()).findByText('First Dance');
  });

  it('edits an event’s details and flags, and deletes one', async () => {
    renderWithProviders(<TimelineTab />);
    await within(await screen.findByRole('list', { name: 'The Day’s Schedule' })).findByText(
      'Lunch',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit Lunch' }));
    const form = screen.getByRole('form', { name: 'Edit Event' });
    expect(within(form).getByLabelText(/^Title, English/)).toHaveValue('Lunch');
    await userEvent.clear(within(form).getByLabelText(/^Title, English/));
    await userEvent.type(within(form).getByLabelText(/^Title, English/), 'Garden Lunch');
    await userEvent.type(within(form).getByLabelText(/^Location, English/), 'The Dock');
    await userEvent.click(within(form).getByLabelText('Guests can share photos'));
    await userEvent.click(within(form).getByLabelText('Remind phones 10 minutes before'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Event' }));
    expect(await screen.findByText('Event Saved')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT' && r.url.endsWith(id(2)))?.body).toMatchObject({
      title: 'Garden Lunch',
      time: '13:00',
      location: 'The Dock',
      isInteractive: true,
      allowGuestMessages: true,
      allowPhotoUploads: true,
      remind: true,
    });
    const edited = (await within(schedule()).findByText('Garden Lunch')).closest('li')!;
    expect(within(edited).getByText('Photos')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit Event' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Ceremony' }));
    expect(await screen.findByText('Event Deleted')).toBeInTheDocument();
    expect(requests).toContainEqual({
      method: 'DELETE',
      url: `/api/timeline/events/${id(1)}`,
      body: undefined,
    });
    await waitFor(() => expect(within(schedule()).queryByText('Ceremony')).not.toBeInTheDocument());
  });

  it('shows the day an organizer changed elsewhere, as it is pushed, dropping a deleted event’s messages', async () => {
    renderWithProviders(<TimelineTab />);
    await within(await screen.findByRole('list', { name: 'The Day’s Schedule' })).findByText(
      'Ceremony',
    );
    push('timeline:events', [...day, event(9, 'Sparklers', '22:00')]);
    expect(await within(schedule()).findByText('Sparklers')).toBeInTheDocument();
    const messages = screen.getByRole('list', { name: 'Guest Messages' });
    expect(within(messages).getByText('Lovely!')).toBeInTheDocument();

    // The ceremony deleted on another screen: its messages went with it.
    push('timeline:events', [day[1]]);
    await waitFor(() => expect(within(schedule()).queryByText('Ceremony')).not.toBeInTheDocument());
    expect(await screen.findByText('No guest messages yet.')).toBeInTheDocument();
  });

  it('hides a message and shows new ones as they are pushed', async () => {
    renderWithProviders(<TimelineTab />);
    const list = await screen.findByRole('list', { name: 'Guest Messages' });
    await within(list).findByText('Lovely!');
    expect(within(list).getByText('on Ceremony')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Hide message from Ana' }));
    await waitFor(() => expect(within(list).getByText('Hidden')).toBeInTheDocument());
    expect(within(list).getByRole('button', { name: 'Show message from Ana' })).toBeInTheDocument();

    push('timeline:moderated', {
      ...messages[0],
      id: id(51),
      guestName: 'Ben',
      content: 'Waiting for you',
      isApproved: false,
      status: 'pending',
      createdAt: '2025-08-31T13:20:00.000Z',
    });
    expect(await within(list).findByText('Waiting for you')).toBeInTheDocument();
    expect(within(list).getByText('Waiting for review')).toBeInTheDocument();
    push('timeline:participation-removed', { id: id(51), timelineEventId: id(1) });
    await waitFor(() =>
      expect(within(list).queryByText('Waiting for you')).not.toBeInTheDocument(),
    );
  });
});
