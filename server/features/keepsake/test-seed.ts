import mongoose from 'mongoose';
import sharp from 'sharp';
import type { ObjectStorage } from '../../lib/storage';
import { printKeyOf } from '../gallery/keys';
import { seedGalleryPhoto } from '../gallery/seed';
import { seedGuestBookEntry, seedStoredGuestBookRows } from '../guestbook/seed';
import { seedLeaderboardRow } from '../leaderboard/seed';
import { seedMoment } from '../moments/seed';
import {
  seedParticipation,
  seedStoredParticipationRows,
  seedTimelineEvent,
} from '../timeline/seed';
import { storedVideoFieldsOf, storeMadeVideo } from './test-videos';

/**
 * What the keepsake test builds from, straight in the database and storage: for each kind, posts
 * that must be in the keepsake and posts that must not (hidden, pending, private), private fields
 * (e-mails, a device hash) that must never leak, one photo whose original is missing, and a
 * video moment made by the real video pipeline beside others being made, refused or hidden.
 * Answers the ids the test checks (and `videoKey`, where its MP4 is stored).
 */
/** The guest book entry's words beyond its marker: Polish, Chinese, an emoji, a hieroglyph. */
export const BOOK_ENTRY_WORDS = 'Łukasz Żółć: Cześć — 你好 🎉 \u{13000}';

