import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { fixtureSections } from '../../test/sections-fixture';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { NavBar } from '../chrome/NavBar';
import { myPostsInfoKey } from './my-posts-key';

// The topic's handlers, to push the couple's switch as the server would.
const pushes = vi.hoisted(() => ({ handlers: {} as Record<string, (payload: unknown) => void> }));
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (topic: string, handlers: Record<string, (payload: unknown) => void>) => {
    if (topic === 'downloads') pushes.handlers = handlers;
  },
}));

function stubServer(initially: boolean) {
  let enabled = initially;
  const fetchMock = vi.fn(async (url: string) => {
    const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200 });
    if (url === '/api/wedding') return json(weddingSettingsFixture);
    if (url === '/api/keepsake/mine')
      return json({ enabled, moments: 1, photos: 0, guestBook: 0, timelineMessages: 0 });
    return new Response('Not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return Object.assign(fetchMock, {
    /** The couple flips the switch: the server answers the new state, and pushes it. */
    switchTo(on: boolean) {
      enabled = on;
      pushes.handlers['downloads:switched']?.({ guestDownloads: on });
    },
  });
}

async function openMenu() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.getByRole('dialog', { name: /Menu|Menú/ });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe("the menu's link to a guest's own posts", () => {
  it('is listed once the couple turned downloads on, and asked for only when the menu opens', async () => {
    const fetchMock = stubServer(true);
    renderWithProviders(<NavBar sections={fixtureSections} />);
    await screen.findByRole('link', { name: 'Sofia & Daniel' });
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/keepsake/mine');
    const menu = await openMenu();
    expect(await within(menu).findByRole('link', { name: 'My Photos and Posts' })).toHaveAttribute(
      'href',
      '/my-posts',
    );
  });

  it('is not listed while downloads are off', async () => {
    stubServer(false);
    const { queryClient } = renderWithProviders(<NavBar sections={fixtureSections} />);
    const menu = await openMenu();
    await waitFor(() => expect(queryClient.getQueryState(myPostsInfoKey)?.status).toBe('success'));
    expect(within(menu).queryByRole('link', { name: 'My Photos and Posts' })).toBeNull();
  });

  it('appears and goes in an open menu when the couple flips the switch', async () => {
    const server = stubServer(false);
    const { queryClient } = renderWithProviders(<NavBar sections={fixtureSections} />);
    const menu = await openMenu();
    await waitFor(() => expect(queryClient.getQueryState(myPostsInfoKey)?.status).toBe('success'));
    act(() => server.switchTo(true));
    expect(await within(menu).findByRole('link', { name: 'My Photos and Posts' })).toBeVisible();
    act(() => server.switchTo(false));
    await waitFor(() =>
      expect(within(menu).queryByRole('link', { name: 'My Photos and Posts' })).toBeNull(),
    );
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    stubServer(true);
    renderWithProviders(<NavBar sections={fixtureSections} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Abrir menú' }));
    expect(await screen.findByRole('link', { name: 'Mis Fotos y Publicaciones' })).toHaveAttribute(
      'href',
      '/my-posts',
    );
  });
});
