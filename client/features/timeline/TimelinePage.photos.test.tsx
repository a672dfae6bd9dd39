import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { TimelinePage } from './TimelinePage';
import { card, day, event, fakeTimelineServer } from './timeline-test-support';

/** 'Share a Photo' on /timeline: offered where the organizers allow it, uploaded, then posted. */

vi.mock(
  '../../lib/realtime/socket',
  async () => (await import('../../test/realtime-stub')).realtimeStub,
);
vi.mock('../../lib/realtime/useTopic', () => ({ useTopic: () => undefined }));

const server = fakeTimelineServer();
const photoDay = [
  ...day,
  event(4, 'First Dance', '20:30', 15, { category: 'party', allowPhotoUploads: true }),
  // The toggle alone does not make an event interactive.
  event(5, 'Sparkler Exit', '23:00', 15, { isInteractive: false, allowPhotoUploads: true }),
];
const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'dance.jpg', { type: 'image/jpeg' });

afterEach(() => {
  vi.restoreAllMocks();
});

async function openPhotoDialog(shareLabel = 'Share a Photo', title = 'Share a Photo') {
  server.events = photoDay;
  renderWithProviders(<TimelinePage />);
  const dance = await screen.findByRole('article', { name: /^First Dance/ });
  await userEvent.click(within(dance).getByRole('button', { name: shareLabel }));
  return { dance, dialog: await screen.findByRole('dialog', { name: title }) };
}

describe('sharing a photo on /timeline', () => {
  it('is offered only on interactive events that allow photos', async () => {
    server.events = photoDay;
    renderWithProviders(<TimelinePage />);
    const dance = await screen.findByRole('article', { name: /^First Dance/ });
    expect(within(dance).getByRole('button', { name: 'Share a Photo' })).toBeInTheDocument();
    for (const title of ['Ceremony', 'Reception Lunch', 'Sparkler Exit', 'Guests Arrive'])
      expect(within(card(title)).queryByRole('button', { name: 'Share a Photo' })).toBeNull();
  });

  it('uploads the photo, posts it with its upload URL and shows it on the card', async () => {
    const { dance, dialog } = await openPhotoDialog();
    expect(within(dialog).getByLabelText(/Your Name/)).toHaveValue('Lucía');

    // No photo chosen: the form says so and nothing leaves the phone.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Photo' }));
    expect(await within(dialog).findByText(/Please choose the photo to share/)).toBeInTheDocument();
    expect(server.uploads).toEqual([]);
    expect(server.sent).toEqual([]);

    await userEvent.upload(within(dialog).getByLabelText(/Your photo/), jpeg());
    await userEvent.type(within(dialog).getByLabelText(/Caption/), 'Their first dance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(server.uploads).toEqual([
      {
        presigned: { contentType: 'image/jpeg', size: 4 },
        put: { url: 'http://localhost/uploads/incoming/upload1.jpg?sig=1', body: expect.any(File) },
      },
    ]);
    expect(server.sent).toEqual([
      {
        guestName: 'Lucía',
        content: 'Their first dance',
        participationType: 'photo',
        photoUploadURL: 'http://localhost/uploads/incoming/upload1.jpg?sig=1',
      },
    ]);
    expect(
      await screen.findByText('Your photo has been added to the timeline and the gallery.'),
    ).toBeInTheDocument();
    expect(within(dance).getByRole('img', { name: 'Their first dance' })).toHaveAttribute(
      'src',
      '/uploads/photos/p/480.webp',
    );
  });

  it('says a photo kept for review will appear once approved, and leaves it off the card', async () => {
    server.reviewFirst = true;
    const { dance, dialog } = await openPhotoDialog();
    await userEvent.upload(within(dialog).getByLabelText(/Your photo/), jpeg());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share Photo' }));
    expect(
      await screen.findByText('Your photo will appear once approved by the couple.'),
    ).toBeInTheDocument();
    // Without a caption it reads as the gallery's 'Wedding memory'.
    expect(server.sent[0]).toMatchObject({ content: 'Wedding memory', participationType: 'photo' });
    expect(within(dance).queryByRole('img')).toBeNull();
    expect(within(dance).getByText('0 messages · 0 reactions')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    try {
      server.reviewFirst = true;
      const { dialog } = await openPhotoDialog('Compartir una Foto', 'Compartir una Foto');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Compartir Foto' }));
      expect(
        await within(dialog).findByText(/Elige la foto que quieres compartir/),
      ).toBeInTheDocument();
      await userEvent.upload(within(dialog).getByLabelText(/Tu foto/), jpeg());
      await userEvent.click(within(dialog).getByRole('button', { name: 'Compartir Foto' }));
      expect(
        await screen.findByText('Tu foto aparecerá cuando la pareja la apruebe.'),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
