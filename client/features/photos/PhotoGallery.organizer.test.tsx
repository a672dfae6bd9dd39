import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryPhoto } from '../../../protocol/gallery';
import { i18n } from '../../lib/i18n';
import { connection } from '../../lib/realtime/connection';
import { renderWithProviders } from '../../test/render';
import { PhotoGallery } from './PhotoGallery';

vi.mock('../../lib/realtime/useTopic', () => ({ useTopic: () => undefined }));

const photo = (n: number, caption: string): GalleryPhoto => ({
  id: n.toString(16).padStart(24, '0'),
  url: `/uploads/photos/${n}/1600.webp`,
  thumbUrl: `/uploads/photos/${n}/480.webp`,
  width: 1600,
  height: 1200,
  caption,
  uploaderName: 'Ana',
  createdAt: new Date(Date.UTC(2025, 7, 31, 18, n)).toISOString(),
});
const cake = photo(2, 'The cake');
const dance = photo(1, 'First dance');

let organizer: boolean;
let requests: string[];
beforeEach(() => {
  connection.status = 'connected';
  organizer = true;
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      requests.push(`${method} ${url}`);
      const json = (value: unknown, status = 200) =>
        new Response(JSON.stringify(value), { status });
      if (url === '/api/gallery-photos') return json([cake, dance]);
      if (url === '/api/admin/session') return json({ organizer });
      if (url === `/api/moderation/items/photos/${cake.id}` && method === 'DELETE')
        return json({ kind: 'photos', id: cake.id });
      if (url === `/api/moderation/items/photos/${dance.id}/hide`)
        return json({
          kind: 'photos',
          id: dance.id,
          authorName: 'Ana',
          status: 'hidden',
          shownOn: [],
          createdAt: dance.createdAt,
        });
      return json({ message: 'unexpected' }, 404);
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  connection.status = 'connecting';
  await i18n.changeLanguage('en');
});

describe('the gallery for an organizer', () => {
  it('offers no organizer button to a guest', async () => {
    organizer = false;
    renderWithProviders(<PhotoGallery />);
    await screen.findByRole('button', { name: 'Open photo by Ana: The cake' });
    await vi.waitFor(() => expect(requests).toContain('GET /api/admin/session'));
    expect(screen.queryByRole('button', { name: /Delete photo|Hide photo/ })).toBeNull();
  });

  it('deletes a photo only once the organizer confirms', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhotoGallery />);
    await user.click(await screen.findByRole('button', { name: 'Delete photo: The cake' }));
    const confirm = screen.getByRole('group', { name: 'Delete this photo for good?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete photo: The cake' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Delete this photo for good?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Open photo by Ana: The cake' })).toBeNull(),
    );
    expect(requests).toContain(`DELETE /api/moderation/items/photos/${cake.id}`);
    expect(screen.getByRole('button', { name: 'Open photo by Ana: First dance' })).toBeVisible();
  });

  it('hides a photo through the moderation endpoint', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhotoGallery />);
    await user.click(await screen.findByRole('button', { name: 'Hide photo: First dance' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Open photo by Ana: First dance' })).toBeNull(),
    );
    expect(requests).toContain(`POST /api/moderation/items/photos/${dance.id}/hide`);
  });

  it('reads in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(<PhotoGallery />);
    expect(await screen.findByRole('button', { name: 'Eliminar foto: The cake' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ocultar foto: The cake' })).toBeVisible();
  });
});
