import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GalleryPhoto } from '../../../protocol/gallery';
import type { RevealState } from '../../../protocol/gallery-reveal';
import type { TimelineParticipation } from '../../../protocol/timeline';
import { eventsDelivered, nextEvent, recordEvents, subscribe } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { GuestPhone, phoneJpeg } from '../gallery/test-support';
import { saveModerationPolicy } from '../moderation/policy';
import { TimelineEventModel, TimelineParticipationModel } from './model';

const dataDir = mkdtempSync(path.join(tmpdir(), 'timeline-gallery-'));
let eventId: string;

const app = useTestApp({ DATA_DIR: dataDir }, { organizer: true });
beforeAll(async () => {
  await subscribe(app.sockets[0], 'gallery');
  const event = await TimelineEventModel.create({
    title: 'First Dance',
    time: '20:30',
    isInteractive: true,
    allowPhotoUploads: true,
    sortOrder: 97,
  });
  eventId = event._id.toString();
});
afterAll(async () => {
  await saveModerationPolicy({ timeline: 'publish' });
  await TimelineParticipationModel.deleteMany({ timelineEventId: eventId });
  await TimelineEventModel.deleteOne({ _id: eventId });
  rmSync(dataDir, { recursive: true, force: true });
});

async function sharePhoto(caption: string): Promise<TimelineParticipation> {
  const phone = new GuestPhone(app.url);
  const jpeg = await phoneJpeg(600, 400);
  const upload = await phone.presign('image/jpeg', jpeg.length);
  expect((await phone.put(upload, jpeg)).status).toBe(200);
  const shared = await phone.request(`/api/timeline/${eventId}/participate`, {
    method: 'POST',
    body: {
      guestName: 'Lucía',
      participationType: 'photo',
      content: caption,
      photoUploadURL: upload.uploadURL,
    },
  });
  expect(shared.status, await shared.clone().text()).toBe(201);
  return (await shared.json()) as TimelineParticipation;
}

const galleryIds = async () =>
  ((await (await fetch(`${app.url}/api/gallery-photos`)).json()) as GalleryPhoto[]).map(
    (photo) => photo.id,
  );
const moderate = (id: string, action: 'approve' | 'hide' | 'delete') =>
  fetch(
    `${app.url}/api/moderation/items/timeline/${id}${action === 'delete' ? '' : `/${action}`}`,
    { method: action === 'delete' ? 'DELETE' : 'POST', headers: { cookie: app.organizer } },
  );
const served = async (photo: TimelineParticipation['photo']) =>
  Promise.all(
    [photo!.url, photo!.thumbUrl].map(async (url) => (await fetch(`${app.url}${url}`)).status),
  );

describe('a photo shared on a moment of the day, in the wedding gallery', () => {
  it('joins the gallery live once published, and leaves it when hidden or deleted', async () => {
    const added = nextEvent(app.sockets[0], 'gallery:photo-added');
    const created = await sharePhoto('Their first dance');
    expect(created.isApproved).toBe(true);

    // The gallery's own shape: its renditions, the caption and who shared it.
    expect(await added).toEqual({
      id: created.id,
      url: created.photo!.url,
      thumbUrl: created.photo!.thumbUrl,
      width: 400,
      height: 600,
      caption: 'Their first dance',
      uploaderName: 'Lucía',
      createdAt: created.createdAt,
    });
    expect(await galleryIds()).toContain(created.id);

    const removed = nextEvent(app.sockets[0], 'gallery:photo-removed');
    expect((await moderate(created.id, 'hide')).status).toBe(200);
    expect(await removed).toEqual({ id: created.id });
    expect(await galleryIds()).not.toContain(created.id);

    const back = nextEvent(app.sockets[0], 'gallery:photo-added');
    expect((await moderate(created.id, 'approve')).status).toBe(200);
    expect((await back).id).toBe(created.id);
    expect(await galleryIds()).toContain(created.id);

    // One record, one set of files: deleting it answers once and removes them once.
    const deleted = nextEvent(app.sockets[0], 'gallery:photo-removed');
    expect((await moderate(created.id, 'delete')).status).toBe(200);
    expect(await deleted).toEqual({ id: created.id });
    expect(await galleryIds()).not.toContain(created.id);
    expect(await served(created.photo)).toEqual([404, 404]);
  });

  it('stays out of the gallery while it waits for review', async () => {
    await saveModerationPolicy({ timeline: 'review' });
    const pushes = recordEvents(app.sockets[0], 'gallery:photo-added');
    const created = await sharePhoto('Waiting');
    expect(created.isApproved).toBe(false);
    await eventsDelivered(app, app.sockets[0]);
    expect(pushes.map((photo) => photo.id)).not.toContain(created.id);
    expect(await galleryIds()).not.toContain(created.id);

    const published = nextEvent(app.sockets[0], 'gallery:photo-added');
    expect((await moderate(created.id, 'approve')).status).toBe(200);
    expect((await published).id).toBe(created.id);
    expect(await galleryIds()).toContain(created.id);
  });

  it('is deleted for good by an organizer deleting it from the gallery', async () => {
    await saveModerationPolicy({ timeline: 'publish' });
    const created = await sharePhoto('From the gallery');
    const removed = nextEvent(app.sockets[0], 'gallery:photo-removed');
    const deleted = await fetch(`${app.url}/api/gallery-photos/${created.id}`, {
      method: 'DELETE',
      headers: { cookie: app.organizer },
    });
    expect(deleted.status).toBe(200);
    expect(await removed).toEqual({ id: created.id });
    expect(await galleryIds()).not.toContain(created.id);
    const timeline = (await (
      await fetch(`${app.url}/api/timeline/participations`)
    ).json()) as TimelineParticipation[];
    expect(timeline.map((p) => p.id)).not.toContain(created.id);
    expect(await served(created.photo)).toEqual([404, 404]);
  });

  it('is counted, not shown, while the gallery waits for its reveal', async () => {
    await saveModerationPolicy({ timeline: 'publish' });
    const saveReveal = (revealAt: string | null) =>
      fetch(`${app.url}/api/admin/gallery/reveal`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: app.organizer },
        body: JSON.stringify({ revealAt }),
      });
    expect((await saveReveal(new Date(Date.now() + 3_600_000).toISOString())).status).toBe(200);
    try {
      const before = (await (await fetch(`${app.url}/api/gallery/reveal`)).json()) as RevealState;
      const pushes = recordEvents(app.sockets[0], 'gallery:photo-added');
      const counted = new Promise<RevealState>((resolve) => {
        app.sockets[0].on('gallery:reveal', (state) => {
          if (state.waiting === before.waiting + 1) resolve(state);
        });
      });
      const created = await sharePhoto('Before the reveal');
      expect(await counted).toMatchObject({ hidden: true });
      await eventsDelivered(app, app.sockets[0]);
      expect(pushes.map((photo) => photo.id)).not.toContain(created.id);
      expect(await galleryIds()).toEqual([]);
    } finally {
      expect((await saveReveal(null)).status).toBe(200);
    }
  });
});
