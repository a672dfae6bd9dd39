import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement, CreateAnnouncementBody } from '../../../protocol/announcements';
import type { AnnouncementPushCounts } from '../../../protocol/push';
import type { TopicHandlers } from '../../lib/realtime/useTopic';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture as weddingFixture } from '../../test/wedding-fixture';
import { announcementRecord as announcement } from './announcement-fixture';
import { AnnouncementsTab } from './AnnouncementsTab';

type Handlers = Record<string, ((payload: unknown) => void) | undefined>;
// The tab and each announcement's text-message panel listen on the topic: the last of each.
const live = vi.hoisted(() => ({ listeners: new Map<string, Handlers>() }));
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (topic: string, handlers: TopicHandlers<'announcements'>) => {
    live.listeners.set(`${topic}:${Object.keys(handlers).join()}`, handlers as Handlers);
  },
}));

const pushed = (event: string, payload: unknown) =>
  act(async () => {
    for (const handlers of live.listeners.values()) handlers[event]?.(payload);
  });

let stored: Announcement[];
let requests: SentRequest<CreateAnnouncementBody>[];

beforeEach(() => {
  stored = [];
  requests = stubFetch<CreateAnnouncementBody>(async (method, url, body) => {
    if (url === '/api/wedding') return json(weddingFixture);
    if (url === '/api/announcements' && method === 'GET') return json(stored);
    if (url === '/api/announcements' && method === 'POST') {
      const created = announcement({ ...body!, scheduledFor: null });
      stored.push(created);
      return json(created, 201);
    }
    if (url.startsWith('/api/announcements/reach?')) {
      const recipientType = new URL(url, 'http://x').searchParams.get('recipientType');
      return json({
        recipientType,
        openPages: 3,
        pushPhones: recipientType === 'all' ? 2 : 1,
        textMessages: 4,
        smsConfigured: true,
        signedInGuestsOnly: recipientType !== 'all',
      });
    }
    if (url.startsWith('/api/push/announcements/'))
      return json({ id: url.split('/').pop(), total: 5, sent: 1, failed: 0, removed: 0 });
    if (url.endsWith('/send'))
      return json({ ...stored[0]!, status: 'sent', sentAt: '2026-06-20T22:30:00.000Z' });
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the channels of an announcement', () => {
  it('sends the ones chosen; none chosen is refused before anything is sent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AnnouncementsTab />);
    await user.type(await screen.findByLabelText(/^Title/), 'Cake');
    await user.type(screen.getByLabelText(/^Message/), 'On the terrace');
    const channels = screen.getByRole('group', { name: 'Send it as' });
    const banner = within(channels).getByRole('checkbox', { name: /banner on the website/ });
    const push = within(channels).getByRole('checkbox', { name: /notification on phones/ });
    const sms = within(channels).getByRole('checkbox', { name: /text message/ });
    // Before channels could be chosen, every announcement went to the banner and by text.
    expect([banner, push, sms].map((box) => box.getAttribute('aria-checked'))).toEqual([
      'true',
      'false',
      'true',
    ]);
    await user.click(banner);
    await user.click(sms);
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(screen.getByText('Choose at least one way to send it')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect((await axe.run(document.body)).violations).toEqual([]);

    await user.click(push);
    await user.click(banner);
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await vi.waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')?.body?.channels).toEqual(['banner', 'push']);
    const item = await screen.findByTestId('admin-announcement');
    expect(item).toHaveTextContent('As: website banner, notifications');
  }, 30_000);

  it('warns before sending that a targeted announcement reaches only invite-code guests', async () => {
    stored = [announcement({ recipientType: 'confirmed' })];
    const user = userEvent.setup();
    renderWithProviders(<AnnouncementsTab />);
    expect(screen.queryByTestId('targeted-warning')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Edit “Shuttle”' }));
    expect(await screen.findByTestId('targeted-warning')).toHaveTextContent(
      'Only guests who signed in with their invite code have an RSVP status',
    );
  }, 30_000);

  it('shows the push counts as stored, then live as the server reaches the phones', async () => {
    stored = [
      announcement({
        status: 'sent',
        sentAt: '2026-06-20T22:30:00.000Z',
        channels: ['banner', 'push'],
      }),
    ];
    renderWithProviders(<AnnouncementsTab />);
    const item = await screen.findByTestId('admin-announcement');
    // As stored when the dashboard opens, then live.
    expect(await within(item).findByTestId('push-counts')).toHaveTextContent(
      'Notifications: 1 sent, 0 failed, 0 removed (phone no longer subscribed), of 5',
    );
    // Without text messages there are no SMS details nor a text-message list.
    expect(item).not.toHaveTextContent('SMS');
    expect(within(item).queryByText('Text messages')).not.toBeInTheDocument();
    const counts = (sent: number, failed: number, removed: number): AnnouncementPushCounts => ({
      id: stored[0]!.id,
      total: 5,
      sent,
      failed,
      removed,
    });
    await pushed('announcement:push', counts(2, 0, 0));
    // React Query tells its observers on the next tick.
    await vi.waitFor(() =>
      expect(within(item).getByTestId('push-counts')).toHaveTextContent(
        'Notifications: 2 sent, 0 failed, 0 removed (phone no longer subscribed), of 5',
      ),
    );
    await pushed('announcement:push', counts(3, 1, 1));
    await vi.waitFor(() =>
      expect(within(item).getByTestId('push-counts')).toHaveTextContent(
        'Notifications: 3 sent, 1 failed, 1 removed',
      ),
    );
  }, 30_000);

  it('says how a push-only announcement went out, without an SMS count', async () => {
    stored = [announcement({ channels: ['push'] })];
    const user = userEvent.setup();
    renderWithProviders(<AnnouncementsTab />);
    await user.click(await screen.findByRole('button', { name: 'Send “Shuttle” now' }));
    expect(
      await screen.findByText('Sent as: notifications. No text message was sent.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/via SMS/)).not.toBeInTheDocument();
  }, 30_000);

  it('says before sending whom it reaches now, on the channels chosen', async () => {
    stored = [announcement({ recipientType: 'confirmed', channels: ['push'] })];
    const user = userEvent.setup();
    renderWithProviders(<AnnouncementsTab />);
    const [compose, draft] = await vi.waitFor(() => {
      const previews = screen.getAllByTestId('reach-preview');
      expect(previews).toHaveLength(2);
      return previews;
    });
    await vi.waitFor(() =>
      expect(compose).toHaveTextContent(
        'If sent now, it reaches:3 pages open now (the banner)4 text messages',
      ),
    );
    await user.click(screen.getByRole('checkbox', { name: /notification on phones/ }));
    expect(compose).toHaveTextContent('2 phones with notifications on');
    // The draft to confirmed guests, by notifications only: the phones of signed-in guests.
    await vi.waitFor(() =>
      expect(draft).toHaveTextContent('If sent now, it reaches:1 phone with notifications on'),
    );
    expect(draft).not.toHaveTextContent('pages open');
    expect(requests.map((r) => r.url)).toContain(
      '/api/announcements/reach?recipientType=confirmed',
    );
  }, 30_000);
});
