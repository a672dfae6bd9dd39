import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';
import type { Announcement, DeliverySummary } from '../../../protocol/announcements';
import { i18n } from '../../lib/i18n';
import { announcementRecord } from './announcement-fixture';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture as weddingFixture } from '../../test/wedding-fixture';
import { AnnouncementsTab } from './AnnouncementsTab';
import { zonedInputToIso } from './wedding-time';

vi.mock('../../lib/realtime/useTopic', () => ({ useTopic: () => undefined }));

/** The organizer's drafts through the tab: edit, delete, schedule, and what each answer says. */

let stored: Announcement[];
let requests: SentRequest[];
/** What the next calls answer, when not the normal answer. */
let failures: { create?: number; send?: { status: number; message?: string } };
let delivery: DeliverySummary;
/** The send answers before every message is decided (the delivery goes on in the background). */
let sendingStill: boolean;

let serial = 0;
function announcement(fields: Partial<Announcement>): Announcement {
  serial += 1;
  return announcementRecord({
    id: serial.toString(16).padStart(24, '0'),
    createdAt: new Date(Date.UTC(2026, 5, 20, 15, serial)).toISOString(),
    ...fields,
  });
}

beforeEach(() => {
  stored = [];
  failures = {};
  sendingStill = false;
  delivery = {
    smsConfigured: true,
    recipients: 2,
    sent: 1,
    failed: 1,
    invalidPhones: [],
    failures: [{ to: '+14155550103', guestName: 'Di', reason: '400 (21614): not a mobile number' }],
  };
  requests = stubFetch(async (method, url, body) => {
    const id = /^\/api\/announcements\/([0-9a-f]{24})/.exec(url)?.[1];
    const found = stored.find((a) => a.id === id);
    if (url === '/api/wedding') return json(weddingFixture);
    if (url === '/api/announcements' && method === 'GET') return json(stored);
    if (url === '/api/announcements' && method === 'POST') {
      if (failures.create) return json({ message: 'boom' }, failures.create);
      const scheduledFor = (body!.scheduledFor as string | null) ?? null;
      const created = announcement({
        title: body!.title as string,
        titleEs: body!.titleEs as string,
        message: body!.message as string,
        messageEs: body!.messageEs as string,
        scheduledFor,
        status: scheduledFor ? 'scheduled' : 'draft',
      });
      stored.push(created);
      return json(created, 201);
    }
    if (found && url.endsWith('/send')) {
      if (failures.send) return json({ message: failures.send.message }, failures.send.status);
      Object.assign(
        found,
        sendingStill
          ? { status: 'sending', sentAt: '2026-06-20T22:30:00.000Z' }
          : {
              status: 'sent',
              sentAt: '2026-06-20T22:30:00.000Z',
              sentCount: delivery.sent,
              delivery,
            },
      );
      return json(found);
    }
    if (found && method === 'PUT') {
      Object.assign(found, { title: body!.title, message: body!.message });
      return json(found);
    }
    if (found && method === 'DELETE') {
      stored = stored.filter((a) => a !== found);
      return json({ id });
    }
    return json({ message: 'not here' }, 404);
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

async function saveDraft(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.type(await screen.findByLabelText(/^Title/), title);
  await user.type(screen.getByLabelText(/^Message/), 'Leaves at 5');
  await user.click(screen.getByRole('button', { name: 'Save as draft' }));
  return screen.findByRole('listitem', { name: title });
}

/** The tab, a draft saved with `title`, then its 'Send now'. */
async function sendNewDraft(title: string) {
  const user = userEvent.setup();
  renderWithProviders(<AnnouncementsTab />);
  const item = await saveDraft(user, title);
  await user.click(within(item).getByRole('button', { name: `Send “${title}” now` }));
}

describe('drafts in the Announcements tab', () => {
  it('edits a draft, then deletes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AnnouncementsTab />);
    const item = await saveDraft(user, 'Shuttle');
    await user.click(within(item).getByRole('button', { name: 'Edit “Shuttle”' }));
    expect(screen.getByText('Edit announcement')).toBeTruthy();
    const title = screen.getByDisplayValue('Shuttle');
    await user.clear(title);
    await user.type(title, 'Shuttle moved');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Announcement Updated')).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe(`/api/announcements/${stored[0]!.id}`);
    expect(put?.body).toMatchObject({ title: 'Shuttle moved', message: 'Leaves at 5' });
    const edited = await screen.findByRole('listitem', { name: 'Shuttle moved' });
    expect(screen.queryByText('Edit announcement')).toBeNull();

    await user.click(within(edited).getByRole('button', { name: 'Delete “Shuttle moved”' }));
    expect(await screen.findByText('Announcement Deleted')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('admin-announcement')).toBeNull());
  }, 30_000);

  it('schedules a send at a time in the wedding’s zone', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AnnouncementsTab />);
    await user.type(await screen.findByLabelText(/^Title/), 'Cake');
    await user.type(screen.getByLabelText(/^Message/), 'Cake at 9');
    await user.click(screen.getByLabelText('Send later, at a chosen time'));
    fireEvent.change(screen.getByLabelText(/^Send at/), { target: { value: '2030-06-20T21:00' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Announcement Created!')).toBeTruthy();
    const scheduledFor = zonedInputToIso('2030-06-20T21:00', weddingFixture.timeZone);
    expect(scheduledFor).toBe('2030-06-21T01:00:00.000Z');
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ scheduledFor });
    const item = await screen.findByRole('listitem', { name: 'Cake' });
    expect(within(item).getByText(/^Scheduled for .*9:00/)).toBeTruthy();
    // Still a draft to the organizer: it can be sent now, edited or deleted.
    expect(within(item).getByRole('button', { name: 'Send “Cake” now' })).toBeTruthy();
  }, 30_000);

  it('shows when it was sent and the provider’s reason for each failed message', async () => {
    await sendNewDraft('Shuttle');
    expect(await screen.findByText('Message sent to 1 guest via SMS.')).toBeTruthy();
    const sent = screen.getByRole('listitem', { name: 'Shuttle' });
    expect(within(sent).getByText('Sent')).toBeTruthy();
    expect(sent.querySelector('time')?.getAttribute('dateTime')).toBe('2026-06-20T22:30:00.000Z');
    expect(sent.querySelector('time')?.textContent).toMatch(/^Sent Sat, Jun 20, 6:30\sPM EDT$/);
    expect(within(sent).getByText('1 message failed:')).toBeTruthy();
    expect(
      within(sent).getByText('Di (+14155550103): 400 (21614): not a mobile number'),
    ).toBeTruthy();
  }, 30_000);

  it('tells the organizer plainly that no text message went out without a provider', async () => {
    delivery = { ...delivery, smsConfigured: false, sent: 0, failed: 0, failures: [] };
    await sendNewDraft('Shuttle');
    expect(
      await screen.findByText(
        'Guests see it on the website. No text message was sent: no SMS provider is configured.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Message sent to/)).toBeNull();
    const sent = screen.getByRole('listitem', { name: 'Shuttle' });
    expect(
      within(sent).getByText(
        'No text message was sent: no SMS provider is configured. Guests see it on the website.',
      ),
    ).toBeTruthy();
    expect(within(sent).queryByTestId('received-count')).toBeNull();
  }, 30_000);

  it('gives no count while the text messages are still going out', async () => {
    sendingStill = true;
    await sendNewDraft('Shuttle');
    expect(
      await screen.findByText(
        'Guests see it on the website. The text messages are still going out: the count appears in the list once they are done.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Message sent to/)).toBeNull();
    const sending = screen.getByRole('listitem', { name: 'Shuttle' });
    expect(within(sending).getByText('Sending…')).toBeTruthy();
    expect(within(sending).queryByTestId('received-count')).toBeNull();
  }, 30_000);

  it('answers failures with the spec’s messages, or the server’s reason for a refusal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AnnouncementsTab />);
    failures.create = 500;
    await user.type(await screen.findByLabelText(/^Title/), 'Shuttle');
    await user.type(screen.getByLabelText(/^Message/), 'Leaves at 5');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(
      await screen.findByText('Failed to create announcement. Please try again.'),
    ).toBeTruthy();
    // The form keeps what was typed, to try again.
    expect(screen.getByDisplayValue('Leaves at 5')).toBeTruthy();
    failures = {};
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    const item = await screen.findByRole('listitem', { name: 'Shuttle' });

    failures.send = { status: 503 };
    await user.click(within(item).getByRole('button', { name: 'Send “Shuttle” now' }));
    expect(await screen.findByText('Failed to send announcement. Please try again.')).toBeTruthy();
    failures.send = { status: 409, message: 'This announcement has already been sent.' };
    await user.click(within(item).getByRole('button', { name: 'Send “Shuttle” now' }));
    expect(await screen.findByText('This announcement has already been sent.')).toBeTruthy();
  }, 30_000);

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    const user = userEvent.setup();
    renderWithProviders(<AnnouncementsTab />);
    expect(await screen.findByRole('heading', { name: 'Anuncios' })).toBeTruthy();
    // A Spanish text alone: both previews show it (English readers get it rather than nothing).
    await user.type(await screen.findByLabelText('Título en español'), 'Bus');
    await user.type(screen.getByLabelText('Mensaje en español'), 'Sale a las 5');
    expect(screen.getByTestId('sms-size-es').textContent).toBe(
      '16 caracteres · 1 segmento · GSM-7',
    );
    expect(screen.getByTestId('sms-preview').textContent).toBe('Bus\nSale a las 5');
    await user.click(screen.getByRole('button', { name: 'Guardar como borrador' }));
    expect(await screen.findByText('¡Anuncio creado!')).toBeTruthy();
    const item = await screen.findByRole('listitem', { name: 'Bus' });
    await user.click(within(item).getByRole('button', { name: 'Enviar «Bus» ahora' }));
    expect(await screen.findByText('Mensaje enviado a 1 invitado por SMS.')).toBeTruthy();
    expect(within(item).getByText('Enviado')).toBeTruthy();
    expect((await axe.run(document.body)).violations).toEqual([]);
  }, 30_000);
});
