import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModerationItem } from '../../../protocol/moderation';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { formatDuration } from '../../lib/video/duration';
import { QueueItem } from './QueueItem';
import './strings';

const videoItem = (fields: Partial<ModerationItem> = {}): ModerationItem => ({
  kind: 'photos',
  id: 'c'.repeat(24),
  authorName: 'Ana',
  text: 'The first dance',
  mediaUrl: '/uploads/photos/v1/1600.webp',
  video: {
    url: '/uploads/photos/v1/video.mp4',
    posterUrl: '/uploads/photos/v1/1600.webp',
    durationSeconds: 42.4,
  },
  status: 'pending',
  shownOn: ['gallery', 'live'],
  createdAt: '2026-06-20T21:00:00.000Z',
  ...fields,
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a video in the moderation queue', () => {
  it('is the video itself, its poster shown until the organizer plays it, beside the actions', async () => {
    const onAction = vi.fn();
    renderWithProviders(
      <ul>
        <QueueItem item={videoItem()} busy={false} onAction={onAction} />
      </ul>,
    );
    const post = screen.getByTestId('moderation-item');
    const video = within(post).getByLabelText<HTMLVideoElement>('Video posted by Ana');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('/uploads/photos/v1/video.mp4');
    expect(video.getAttribute('poster')).toBe('/uploads/photos/v1/1600.webp');
    expect([video.controls, video.autoplay, video.preload]).toEqual([true, false, 'none']);
    expect(within(post).getByText('Video, 0:42')).toBeInTheDocument();
    // The poster is not shown a second time as a picture of its own.
    expect(within(post).queryByRole('img')).toBeNull();

    await userEvent.click(within(post).getByRole('button', { name: 'Approve the post by Ana' }));
    expect(onAction).toHaveBeenCalledWith('approve');
  });

  it('tells its length in Spanish too', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(
      <ul>
        <QueueItem item={videoItem()} busy={false} onAction={() => {}} />
      </ul>,
    );
    expect(screen.getByLabelText('Vídeo publicado por Ana').tagName).toBe('VIDEO');
    expect(screen.getByText('Vídeo, 0:42')).toBeInTheDocument();
  });

  it('leaves a photo a thumbnail', () => {
    renderWithProviders(
      <ul>
        <QueueItem item={videoItem({ video: undefined })} busy={false} onAction={() => {}} />
      </ul>,
    );
    expect(screen.getByRole('img', { name: 'Posted by Ana' })).toHaveAttribute(
      'src',
      '/uploads/photos/v1/1600.webp',
    );
    expect(screen.getByTestId('moderation-item').querySelector('video')).toBeNull();
  });
});

describe('formatDuration', () => {
  it('reads as a player shows it', () => {
    expect([formatDuration(0), formatDuration(9.6), formatDuration(42), formatDuration(725)]).toEqual([
      '0:00',
      '0:10',
      '0:42',
      '12:05',
    ]);
  });
});
