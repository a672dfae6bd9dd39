import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Moment } from '../../../protocol/moments';
import { i18n } from '../../lib/i18n';
import { MediaFileField } from '../../lib/media-upload/MediaFileField';
import { renderWithProviders } from '../../test/render';
import { MomentMedia } from './components/MomentMedia';
import { ShareMomentForm } from './components/ShareMomentForm';

const videoMoment = (fields: Partial<Moment> = {}): Moment => ({
  id: 'a'.repeat(24),
  guestName: 'Ana',
  content: 'The first dance',
  momentType: 'video',
  mediaUrl: '/uploads/photos/v1/1600.webp',
  media: {
    thumbUrl: '/uploads/photos/v1/480.webp',
    width: 1280,
    height: 720,
    animated: false,
    video: {
      url: '/uploads/photos/v1/video.mp4',
      posterUrl: '/uploads/photos/v1/1600.webp',
      durationSeconds: 12,
    },
  },
  hashtags: [],
  isPublic: true,
  likes: 0,
  createdAt: '2026-06-20T21:00:00.000Z',
  updatedAt: '2026-06-20T21:00:00.000Z',
  ...fields,
});

/** A system asking for less motion (or not), as `prefers-reduced-motion` reports it. */
function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('a video moment', () => {
  it('plays on a phone when tapped, with its sound, its poster shown until then', () => {
    prefersReducedMotion(false);
    renderWithProviders(<MomentMedia moment={videoMoment()} alt="Shared by Ana" />);
    const video = screen.getByLabelText<HTMLVideoElement>('Shared by Ana');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('/uploads/photos/v1/video.mp4');
    expect(video.getAttribute('poster')).toBe('/uploads/photos/v1/1600.webp');
    expect(video.controls).toBe(true);
    expect(video.autoplay).toBe(false);
  });

  it('plays muted, inline and looped on the wall, and shows its poster to who asked for less motion', () => {
    prefersReducedMotion(false);
    const { unmount } = renderWithProviders(
      <MomentMedia moment={videoMoment()} alt="Shared by Ana" autoPlay />,
    );
    const video = screen.getByLabelText<HTMLVideoElement>('Shared by Ana');
    expect([video.autoplay, video.muted, video.loop, video.hasAttribute('playsinline')]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    unmount();

    prefersReducedMotion(true);
    renderWithProviders(<MomentMedia moment={videoMoment()} alt="Shared by Ana" autoPlay />);
    const still = screen.getByRole('img', { name: 'Shared by Ana' });
    expect(still.getAttribute('src')).toBe('/uploads/photos/v1/1600.webp');
    expect(document.querySelector('video')).toBeNull();
  });

  it('tells its author it is being prepared, or why it could not be, in their language', async () => {
    prefersReducedMotion(false);
    const { unmount } = renderWithProviders(
      <MomentMedia
        moment={videoMoment({ processing: true, media: undefined, mediaUrl: undefined })}
        alt="Shared by Ana"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your video is being prepared. Everyone will see it in a moment.',
    );
    unmount();

    await i18n.changeLanguage('es');
    renderWithProviders(
      <MomentMedia
        moment={videoMoment({
          media: undefined,
          mediaUrl: undefined,
          videoFailure: {
            code: 'video.tooLong',
            message: 'This video is longer than 180 seconds.',
            params: { max: 180 },
          },
        })}
        alt="Compartido por Ana"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'No se pudo compartir este vídeo: Este vídeo dura más de 180 segundos.',
    );
  });
});

describe('the video field of the share form', () => {
  it('takes a video, an untyped .mov too, and refuses a photo', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const chosen: (File | null)[] = [];
    renderWithProviders(
      <MediaFileField id="clip" kind="video" file={null} onChange={(file) => chosen.push(file)} />,
    );
    const input = screen.getByLabelText('Video from your phone');
    expect(input.getAttribute('accept')).toBe(
      'video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm',
    );

    await user.upload(input, new File(['jpeg'], 'cake.jpg', { type: 'image/jpeg' }));
    expect(screen.getByText('Only videos can be shared here (MP4, MOV or WebM).')).toBeVisible();
    expect(chosen).toEqual([null]);

    await user.upload(input, new File(['mov'], 'IMG_0042.MOV', { type: '' }));
    expect(chosen.at(-1)?.name).toBe('IMG_0042.MOV');
  });
});

describe('sharing a video moment', () => {
  it('sends the film in parts, then the moment names it', async () => {
    localStorage.clear();
    const requests: { method: string; url: string; body?: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
        requests.push({ method, url, body });
        const answer = (value: unknown, status = 200) =>
          new Response(JSON.stringify(value), { status });
        if (url === '/api/objects/multipart')
          return answer({
            uploadId: 'u1',
            key: 'incoming/clip.mov',
            partSize: 8 * 1024 * 1024,
            expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          });
        if (url === '/api/objects/multipart/part')
          return answer({ url: 'http://localhost/uploads/incoming/clip.mov?part=1', headers: {} });
        if (url.startsWith('http://localhost/uploads/'))
          return new Response('', { status: 200, headers: { etag: '"e1"' } });
        if (url === '/api/objects/multipart/complete')
          return answer({ uploadURL: 'http://localhost/uploads/incoming/clip.mov', key: 'k' });
        if (url === '/api/live-wedding-moments' && method === 'POST')
          return answer(
            { ...videoMoment({ processing: true }), authorToken: 'token-of-this-phone' },
            201,
          );
        return answer({ message: 'Not found' }, 404);
      }),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<ShareMomentForm />);
    await user.type(screen.getByLabelText(/Your Name/), 'Ana');
    await user.type(screen.getByLabelText(/Your Moment/), 'The vows');
    await user.click(screen.getByRole('radio', { name: 'Video' }));
    const clip = new File([new Uint8Array(4096).fill(7)], 'vows.mov', { type: 'video/quicktime' });
    await user.upload(screen.getByLabelText('Video from your phone'), clip);
    await user.click(screen.getByRole('button', { name: 'Share Moment' }));

    await waitFor(() =>
      expect(
        requests
          // The film's way to storage, and the moment (not the session reads around them).
          .filter((request) => /multipart|\/uploads\/|live-wedding-moments/.test(request.url))
          .map((request) => `${request.method} ${request.url}`),
      ).toEqual([
        'POST /api/objects/multipart',
        'POST /api/objects/multipart/part',
        'PUT http://localhost/uploads/incoming/clip.mov?part=1',
        'POST /api/objects/multipart/complete',
        'POST /api/live-wedding-moments',
      ]),
    );
    expect(requests.find((r) => r.url === '/api/objects/multipart')?.body).toMatchObject({
      contentType: 'video/quicktime',
      size: 4096,
    });
    expect(requests.at(-1)?.body).toMatchObject({
      momentType: 'video',
      mediaUploadURL: 'http://localhost/uploads/incoming/clip.mov',
    });
  });
});
