import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTICIPATION_MESSAGES, type TimelineParticipation } from '../../../protocol/timeline';
import { nextEvent, subscribe } from '../../test/harness';
import { useTestApp } from '../../test/fixtures';
import { GuestPhone, hasGpsIfd, phoneJpeg } from '../gallery/test-support';
import { TimelineEventModel, TimelineParticipationModel } from './model';

const dataDir = mkdtempSync(path.join(tmpdir(), 'timeline-photos-'));
let eventId: string;

const app = useTestApp({ DATA_DIR: dataDir });
beforeAll(async () => {
  await subscribe(app.sockets[0], 'timeline');
  const event = await TimelineEventModel.create({
    title: 'Cutting the Cake',
    time: '21:30',
    isInteractive: true,
    allowGuestMessages: true,
    allowPhotoUploads: true,
    sortOrder: 98,
  });
  eventId = event._id.toString();
});
afterAll(async () => {
  await TimelineParticipationModel.deleteMany({ timelineEventId: eventId });
  await TimelineEventModel.deleteOne({ _id: eventId });
  rmSync(dataDir, { recursive: true, force: true });
});

const participate = (phone: GuestPhone, body: Record<string, unknown>) =>
  phone.request(`/api/timeline/${eventId}/participate`, {
    method: 'POST',
    body: { guestName: 'Ana', participationType: 'photo', ...body },
  });

describe('a photo on a moment of the day', () => {
  it("is this site's upload only: a link or bare text is refused, stored and pushed nowhere", async () => {
    const phone = new GuestPhone(app.url);
    const before = await TimelineParticipationModel.countDocuments({ timelineEventId: eventId });
    const pushed = nextEvent(app.sockets[0], 'timeline:participation');

    const linked = await participate(phone, { content: 'https://evil.example/x.jpg' });
    expect(linked.status).toBe(400);
    expect(await linked.json()).toMatchObject({ message: PARTICIPATION_MESSAGES.photoRequired });
    const notAnUpload = await participate(phone, {
      content: 'Cake!',
      photoUploadURL: 'https://evil.example/x.jpg',
    });
    expect(notAnUpload.status).toBe(404);
    expect(await TimelineParticipationModel.countDocuments({ timelineEventId: eventId })).toBe(
      before,
    );

    const jpeg = await phoneJpeg(600, 400);
    const upload = await phone.presign('image/jpeg', jpeg.length);
    expect((await phone.put(upload, jpeg)).status).toBe(200);
    const shared = await participate(phone, { content: 'Cake!', photoUploadURL: upload.uploadURL });
    expect(shared.status, await shared.clone().text()).toBe(201);
    const created = (await shared.json()) as TimelineParticipation;
    expect(created.photo).toMatchObject({
      url: expect.stringMatching(/^\/uploads\/photos\/.+\/1600\.webp$/),
      thumbUrl: expect.stringMatching(/^\/uploads\/photos\/.+\/480\.webp$/),
      width: 400,
      height: 600,
    });
    // The first push is the good one: nothing refused reached a screen.
    expect((await pushed).id).toBe(created.id);
    const thumb = Buffer.from(
      await (await fetch(`${app.url}${created.photo!.thumbUrl}`)).arrayBuffer(),
    );
    expect(hasGpsIfd((await sharp(thumb).metadata()).exif)).toBe(false);
  });

  it('stops serving a hidden photo at once, and serves it again when approved', async () => {
    const phone = new GuestPhone(app.url);
    const jpeg = await phoneJpeg(600, 400);
    const upload = await phone.presign('image/jpeg', jpeg.length);
    expect((await phone.put(upload, jpeg)).status).toBe(200);
    const shared = await participate(phone, { content: 'Toast', photoUploadURL: upload.uploadURL });
    const created = (await shared.json()) as TimelineParticipation;
    const files = [created.photo!.url, created.photo!.thumbUrl].map((url) => `${app.url}${url}`);
    const statuses = () => Promise.all(files.map(async (url) => (await fetch(url)).status));
    expect(await statuses()).toEqual([200, 200]);
    const cookie = await app.organizerCookie();
    const act = (action: string) =>
      fetch(`${app.url}/api/moderation/items/timeline/${created.id}/${action}`, {
        method: 'POST',
        headers: { cookie },
      });

    expect((await act('hide')).status).toBe(200);
    expect(await statuses()).toEqual([404, 404]);
    expect((await act('approve')).status).toBe(200);
    expect(await statuses()).toEqual([200, 200]);
  });
});
