import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { AccessTab } from './AccessTab';
import { unmatchedRsvpRoutes } from './unmatched-rsvps-fixture';

vi.mock('../../lib/realtime/useTopic', () => ({ useTopic: () => undefined }));

let requests: SentRequest[];
beforeEach(() => {
  const unmatchedRsvps = unmatchedRsvpRoutes();
  requests = stubFetch(async (_method, url, body) => {
    if (url === '/api/wedding') return json(weddingSettingsFixture);
    if (url === '/api/admin/site-access') return json(body);
    return unmatchedRsvps(url) ?? json({ message: 'Not found' }, 404);
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
