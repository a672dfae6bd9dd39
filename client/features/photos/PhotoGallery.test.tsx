import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryPhoto } from '../../../protocol/gallery';
import { connection } from '../../lib/realtime/connection';
import type { TopicHandlers } from '../../lib/realtime/useTopic';
import { renderWithProviders } from '../../test/render';
import { PhotoGallery } from './PhotoGallery';

const live = vi.hoisted(() => ({ handlers: {} as Record<string, (payload: unknown) => void> }));
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (_topic: string, handlers: TopicHandlers<'gallery'>) => {
    live.handlers = handlers as Record<string, (payload: unknown) => void>;
  },
}));

async function push(event: 'gallery:photo-added' | 'gallery:photo-removed', payload: unknown) {
  await act(async () => {
    live.handlers[event]?.(payload);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

let seq = 0;
function photo(fields: Partial<GalleryPhoto> = {}): GalleryPhoto {
  seq += 1;
  return {
    id: seq.toString(16).padStart(24, '0'),
    url: `/uploads/photos/${seq}/1600.webp`,
    thumbUrl: `/uploads/photos/${seq}/480.webp`,
    width: 1600,
    height: 1200,
    caption: `Caption ${seq}`,
    uploaderName: `Guest ${seq}`,
    createdAt: new Date(Date.UTC(2025, 7, 31, 18, seq)).toISOString(),
    ...fields,
  };
}

let serverList: GalleryPhoto[] = [];
beforeEach(() => {
  connection.status = 'connected';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/gallery-photos'
        ? new Response(JSON.stringify(serverList))
        : new Response('{"message":"unexpected"}', { status: 404 }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  connection.status = 'connecting';
});

const tiles = () =>
  screen
    .queryAllByRole('button', { name: /^Open photo by/ })
    .map((tile) => tile.getAttribute('aria-label'));

describe('PhotoGallery', () => {
  it('shows thumbnails newest first, loaded lazily, and follows pushes without refetching', async () => {
    const older = photo();
    const newer = photo();
    serverList = [newer, older];
    const { container } = renderWithProviders(<PhotoGallery />);
    await screen.findByRole('button', {
      name: `Open photo by ${newer.uploaderName}: ${newer.caption}`,
    });
    expect(tiles()).toEqual([
      `Open photo by ${newer.uploaderName}: ${newer.caption}`,
      `Open photo by ${older.uploaderName}: ${older.caption}`,
    ]);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('src')).toBe(newer.thumbUrl);
    expect(screen.getByText('2 photos')).toBeTruthy();

    const newest = photo({ caption: 'First dance' });
    await push('gallery:photo-added', newest);
    // Pushed twice (the uploader's own answer and the push): still once.
    await push('gallery:photo-added', newest);
    expect(tiles()[0]).toBe(`Open photo by ${newest.uploaderName}: First dance`);
    expect(tiles()).toHaveLength(3);

    await push('gallery:photo-removed', { id: older.id });
    expect(tiles()).toHaveLength(2);
    // One load of the gallery (the organizer-session check aside): the pushes need no refetch.
    expect(
      vi.mocked(fetch).mock.calls.filter(([url]) => url === '/api/gallery-photos'),
    ).toHaveLength(1);
  });

  it('says so when there is no photo yet', async () => {
    serverList = [];
    renderWithProviders(<PhotoGallery />);
    await screen.findByText('No photos yet. Share the first one!');
  });
});
