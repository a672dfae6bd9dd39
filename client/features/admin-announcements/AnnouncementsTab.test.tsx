import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';
import type { Announcement } from '../../../protocol/announcements';
import { announcementRecord as announcement } from './announcement-fixture';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture as weddingFixture } from '../../test/wedding-fixture';
import { AnnouncementsTab } from './AnnouncementsTab';

vi.mock('../../lib/realtime/useTopic', () => ({ useTopic: () => undefined }));

const stored: Announcement[] = [];
let requests: SentRequest<Record<string, string>>[];

beforeEach(() => {
  stored.length = 0;
  requests = stubFetch<Record<string, string>>(async (method, url, body) => {
    if (url === '/api/wedding') return json(weddingFixture);
    if (url === '/api/announcements' && method === 'GET') return json(stored);
    if (url === '/api/announcements' && method === 'POST') {
      const created = announcement({ title: body!.title, message: body!.message });
      stored.push(created);
      return json(created, 201);
    }
    if (url.endsWith('/send'))
      return json(
        announcement({
          status: 'sent',
          sentAt: '2026-06-20T22:30:00.000Z',
          sentCount: 2,
          delivery: {
            smsConfigured: true,
            recipients: 3,
            sent: 2,
            failed: 1,
            invalidPhones: [{ guestName: 'Cy', phone: '555' }],
            failures: [
              { to: '+14155550103', guestName: 'Di', reason: '400 (21614): not a mobile number' },
            ],
          },
        }),
      );
    return json({ message: 'not here' }, 404);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the Announcements tab', () => {
  it('previews the text message as it is typed, with its length and segments', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AnnouncementsTab />);
    await user.type(await screen.findByLabelText(/^Title/), 'Bus');
    await user.type(screen.getByLabelText(/^Message/), 'Leaves at 5');
    expect(screen.getByTestId('sms-preview').textContent).toBe('Bus\nLeaves at 5');
    expect(screen.getByTestId('sms-size').textContent).toBe('15 characters · 1 segment · GSM-7');
    await user.type(screen.getByLabelText(/^Message/), ' 🎉');
    expect(screen.getByTestId('sms-size').textContent).toBe('18 characters · 1 segment · UCS-2');
  });

  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AnnouncementsTab />);
    await user.click(await screen.findByRole('button', { name: 'Save as draft' }));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('saves a draft, sends it and shows who received it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AnnouncementsTab />);
    await user.type(await screen.findByLabelText(/^Title/), 'Shuttle');
    await user.type(screen.getByLabelText(/^Message/), 'Leaves at 5');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Announcement Created!')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'Shuttle',
      titleEs: '',
      message: 'Leaves at 5',
      messageEs: '',
      recipientType: 'all',
      channels: ['banner', 'sms'],
      scheduledFor: null,
    });
    const item = await screen.findByTestId('admin-announcement');
    expect(within(item).getByText('Draft')).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Send “Shuttle” now' }));
    expect(await screen.findByText('Announcement Sent!')).toBeTruthy();
    expect(screen.getByText('Message sent to 2 guests via SMS.')).toBeTruthy();
    const sent = screen.getByTestId('admin-announcement');
    expect(within(sent).getByText('Sent')).toBeTruthy();
    expect(within(sent).getByTestId('received-count').textContent).toBe(
      'Received by 2 guests by SMS',
    );
    expect(within(sent).getByText('Cy: 555')).toBeTruthy();
    expect(within(sent).queryByRole('button', { name: /Send/ })).toBeNull();
    expect((await axe.run(document.body)).violations).toEqual([]);
  }, 30_000);
});
