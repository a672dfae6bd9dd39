import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddedPhoto, GalleryPhoto } from '../../../protocol/gallery';
import { connection } from '../../lib/realtime/connection';
import { json, stubFetch } from '../../test/fake-fetch';
import { startLiveServerForFile } from '../../test/live-server';
import { renderWithProviders } from '../../test/render';
import { PhotoGallery } from './PhotoGallery';
import { PhotoUploader } from './PhotoUploader';

// The page's one connection, to a real Socket.IO server.
vi.mock('../../lib/realtime/socket', (importOriginal) =>
  import('../../test/live-server').then((m) => m.liveSocketModule(importOriginal)),
);
const liveServer = startLiveServerForFile();

const video = (fields: Partial<GalleryPhoto> = {}): GalleryPhoto => ({
  id: 'b'.repeat(24),
  url: '/uploads/photos/v2/1600.webp',
  thumbUrl: '/uploads/photos/v2/480.webp',
  width: 1280,
  height: 720,
  caption: 'First dance',
  uploaderName: 'Ana',
  video: {
    url: '/uploads/photos/v2/video.mp4',
    posterUrl: '/uploads/photos/v2/1600.webp',
    durationSeconds: 74.4,
  },
  createdAt: '2026-06-20T21:00:00.000Z',
  ...fields,
});
const picture: GalleryPhoto = {
  id: 'a'.repeat(24),
  url: '/uploads/photos/p1/1600.webp',
  thumbUrl: '/uploads/photos/p1/480.webp',
  width: 1600,
  height: 1200,
  caption: 'The cake',
  uploaderName: 'Luis',
  createdAt: '2026-06-20T20:00:00.000Z',
};

/** The browser's XMLHttpRequest, as the uploader PUTs a part with it: stored at once. */
class StoredAtOnce {
  static puts: string[] = [];
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'etag' ? '"e1"' : null;
  }
  send(body: Blob) {
    StoredAtOnce.puts.push(this.url);
    setTimeout(() => {
      this.upload.onprogress?.({ loaded: body.size });
      this.status = 200;
      this.onload?.();
    }, 0);
  }
  abort() {}
}

beforeEach(() => {
  connection.status = 'connected';
  StoredAtOnce.puts = [];
});

describe('a video in the gallery', () => {
  it('shows its poster with a play mark and its length, and plays in the viewer', async () => {
    // The uploader's own video still being made: answered to this phone alone, off the grid.
    const preparing = video({ id: 'c'.repeat(24), processing: true, video: undefined });
    stubFetch((_method, url) =>
      url === '/api/gallery-photos' ? json([preparing, video(), picture]) : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<PhotoGallery />);
    const tile = await screen.findByRole(
      'button',
      { name: 'Play the video by Ana (1:14): First dance' },
      { timeout: 5_000 },
    );
    expect(tile.querySelector('img')?.getAttribute('src')).toBe('/uploads/photos/v2/480.webp');
    expect(within(tile).getByText('1:14')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open photo by Luis: The cake' })).toBeVisible();
    expect(screen.getByText('2 photos')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Your videos being prepared' })).getByRole('status'),
    ).toHaveTextContent('Your video is being prepared. Everyone will see it in a moment.');

    await user.click(tile);
    // The viewer is its own chunk, loaded on the first tap.
    const player = await screen.findByLabelText<HTMLVideoElement>(
      'Photo by Ana: First dance',
      { selector: 'video' },
      { timeout: 10_000 },
    );
    expect(player.getAttribute('src')).toBe('/uploads/photos/v2/video.mp4');
    expect(player.getAttribute('poster')).toBe('/uploads/photos/v2/1600.webp');
    expect(player.controls).toBe(true);
  });

  it('is sent from the uploader, shown being prepared with its progress, then added', async () => {
    vi.stubGlobal('XMLHttpRequest', StoredAtOnce);
    const added = video({ processing: true, video: undefined });
    let ready = false;
    const sent = stubFetch((method, url) => {
      if (url === '/api/gallery-photos') return json(ready ? [video()] : []);
      if (url === '/api/objects/multipart')
        return json({
          uploadId: 'u1',
          key: 'incoming/clip.mov',
          partSize: 8 * 1024 * 1024,
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        });
      if (url === '/api/objects/multipart/part')
        return json({ url: 'http://localhost/uploads/incoming/clip.mov?part=1', headers: {} });
      if (url === '/api/objects/multipart/complete')
        return json({ uploadURL: 'http://localhost/uploads/incoming/clip.mov', key: 'k' });
      if (url === '/api/guest-photos' && method === 'PUT')
        return json({ ...added, status: 'published' } satisfies AddedPhoto);
      return undefined;
    });
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(
      <>
        <PhotoUploader />
        <PhotoGallery />
      </>,
    );
    await screen.findByText('No photos yet. Share the first one!');
    const input = await screen.findByTestId('photo-file-input');
    expect(input.getAttribute('accept')).toContain('video/quicktime');

    // A picture over its 10 MB is refused as it is chosen; a video that size is taken.
    const bigPicture = new File([new Uint8Array(11 * 1024 * 1024)], 'big.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(input, bigPicture);
    expect(screen.getByText('big.jpg exceeds maximum allowed size of 10 MB')).toBeVisible();
    // Untyped, as some pickers hand a .mov over: known by its name.
    await user.upload(input, new File([new Uint8Array(4096).fill(7)], 'IMG_0042.MOV'));
    await user.click(screen.getByRole('button', { name: 'Upload 1 photo' }));

    const row = (await screen.findByText('IMG_0042.MOV')).closest('li')!;
    await within(row).findByText('Your video is being prepared. Everyone will see it in a moment.');
    expect(sent.find((request) => request.url === '/api/objects/multipart')?.body).toMatchObject({
      contentType: 'video/quicktime',
    });
    expect(sent.find((request) => request.url === '/api/guest-photos')?.body).toMatchObject({
      photoURL: 'http://localhost/uploads/incoming/clip.mov',
    });
    expect(StoredAtOnce.puts).toEqual(['http://localhost/uploads/incoming/clip.mov?part=1']);

    await waitFor(() => expect(liveServer().subscribed.has('my-videos')).toBe(true));
    act(() => {
      liveServer().push('my-videos', 'video:progress', {
        kind: 'gallery',
        id: added.id,
        percent: 40,
      });
    });
    await within(row).findByText('Preparing your video: 40 %');

    ready = true;
    act(() => {
      liveServer().push('my-videos', 'video:ready', { kind: 'gallery', id: added.id });
    });
    await within(row).findByText('Added');
    // The gallery is read again, and has it.
    await screen.findByRole('button', { name: 'Play the video by Ana (1:14): First dance' });
  });
});
