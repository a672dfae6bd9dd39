import { describe, expect, it } from 'vitest';
import { announcementSchema } from '../../../protocol/announcements';
import { nextEvent, subscribe } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { addGuest, apiClient } from './test-support';

const app = useTestApp();

describe('without an SMS provider', () => {
  it('still goes live, says no text was sent, and keeps the messages in the outbox', async () => {
    await addGuest('Ana', '+14155550101');
    await addGuest('Ben', '555');
    const api = apiClient(app.url);
    const cookie = await app.organizerCookie();
    const guest = app.sockets[0];
    await subscribe(guest, 'notices');
    const created = await api('/api/announcements', {
      method: 'POST',
      cookie,
      body: { title: 'Rain plan', message: 'Ceremony moves indoors' },
    });
    const pushed = nextEvent(guest, 'announcement:sent');
    const answer = await api(`/api/announcements/${String(created.body.id)}/send`, {
      method: 'POST',
      cookie,
    });
    expect(answer.status).toBe(200);
    const sent = announcementSchema.parse(answer.body);
    expect(sent).toMatchObject({ status: 'sent', sentCount: 0 });
    expect(sent.delivery).toEqual({
      smsConfigured: false,
      recipients: 1,
      sent: 0,
      failed: 0,
      invalidPhones: [{ guestName: 'Ben Test', phone: '555' }],
      failures: [],
    });
    expect((await pushed).title).toBe('Rain plan');
    const outbox = await api('/api/announcements/outbox', { cookie });
    expect(outbox.body).toEqual([
      expect.objectContaining({
        to: '+14155550101',
        status: 'queued',
        body: 'Rain plan\nCeremony moves indoors',
      }),
    ]);
  });
});
