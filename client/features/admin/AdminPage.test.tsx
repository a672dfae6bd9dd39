import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AdminPage } from './AdminPage';

const reconnect = vi.hoisted(() => vi.fn());
vi.mock('../../lib/realtime/socket', async () => {
  const { realtimeStub } = await import('../../test/realtime-stub');
  return { realtime: () => ({ ...realtimeStub.realtime(), reconnect }) };
});
vi.mock('../../lib/realtime/useTopic', () => ({ useTopic: () => undefined }));

let signedIn: boolean;
let guestListStatus: number;
let storeListing: string;
let storeChecks: number;
let passwords: string[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  signedIn = false;
  guestListStatus = 200;
  storeListing = 'refused';
  storeChecks = 0;
  passwords = [];
  reconnect.mockClear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (url === '/api/admin/session' && method === 'GET') return json({ organizer: signedIn });
      if (url === '/api/admin/session' && method === 'POST') {
        const { password } = JSON.parse(String(init!.body)) as { password: string };
        passwords.push(password);
        if (password !== 'right password') return json({ message: 'Incorrect password.' }, 401);
        signedIn = true;
        return json({ organizer: true, expiresAt: '2030-01-01T00:00:00.000Z' });
      }
      if (url === '/api/admin/session' && method === 'DELETE') {
        signedIn = false;
        return json({ organizer: false });
      }
      if (url === '/api/admin/guests') {
        if (!signedIn || guestListStatus === 401)
          return json({ message: 'Sign in as an organizer to do this.' }, 401);
        return json([]);
      }
      if (url === '/api/admin/gallery/store-check' && signedIn) {
        storeChecks += 1;
        return json({ storage: 's3', listing: storeListing });
      }
      if (url === '/api/live-wall/config') return json({ publicUrl: 'https://wedding.example' });
      return json({ message: 'Not found' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin', { timeout: 20_000 }, () => {
  it('asks for the password in a form, refuses a wrong one, and opens the dashboard on the right one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Wedding Administration' }),
    ).toBeInTheDocument();
    const password = await screen.findByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Admin Access' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(passwords).toEqual([]);

    await user.type(password, 'guess');
    await user.click(screen.getByRole('button', { name: 'Admin Access' }));
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getAllByText('Incorrect password.').length).toBeGreaterThan(0);
    expect(reconnect).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'right password');
    await user.click(screen.getByRole('button', { name: 'Admin Access' }));
    expect(
      await screen.findByRole('tab', { name: 'Guest List', selected: true }),
    ).toBeInTheDocument();
    // The tab's code loads on demand: allow for the first transform.
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Guest Management (0 guests)' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(reconnect).toHaveBeenCalledTimes(1);
    expect(document.body.textContent).not.toContain('right password');
  });

  it('signs out back to the form', async () => {
    signedIn = true;
    const user = userEvent.setup();
    renderWithProviders(<AdminPage />);
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    // A fresh connection: the page's topics follow the rights it has now.
    expect(reconnect).toHaveBeenCalledTimes(1);
  });

  it('returns to the form, saying why, when an organizer call answers 401', async () => {
    signedIn = true;
    guestListStatus = 401;
    renderWithProviders(<AdminPage />);
    expect(
      await screen.findByText(
        'Your organizer session has ended. Please sign in again.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('tab')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
  });

  it('warns organizers, above every tab, when the photo store lets strangers list its files', async () => {
    signedIn = true;
    storeListing = 'allowed';
    renderWithProviders(<AdminPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Anyone can list the photo store’s files');
    expect(alert).toHaveTextContent('photos/*');
    expect(screen.getByRole('tab', { name: 'Guest List' })).toBeInTheDocument();
  });

  it('says nothing about the photo store when it refuses strangers a listing', async () => {
    signedIn = true;
    renderWithProviders(<AdminPage />);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Guest Management (0 guests)' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(storeChecks).toBeGreaterThan(0));
    expect(screen.queryByText(/photo store/)).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    const { i18n } = await import('../../lib/i18n');
    await i18n.changeLanguage('es');
    try {
      renderWithProviders(<AdminPage />);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Administración de la Boda' }),
      ).toBeInTheDocument();
      expect(
        await screen.findByRole('button', { name: 'Acceso de Administrador' }),
      ).toBeInTheDocument();
      signedIn = true;
      storeListing = 'unknown';
      renderWithProviders(<AdminPage />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No se pudo comprobar el almacén de fotos',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
