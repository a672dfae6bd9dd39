import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TimelineParticipation } from '../../../protocol/timeline';
import { renderWithProviders } from '../../test/render';
import { TimelinePage } from './TimelinePage';
import { day, event, fakeTimelineServer, id, participation } from './timeline-test-support';

/** Videos on /timeline: a photo message may be a video, shared from the same dialog. */

vi.mock(
  '../../lib/realtime/socket',
  async () => (await import('../../test/realtime-stub')).realtimeStub,
);
vi.mock('../../lib/realtime/useTopic', () => ({ useTopic: () => undefined }));

const server = fakeTimelineServer();
const danceDay = [
  ...day,
  event(4, 'First Dance', '20:30', 15, { category: 'party', allowPhotoUploads: true }),
];
const clipMessage = participation('The first dance', {
  timelineEventId: id(4),
  participationType: 'photo',
  photo: {
    url: '/uploads/photos/v4/1600.webp',
    thumbUrl: '/uploads/photos/v4/480.webp',
    width: 1280,
    height: 720,
    video: {
      url: '/uploads/photos/v4/video.mp4',
      posterUrl: '/uploads/photos/v4/1600.webp',
      durationSeconds: 9,
    },
  },
});

/** Storage's side of an upload in parts, for the video the dialog sends (one part). */
function acceptUploadsInParts(answerParticipation: (body: Record<string, unknown>) => unknown) {
  const fakeServer = vi.mocked(fetch).getMockImplementation()!;
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const ok = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (/multipart|\/uploads\/incoming\/clip/.test(url)) sent.push(`${init?.method} ${url}`);
      if (url === '/api/objects/multipart')
        return ok({
          uploadId: 'u1',
          key: 'incoming/clip.mov',
          partSize: 8 * 1024 * 1024,
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        });
      if (url === '/api/objects/multipart/part')
        return ok({ url: 'http://localhost/uploads/incoming/clip.mov?part=1', headers: {} });
      if (url === 'http://localhost/uploads/incoming/clip.mov?part=1')
        return new Response('', { status: 200, headers: { etag: '"e1"' } });
      if (url === '/api/objects/multipart/complete')
        return ok({ uploadURL: 'http://localhost/uploads/incoming/clip.mov', key: 'k' });
      if (/\/participate$/.test(url) && init?.method === 'POST')
        return ok(
          answerParticipation(JSON.parse(String(init.body)) as Record<string, unknown>),
          201,
        );
      return fakeServer(url, init);
    }),
  );
  return sent;
}

describe('a video message on /timeline', () => {
  it('plays on the card with its poster and controls', async () => {
    server.events = danceDay;
    server.stored = [clipMessage];
    renderWithProviders(<TimelinePage />);
    const dance = await screen.findByRole('article', { name: /^First Dance/ });
    const player = within(dance).getByLabelText<HTMLVideoElement>('Video shared by Carmen');
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toBe('/uploads/photos/v4/video.mp4');
    expect(player.getAttribute('poster')).toBe('/uploads/photos/v4/1600.webp');
    expect([player.controls, player.getAttribute('preload')]).toEqual([true, 'none']);
  });

  it('is shared from the dialog in parts, then shown to its author as being prepared', async () => {
    server.events = danceDay;
    const sent = acceptUploadsInParts((body) => {
      const { photoUploadURL: _url, ...fields } = body;
      return participation(String(body.content), {
        ...(fields as Partial<TimelineParticipation>),
        timelineEventId: id(4),
        processing: true,
      });
    });
    renderWithProviders(<TimelinePage />);
    const dance = await screen.findByRole('article', { name: /^First Dance/ });
    await userEvent.click(within(dance).getByRole('button', { name: 'Share a Photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share a Photo' });
    await userEvent.upload(
      within(dialog).getByLabelText(/Your photo or video/),
      new File([new Uint8Array(2048).fill(1)], 'clip.mov', { type: 'video/quicktime' }),
    );
    await userEvent.type(within(dialog).getByLabelText(/Caption/), 'Our dance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(sent).toEqual([
      'POST /api/objects/multipart',
      'POST /api/objects/multipart/part',
      'PUT http://localhost/uploads/incoming/clip.mov?part=1',
      'POST /api/objects/multipart/complete',
    ]);
    expect(
      await screen.findByText(
        'Your video is being prepared: it joins the timeline and the gallery once it is ready.',
      ),
    ).toBeInTheDocument();
    expect(within(dance).getByRole('status')).toHaveTextContent(
      'Your video is being prepared. Everyone will see it in a moment.',
    );
  });
});
