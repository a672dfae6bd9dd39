import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WeddingSettings } from '../../../protocol/wedding';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { ArVenuePage } from './ArVenuePage';

const settings: WeddingSettings = structuredClone(weddingSettingsFixture);
settings.venues.ceremony.photos = [
  { id: 'a1', url: '/uploads/photos/a1/1600.webp', thumbUrl: '/uploads/photos/a1/480.webp', width: 1600, height: 1067 },
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body = path === '/api/wedding' ? settings : path === '/api/venues/reviews' ? [] : { message: 'Not found' };
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status: path === '/api/wedding' || path === '/api/venues/reviews' ? 200 : 404,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('/ar-venue venue photos', () => {
  it('shows the chosen venue’s photos as lazy thumbnails named after the venue, none for a venue without', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ArVenuePage />, { route: '/ar-venue' });
    const info = (await screen.findByRole('heading', { name: 'Memorial Chapel Garden' })).closest('section')!;
    const photo = within(info).getByRole('img', { name: 'Memorial Chapel Garden, photo 1 of 1' });
    expect(photo).toHaveAttribute('src', '/uploads/photos/a1/480.webp');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo.closest('a')).toHaveAttribute('href', '/uploads/photos/a1/1600.webp');

    await user.click(screen.getByRole('button', { name: /Reception/ }));
    const reception = (await screen.findByRole('heading', { name: 'The Dock Street Table' })).closest('section')!;
    expect(within(reception).queryAllByRole('img')).toEqual([]);
  });

  it('names the photos in Spanish for a Spanish reader', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(<ArVenuePage />, { route: '/ar-venue' });
    expect(await screen.findByRole('img', { name: 'Memorial Chapel Garden, foto 1 de 1' })).toBeInTheDocument();
  });
});

describe('/ar-venue markers in both languages', () => {
  it('shows a Spanish reader the Spanish marker and description, and the English one marked where Spanish is missing', async () => {
    settings.venues.ceremony.descriptionEs = 'Un lugar de prueba.';
    settings.venues.ceremony.arMarkers = [
      { ...settings.venues.ceremony.arMarkers[0], nameEs: 'Rincón para fotos' },
    ];
    await i18n.changeLanguage('es');
    renderWithProviders(<ArVenuePage />, { route: '/ar-venue' });
    const info = (await screen.findByRole('heading', { name: 'Memorial Chapel Garden' })).closest('section')!;
    expect(within(info).getByText('Un lugar de prueba.')).toBeInTheDocument();
    const markers = screen.getByRole('heading', { name: 'Puntos de Interés' }).closest('section')!;
    expect(within(markers).getByText('Rincón para fotos')).toBeInTheDocument();
    const content = within(markers).getByText(/^The best light for photos/);
    expect(content).toHaveAttribute('lang', 'en');
    expect(content).toHaveTextContent('En inglés');
  });
});
