import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostVideo } from '../../../protocol/post-video';
import { i18n } from '../i18n';
import { renderWithProviders } from '../../test/render';
import { startLiveServerForFile } from '../../test/live-server';
import { useMyVideos } from './my-videos';
import { PostVideoPlayer } from './PostVideoPlayer';
import { VideoStatus } from './VideoStatus';

// The page's one connection, to a real Socket.IO server.
vi.mock('../realtime/socket', (importOriginal) =>
  import('../../test/live-server').then((m) => m.liveSocketModule(importOriginal)),
);
const liveServer = startLiveServerForFile();

const clip: PostVideo = {
  url: '/uploads/photos/v1/video.mp4',
  posterUrl: '/uploads/photos/v1/1600.webp',
  durationSeconds: 12,
};

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
  await i18n.changeLanguage('en');
});

describe('the post video player', () => {
  it('on a phone: the poster and the controls, nothing fetched before a tap, played with sound', () => {
    prefersReducedMotion(true);
    renderWithProviders(<PostVideoPlayer video={clip} alt="Video by Ana" />);
    const video = screen.getByLabelText<HTMLVideoElement>('Video by Ana');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe(clip.url);
    expect(video.getAttribute('poster')).toBe(clip.posterUrl);
    expect(video.getAttribute('preload')).toBe('none');
    expect([video.controls, video.autoplay, video.muted, video.loop]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('on the wall: muted, inline, looped by itself; the poster alone for less motion', () => {
    prefersReducedMotion(false);
    const { unmount } = renderWithProviders(
      <PostVideoPlayer video={clip} alt="Video by Ana" wall />,
    );
    const video = screen.getByLabelText<HTMLVideoElement>('Video by Ana');
    expect([
      video.autoplay,
      video.muted,
      video.loop,
      video.hasAttribute('playsinline'),
      video.controls,
    ]).toEqual([true, true, true, true, false]);
    unmount();

    prefersReducedMotion(true);
    renderWithProviders(<PostVideoPlayer video={clip} alt="Video by Ana" wall />);
    expect(screen.getByRole('img', { name: 'Video by Ana' }).getAttribute('src')).toBe(
      clip.posterUrl,
    );
    expect(document.querySelector('video')).toBeNull();
  });
});

function Preparing({ onReady }: { onReady: (id: string) => void }) {
  useMyVideos('guestbook', { onReady });
  return <VideoStatus kind="guestbook" id="e1" />;
}

describe("an author's video being made", () => {
  it('shows the percent pushed to this phone, in Spanish, then hands over when ready', async () => {
    await i18n.changeLanguage('es');
    const ready: string[] = [];
    renderWithProviders(<Preparing onReady={(id) => ready.push(id)} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Su vídeo se está preparando. Todos lo verán en un momento.',
    );
    await waitFor(() => expect(liveServer().subscribed.has('my-videos')).toBe(true));

    // Another kind's video, and another entry's, leave this one as it is.
    act(() => {
      liveServer().push('my-videos', 'video:progress', { kind: 'gallery', id: 'e1', percent: 90 });
      liveServer().push('my-videos', 'video:progress', {
        kind: 'guestbook',
        id: 'e2',
        percent: 70,
      });
      liveServer().push('my-videos', 'video:progress', {
        kind: 'guestbook',
        id: 'e1',
        percent: 42.4,
      });
    });
    await screen.findByText('Preparando su vídeo: 42 %');

    act(() => {
      liveServer().push('my-videos', 'video:ready', { kind: 'gallery', id: 'e1' });
      liveServer().push('my-videos', 'video:ready', { kind: 'guestbook', id: 'e1' });
    });
    await waitFor(() => expect(ready).toEqual(['e1']));
    // Its percent is forgotten with it.
    expect(screen.queryByText(/Preparando su vídeo:/)).toBeNull();
  });

  it('says why a video could not be made, in the author’s language', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(
      <VideoStatus
        kind="timeline"
        id="t1"
        failure={{
          code: 'video.tooLong',
          message: 'This video is longer than 180 seconds.',
          params: { max: 180 },
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'No se pudo compartir este vídeo: Este vídeo dura más de 180 segundos.',
    );
  });
});
