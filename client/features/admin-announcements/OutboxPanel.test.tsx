import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Announcement, SmsOutboxEntry } from '../../../protocol/announcements';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture as weddingFixture } from '../../test/wedding-fixture';
import { AnnouncementsTab } from './AnnouncementsTab';

type Handlers = Record<string, ((payload: unknown) => void) | undefined>;
const pushes = vi.hoisted(() => new Map<string, Handlers>());
vi.mock('../../lib/realtime/useTopic', async () => {
  const { useId } = await import('react');
  return {
    useTopic: (_topic: string, handlers: Handlers) => void pushes.set(useId(), handlers),
  };
});
const push = (event: string, payload: unknown) =>
  act(() => {
    for (const handlers of pushes.values()) handlers[event]?.(payload);
  });

const ID = 'a'.repeat(24);
const sent = (failed: number): Announcement => ({
  id: ID,
  title: 'Shuttle',
  titleEs: '',
  message: 'Leaves at 5',
  messageEs: '',
  recipientType: 'all',
  channels: ['banner', 'sms'],
  status: 'sent',
  scheduledFor: null,
  sentAt: '2026-06-20T22:30:00.000Z',
  sentCount: 2 - failed + 1,
  delivery: {
    smsConfigured: true,
    recipients: 2,
    sent: 2 - failed,
    failed,
    invalidPhones: [],
    failures: failed ? [{ to: '+14155550102', guestName: 'Ben Test', reason: 'Unreachable' }] : [],
  },
  createdAt: '2026-06-20T15:00:00.000Z',
});
const entry = (
  to: string,
  guestName: string,
  status: SmsOutboxEntry['status'],
  reason?: string,
) => ({
  id: to.slice(-4).padStart(24, '0'),
  to,
  guestName,
  body: 'Shuttle\nLeaves at 5',
  announcementId: ID,
  status,
  ...(reason ? { reason } : {}),
  createdAt: '2026-06-20T22:30:01.000Z',
});

let outbox: SmsOutboxEntry[];
let requests: string[];
beforeEach(() => {
  pushes.clear();
  requests = [];
  outbox = [
    entry('+14155550101', 'Ana Test', 'sent'),
    entry('+14155550102', 'Ben Test', 'failed', 'Unreachable'),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.push(`${init.method ?? 'GET'} ${url}`);
      const json = (value: unknown, status = 200) =>
        new Response(JSON.stringify(value), { status });
      if (url === '/api/wedding') return json(weddingFixture);
      if (url === '/api/announcements') return json([sent(1)]);
      if (url === `/api/announcements/outbox?announcementId=${ID}`) return json(outbox);
      if (url === `/api/announcements/${ID}/retry`) {
        outbox = outbox.map((e) => ({ ...e, status: 'sent' as const, reason: undefined }));
        return json(sent(0));
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

async function openOutbox(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<AnnouncementsTab />);
  await user.click(await screen.findByText('Text messages'));
  return screen.findByRole('list', { name: 'Text messages' });
}

describe('an announcement’s text messages', () => {
  it('shows who was texted and who failed and why, then retries the failed ones', async () => {
    const user = userEvent.setup();
    const list = await openOutbox(user);
    const ben = within(list)
      .getByText(/Ben Test/)
      .closest('li')!;
    expect(within(ben).getByText('Failed')).toBeInTheDocument();
    expect(within(ben).getByText('Why: Unreachable')).toBeInTheDocument();
    const ana = within(list)
      .getByText(/Ana Test/)
      .closest('li')!;
    expect(within(ana).getByText('Sent')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry 1 failed text' }));
    expect(await screen.findByText('Failed texts sent again')).toBeInTheDocument();
    expect(requests).toContain(`POST /api/announcements/${ID}/retry`);
    await vi.waitFor(() => expect(within(ben).getByText('Sent')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
  });

  it('follows the delivery live: a push of the announcement reloads its messages', async () => {
    const user = userEvent.setup();
    const list = await openOutbox(user);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    outbox = [...outbox, entry('+14155550103', 'Cleo Test', 'sent')];
    push('announcement:saved', sent(1));
    expect(await within(list).findByText(/Cleo Test/)).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await i18n.changeLanguage('es');
    const user = userEvent.setup();
    renderWithProviders(<AnnouncementsTab />);
    await user.click(await screen.findByText('Mensajes de texto'));
    expect(await screen.findByText('Motivo: Unreachable')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Reintentar 1 mensaje fallido' }),
    ).toBeInTheDocument();
  });
});
