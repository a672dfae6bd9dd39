import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { fixtureSections } from '../../test/sections-fixture';
import { stubWeddingFetch } from '../../test/wedding-fixture';
import { LANGUAGE_STORAGE_KEY } from './language';
import { NavBar } from './NavBar';

beforeEach(() => {
  stubWeddingFetch();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = screen.getByRole('dialog', { name: 'Menu' });
  return { user, menu, search: within(menu).getByPlaceholderText('Search menu...') };
}

describe('NavBar', () => {
  it("shows the couple's names as a link to the home page", async () => {
    renderWithProviders(<NavBar sections={fixtureSections} />, { route: '/somewhere' });
    const logo = await screen.findByRole('link', { name: 'Sofia & Daniel' });
    expect(logo).toHaveAttribute('href', '/');
  });

  it('lists the first six menu items in the bar and every item in the menu', async () => {
    renderWithProviders(<NavBar sections={fixtureSections} />);
    const bar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Wedding Details', 'Our Story', 'Venues', 'Wedding Party', 'Live Moments']);
    const { menu } = await openMenu();
    // Every section, then the pages: the day's timeline, the speech generator, the reception's
    // live wall, the signed-in guest's assistant, the AR venue tour and the organizers'
    // Administration.
    expect(within(menu).getAllByRole('link')).toHaveLength(fixtureSections.length + 6);
    const pages = [
      ['AR Venue Tour', '/ar-venue'],
      ['Speech Generator', '/speech-generator'],
      ['Your Assistant', '/ai-assistant'],
      ['Wedding Timeline', '/timeline'],
      ['Guest Book', '/#guest-book'],
      ['Live Wall', '/live'],
      ['Administration', '/admin'],
    ];
    for (const [name, href] of pages)
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('filters the menu by name, ignoring case', async () => {
    renderWithProviders(<NavBar sections={fixtureSections} />);
    const { user, menu, search } = await openMenu();

    await user.type(search, 'WEDDING');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Wedding Details', 'Wedding Party', 'Wedding Timeline']);

    await user.clear(search);
    await user.type(search, 'vEnU');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Venues', 'AR Venue Tour']);
  });

  it('says so when nothing matches the search', async () => {
    renderWithProviders(<NavBar sections={fixtureSections} />);
    const { user, menu, search } = await openMenu();
    await user.type(search, 'honeymoon');
    expect(within(menu).queryAllByRole('link')).toHaveLength(0);
    expect(within(menu).getByText('No menu items found')).toBeVisible();
    expect(within(menu).getByText('Try a different search term')).toBeVisible();
  });

  it('shows Sign Out only when a sign-out handler is given', async () => {
    const { unmount } = renderWithProviders(<NavBar sections={fixtureSections} />);
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    unmount();

    const onSignOut = vi.fn();
    renderWithProviders(<NavBar sections={fixtureSections} onSignOut={onSignOut} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});

describe('LanguageSwitcher', () => {
  it('switches the chrome to Spanish at once, with the toast and the languageChanged event', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    const onChange = (event: Event) => changes.push((event as CustomEvent<string>).detail);
    window.addEventListener('languageChanged', onChange);
    renderWithProviders(<NavBar sections={fixtureSections} />);
    expect(screen.getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: /Español/ }));

    const bar = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(bar).getByRole('link', { name: 'Detalles de la Boda' })).toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Wedding Details' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Español/ })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    const notifications = screen.getByRole('region', { name: 'Notifications (F8)' });
    const [toast] = within(notifications).getAllByRole('listitem');
    expect(toast).toHaveTextContent('Cambiando a Español');
    expect(toast).toHaveTextContent('Traduciendo el contenido...');

    // Choosing the active language again does nothing.
    await user.click(screen.getByRole('button', { name: /Español/ }));
    expect(changes).toEqual(['es']);

    await user.click(screen.getByRole('button', { name: /English/ }));
    expect(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
        name: 'Wedding Details',
      }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(changes).toEqual(['es', 'en']);
    window.removeEventListener('languageChanged', onChange);
  });
});
