import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignedInGuest } from '../../../protocol/guests';
import type { WeddingSettings } from '../../../protocol/wedding';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { WelcomeBanner } from '../hero/WelcomeBanner';
import { GuestGate } from './GuestGate';
import { resetGuestSessionCache } from './session';
import { signIn } from './sign-in';
import { useSignedInGuest } from './signed-in-guest';

// The live settings topic loads the socket layer on demand; these tests are about the gate, and a
// real import finishing after the file's environment is torn down fails the whole run.
const reconnect = vi.hoisted(() => vi.fn());
vi.mock('../../lib/realtime/socket', async () => {
  const { realtimeStub } = await import('../../test/realtime-stub');
  return { realtime: () => ({ ...realtimeStub.realtime(), reconnect }) };
});

const ana: SignedInGuest = {
  id: 'g1',
  firstName: 'Ana',
  lastName: 'Garcia',
  email: 'ana@example.com',
};
let settings: WeddingSettings;
let serverGuest: SignedInGuest | null;
let signOuts: number;

beforeEach(() => {
  localStorage.clear();
  resetGuestSessionCache();
  settings = weddingSettingsFixture;
  serverGuest = null;
  signOuts = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
      if (url === '/api/wedding') return json(settings);
      if (url === '/api/guest-auth' && init?.method === 'DELETE') {
        signOuts += 1;
        serverGuest = null;
        return json({ guest: null });
      }
      if (url === '/api/guest-auth') return json({ guest: serverGuest });
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetGuestSessionCache();
});

function GuestEmail() {
  return <p>{useSignedInGuest()?.email ?? 'no invited guest'}</p>;
}

function renderGate() {
  return renderWithProviders(
    <GuestGate>
      <WelcomeBanner />
      <GuestEmail />
    </GuestGate>,
  );
}

describe('the gate with invite-code sign-in', () => {
  it('lets a code-signed guest straight in, greets them, and signs out on the server too', async () => {
    serverGuest = ana;
    const user = userEvent.setup();
    renderGate();
    expect(await screen.findByText('Welcome, Ana')).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(signOuts).toBe(1));
    // A fresh connection: the page's live topics follow the rights it has now.
    await waitFor(() => expect(reconnect).toHaveBeenCalledTimes(1));
    // As after any sign-out, the name form comes straight back.
    expect(await screen.findByRole('form', { name: 'Welcome to Our Wedding' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome, Ana')).not.toBeInTheDocument();
  });

  it('offers the invite-code page from the open gate', async () => {
    renderGate();
    expect(
      screen.getByRole('link', { name: 'Have an invite code? Sign in with it' }),
    ).toHaveAttribute('href', '/guest-login');
  });

  it('on an invite-only site, turns away a first-name guest and points to /guest-login', async () => {
    settings = { ...weddingSettingsFixture, siteAccess: 'invite-only' };
    signIn('Maria');
    renderGate();
    const link = await screen.findByRole('link', { name: 'Sign In with Invite Code' });
    expect(link).toHaveAttribute('href', '/guest-login');
    expect(screen.queryByText('Welcome, Maria')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your First Name')).not.toBeInTheDocument();
  });

  it('on an invite-only site, admits the code-signed guest', async () => {
    settings = { ...weddingSettingsFixture, siteAccess: 'invite-only' };
    serverGuest = ana;
    renderGate();
    expect(await screen.findByText('Welcome, Ana')).toBeInTheDocument();
  });
});
