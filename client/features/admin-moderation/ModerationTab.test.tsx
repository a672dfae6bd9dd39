import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';
import {
  MODERATION_MESSAGES,
  type ModerationAction,
  type ModerationItem,
  type ModerationPolicy,
} from '../../../protocol/moderation';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { ModerationTab } from './ModerationTab';

/** The handlers each component gave useTopic, so a test can push as the server would. */
const topicHandlers = new Map<string, Record<string, (payload: unknown) => void>>();
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (topic: string, handlers: Record<string, (payload: unknown) => void>) => {
    topicHandlers.set(topic, handlers);
  },
}));
const push = (topic: string, event: string, payload: unknown) =>
  act(async () => {
    topicHandlers.get(topic)?.[event]?.(payload);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const item = (fields: Partial<ModerationItem>): ModerationItem => ({
  kind: 'moments',
  id: 'a'.repeat(24),
  authorName: 'Ana',
  text: 'Look at the cake!',
  status: 'pending',
  shownOn: ['home', 'live'],
  createdAt: '2026-06-20T20:15:00.000Z',
  ...fields,
});

let pending: ModerationItem[];
let policy: ModerationPolicy;
let requests: SentRequest[];
const log: ModerationAction[] = [
  {
    id: 'l1',
    at: '2026-06-20T20:20:00.000Z',
    by: { session: 'c0ffee', device: 'Chrome on Android', name: 'Maria' },
    action: 'hide',
    kind: 'guestbook',
    itemId: 'b'.repeat(24),
    excerpt: 'An unkind note',
  },
  {
    id: 'l0',
    at: '2026-06-20T20:10:00.000Z',
    by: { session: 'c0ffee' },
    action: 'policy',
    detail: 'moments: review, photos: publish',
  },
];
/** When set, approving answers this refusal. */
let refusal: { status: number; message: string } | null;

beforeEach(() => {
  localStorage.clear();
  topicHandlers.clear();
  pending = [item({})];
  policy = {
    moments: 'publish',
    guestbook: 'publish',
    timeline: 'publish',
    photos: 'publish',
    profiles: 'publish',
    reviews: 'publish',
  };
  refusal = null;
  requests = stubFetch(async (method, url, body) => {
    if (url.startsWith('/api/moderation/queue'))
      return json({ items: pending, kinds: ['moments', 'guestbook'] });
    if (url === '/api/moderation/policy' && method === 'GET') return json(policy);
    if (url === '/api/moderation/policy') {
      policy = { ...policy, moments: body!.moments as 'review' };
      return json(policy);
    }
    if (url === '/api/moderation/wall' && method === 'GET') return json({ paused: false });
    if (url === '/api/moderation/wall')
      return json({ paused: body!.paused, since: '2026-06-20T20:30:00.000Z' });
    if (url === '/api/moderation/actions') return json(log);
    if (method === 'DELETE' && url.startsWith('/api/moderation/items/')) {
      const [kind, id] = url.split('/').slice(-2);
      pending = pending.filter((p) => p.id !== id);
      return json({ kind, id });
    }
    if (url.endsWith('/approve') && refusal)
      return json({ message: refusal.message }, refusal.status);
    if (url.endsWith('/approve')) {
      pending = [];
      return json(item({ status: 'published' }));
    }
    return json({ message: 'not here' }, 404);
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the Moderation tab', () => {
  it('shows each waiting post with its author, time and where it shows, and approves it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModerationTab />);
    await user.type(screen.getByLabelText(/Your name for the action log/), 'Maria');
    const post = await screen.findByTestId('moderation-item');
    expect(within(post).getByText('Look at the cake!')).toBeTruthy();
    expect(within(post).getByText('Waiting for review')).toBeTruthy();
    expect(within(post).getByText(/Shows on: Home page, Projector \(\/live\)/)).toBeTruthy();
    expect(within(post).getByRole('heading').textContent).toBe('Moments by Ana');

    await user.click(within(post).getByRole('button', { name: 'Approve the post by Ana' }));
    expect(await screen.findByText('Approved: guests see it now.')).toBeTruthy();
    expect(requests.find((r) => r.url.endsWith('/approve'))).toMatchObject({
      method: 'POST',
      url: `/api/moderation/items/moments/${'a'.repeat(24)}/approve`,
      body: { by: 'Maria' },
    });
    // Approved, it leaves the 'waiting' list.
    expect(screen.queryByTestId('moderation-item')).toBeNull();
    expect(screen.getByText('Nothing here right now.')).toBeTruthy();
  });

  it('deletes a post for good only once the organizer confirms', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModerationTab />);
    const post = await screen.findByTestId('moderation-item');
    await user.click(within(post).getByRole('button', { name: 'Delete the post by Ana for good' }));
    const confirm = within(post).getByRole('group', {
      name: 'Delete this post for good? It cannot be undone.',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);

    await user.click(within(post).getByRole('button', { name: 'Delete the post by Ana for good' }));
    await user.click(
      within(within(post).getByRole('group')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Deleted.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([
      {
        method: 'DELETE',
        url: `/api/moderation/items/moments/${'a'.repeat(24)}`,
        body: { by: '' },
      },
    ]);
    await vi.waitFor(() => expect(screen.queryByTestId('moderation-item')).toBeNull());
  });

  it('adds a guest’s new post and drops a removed one as they are pushed', async () => {
    renderWithProviders(<ModerationTab />);
    await screen.findByTestId('moderation-item');
    const fresh = item({
      kind: 'guestbook',
      id: 'c'.repeat(24),
      authorName: 'Luis',
      text: 'Congratulations!',
      shownOn: ['home'],
      createdAt: '2026-06-20T21:00:00.000Z',
    });
    await push('moderation', 'moderation:item', fresh);
    const shownIds = () => screen.getAllByTestId('moderation-item').map((li) => li.dataset.id);
    await vi.waitFor(() => expect(shownIds()).toEqual([fresh.id, 'a'.repeat(24)]));
    await push('moderation', 'moderation:item-removed', { kind: 'moments', id: 'a'.repeat(24) });
    await vi.waitFor(() => expect(shownIds()).toEqual([fresh.id]));
  });

  it('switches review-first per kind and pauses the wall, and shows the log', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModerationTab />);
    const review = await screen.findByRole('switch', { name: 'Review Moments first' });
    await vi.waitFor(() => expect(review.hasAttribute('disabled')).toBe(false));
    await user.click(review);
    await vi.waitFor(() => expect(review.getAttribute('aria-checked')).toBe('true'));
    expect(
      requests.find((r) => r.method === 'PUT' && r.url === '/api/moderation/policy')?.body,
    ).toEqual({ moments: 'review', by: '' });

    const pause = screen.getByRole('switch', { name: 'Pause the wall' });
    await vi.waitFor(() => expect(pause.hasAttribute('disabled')).toBe(false));
    await user.click(pause);
    expect(await screen.findByText('The wall is paused.')).toBeTruthy();
    expect(
      requests.find((r) => r.method === 'PUT' && r.url === '/api/moderation/wall')?.body,
    ).toEqual({ paused: true, by: '' });

    const logSection = screen.getByRole('heading', { name: 'Action log' }).parentElement!;
    expect(await within(logSection).findByText('Maria')).toBeTruthy();
    expect(within(logSection).getByText(/hid · Guest book/)).toBeTruthy();
    expect(within(logSection).getByText('“An unkind note”')).toBeTruthy();
  });

  it('says a policy change and a refusal in Spanish, not in the wire’s words', async () => {
    await i18n.changeLanguage('es');
    const user = userEvent.setup();
    renderWithProviders(<ModerationTab />);
    const logSection = (await screen.findByRole('heading', { name: 'Registro de acciones' }))
      .parentElement!;
    expect(
      await within(logSection).findByText(
        /cambió la política · Momentos: revisar primero, Fotos: publicar al instante/,
      ),
    ).toBeTruthy();

    const post = await screen.findByTestId('moderation-item');
    refusal = { status: 409, message: MODERATION_MESSAGES.alreadyPublished };
    await user.click(within(post).getByRole('button', { name: 'Aprobar la publicación de Ana' }));
    expect(await screen.findAllByText('Esta publicación ya está publicada.')).not.toEqual([]);
    // A feature's own wording, unknown to the catalog, is said in general terms.
    refusal = { status: 409, message: 'This photo was changed by someone else; reload.' };
    await user.click(within(post).getByRole('button', { name: 'Aprobar la publicación de Ana' }));
    expect(
      await screen.findAllByText(
        'Esta publicación ya cambió; la lista la muestra como está ahora.',
      ),
    ).not.toEqual([]);
    expect(screen.queryByText(/someone else/)).toBeNull();
  });

  it.each(['en', 'es'])(
    'is accessible (axe) in %s',
    async (language) => {
      await i18n.changeLanguage(language);
      renderWithProviders(<ModerationTab />);
      await screen.findByTestId('moderation-item');
      await screen.findByText(language === 'es' ? 'Registro de acciones' : 'Action log');
      expect((await axe.run(document.body)).violations).toEqual([]);
    },
    30_000,
  );
});
