import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryPhoto } from '../../../protocol/gallery';
import { renderWithProviders } from '../../test/render';
import { ClipHoldContext, type ClipHold } from '../live-wall/rotation';
import { CLIP_MARGIN_MS, SLIDE_MS, WallPhotoSlideshow } from './WallPhotoSlideshow';

const photo = (id: string, fields: Partial<GalleryPhoto> = {}): GalleryPhoto => ({
  id,
  url: `/uploads/photos/${id}/1600.webp`,
  thumbUrl: `/uploads/photos/${id}/480.webp`,
  width: 1600,
  height: 900,
  caption: `Caption ${id}`,
  uploaderName: `Guest ${id}`,
  createdAt: '2026-06-20T21:00:00.000Z',
  ...fields,
});

const CLIP_SECONDS = 20;
const clip = (id: string): GalleryPhoto =>
  photo(id, {
    video: {
      url: `/uploads/photos/${id}/video.mp4`,
      posterUrl: `/uploads/photos/${id}/1600.webp`,
      durationSeconds: CLIP_SECONDS,
    },
  });

/** The room's screen asking for less motion (or not), as `prefers-reduced-motion` reports it. */
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

const shownId = () => screen.getByTestId('wall-photo').getAttribute('data-photo-id');
const shownVideo = () => screen.getByTestId('wall-photo').querySelector('video');
const elapse = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  prefersReducedMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the wall's slideshow", () => {
  it('moves from photo to photo at the usual pace', async () => {
    renderWithProviders(<WallPhotoSlideshow photos={[photo('p1'), photo('p2')]} />);
    expect(shownId()).toBe('p1');
    await elapse(SLIDE_MS);
    expect(shownId()).toBe('p2');
    await elapse(SLIDE_MS);
    expect(shownId()).toBe('p1');
  });

  it('plays a clip once, muted and inline, and waits for its end before moving on', async () => {
    renderWithProviders(<WallPhotoSlideshow photos={[clip('v1'), photo('p2')]} />);
    const video = shownVideo()!;
    expect(video.getAttribute('src')).toBe('/uploads/photos/v1/video.mp4');
    expect(video.getAttribute('poster')).toBe('/uploads/photos/v1/1600.webp');
    expect(video.getAttribute('aria-label')).toBe('Video by Guest v1: Caption v1');
    expect([video.autoplay, video.muted, video.loop, video.hasAttribute('playsinline')]).toEqual([
      true,
      true,
      false,
      true,
    ]);

    // Three photo slides' time in, the clip is still playing: the show waits for it.
    await elapse(3 * SLIDE_MS);
    expect(shownId()).toBe('v1');
    expect(shownVideo()).toBe(video);

    fireEvent.ended(video);
    expect(shownId()).toBe('p2');
    // The next photo gets its full time, counted from the clip's end.
    await elapse(SLIDE_MS - 1);
    expect(shownId()).toBe('p2');
    await elapse(1);
    expect(shownId()).toBe('v1');
  });

  it('starts a clip over when the show comes back to it, even when it is the only slide', async () => {
    renderWithProviders(<WallPhotoSlideshow photos={[clip('v1')]} />);
    const first = shownVideo()!;
    fireEvent.ended(first);
    const again = shownVideo()!;
    expect(again).not.toBe(first);
    expect(again.getAttribute('src')).toBe('/uploads/photos/v1/video.mp4');
  });

  it('never waits longer than the clip plus a margin, whatever the video does', async () => {
    renderWithProviders(<WallPhotoSlideshow photos={[clip('v1'), photo('p2')]} />);
    await elapse(CLIP_SECONDS * 1000 + CLIP_MARGIN_MS - 1);
    expect(shownId()).toBe('v1');
    await elapse(1);
    expect(shownId()).toBe('p2');
  });

  it('shows the poster for the usual time to a screen that asks for less motion', async () => {
    prefersReducedMotion(true);
    renderWithProviders(<WallPhotoSlideshow photos={[clip('v1'), photo('p2')]} />);
    expect(shownVideo()).toBeNull();
    expect(screen.getByRole('img', { name: 'Video by Guest v1: Caption v1' })).toHaveAttribute(
      'src',
      '/uploads/photos/v1/1600.webp',
    );
    await elapse(SLIDE_MS);
    expect(shownId()).toBe('p2');
  });

  it('falls back to the poster and the usual time when the video cannot play', async () => {
    renderWithProviders(<WallPhotoSlideshow photos={[clip('v1'), photo('p2')]} />);
    fireEvent.error(shownVideo()!);
    expect(shownVideo()).toBeNull();
    expect(screen.getByRole('img', { name: 'Video by Guest v1: Caption v1' })).toBeInTheDocument();
    await elapse(SLIDE_MS);
    expect(shownId()).toBe('p2');
  });

  it('gives a buffering clip one slide to resume, and keeps waiting once it plays again', async () => {
    renderWithProviders(<WallPhotoSlideshow photos={[clip('v1'), photo('p2'), photo('p3')]} />);
    fireEvent.waiting(shownVideo()!);
    await elapse(SLIDE_MS - 1);
    fireEvent.playing(shownVideo()!);
    await elapse(2 * SLIDE_MS);
    expect(shownId()).toBe('v1');

    fireEvent.waiting(shownVideo()!);
    await elapse(SLIDE_MS);
    expect(shownId()).toBe('p2');
  });

  it('jumps to a photo that just arrived, leaving the clip it was playing', async () => {
    const { rerender } = renderWithProviders(
      <WallPhotoSlideshow photos={[photo('p1'), clip('v2')]} />,
    );
    await elapse(SLIDE_MS);
    expect(shownId()).toBe('v2');
    rerender(<WallPhotoSlideshow photos={[photo('p0'), photo('p1'), clip('v2')]} />);
    expect(shownId()).toBe('p0');
    expect(shownVideo()).toBeNull();
    await elapse(SLIDE_MS);
    expect(shownId()).toBe('p1');
  });

  it('holds the /live rotation while a clip plays, and lets go at its end', async () => {
    const released = vi.fn();
    const clipHold: ClipHold = { hold: vi.fn(() => released) };
    renderWithProviders(
      <ClipHoldContext.Provider value={clipHold}>
        <WallPhotoSlideshow photos={[clip('v1'), photo('p2')]} />
      </ClipHoldContext.Provider>,
    );
    expect(clipHold.hold).toHaveBeenCalledTimes(1);
    expect(released).not.toHaveBeenCalled();
    fireEvent.ended(shownVideo()!);
    expect(released).toHaveBeenCalledTimes(1);
    // A photo holds nothing.
    expect(clipHold.hold).toHaveBeenCalledTimes(1);
  });
});