export async function seedKeepsake(storage: ObjectStorage): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const jpeg = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#c08040' },
  })
    .jpeg()
    .toBuffer();
  const webp = await sharp({
    create: { width: 40, height: 30, channels: 3, background: '#4080c0' },
  })
    .webp()
    .toBuffer();
  // A print copy of its own size (44 x 30), so a test can tell it from a converted rendition.
  const print = await sharp({
    create: { width: 44, height: 30, channels: 3, background: '#c08040' },
  })
    .jpeg()
    .toBuffer();
  const files = (name: string, original = true, withPrint = false) => {
    const keys = {
      originalKey: `originals/${name}-abc/original.jpg`,
      thumbKey: `photos/${name}-abc/480.webp`,
      largeKey: `photos/${name}-abc/1600.webp`,
    };
    return Promise.all([
      original ? storage.write(keys.originalKey, jpeg, 'image/jpeg') : null,
      storage.write(keys.largeKey, webp, 'image/webp'),
      withPrint ? storage.write(printKeyOf(keys.originalKey)!, print, 'image/jpeg') : null,
    ]).then(() => keys);
  };
  const secret = { guestEmail: 'ana.private@example.com' };
  const moment = (fields: Record<string, unknown>) =>
    seedMoment({ guestName: 'Ana Maria Lopez', content: 'x', ...secret, ...fields });
  ids.shown = await moment({ content: 'SHOWN-MOMENT' });
  ids.hidden = await moment({ content: 'HIDDEN-MOMENT', status: 'hidden' });
  await moment({ content: 'PENDING-MOMENT', status: 'pending' });
  await moment({ content: 'PRIVATE-MOMENT', isPublic: false });
  const gif = await files('gif');
  ids.gif = await moment({
    content: 'GIF-MOMENT',
    momentType: 'photo',
    media: { ...gif, thumbUrl: '/x', width: 40, height: 30, animated: true },
  });

  // Ana's video goes into her folder before her gallery photo: 001 is the MP4, 002 the photo.
  const video = await storeMadeVideo(storage, 'video');
  ids.videoKey = String(video.media.videoKey);
  ids.video = await moment({ content: 'VIDEO-MOMENT', momentType: 'video', media: video.media });
  await moment({ content: 'PROCESSING-VIDEO', momentType: 'video', videoState: 'processing' });
  await moment({
    content: 'FAILED-VIDEO',
    momentType: 'video',
    videoState: 'failed',
    videoFailure: { code: 'video.corrupt', message: 'x' },
  });
  const hiddenVideo = await storeMadeVideo(storage, 'hidden-video');
  await moment({
    content: 'HIDDEN-VIDEO',
    momentType: 'video',
    status: 'hidden',
    media: hiddenVideo.media,
  });

  const photo = (fields: Record<string, unknown>, keys: Awaited<ReturnType<typeof files>>) =>
    seedGalleryPhoto({
      url: '/x',
      width: 40,
      height: 30,
      uploaderDeviceHash: 'f'.repeat(64),
      ...keys,
      ...fields,
    });
  ids.photo = await photo(
    { uploaderName: 'Ana Maria Lopez', caption: 'Dance' },
    await files('p1', true, true),
  );
  ids.lost = await photo({ uploaderName: 'Ben Carter', caption: 'Cake' }, await files('p2', false));
  await photo(
    { uploaderName: 'Ben Carter', caption: 'PENDING-PHOTO', status: 'pending' },
    await files('p3'),
  );
  await photo(
    { uploaderName: 'Ben Carter', caption: 'HIDDEN-PHOTO', status: 'hidden' },
    await files('p4'),
  );

  await seedGuestBookEntry({
    guestName: 'Carla Diaz',
    email: 'carla@example.com',
    // Every script (the book's fonts), and a hieroglyph no shipped font has (MISSING.txt).
    message: `BOOK-ENTRY ${BOOK_ENTRY_WORDS}`,
  });
  await seedGuestBookEntry({
    guestName: 'Carla Diaz',
    message: 'PENDING-ENTRY',
    status: 'pending',
  });

  ids.event = await seedTimelineEvent({ title: 'KEEPSAKE-EVENT', time: '19:00', sortOrder: 99 });

  // A guest book entry and a timeline photo message carrying a made video as their features store
  // one (lib/stored-video.ts): the poster as the post's photo, the MP4 in `video`.
  const entryVideo = await storeMadeVideo(storage, 'entry-video');
  const entryId = new mongoose.Types.ObjectId();
  ids.entryVideo = entryId.toString();
  await seedStoredGuestBookRows([
    {
      _id: entryId,
      guestName: 'Carla Diaz',
      message: 'VIDEO-ENTRY',
      status: 'published',
      photo: entryVideo.media,
      ...storedVideoFieldsOf(entryVideo.media),
      createdAt: new Date(),
    },
  ]);
  const messageVideo = await storeMadeVideo(storage, 'message-video');
  const messageId = new mongoose.Types.ObjectId();
  ids.messageVideo = messageId.toString();
  await seedStoredParticipationRows([
    {
      _id: messageId,
      timelineEventId: new mongoose.Types.ObjectId(ids.event),
      guestName: 'Dan Eve',
      participationType: 'photo',
      content: 'VIDEO-MESSAGE',
      status: 'published',
      photo: messageVideo.media,
      ...storedVideoFieldsOf(messageVideo.media),
      createdAt: new Date(),
    },
  ]);
  const participation = (fields: Record<string, unknown>) =>
    seedParticipation({
      timelineEventId: ids.event,
      guestName: 'Dan Eve',
      guestEmail: 'dan@example.com',
      participationType: 'message',
      content: 'x',
      ...fields,
    });
  await participation({ content: 'TIMELINE-MESSAGE' });
  await participation({ content: 'HIDDEN-MESSAGE', status: 'hidden' });
  await participation({ participationType: 'reaction', reactionType: 'love', content: 'Reacted' });
  await participation({ participationType: 'reaction', reactionType: 'love', content: 'Reacted' });

  for (const [name, score] of [
    ['Eva Gomez', 90],
    ['Finn Hall', 80],
    ['Gus Ito', 70],
    ['Hana Jo', 60],
  ] as const) {
    await seedLeaderboardRow({
      playerId: new mongoose.Types.ObjectId(),
      playerName: name,
      playerEmail: `${name.split(' ')[0].toLowerCase()}@example.com`,
      totalScore: score,
      lastPlayedAt: new Date(),
    });
  }
  return ids;
}
