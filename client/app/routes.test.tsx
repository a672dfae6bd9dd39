import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { signOut } from '../features/guest-gate/session';
import { signIn } from '../features/guest-gate/sign-in';
import { stubWeddingFetch } from '../test/wedding-fixture';
import { AppRoutes } from './routes';

beforeEach(() => {
  // The home page sits behind the guest gate; these tests are about a signed-in guest.
  signIn('Maria');
  stubWeddingFetch();
});

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('AppRoutes', () => {
  it('shows the 404 card for an unknown path', async () => {
    renderWithProviders(<AppRoutes />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows a sent announcement as a banner on the other guest pages too', async () => {
    const notice = {
      id: 'a'.repeat(24),
      title: 'Buses at 11',
      titleEs: 'Autobuses a las 11',
      message: 'From the main door',
      messageEs: 'Desde la puerta principal',
      sentAt: '2026-06-20T22:00:00.000Z',
    };
    const fetchMock = stubWeddingFetch();
    const wedding = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/notices' ? new Response(JSON.stringify([notice])) : wedding(input),
    );
    renderWithProviders(<AppRoutes />, { route: '/speech-generator' });
    // The page and the banner load on demand.
    const banner = await screen.findByRole('region', { name: 'Announcement' }, { timeout: 15_000 });
    expect(banner).toHaveTextContent('Buses at 11');
    expect(banner).toHaveTextContent('From the main door');
  }, 30_000);

  it('shows the home page, with its nav bar, at /', async () => {
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(await screen.findByRole('link', { name: 'Sofia & Daniel' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });
});
