import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestStatus } from '../../../protocol/guests';
import type { Rsvp } from '../../../protocol/rsvp';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { AccessTab } from './AccessTab';

vi.mock('../../lib/realtime/useTopic', () => ({ useTopic: () => undefined }));

const dora: Rsvp = {
  id: 'r1',
  firstName: 'Dora',
  lastName: 'Evans',
  email: 'dora@example.com',
  attending: true,
  guestCount: 2,
  createdAt: '2025-08-01T10:00:00.000Z',
  updatedAt: '2025-08-01T10:00:00.000Z',
};
const cleo: GuestStatus = { id: 'g3', firstName: 'Cleo', lastName: 'Diaz', isAuthenticated: false };

let requests: { method: string; url: string; body?: unknown }[];
let unmatched: Rsvp[];
beforeEach(() => {
  requests = [];
  unmatched = [dora];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method, url, body });
      const json = (value: unknown, status = 200) =>
        new Response(JSON.stringify(value), { status });
      if (url === '/api/wedding') return json(weddingSettingsFixture);
      if (url === '/api/admin/site-access') return json(body);
      if (url === '/api/admin/rsvp/unmatched') return json(unmatched);
      if (url === '/api/guest-list') return json([cleo]);
      if (url === '/api/admin/rsvp/r1/link') {
        unmatched = [];
        return json({ rsvpId: 'r1', guest: cleo });
      }
      if (url === '/api/admin/rsvp/r1/guest') {
        unmatched = [];
        return json(
          { rsvpId: 'r1', guest: { ...cleo, id: 'g9', firstName: 'Dora', lastName: 'Evans' } },
          201,
        );
      }
      return json({ message: 'Not found' }, 404);
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the Access tab', () => {
  it('switches the site to invite-only and says so', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccessTab />);
    const open = await screen.findByRole('radio', { name: 'Open site' });
    await vi.waitFor(() => expect(open).toBeChecked());
    await user.click(screen.getByRole('radio', { name: 'Invite only' }));
    expect(
      await screen.findByText('Only guests with an invite code can enter now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Invite only' })).toBeChecked();
    expect(requests).toContainEqual({
      method: 'PUT',
      url: '/api/admin/site-access',
      body: { mode: 'invite-only' },
    });
  });

  it('reads in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(<AccessTab />);
    expect(
      screen.getByRole('heading', { name: 'Quién puede entrar al sitio' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'RSVP sin Invitado' })).not.toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Solo con invitación' })).toBeInTheDocument();
  });
});
