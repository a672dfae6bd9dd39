import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';
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

let requests: SentRequest[];
let unmatched: Rsvp[];
beforeEach(() => {
  unmatched = [dora];
  requests = stubFetch(async (_method, url, body) => {
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
  });
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
