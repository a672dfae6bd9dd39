import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestBookEntry } from '../../../protocol/guestbook';
import { i18n } from '../../lib/i18n';
import { connection } from '../../lib/realtime/connection';
import { json, stubFetch } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { GuestBookSection } from './components/GuestBookSection';

vi.mock(
  '../../lib/realtime/socket',
  async () => (await import('../../test/realtime-stub')).realtimeStub,
);

const entry = (fields: Partial<GuestBookEntry>): GuestBookEntry => ({
  id: 'a'.repeat(24),
  guestName: 'Ana',
  message: 'Our song, from the dance floor',
  isApproved: true,
  createdAt: '2026-06-20T21:00:00.000Z',
  ...fields,
});

beforeEach(() => {
  localStorage.clear();
  connection.status = 'connected';
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('a guest book entry with a video', () => {
  it('plays it with its poster and controls; its author sees one still being prepared', async () => {
    await i18n.changeLanguage('es');
    stubFetch((_method, url) =>
      url === '/api/guest-book'
        ? json([
            entry({ id: 'b'.repeat(24), guestName: 'Luis', processing: true }),
            entry({
              photoUrl: '/uploads/photos/v3/1600.webp',
              video: {
                url: '/uploads/photos/v3/video.mp4',
                posterUrl: '/uploads/photos/v3/1600.webp',
                durationSeconds: 20,
              },
            }),
          ])
        : undefined,
    );
    renderWithProviders(<GuestBookSection />);
    const player = await screen.findByLabelText<HTMLVideoElement>('Vídeo compartido por Ana');
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe('/uploads/photos/v3/video.mp4');
    expect(player.getAttribute('poster')).toBe('/uploads/photos/v3/1600.webp');
    expect(player.controls).toBe(true);
    // The poster is not shown a second time as the entry's photo.
    expect(screen.queryByRole('img', { name: 'Foto compartida por Ana' })).toBeNull();

    const luis = screen.getByRole('article', { name: 'Luis' });
    expect(within(luis).getByRole('status')).toHaveTextContent(
      'Su vídeo se está preparando. Todos lo verán en un momento.',
    );
    expect(within(luis).queryByRole('video')).toBeNull();
  });

  it('takes a video in the form, an untyped .mov by its name, and refuses a text file', async () => {
    stubFetch((_method, url) => (url === '/api/guest-book' ? json([]) : undefined));
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<GuestBookSection />);
    const input = await screen.findByLabelText(/Photo or video from your phone/);
    expect(input.getAttribute('accept')).toBe(
      'image/*,.heic,.heif,video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm',
    );
    await user.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    expect(
      screen.getByText(
        'Only photos and videos can be shared here (JPG, PNG, GIF, WebP, HEIC, MP4, MOV or WebM).',
      ),
    ).toBeVisible();
    await user.upload(
      screen.getByLabelText(/Photo or video from your phone/),
      new File(['mov'], 'IMG_0042.MOV', { type: '' }),
    );
    expect(screen.getByText('IMG_0042.MOV')).toBeVisible();
  });
});
